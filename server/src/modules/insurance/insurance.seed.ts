/** Demo insurance resources: insurers (linked to the insurer suppliers), products and their rate bands (fen). */
import type { DB } from '../../db/client';
import { insuranceCompanies, insuranceProducts, insuranceRates } from './insurance.tables';

type Band = [from: number, to: number, fen: number];
type P = [company: string, name: string, code: string, type: number, mode: number, minAge: number, maxAge: number, coverage: string, bands: Band[]];

const COMPANIES: [name: string, short: string, supplier: string | null, phone: string][] = [
  ['中国人民财产保险股份有限公司', '人保财险', '中国人民财产保险股份有限公司上海市分公司', '95518'],
  ['中国平安财产保险股份有限公司', '平安产险', '中国平安财产保险股份有限公司浙江分公司', '95511'],
  ['中国太平洋财产保险股份有限公司', '太保产险', '中国太平洋财产保险股份有限公司', '95500'],
  ['美亚财产保险有限公司', '美亚保险', null, '400-820-8858'],
];
const PRODUCTS: P[] = [
  ['中国人民财产保险股份有限公司', '国内旅游意外险（短期）', 'PICC-LY01', 0, 0, 0, 80, '意外身故/伤残 30万元；意外医疗 3万元；住院津贴 100元/天', [[1, 3, 300], [4, 7, 250], [8, 15, 200]]],
  ['中国人民财产保险股份有限公司', '旅行社责任保险（团队附加）', 'PICC-ZR02', 1, 1, 0, 100, '旅行社依法应承担的人身伤亡赔偿 每人限额 50万元；财产损失 每人 5000元', [[1, 30, 200]]],
  ['中国平安财产保险股份有限公司', '境外旅行意外伤害保险', 'PA-JW01', 0, 0, 0, 85, '意外身故/伤残 50万元；境外意外医疗 20万元；紧急救援 全程；行李延误 500元', [[1, 7, 1000], [8, 15, 800], [16, 30, 600]]],
  ['中国平安财产保险股份有限公司', '国内自驾游保障计划', 'PA-ZJ02', 0, 1, 18, 70, '驾乘人员意外 20万元；道路救援 2次；意外医疗 2万元', [[1, 3, 1500], [4, 7, 2500]]],
  ['中国太平洋财产保险股份有限公司', '团体旅游统保', 'CPIC-TB01', 2, 1, 0, 80, '团队游客统一投保：意外身故/伤残 20万元；意外医疗 2万元', [[1, 15, 800]]],
  ['中国太平洋财产保险股份有限公司', '老年人旅游意外险', 'CPIC-LN02', 0, 0, 61, 85, '61–85周岁：意外身故/伤残 10万元；意外医疗 1万元；突发急性病身故 5万元', [[1, 5, 600], [6, 10, 500], [11, 20, 450]]],
  ['美亚财产保险有限公司', '万国游踪境外旅行保障（计划二）', 'AIG-WG02', 0, 1, 0, 80, '意外身故/伤残 60万元；医疗费用 50万元；紧急救援 无限额；旅程取消 1万元', [[1, 7, 9800], [8, 15, 16800], [16, 30, 25800]]],
  ['中国人民财产保险股份有限公司', '线路已含保险（说明）', 'PICC-HB00', 3, 1, 0, 100, '线路报价已含旅行社责任险及旅游意外险，无需另行购买', []],
];

export async function seedInsuranceDemo(db: DB, owner: { created_by: number; dept_id: number }, supplierIds: Map<string, number>): Promise<void> {
  const companies = await db.insert(insuranceCompanies).values(COMPANIES.map(([name, short_name, supplier, service_phone]) => ({
    name, short_name, service_phone, supplier_id: supplier ? supplierIds.get(supplier) ?? null : null, contact_name: '团险业务部', ...owner,
  }))).returning({ id: insuranceCompanies.id, name: insuranceCompanies.name });
  const companyId = new Map(companies.map((c) => [c.name, c.id]));
  const products = await db.insert(insuranceProducts).values(PRODUCTS.map(([company, name, code, insurance_type, price_mode, min_age, max_age, coverage]) => ({
    company_id: companyId.get(company)!, name, code, insurance_type, price_mode, min_age, max_age, coverage, on_sale: true, ...owner,
  }))).returning({ id: insuranceProducts.id, code: insuranceProducts.code });
  const productId = new Map(products.map((p) => [p.code, p.id]));
  await db.insert(insuranceRates).values(PRODUCTS.flatMap(([, , code, , , , , , bands]) =>
    bands.map(([day_from, day_to, price], sort) => ({ product_id: productId.get(code)!, day_from, day_to, price, sort }))));
}
