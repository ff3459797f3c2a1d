/**
 * Customer channels through the API: private, unit and peer customers (validation, duplicates of name + phone,
 * audit status 0, kinds kept apart), their agreements, trading records (a real query over customer_trades),
 * the data boundary (sales 仅本人, a 本部门 relation, manager 本部门及下级, admin 全部), and sales channels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Msg } from '@ta/contract';
import { recordCustomerTrade, setCustomerAuditStatus } from '../src/modules/merchant/customer.service';
import { hasChinese, startServer, type TestServer } from './harness';
import { createUser, loadOrg, okData, tableCounts, uniq, type Org, type Page } from './fixtures';

let s: TestServer;
let admin: string;
let sales: string;
let org: Org;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  sales = await s.login('sales');
  org = await loadOrg(s, admin);
});
afterAll(async () => { await s?.close(); });

type Row = Record<string, unknown> & { id: number; version: number };
interface Bad { errors: { field: string; message: string }[] }
const P = '/api/v1/customer/private';
const U = '/api/v1/customer/unit';
const G = '/api/v1/customer/peer';
let phoneSeq = 0;
const stamp = String(Date.now()).slice(-4);
const phone = () => `139${stamp}${String(++phoneSeq).padStart(4, '0')}`;
const privateC = (o: Record<string, unknown> = {}) => ({ name: `散客${uniq()}`, phone: phone(), sex: 1, ...o });
const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const list = async (tok: string, path: string, body: Record<string, unknown> = {}) => okData(await s.api<Page<Row>>(`${path}/list`, { pageSize: 300, ...body }, tok), path).page_data;
const q = async <T,>(text: string) => ((await s.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

describe('private customers', () => {
  it('adds with audit status 0 and the creator\'s department; detail, update, list', async () => {
    const c = okData(await s.api<Row>(`${P}/add`, privateC({ name: '测试客户甲', id_card: '11010519491231002X', birthday: '1949-12-31', wechat: 'wx1', city_id: 310104, channel_id: null }), sales));
    expect(c).toMatchObject({ kind: 'private', subject: 'person', audit_status: 0, version: 1, created_by_name: '王小美', city_name: '上海市', county_name: '徐汇区' });
    const [db] = await q<{ dept_id: number }>(`select dept_id from customers where id = ${c.id}`);
    expect(Number(db.dept_id)).toBe(org.dept['华东销售组']);
    expect(c.code).toMatch(/^KH\d{6}$/);
    const u = okData(await s.api<Row>(`${P}/update`, { ...privateC({ name: '测试客户甲', phone: c.phone, birthday: '' }), id: c.id, version: 1, code: 'HACK' }, sales));
    expect(u).toMatchObject({ version: 2, birthday: null, code: c.code });
    expect(ids((await list(sales, P, { name: '测试客户甲' })).data)).toEqual([c.id]);
  });

  it('refuses bad input with Chinese field messages and writes nothing', async () => {
    const before = await tableCounts(s);
    const e = await s.api<Bad>(`${P}/add`, {}, sales);
    expect(e.data.errors.map((x) => x.field).sort()).toEqual(['name', 'phone']);
    const w = await s.api<Bad>(`${P}/add`, privateC({ phone: '12', id_card: '110105194912310021', sex: 3, birthday: '1990-13-01', email: 'a@b', qq: '12' }), sales);
    expect(Object.fromEntries(w.data.errors.map((x) => [x.field, x.message]))).toEqual({
      phone: '联系电话格式不正确', id_card: '身份证号格式不正确', sex: '性别取值不正确', birthday: '出生日期不是有效日期', email: '邮箱格式不正确', qq: 'QQ号格式不正确',
    });
    for (const x of w.data.errors) expect(hasChinese(x.message)).toBe(true);
    const ch = await s.api<Bad>(`${P}/add`, privateC({ channel_id: 999999 }), sales);
    expect(ch.data.errors).toEqual([{ field: 'channel_id', message: '来源渠道不存在' }]);
    expect(await tableCounts(s)).toEqual(before);
  });

  it('refuses the same name and phone, whatever the kind', async () => {
    const p = phone();
    okData(await s.api(`${P}/add`, privateC({ name: '重名客户', phone: p }), sales));
    const before = await tableCounts(s);
    const d = await s.api<Bad>(`${P}/add`, privateC({ name: '重名客户', phone: p }), admin);
    expect([d.code, d.msg]).toEqual([400, `客户“重名客户”（${p}）已存在`]);
    expect(d.data.errors.map((x) => x.field).sort()).toEqual(['name', 'phone']);
    const peer = await s.api(`${G}/add`, { subject: 'person', name: '重名客户', phone: p }, admin);
    expect(peer.msg).toBe(`客户“重名客户”（${p}）已存在`);
    expect(await tableCounts(s)).toEqual(before);
    // Same name, another phone: a different customer.
    expect((await s.api(`${P}/add`, privateC({ name: '重名客户' }), sales)).code).toBe(200);
  });

  it('sales may not delete (no canDelete); admin deletes an unused customer', async () => {
    const c = okData(await s.api<Row>(`${P}/add`, privateC(), sales));
    const r = await s.api(`${P}/delete`, { id: c.id }, sales);
    expect([r.status, r.code, r.msg]).toEqual([403, 102, Msg.noPermission]);
    expect(okData(await s.api(`${P}/delete`, { id: c.id }, admin))).toBeNull();
    expect((await s.api(`${P}/detail`, { id: c.id }, admin)).code).toBe(404);
  });
});

describe('unit and peer customers', () => {
  it('unit customers need a contact; peers are units or persons with a credit type field (empty for now)', async () => {
    const e = await s.api<Bad>(`${U}/add`, { name: '某单位', phone: '021-12345678' }, sales);
    expect(e.data.errors).toEqual([{ field: 'contact_name', message: '请输入联系人' }]);
    const unit = okData(await s.api<Row>(`${U}/add`, { name: `测试单位${uniq()}`, phone: '021-12345678', contact_name: '赵主任', settlement_cycle: 2, credit_code: '91310000MA1X' }, sales));
    expect(unit).toMatchObject({ kind: 'unit', subject: 'unit', audit_status: 0, settlement_cycle: 2 });
    const pe = await s.api<Bad>(`${G}/add`, { name: '某旅行社', phone: '021-87654321' }, sales);
    expect(pe.data.errors).toEqual([{ field: 'subject', message: '请选择同行类型（单位或个人）' }]);
    const pu = await s.api<Bad>(`${G}/add`, { subject: 'unit', name: '某旅行社', phone: '021-87654321' }, sales);
    expect(pu.data.errors).toEqual([{ field: 'contact_name', message: '同行单位请输入联系人' }]);
    const peerUnit = okData(await s.api<Row>(`${G}/add`, { subject: 'unit', name: `测试同行${uniq()}`, phone: '021-87654321', contact_name: '钱经理', license_no: 'L-SH-1' }, sales));
    expect(peerUnit).toMatchObject({ kind: 'peer', subject: 'unit', credit_type_id: null, audit_status: 0 });
    const peerPerson = okData(await s.api<Row>(`${G}/add`, { subject: 'person', name: `独立顾问${uniq()}`, phone: phone(), credit_type_id: 3 }, sales));
    expect(peerPerson).toMatchObject({ subject: 'person', credit_type_id: 3 });
    expect(ids((await list(sales, G, { subject: 'person', keyword: String(peerPerson.name) })).data)).toEqual([peerPerson.id]);
    // Kinds are apart: a unit customer is not found through the private or peer routes.
    for (const path of [`${P}/detail`, `${G}/detail`, `${P}/delete`]) expect((await s.api(path, { id: unit.id }, admin)).code).toBe(404);
    expect((await list(admin, P)).data.every((r) => r.kind === 'private')).toBe(true);
    // The approval engine sets the status later.
    const row = await s.database.db.transaction((tx) => setCustomerAuditStatus(tx as never, unit.id, 2));
    expect(row).toMatchObject({ audit_status: 2, version: 2 });
  });

  it('agreements belong to a unit (or peer) customer and block its deletion', async () => {
    const unit = okData(await s.api<Row>(`${U}/add`, { name: `协议单位${uniq()}`, phone: '021-11112222', contact_name: '孙主任' }, admin));
    const priv = okData(await s.api<Row>(`${P}/add`, privateC(), admin));
    const A = `${U}/agreement`;
    const wrong = await s.api<Bad>(`${A}/add`, { customer_id: priv.id, name: '协议', start_date: '2025-01-01', end_date: '2025-12-31' }, admin);
    expect(wrong.data.errors).toEqual([{ field: 'customer_id', message: '请选择单位客户' }]);
    const ag = okData(await s.api<Row>(`${A}/add`, { customer_id: unit.id, name: '年度疗休养协议', start_date: '2020-01-01', end_date: '2099-12-31', discount_rate: 90, settlement_cycle: 2, files: [{ name: '协议.pdf', url: 'https://files.example.cn/a.pdf' }] }, admin));
    expect(ag).toMatchObject({ validity: 'active', customer_name: unit.name, discount_rate: 90 });
    expect(ids((await list(admin, A, { customer_id: unit.id })).data)).toEqual([ag.id]);
    expect((await list(admin, `${G}/agreement`, { customer_id: unit.id })).total_size).toBe(0);
    expect((await s.api(`${G}/agreement/detail`, { id: ag.id }, admin)).code).toBe(404);
    const del = await s.api(`${U}/delete`, { id: unit.id }, admin);
    expect(del.msg).toBe('该客户已被客户协议（年度疗休养协议共1处）使用，不能删除');
    const bad = await s.api<Bad>(`${A}/add`, { customer_id: unit.id, name: '错', start_date: '2025-06-01', end_date: '2025-05-01', discount_rate: 0 }, admin);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['discount_rate', 'end_date']);
  });
});

describe('data boundary of customers', () => {
  it('仅本人 sees its own; 本部门 its department; 本部门及下级 below it; 全部 everything; outside is 404', async () => {
    const mine = okData(await s.api<Row>(`${P}/add`, privateC(), sales));
    const all = await q<{ id: number; dept_id: number; created_by: number }>("select id, dept_id, created_by from customers where kind = 'private'");
    const uid = async (login: string) => Number((await q<{ id: number }>(`select id from users where login_name = '${login}'`))[0].id);
    const want = (pred: (r: { dept_id: number; created_by: number }) => boolean) => all.filter(pred).map((r) => Number(r.id)).sort((a, b) => a - b);
    const salesUid = await uid('sales');
    expect(ids((await list(sales, P)).data)).toEqual(want((r) => Number(r.created_by) === salesUid));
    // 张伟 (same department, 仅本人) sees none of 王小美's.
    const zhangwei = await s.login('zhangwei');
    const zw = ids((await list(zhangwei, P)).data);
    expect(zw).not.toContain(mine.id);
    const zwUid = await uid('zhangwei');
    expect(zw).toEqual(want((r) => Number(r.created_by) === zwUid));
    expect(zw.length).toBe(3);
    expect((await s.api(`${P}/detail`, { id: mine.id }, zhangwei)).code).toBe(404);
    expect((await s.api(`${P}/update`, { ...privateC(), id: mine.id, version: 1 }, zhangwei)).code).toBe(404);
    // A 本部门 relation in 华东销售组 sees both.
    const deptUser = await createUser(s, admin, [{ department_id: org.dept['华东销售组'], role_id: org.role.sales, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['本部门'] }]);
    const dt = await s.login(deptUser.login_name);
    expect(ids((await list(dt, P)).data)).toEqual(want((r) => Number(r.dept_id) === org.dept['华东销售组']));
    // 陈经理 (本部门及下级 on 销售部) sees 华东 and 华南; admin sees all.
    const manager = await s.login('manager');
    const tree = [org.dept['销售部'], org.dept['华东销售组'], org.dept['华南销售组']];
    expect(ids((await list(manager, P)).data)).toEqual(want((r) => tree.includes(Number(r.dept_id))));
    expect(ids((await list(admin, P)).data)).toEqual(want(() => true));
    // The picker follows the boundary too.
    const picked = okData(await s.api<Row[]>(`${P}/likeName`, { name: String(mine.name) }, zhangwei));
    expect(picked).toEqual([]);
    expect(okData(await s.api<Row[]>(`${P}/likeName`, { name: String(mine.name) }, sales)).map((r) => r.id)).toEqual([mine.id]);
    // 计调 has no customer pages.
    expect((await s.api(`${P}/list`, {}, await s.login('operator'))).code).toBe(102);
  });
});

describe('trading records', () => {
  it('answers an empty page with totals before any order, then the orders the order module records', async () => {
    const c = okData(await s.api<Row>(`${P}/add`, privateC(), sales));
    const T = '/api/v1/customer/tradingRecord/list';
    const empty = okData(await s.api<Page<Row> & { summary: Record<string, number> }>(T, { customer_id: c.id }, sales));
    expect(empty).toEqual({ page_data: { total_size: 0, total_page: 0, total_capped: false, data: [] }, summary: { orders: 0, persons: 0, amount: 0, received: 0, outstanding: 0 } });
    await s.database.db.transaction(async (tx) => {
      await recordCustomerTrade(tx as never, { customer_id: c.id, order_id: 900001, order_no: 'DD202501010001', trade_date: '2025-01-01', product_name: '华东五市六日游', persons: 2, amount: 598000, received: 598000 });
      await recordCustomerTrade(tx as never, { customer_id: c.id, order_id: 900002, order_no: 'DD202503150002', trade_date: '2025-03-15', product_name: '桂林山水四日游', persons: 3, amount: 897000, received: 300000 });
      // The same order again replaces its record.
      await recordCustomerTrade(tx as never, { customer_id: c.id, order_id: 900002, order_no: 'DD202503150002', trade_date: '2025-03-15', product_name: '桂林山水四日游', persons: 3, amount: 897000, received: 500000 });
    });
    const got = okData(await s.api<Page<Row> & { summary: Record<string, number> }>(T, { customer_id: c.id }, sales));
    expect(got.page_data.data.map((r) => [r.order_no, r.outstanding, r.customer_name])).toEqual([['DD202503150002', 397000, c.name], ['DD202501010001', 0, c.name]]);
    expect(got.summary).toEqual({ orders: 2, persons: 5, amount: 1495000, received: 1098000, outstanding: 397000 });
    const ranged = okData(await s.api<Page<Row>>(T, { customer_id: c.id, date_from: '2025-02-01', date_to: '2025-12-31' }, sales));
    expect(ranged.page_data.data.map((r) => r.order_no)).toEqual(['DD202503150002']);
    // Outside the boundary: 张伟 sees none of them.
    expect(okData(await s.api<Page<Row>>(T, { customer_id: c.id }, await s.login('zhangwei'))).page_data.total_size).toBe(0);
    // A customer with trading records cannot be deleted.
    const del = await s.api(`${P}/delete`, { id: c.id }, admin);
    expect(del.msg).toBe('该客户已被交易记录（订单）（DD202501010001、DD202503150002共2处）使用，不能删除');
  });
});

describe('sales channels', () => {
  const SC = '/api/v1/salesChannel';
  it('adds OTA (platform required), store and other channels; refuses duplicates; delete in use names the customers', async () => {
    const e = await s.api<Bad>(`${SC}/add`, { name: '某OTA店', type: 0 }, admin);
    expect(e.data.errors).toEqual([{ field: 'platform', message: '线上OTA渠道请选择销售平台' }]);
    const bad = await s.api<Bad>(`${SC}/add`, { name: '', type: 5, platform: 10 }, admin);
    expect(Object.fromEntries(bad.data.errors.map((x) => [x.field, x.message]))).toEqual({ name: '请输入渠道名称', type: '渠道类型取值不正确', platform: '销售平台取值不正确' });
    const ota = okData(await s.api<Row>(`${SC}/add`, { name: `马蜂窝店铺${uniq()}`, type: 0, platform: 5, shop_url: 'https://www.mafengwo.cn/' }, admin));
    expect(ota).toMatchObject({ type: 0, platform: 5, enabled: true });
    const store = okData(await s.api<Row>(`${SC}/add`, { name: `陆家嘴门店${uniq()}`, type: 1, platform: 3, county_id: 310115, address: '世纪大道1号' }, admin));
    expect(store).toMatchObject({ platform: null, city_name: '上海市', county_name: '浦东新区' });
    const dup = await s.api(`${SC}/add`, { name: String(ota.name).toUpperCase(), type: 2 }, admin);
    expect(dup.msg).toBe(`渠道名称“${String(ota.name).toUpperCase()}”已存在`);
    const c = okData(await s.api<Row>(`${P}/add`, privateC({ name: '渠道来的客户', channel_id: store.id }), admin));
    expect(c.channel_name).toBe(store.name);
    const del = await s.api(`${SC}/delete`, { id: store.id }, admin);
    expect(del.msg).toBe('该销售渠道已被客户（渠道来的客户共1处）使用，不能删除');
    expect(okData(await s.api(`${SC}/delete`, { id: ota.id }, admin))).toBeNull();
    const seeded = (await list(admin, SC, { type: 0 })).data.map((r) => r.name);
    expect(seeded).toEqual(expect.arrayContaining(['携程旗舰店', '飞猪官方旗舰店', '云仓分销']));
    expect((await list(admin, SC, { platform: [0, 1] })).total_size).toBe(2);
    // Options for pickers: enabled channels of the whole agency.
    const opts = okData(await s.api<Row[]>(`${SC}/options`, {}, sales));
    expect(opts.map((o) => o.name)).toEqual(expect.arrayContaining(['携程旗舰店', '门店']));
    // Lists follow the boundary: sales (仅本人) sees the two channels it created in the demo.
    expect((await list(sales, SC)).data.map((r) => r.name).sort()).toEqual(['徐家汇门店', '企业团建渠道', '抖音直播间'].sort());
  });
});
