/**
 * Insurance resources (保险资源): insurance companies, products (insurance type, coverage, age limits, price
 * per person per day or per trip in bands of trip days) and the all-rates view. Money in integer fen.
 */
import { z } from 'zod';
import { InsuranceKind } from '../enums';
import { codeOf, fen, idOf, optIdOf, optText, pageReq, reqText, versionField } from '../common';
import { intIn, optBool, optPhone } from '../merchant/merchant';

/** How a product's rate is charged: per person per day of the trip, or per person for the whole trip. */
export const InsurancePriceMode = { 0: '按人按天', 1: '按人按次' } as const;
/** Insurance types that carry no rate of their own (the line includes it, or no insurance). */
export const INSURANCE_TYPES_WITHOUT_RATE = [3, 4] as const;
/** Longest trip a rate band may cover, in days. */
export const INSURANCE_MAX_DAYS = 365;

const withIdVersion = (label: string) => ({ id: idOf(label), version: versionField });
type Issue = { message: string; path: (string | number)[] };
const rules = <T>(check: (v: T) => Issue[]) => (v: T, ctx: z.RefinementCtx) => {
  for (const i of check(v)) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
};

const companyShape = {
  name: reqText('保险公司名称', 100),
  short_name: optText('简称', 30),
  /** The supplier (type 9 保险) the agency pays; optional. */
  supplier_id: optIdOf('关联供应商'),
  contact_name: optText('联系人', 50),
  contact_phone: optPhone('联系电话'),
  service_phone: optPhone('客服电话'),
  address: optText('地址', 200),
  website: optText('官网', 200),
  remark: optText('备注', 500),
};
export const insuranceCompanyCreate = z.object(companyShape);
export const insuranceCompanyUpdate = z.object({ ...companyShape, ...withIdVersion('保险公司') });
export const insuranceCompanyListQuery = pageReq.extend({ keyword: optText('关键字', 50), name: optText('保险公司名称', 100) });

export const insuranceRateInput = z.object({
  day_from: intIn('起始天数', 1, INSURANCE_MAX_DAYS),
  day_to: intIn('截止天数', 1, INSURANCE_MAX_DAYS),
  price: fen('价格').min(0, '价格不能为负').max(100_000_000, '价格不能超过100万元'),
});
export type InsuranceRateInput = z.infer<typeof insuranceRateInput>;

const productShape = {
  company_id: idOf('保险公司'),
  name: reqText('保险产品名称', 100),
  code: optText('产品代码', 30),
  insurance_type: codeOf('保险类型', InsuranceKind),
  price_mode: codeOf('计价方式', InsurancePriceMode).default(0),
  coverage: reqText('保障内容', 2000),
  min_age: intIn('最小投保年龄', 0, 120).default(0),
  max_age: intIn('最大投保年龄', 0, 120).default(80),
  on_sale: z.boolean({ error: '是否在售只能是是或否' }).default(true),
  remark: optText('备注', 500),
  rates: z.array(insuranceRateInput, { error: '费率格式不正确' }).max(50, '费率最多50条').default([]),
};
type ProductRuleInput = { insurance_type: number; min_age: number; max_age: number; rates: InsuranceRateInput[] };
const productRules = (v: ProductRuleInput): Issue[] => {
  const out: Issue[] = [];
  if (v.min_age > v.max_age) out.push({ message: '最小投保年龄不能大于最大投保年龄', path: ['max_age'] });
  if (!v.rates.length && !(INSURANCE_TYPES_WITHOUT_RATE as readonly number[]).includes(v.insurance_type)) out.push({ message: '请至少填写一条费率', path: ['rates'] });
  v.rates.forEach((r, i) => {
    if (r.day_to < r.day_from) out.push({ message: `第${i + 1}条费率的截止天数不能小于起始天数`, path: ['rates', i, 'day_to'] });
    v.rates.forEach((o, j) => {
      if (j < i && r.day_from <= o.day_to && o.day_from <= r.day_to) out.push({ message: `第${i + 1}条费率的天数与第${j + 1}条重叠`, path: ['rates', i, 'day_from'] });
    });
  });
  return out;
};
export const insuranceProductCreate = z.object(productShape).superRefine(rules(productRules));
export const insuranceProductUpdate = z.object({ ...productShape, ...withIdVersion('保险产品') }).superRefine(rules(productRules));
export const insuranceProductListQuery = pageReq.extend({
  keyword: optText('关键字', 50),
  name: optText('保险产品名称', 100),
  company_id: optIdOf('保险公司'),
  insurance_type: codeOf('保险类型', InsuranceKind).optional(),
  price_mode: codeOf('计价方式', InsurancePriceMode).optional(),
  on_sale: optBool('是否在售'),
});
/** The all-rates view: every band of every product, filterable by company, product, type and trip length. */
export const insuranceRateListQuery = pageReq.extend({
  keyword: optText('关键字', 50),
  company_id: optIdOf('保险公司'),
  product_id: optIdOf('保险产品'),
  insurance_type: codeOf('保险类型', InsuranceKind).optional(),
  price_mode: codeOf('计价方式', InsurancePriceMode).optional(),
  /** Bands that cover a trip of this many days. */
  days: intIn('行程天数', 1, INSURANCE_MAX_DAYS).optional(),
  on_sale: optBool('是否在售'),
});
