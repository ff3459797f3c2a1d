/**
 * Insurance resources through the API: companies (linked to an insurer supplier that can be chosen), products
 * with rate bands (per person per day or per trip, in fen) and age limits, the all-rates view, deletes of
 * records in use, the data boundary, and the price quote other modules use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@ta/contract';
import { quoteInsurance } from '../src/modules/insurance/insurance.service';
import { hasChinese, startServer, type TestServer } from './harness';
import { okData, tableCounts, uniq, type Page } from './fixtures';

let s: TestServer;
let admin: string;
let operator: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  operator = await s.login('operator');
});
afterAll(async () => { await s?.close(); });

type Row = Record<string, unknown> & { id: number; version: number };
interface Bad { errors: { field: string; message: string }[] }
const IC = '/api/v1/insurance/company';
const IP = '/api/v1/insurance/product';
const list = async (tok: string, path: string, body: Record<string, unknown> = {}) => okData(await s.api<Page<Row>>(path, { pageSize: 300, ...body }, tok), path).page_data;
const supplierId = async (name: string) => (await list(admin, '/api/v1/company/list', { name })).data[0].id;
const company = async (o: Record<string, unknown> = {}) => okData(await s.api<Row>(`${IC}/add`, { name: `测试保险公司${uniq()}`, contact_phone: '13900001111', ...o }, operator));
const product = (companyId: number, o: Record<string, unknown> = {}) => ({
  company_id: companyId, name: `测试意外险${uniq()}`, insurance_type: 0, price_mode: 0, coverage: '意外身故/伤残 30万元', min_age: 0, max_age: 80,
  rates: [{ day_from: 1, day_to: 3, price: 300 }, { day_from: 4, day_to: 7, price: 250 }], ...o,
});

describe('insurance companies', () => {
  it('adds, links an insurer supplier, refuses duplicates, non-insurers and blacklisted suppliers', async () => {
    const insurer = await supplierId('中国太平洋财产保险股份有限公司');
    const c = await company({ name: '测试财险', supplier_id: insurer, service_phone: '95500', website: 'https://example.cn' });
    expect(c).toMatchObject({ name: '测试财险', supplier_name: '中国太平洋财产保险股份有限公司', product_count: 0, created_by_name: '李计调', version: 1 });
    const sp = okData(await s.api<Row>('/api/v1/company/add', { name: `拉黑的保险代理${uniq()}`, type: 9 }, operator));
    await s.api('/api/v1/company/blacklist/add', { id: sp.id, version: 1, reason: '理赔纠纷' }, operator);
    const before = await tableCounts(s);
    const dup = await s.api<Bad>(`${IC}/add`, { name: '测试财险' }, operator);
    expect([dup.code, dup.msg]).toEqual([400, '保险公司名称“测试财险”已存在']);
    const hotel = await s.api<Bad>(`${IC}/add`, { name: '酒店不是保险', supplier_id: await supplierId('杭州西湖国宾馆') }, operator);
    expect(hotel.data.errors).toEqual([{ field: 'supplier_id', message: '请选择保险类供应商' }]);
    const e = await s.api<Bad>(`${IC}/add`, { contact_phone: 'x' }, operator);
    expect(Object.fromEntries(e.data.errors.map((x) => [x.field, x.message]))).toEqual({ name: '请输入保险公司名称', contact_phone: '联系电话格式不正确' });
    // A blacklisted insurer cannot be chosen.
    const black = await s.api<Bad>(`${IC}/add`, { name: '黑名单保险', supplier_id: sp.id }, operator);
    expect(black.data.errors).toEqual([{ field: 'supplier_id', message: '该供应商已被列入黑名单，不能选择' }]);
    expect(await tableCounts(s)).toEqual(before);
    const u = okData(await s.api<Row>(`${IC}/update`, { id: c.id, version: 1, name: '测试财险（上海）', supplier_id: insurer }, operator));
    expect(u).toMatchObject({ name: '测试财险（上海）', version: 2 });
  });
});

describe('insurance products and rates', () => {
  it('adds a product with bands (fen), answers them in the list and detail, replaces them on update', async () => {
    const c = await company();
    const p = okData(await s.api<Row>(`${IP}/add`, product(c.id, { name: '短期旅游意外险' }), operator));
    expect(p).toMatchObject({ name: '短期旅游意外险', company_name: c.name, insurance_type: 0, price_mode: 0, on_sale: true, min_age: 0, max_age: 80 });
    expect(p.rates).toEqual([expect.objectContaining({ day_from: 1, day_to: 3, price: 300 }), expect.objectContaining({ day_from: 4, day_to: 7, price: 250 })]);
    const u = okData(await s.api<Row>(`${IP}/update`, { ...product(c.id, { name: '短期旅游意外险', price_mode: 1, rates: [{ day_from: 1, day_to: 15, price: 1200 }] }), id: p.id, version: p.version }, operator));
    expect(u.rates).toEqual([expect.objectContaining({ day_from: 1, day_to: 15, price: 1200 })]);
    expect((await list(operator, `${IP}/list`, { company_id: c.id })).data.map((r) => r.name)).toEqual(['短期旅游意外险']);
    const h = okData(await s.api<Page<{ changes: { field: string; old: string | null; new: string | null }[] }>>('/api/v1/history/list', { table: 'insurance_products', record_id: p.id }, operator)).page_data.data;
    expect(h.flatMap((x) => x.changes)).toEqual(expect.arrayContaining([
      { field: 'rates', label: '费率', old: '1–3天 3.00元；4–7天 2.50元', new: '1–15天 12.00元' },
      { field: 'price_mode', label: '计价方式', old: '按人按天', new: '按人按次' },
    ]));
    expect((await list(operator, `${IC}/list`, { name: c.name })).data[0].product_count).toBe(1);
  });

  it('refuses overlapping or inverted bands, missing rates, bad ages and money not in fen; writes nothing', async () => {
    const c = await company();
    const before = await tableCounts(s);
    const overlap = await s.api<Bad>(`${IP}/add`, product(c.id, { rates: [{ day_from: 1, day_to: 5, price: 100 }, { day_from: 5, day_to: 9, price: 90 }, { day_from: 12, day_to: 10, price: 80 }] }), operator);
    expect(overlap.data.errors).toEqual([
      { field: 'rates.1.day_from', message: '第2条费率的天数与第1条重叠' },
      { field: 'rates.2.day_to', message: '第3条费率的截止天数不能小于起始天数' },
    ]);
    const none = await s.api<Bad>(`${IP}/add`, product(c.id, { rates: [] }), operator);
    expect(none.data.errors).toEqual([{ field: 'rates', message: '请至少填写一条费率' }]);
    const ages = await s.api<Bad>(`${IP}/add`, product(c.id, { min_age: 70, max_age: 60 }), operator);
    expect(ages.data.errors).toEqual([{ field: 'max_age', message: '最小投保年龄不能大于最大投保年龄' }]);
    const money = await s.api<Bad>(`${IP}/add`, product(c.id, { rates: [{ day_from: 1, day_to: 3, price: 2.5 }, { day_from: 0, day_to: 400, price: -1 }] }), operator);
    expect(money.data.errors.map((e) => [e.field, e.message])).toEqual(expect.arrayContaining([
      ['rates.0.price', '价格必须是以分为单位的整数'], ['rates.1.day_from', '起始天数不能小于1'], ['rates.1.day_to', '截止天数不能大于365'], ['rates.1.price', '价格不能为负'],
    ]));
    const e = await s.api<Bad>(`${IP}/add`, {}, operator);
    expect(e.data.errors.map((x) => x.field).sort()).toEqual(['company_id', 'coverage', 'insurance_type', 'name']);
    for (const x of [...e.data.errors, ...money.data.errors]) expect(hasChinese(x.message)).toBe(true);
    const noCompany = await s.api<Bad>(`${IP}/add`, product(999999), operator);
    expect(noCompany.data.errors).toEqual([{ field: 'company_id', message: '保险公司不存在' }]);
    expect(await tableCounts(s)).toEqual(before);
    // "Line includes insurance" carries no rate of its own.
    expect(okData(await s.api<Row>(`${IP}/add`, product(c.id, { insurance_type: 3, rates: [] }), operator)).rates).toEqual([]);
    // Same name in the same company: refused; in another company: fine.
    const p = okData(await s.api<Row>(`${IP}/add`, product(c.id, { name: '同名产品' }), operator));
    expect((await s.api(`${IP}/add`, product(c.id, { name: '同名产品' }), operator)).msg).toBe('该保险公司的产品名称“同名产品”已存在');
    expect((await s.api(`${IP}/add`, product((await company()).id, { name: '同名产品' }), operator)).code).toBe(200);
    expect(p.id).toBeGreaterThan(0);
  });

  it('the all-rates view lists every band of every product, filterable by trip length and type', async () => {
    const all = await list(operator, '/api/v1/insurance/rate/list');
    expect(all.total_size).toBeGreaterThan(15);
    expect(all.data[0]).toEqual(expect.objectContaining({ company_name: expect.any(String), product_name: expect.any(String), day_from: expect.any(Number), price: expect.any(Number) }));
    const ten = await list(operator, '/api/v1/insurance/rate/list', { days: 10 });
    expect(ten.data.every((r) => Number(r.day_from) <= 10 && Number(r.day_to) >= 10)).toBe(true);
    expect(ten.data.map((r) => r.product_name)).toEqual(expect.arrayContaining(['境外旅行意外伤害保险', '老年人旅游意外险']));
    const perTrip = await list(operator, '/api/v1/insurance/rate/list', { price_mode: 1, insurance_type: 0 });
    expect(perTrip.data.every((r) => r.price_mode === 1 && r.insurance_type === 0)).toBe(true);
    const aig = await list(operator, '/api/v1/insurance/rate/list', { keyword: '美亚' });
    expect(aig.data.map((r) => r.price)).toEqual([9800, 16800, 25800]);
    const page = okData(await s.api<Page<Row>>('/api/v1/insurance/rate/list', { pageNo: 2, pageSize: 5 }, operator)).page_data;
    expect([page.data.length, page.total_page]).toEqual([5, Math.ceil(all.total_size / 5)]);
    expect((await s.api('/api/v1/insurance/rate/list', {}, await s.login('sales'))).code).toBe(102);
  });
});

describe('deletes in use, boundary and quotes', () => {
  it('refuses deleting a company with products and an insurer supplier linked to a company, naming them', async () => {
    const c = await company({ name: `删除测试保险${uniq()}` });
    const p = okData(await s.api<Row>(`${IP}/add`, product(c.id, { name: '待删产品' }), operator));
    const r = await s.api(`${IC}/delete`, { id: c.id }, operator);
    expect([r.code, r.msg]).toEqual([400, '该保险公司已被保险产品（待删产品共1处）使用，不能删除']);
    expect(okData(await s.api(`${IP}/delete`, { id: p.id }, operator))).toBeNull();
    expect(okData(await s.api(`${IC}/delete`, { id: c.id }, operator))).toBeNull();
    const sp = okData(await s.api<Row>('/api/v1/company/add', { name: `保险经纪${uniq()}`, type: 9 }, operator));
    await company({ name: '关联经纪的保险公司', supplier_id: sp.id });
    expect((await s.api('/api/v1/company/delete', { id: sp.id }, operator)).msg).toBe('该供应商已被保险公司（关联经纪的保险公司共1处）使用，不能删除');
  });

  it('reads the catalogue agency-wide (issue 17); writes stay inside the owner\'s boundary', async () => {
    const mine = await company({ name: `计调部保险${uniq()}` });
    const theirs = okData(await s.api<Row>(`${IC}/add`, { name: `总公司保险${uniq()}` }, admin));
    const seen = (await list(operator, `${IC}/list`)).data.map((r) => r.id);
    expect(seen).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await list(admin, `${IC}/list`)).data.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(okData(await s.api<Row>(`${IC}/detail`, { id: theirs.id }, operator))).toMatchObject({ id: theirs.id });
    const u = await s.api(`${IC}/update`, { id: theirs.id, version: theirs.version, name: `改名${uniq()}` }, operator);
    expect([u.status, u.code, u.msg]).toEqual([404, 404, Msg.notFound]);
    const del = await s.api(`${IC}/delete`, { id: theirs.id }, operator);
    expect([del.status, del.code, del.msg]).toEqual([404, 404, Msg.notFound]);
    // Nothing changed: the other department's company keeps its name and version.
    expect(okData(await s.api<Row>(`${IC}/detail`, { id: theirs.id }, admin))).toMatchObject({ id: theirs.id, name: theirs.name, version: theirs.version });
  });

  it('quotes a trip: per person per day, per person per trip, age limits and bands', async () => {
    const c = await company();
    const perDay = okData(await s.api<Row>(`${IP}/add`, product(c.id), operator));
    const perTrip = okData(await s.api<Row>(`${IP}/add`, product(c.id, { price_mode: 1, min_age: 18, max_age: 60, rates: [{ day_from: 1, day_to: 10, price: 2000 }] }), operator));
    expect(await quoteInsurance(s.database.db, perDay.id, 5, 3)).toMatchObject({ unit_price: 1250, total: 3750, day_from: 4, day_to: 7 });
    expect(await quoteInsurance(s.database.db, perTrip.id, 5, 2, [30, 45])).toMatchObject({ unit_price: 2000, total: 4000 });
    await expect(quoteInsurance(s.database.db, perTrip.id, 5, 2, [10])).rejects.toMatchObject({ message: `保险产品“${perTrip.name}”的投保年龄为18–60岁` });
    await expect(quoteInsurance(s.database.db, perDay.id, 9, 1)).rejects.toMatchObject({ message: `保险产品“${perDay.name}”没有9天行程的费率` });
  });
});
