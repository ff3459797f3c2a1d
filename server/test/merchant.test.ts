/**
 * Suppliers through the API: add / update / detail / delete with validation, duplicates and deletes of records
 * in use; pay accounts, contacts, agreements, blacklist (and that a blacklisted supplier cannot be chosen),
 * payment days, likeName, audit status, and the data boundary (仅本人 / 本部门 / 全部).
 * Also every merchant and insurance route against wrong input (400, Chinese field messages, nothing written).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Msg } from '@ta/contract';
import type { CatalogEntry } from '../src/platform/route';
import { assertSupplierSelectable, setSupplierAuditStatus } from '../src/modules/merchant/supplier.service';
import { hasChinese, startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, tableCounts, uniq, type Org, type Page } from './fixtures';

let s: TestServer;
let admin: string;
let operator: string;
let org: Org;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  operator = await s.login('operator');
  org = await loadOrg(s, admin);
});
afterAll(async () => { await s?.close(); });

type Row = Record<string, unknown> & { id: number; version: number };
interface Bad { errors: { field: string; message: string }[] }
const C = '/api/v1/company';
const supplier = (o: Record<string, unknown> = {}) => ({ name: `测试供应商${uniq()}`, type: 5, phone: '0571-88880000', settlement_cycle: 2, payment_days: 30, ...o });
const add = async (tok: string, o: Record<string, unknown> = {}) => okData(await s.api<Row>(`${C}/add`, supplier(o), tok), 'supplier add');
const q = async <T,>(text: string) => ((await s.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
const list = async (tok: string, body: Record<string, unknown> = {}, path = `${C}/list`) => okData(await s.api<Page<Row>>(path, { pageSize: 300, ...body }, tok), path).page_data;

describe('supplier add, detail, update', () => {
  it('adds with accounts and area, audit status 0, owner = creator and its relation department', async () => {
    const r = await add(operator, {
      name: '杭州测试大酒店', short_name: '测试酒店', county_id: 330106, county_name: '乱写的名字',
      accounts: [
        { account_type: 0, account_name: '杭州测试大酒店有限公司', account_no: '6222000011112222', bank_name: '工商银行西湖支行', is_default: true },
        { account_type: 1, account_name: '杭州测试大酒店', account_no: 'pay@test.cn' },
      ],
    });
    expect(r).toMatchObject({ name: '杭州测试大酒店', type: 5, audit_status: 0, blacklisted: false, version: 1, created_by_name: '李计调' });
    // Area names come from the area tree, whatever the client sent.
    expect(r).toMatchObject({ province_name: '浙江省', city_name: '杭州市', county_name: '西湖区', city_id: 330100, country_id: 240 });
    expect((r.accounts as Row[]).map((a) => a.account_no)).toEqual(['6222000011112222', 'pay@test.cn']);
    const [db] = await q<{ created_by: number; dept_id: number }>(`select created_by, dept_id from suppliers where id = ${r.id}`);
    expect(db.dept_id).toBe(org.dept['国内操作组']);
    expect(r).not.toHaveProperty('name_grams');
    // The code comes from the number rule of suppliers when none is given.
    expect(r.code).toMatch(/^GYS\d{5}$/);
    expect((await add(operator, { code: 'MY-CODE-1' })).code).toBe('MY-CODE-1');
  });

  it('refuses bad input with Chinese field messages and writes nothing', async () => {
    const before = await tableCounts(s);
    const e = await s.api<Bad>(`${C}/add`, {}, operator);
    expect([e.status, e.code]).toEqual([400, 400]);
    expect(e.data.errors.map((x) => x.field).sort()).toEqual(['name', 'type']);
    expect(e.msg).toContain('请输入供应商名称');
    const w = await s.api<Bad>(`${C}/add`, supplier({
      type: 1, phone: 'abc', email: 'x@', payment_days: 400, settlement_cycle: 9,
      accounts: [{ account_type: 0, account_name: '甲', account_no: '1' }, { account_type: 5, account_name: '', account_no: '2' }],
    }), operator);
    expect(w.code).toBe(400);
    const byField = Object.fromEntries(w.data.errors.map((x) => [x.field, x.message]));
    expect(byField).toMatchObject({ type: '供应商类型取值不正确', phone: '联系电话格式不正确', email: '邮箱格式不正确', payment_days: '账期天数不能大于365', settlement_cycle: '结算周期取值不正确' });
    expect(byField['accounts.1.account_type']).toBe('账户类型取值不正确');
    expect(byField['accounts.1.account_name']).toBe('请输入户名');
    for (const x of w.data.errors) expect(hasChinese(x.message)).toBe(true);
    const bank = await s.api<Bad>(`${C}/add`, supplier({ accounts: [{ account_type: 0, account_name: '甲', account_no: '1' }] }), operator);
    expect(bank.data.errors).toEqual([{ field: 'accounts.0.bank_name', message: '银行卡账户请填写开户行' }]);
    expect(await tableCounts(s)).toEqual(before);
  });

  it('refuses a duplicate name (any letter case) on add and update', async () => {
    const a = await add(operator, { name: 'Sunny假日酒店' });
    const before = await tableCounts(s);
    const d = await s.api<Bad>(`${C}/add`, supplier({ name: 'SUNNY假日酒店' }), admin);
    expect([d.code, d.msg]).toEqual([400, '供应商名称“SUNNY假日酒店”已存在']);
    expect(d.data.errors).toEqual([{ field: 'name', message: '供应商名称已存在' }]);
    const b = await add(operator);
    const u = await s.api<Bad>(`${C}/update`, { ...supplier({ name: 'sunny假日酒店' }), id: b.id, version: b.version }, operator);
    expect(u.msg).toBe('供应商名称“sunny假日酒店”已存在');
    expect((await tableCounts(s)).suppliers).toBe(before.suppliers + 1);
    // Saving itself under its own name is fine.
    expect((await s.api(`${C}/update`, { ...supplier({ name: a.name }), id: a.id, version: a.version }, operator)).code).toBe(200);
  });

  it('updates with the version: keeps, changes and removes accounts; a stale version answers 409', async () => {
    const a = await add(operator, { accounts: [{ account_type: 0, account_name: '甲', account_no: '111', bank_name: '建行' }, { account_type: 2, account_name: '乙', account_no: 'wx-2' }] });
    const [first, second] = a.accounts as Row[];
    const u = okData(await s.api<Row>(`${C}/update`, {
      ...supplier({ name: a.name, type: 6 }), id: a.id, version: a.version,
      accounts: [{ id: first.id, account_type: 0, account_name: '甲', account_no: '111', bank_name: '建设银行' }, { account_type: 1, account_name: '丙', account_no: 'ali-3' }],
    }, operator));
    expect(u).toMatchObject({ type: 6, version: 2, audit_status: 0 });
    const accounts = u.accounts as Row[];
    expect(accounts.map((x) => x.account_no)).toEqual(['111', 'ali-3']);
    expect(accounts[0].id).toBe(first.id);
    expect(accounts[0].bank_name).toBe('建设银行');
    expect(accounts.some((x) => x.id === second.id)).toBe(false);
    const stale = await s.api(`${C}/update`, { ...supplier({ name: a.name }), id: a.id, version: 1 }, operator);
    expect([stale.status, stale.code, stale.msg]).toEqual([409, 409, Msg.staleVersion]);
    // Another supplier's account id is refused.
    const other = await add(operator, { accounts: [{ account_type: 1, account_name: '丁', account_no: 'x' }] });
    const stray = await s.api(`${C}/update`, { ...supplier({ name: a.name }), id: a.id, version: 2, accounts: [{ id: (other.accounts as Row[])[0].id, account_type: 1, account_name: '丁', account_no: 'x' }] }, operator);
    expect([stray.code, stray.msg]).toEqual([400, '收款账户不属于该供应商']);
    // The history names the changes, with labels and codes shown as labels.
    const h = okData(await s.api<Page<{ action: string; changes: { field: string; label: string; old: string | null; new: string | null }[] }>>('/api/v1/history/list', { table: 'suppliers', record_id: a.id }, operator)).page_data.data;
    const changes = h.flatMap((x) => x.changes);
    expect(changes).toContainEqual({ field: 'type', label: '供应商类型', old: '住宿', new: '餐厅' });
    expect(changes.find((c) => c.field === 'accounts')?.new).toContain('丙 ali-3');
  });

  it('lists with filters (type, settlement cycle, keyword, name) and pages', async () => {
    const mark = uniq();
    for (const [type, cycle] of [[4, 0], [4, 2], [7, 2]]) await add(operator, { name: `筛选${mark}-${type}-${cycle}`, type, settlement_cycle: cycle });
    expect((await list(operator, { keyword: mark })).total_size).toBe(3);
    expect((await list(operator, { keyword: mark, type: 4 })).total_size).toBe(2);
    expect((await list(operator, { keyword: mark, type: [4, 7], settlement_cycle: 2 })).total_size).toBe(2);
    expect((await list(operator, { name: `${mark}-7` })).data.map((r) => r.type)).toEqual([7]);
    const p1 = okData(await s.api<Page<Row>>(`${C}/list`, { keyword: mark, pageNo: 1, pageSize: 2 }, operator)).page_data;
    expect([p1.total_size, p1.total_page, p1.data.length]).toEqual([3, 2, 2]);
    const bad = await s.api<Bad>(`${C}/list`, { type: 'x', blacklisted: 'yes' }, operator);
    expect(bad.code).toBe(400);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['blacklisted', 'type']);
  });
});

describe('data boundary', () => {
  it('本部门 sees its department (and its own records), 全部 sees all, 仅本人 only its own; outside records are 404', async () => {
    const mine = await add(operator, { name: `计调部供应商${uniq()}` });
    const byAdmin = await add(admin, { name: `总公司供应商${uniq()}` });
    const sunli = await s.login('sunli');
    const all = await q<{ id: number; dept_id: number; created_by: number }>('select id, dept_id, created_by from suppliers');
    const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    const want = (pred: (r: { dept_id: number; created_by: number }) => boolean) => all.filter(pred).map((r) => r.id).sort((a, b) => a - b);
    const opUid = Number((await q<{ id: number }>("select id from users where login_name = 'operator'"))[0].id);

    // 本部门: operator and 孙丽 (both 国内操作组) see the same rows; admin's are outside.
    const dept = org.dept['国内操作组'];
    const total = (await list(operator, { pageSize: 1 })).total_size;
    expect(total).toBe(want((r) => r.dept_id === dept || r.created_by === opUid).length);
    const seen = ids((await list(sunli, { pageSize: 300 })).data);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(byAdmin.id);
    // 全部: everything.
    expect((await list(admin, { pageSize: 1 })).total_size).toBe(all.length);
    // Outside records: detail, update, delete answer 404 and change nothing.
    for (const [path, body] of [[`${C}/detail`, { id: byAdmin.id }], [`${C}/update`, { ...supplier({ name: byAdmin.name }), id: byAdmin.id, version: 1 }], [`${C}/delete`, { id: byAdmin.id }],
      [`${C}/blacklist/add`, { id: byAdmin.id, version: 1, reason: '测试' }], [`${C}/paymentDays/update`, { id: byAdmin.id, version: 1, settlement_cycle: 0, payment_days: 0 }]] as const) {
      const r = await s.api(path, body, operator);
      expect([r.status, r.code, r.msg], path).toEqual([404, 404, Msg.notFound]);
    }
    expect(okData(await s.api<Row>(`${C}/detail`, { id: byAdmin.id }, admin)).version).toBe(1);

    // 仅本人: a user of the same department with the 仅本人 data permission sees only what it created.
    const role = await createRole(s, admin, [{ permissionKey: 'supplier_list', actions: ['canAdd'] }]);
    const self = await createUser(s, admin, [{ department_id: dept, role_id: role, position_id: org.position['计调'], data_permission_id: org.dataPerm['仅本人'] }]);
    const tok = await s.login(self.login_name);
    expect((await list(tok)).total_size).toBe(0);
    const own = await add(tok);
    expect(ids((await list(tok)).data)).toEqual([own.id]);
    // …and 本部门 colleagues see it (its department is 国内操作组).
    expect(ids((await list(operator)).data)).toContain(own.id);
    // A user without the supplier pages gets 102.
    const sales = await s.login('sales');
    expect((await s.api(`${C}/list`, {}, sales)).code).toBe(102);
  });
});

describe('contacts (/api/v1/person)', () => {
  it('adds, lists, updates, deletes; one default per supplier; visible with the supplier only', async () => {
    const sp = await add(operator);
    const P = '/api/v1/person';
    const a = okData(await s.api<Row>(`${P}/add`, { supplier_id: sp.id, name: '王经理', phone: '13900001111', email: 'w@test.cn', qq: '123456', wechat: 'wxw', id_card: '11010519491231002X', address: '杭州市西湖区', is_default: true }, operator));
    const b = okData(await s.api<Row>(`${P}/add`, { supplier_id: sp.id, name: '李助理', phone: '13900002222', is_default: true }, operator));
    const rows = (await list(operator, { supplier_id: sp.id }, `${P}/list`)).data;
    expect(rows.map((r) => [r.name, r.is_default, r.supplier_name])).toEqual(expect.arrayContaining([['王经理', false, sp.name], ['李助理', true, sp.name]]));
    const bad = await s.api<Bad>(`${P}/add`, { supplier_id: sp.id, name: '', phone: '1', id_card: '110105194912310021', qq: 'abc' }, operator);
    expect(Object.fromEntries(bad.data.errors.map((e) => [e.field, e.message]))).toEqual({ name: '请输入姓名', phone: '电话格式不正确', id_card: '身份证号格式不正确', qq: 'QQ号格式不正确' });
    const u = okData(await s.api<Row>(`${P}/update`, { ...a, name: '王总', id: a.id, version: a.version }, operator));
    expect(u).toMatchObject({ name: '王总', version: 2 });
    const moved = await s.api(`${P}/update`, { ...b, supplier_id: (await add(operator)).id, version: b.version }, operator);
    expect(moved.msg).toBe('联系人不能改到其他供应商');
    // Contacts of a supplier outside the boundary are invisible.
    const other = await add(admin);
    const c = okData(await s.api<Row>(`${P}/add`, { supplier_id: other.id, name: '外部联系人', phone: '13900003333' }, admin));
    expect((await s.api(`${P}/detail`, { id: c.id }, operator)).code).toBe(404);
    expect((await list(operator, { supplier_id: other.id }, `${P}/list`)).total_size).toBe(0);
    expect((await s.api<Bad>(`${P}/add`, { supplier_id: other.id, name: '越界', phone: '13900004444' }, operator)).msg).toBe('供应商不存在');
    // likeName (contact picker).
    const liked = okData(await s.api<Row[]>(`${P}/likeName`, { supplier_id: sp.id, name: '王' }, operator));
    expect(liked.map((r) => r.name)).toEqual(['王总']);
    expect(okData(await s.api(`${P}/delete`, { id: b.id }, operator))).toBeNull();
    // The supplier's detail carries its contacts, default first.
    const d = okData(await s.api<Row>(`${C}/detail`, { id: sp.id }, operator));
    expect((d.contacts as Row[]).map((x) => x.name)).toEqual(['王总']);
  });
});

describe('pay accounts (/api/v1/financial/account/list)', () => {
  it('lists the accounts of visible suppliers, by supplier and type', async () => {
    const sp = await add(operator, { accounts: [{ account_type: 0, account_name: '甲', account_no: '622200001', bank_name: '农行' }, { account_type: 2, account_name: '甲', account_no: 'wx-1' }] });
    const page = (await list(operator, { supplier_id: sp.id }, '/api/v1/financial/account/list'));
    expect(page.data.map((r) => [r.account_type, r.account_no, r.supplier_name])).toEqual([[0, '622200001', sp.name], [2, 'wx-1', sp.name]]);
    expect((await list(operator, { supplier_id: sp.id, account_type: 2 }, '/api/v1/financial/account/list')).total_size).toBe(1);
    const hidden = await add(admin, { accounts: [{ account_type: 1, account_name: '乙', account_no: 'ali-hidden' }] });
    expect((await list(operator, { supplier_id: hidden.id }, '/api/v1/financial/account/list')).total_size).toBe(0);
    expect((await list(admin, { supplier_id: hidden.id }, '/api/v1/financial/account/list')).total_size).toBe(1);
  });
});

describe('agreements', () => {
  const A = `${C}/agreement`;
  it('adds with validity dates and files, lists by validity, refuses end before start', async () => {
    const sp = await add(operator);
    const files = [{ name: '协议扫描件.pdf', url: '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e/%E5%8D%8F%E8%AE%AE.pdf' }];
    const now = okData(await s.api<Row>(`${A}/add`, { supplier_id: sp.id, name: '年度协议', agreement_no: 'XY-1', start_date: '2020-01-01', end_date: '2099-12-31', files }, operator));
    expect(now).toMatchObject({ validity: 'active', supplier_name: sp.name, files });
    await s.api(`${A}/add`, { supplier_id: sp.id, name: '旧协议', start_date: '2020-01-01', end_date: '2020-12-31' }, operator);
    await s.api(`${A}/add`, { supplier_id: sp.id, name: '新协议', start_date: '2098-01-01', end_date: '2099-12-31' }, operator);
    const by = async (validity?: string) => (await list(operator, { supplier_id: sp.id, ...(validity ? { validity } : {}) }, `${A}/list`)).data.map((r) => r.name).sort();
    expect(await by()).toEqual(['年度协议', '新协议', '旧协议'].sort());
    expect(await by('active')).toEqual(['年度协议']);
    expect(await by('expired')).toEqual(['旧协议']);
    expect(await by('pending')).toEqual(['新协议']);
    const before = await tableCounts(s);
    const bad = await s.api<Bad>(`${A}/add`, { supplier_id: sp.id, name: '错', start_date: '2025-05-01', end_date: '2025-04-30', files: [{ name: '' }] }, operator);
    expect(bad.data.errors).toEqual(expect.arrayContaining([{ field: 'files.0.name', message: '请输入文件名' }, { field: 'files.0.url', message: '请输入文件地址' }]));
    const order = await s.api<Bad>(`${A}/add`, { supplier_id: sp.id, name: '错', start_date: '2025-05-01', end_date: '2025-04-30' }, operator);
    expect(order.data.errors).toEqual([{ field: 'end_date', message: '到期日期不能早于生效日期' }]);
    const date = await s.api<Bad>(`${A}/add`, { supplier_id: sp.id, name: '错', start_date: '2025-02-30', end_date: '20250430' }, operator);
    expect(date.data.errors.map((e) => e.message).sort()).toEqual(['到期日期格式应为YYYY-MM-DD', '生效日期不是有效日期']);
    const dup = await s.api(`${A}/add`, { supplier_id: sp.id, name: '重复编号', agreement_no: 'XY-1', start_date: '2025-01-01', end_date: '2025-12-31' }, operator);
    expect(dup.msg).toBe('协议编号“XY-1”已存在');
    expect(await tableCounts(s)).toEqual(before);
  });
});

describe('blacklist: a blacklisted supplier cannot be chosen', () => {
  it('blacklists with a reason, leaves likeName and selection, and comes back when removed', async () => {
    const sp = await add(operator, { name: `黑名单测试车队${uniq()}`, type: 4 });
    const B = `${C}/blacklist`;
    const noReason = await s.api<Bad>(`${B}/add`, { id: sp.id, version: sp.version }, operator);
    expect(noReason.data.errors).toEqual([{ field: 'reason', message: '请输入拉黑原因' }]);
    const r = okData(await s.api<Row>(`${B}/add`, { id: sp.id, version: sp.version, reason: '车辆多次故障' }, operator));
    expect(r).toMatchObject({ blacklisted: true, blacklist_reason: '车辆多次故障', version: 2 });
    expect((await s.api(`${B}/add`, { id: sp.id, version: 2, reason: '再次' }, operator)).msg).toContain('已在黑名单中');
    expect((await list(operator, {}, `${B}/list`)).data.map((x) => x.id)).toContain(sp.id);
    expect((await list(operator, { blacklisted: false })).data.map((x) => x.id)).not.toContain(sp.id);

    const like = async (body: Record<string, unknown>) => okData(await s.api<Row[]>(`${C}/likeName`, body, operator)).map((x) => x.id);
    expect(await like({ name: '黑名单测试车队' })).not.toContain(sp.id);
    expect(await like({ name: '黑名单测试车队', include_blacklisted: true })).toContain(sp.id);
    await expect(assertSupplierSelectable(s.database.db, sp.id)).rejects.toMatchObject({ code: 400, message: `供应商“${sp.name}”已被列入黑名单，不能选择` });
    const ag = await s.api(`${C}/agreement/add`, { supplier_id: sp.id, name: '协议', start_date: '2025-01-01', end_date: '2025-12-31' }, operator);
    expect(ag.msg).toBe(`供应商“${sp.name}”已被列入黑名单，不能选择`);

    const back = okData(await s.api<Row>(`${B}/remove`, { id: sp.id, version: 2, reason: '已整改' }, operator));
    expect(back).toMatchObject({ blacklisted: false, blacklist_reason: null });
    expect(await like({ name: '黑名单测试车队' })).toContain(sp.id);
    expect((await assertSupplierSelectable(s.database.db, sp.id)).name).toBe(sp.name);
    const h = okData(await s.api<Page<{ changes: { field: string; new: string | null }[] }>>('/api/v1/history/list', { table: 'suppliers', record_id: sp.id }, operator)).page_data.data;
    expect(h.flatMap((x) => x.changes)).toContainEqual(expect.objectContaining({ field: 'unblacklist_reason', new: '已整改' }));
    // The seeded blacklist shows the demo entries; sales has no access.
    expect((await list(admin, {}, `${B}/list`)).data.map((x) => x.name)).toEqual(expect.arrayContaining(['三亚椰风旅游车队', '丽江纳西人家餐厅']));
    expect((await s.api(`${B}/list`, {}, await s.login('sales'))).code).toBe(102);
  });
});

describe('likeName', () => {
  it('answers names starting with the text first, then names containing it; by type; one character works', async () => {
    const m = uniq();
    const starts = await add(operator, { name: `海景${m}大酒店`, type: 5 });
    const contains = await add(operator, { name: `三亚海景${m}客栈`, type: 5 });
    const car = await add(operator, { name: `海景${m}车队`, type: 4 });
    const names = async (body: Record<string, unknown>) => okData(await s.api<Row[]>(`${C}/likeName`, body, operator)).map((x) => x.id);
    // Prefix matches in name order (大 before 车 in code-point order), then the rest.
    expect(await names({ name: `海景${m}` })).toEqual([starts.id, car.id, contains.id]);
    expect(await names({ name: `海景${m}`, type: 4 })).toEqual([car.id]);
    expect(await names({ name: `${m}客栈` })).toEqual([contains.id]);
    expect((await names({ name: '酒', limit: 5 })).length).toBe(5);
    expect(await names({ name: '%_\\' })).toEqual([]);
    // Nothing typed: the newest, capped by limit; the answer carries what a picker shows.
    const recent = okData(await s.api<Row[]>(`${C}/likeName`, { limit: 3 }, operator));
    expect(recent).toHaveLength(3);
    expect(Object.keys(recent[0]).sort()).toEqual(['audit_status', 'blacklisted', 'city_name', 'code', 'id', 'name', 'payment_days', 'settlement_cycle', 'short_name', 'type']);
    // Case-insensitive for Latin letters.
    const latin = await add(operator, { name: `Holiday Inn ${m}` });
    expect(await names({ name: `holiday inn ${m}` })).toEqual([latin.id]);
    expect(await names({ name: `INN ${m}` })).toEqual([latin.id]);
  });
});

describe('payment days', () => {
  it('lists and updates a supplier\'s settlement cycle and payment days', async () => {
    const sp = await add(operator, { settlement_cycle: 0, payment_days: 0 });
    const P = `${C}/paymentDays`;
    const row = (await list(operator, { keyword: sp.name }, `${P}/list`)).data[0];
    expect(row).toEqual(expect.objectContaining({ id: sp.id, settlement_cycle: 0, payment_days: 0 }));
    expect(row).not.toHaveProperty('accounts');
    const bad = await s.api<Bad>(`${P}/update`, { id: sp.id, version: sp.version, settlement_cycle: 7, payment_days: -1 }, operator);
    expect(bad.data.errors.map((e) => e.message).sort()).toEqual(['结算周期取值不正确', '账期天数不能小于0']);
    const u = okData(await s.api<Row>(`${P}/update`, { id: sp.id, version: sp.version, settlement_cycle: 2, payment_days: 45, payment_remark: '每月5日对账' }, operator));
    expect(u).toMatchObject({ settlement_cycle: 2, payment_days: 45, payment_remark: '每月5日对账', version: 2 });
  });
});

describe('audit status and delete', () => {
  it('setSupplierAuditStatus sets the status and records it', async () => {
    const sp = await add(operator);
    const row = await s.database.db.transaction((tx) => setSupplierAuditStatus(tx as never, sp.id, 1));
    expect(row).toMatchObject({ audit_status: 1, version: 2 });
    await expect(s.database.db.transaction((tx) => setSupplierAuditStatus(tx as never, sp.id, 7))).rejects.toMatchObject({ message: '审核状态不正确' });
    const h = okData(await s.api<Page<{ changes: { field: string; old: string; new: string }[] }>>('/api/v1/history/list', { table: 'suppliers', record_id: sp.id }, admin)).page_data.data;
    expect(h[0].changes).toEqual([{ field: 'audit_status', label: '审核状态', old: '未审核', new: '已通过' }]);
  });

  it('refuses deleting a supplier in use, naming where; deletes it with its contacts and accounts once unused', async () => {
    const sp = await add(operator, { accounts: [{ account_type: 1, account_name: '甲', account_no: 'a-1' }] });
    await s.api('/api/v1/person/add', { supplier_id: sp.id, name: '联系人', phone: '13900005555' }, operator);
    const ag = okData(await s.api<Row>(`${C}/agreement/add`, { supplier_id: sp.id, name: '框架协议', start_date: '2025-01-01', end_date: '2026-12-31' }, operator));
    const before = await tableCounts(s);
    const r = await s.api(`${C}/delete`, { id: sp.id }, operator);
    expect([r.code, r.msg]).toEqual([400, '该供应商已被供应商协议（框架协议共1处）使用，不能删除']);
    expect(await tableCounts(s)).toEqual(before);
    expect(okData(await s.api(`${C}/agreement/delete`, { id: ag.id }, operator))).toBeNull();
    expect(okData(await s.api(`${C}/delete`, { id: sp.id }, operator))).toBeNull();
    const [left] = await q<{ c: number; a: number }>(`select (select count(*)::int from supplier_contacts where supplier_id = ${sp.id}) c, (select count(*)::int from supplier_accounts where supplier_id = ${sp.id}) a`);
    expect([Number(left.c), Number(left.a)]).toEqual([0, 0]);
    expect((await s.api(`${C}/detail`, { id: sp.id }, operator)).code).toBe(404);
    // The seeded insurer supplier is used by an insurance company.
    const picc = (await list(admin, { name: '中国人民财产保险股份有限公司上海市分公司' })).data[0];
    const inUse = await s.api(`${C}/delete`, { id: picc.id }, admin);
    expect(inUse.msg).toMatch(/^该供应商已被供应商协议（旅游意外险合作协议共1处）、保险公司（中国人民财产保险股份有限公司共1处）使用，不能删除$/);
  });
});

describe('wrong input on every merchant and insurance route', () => {
  it('answers 400 with Chinese field messages naming declared fields, and writes nothing', async () => {
    const doc = (s.app as unknown as { swagger(): { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: string; enum?: unknown[]; anyOf?: { type?: string }[] }>; required?: string[] } }> } }>> } }).swagger();
    const mine = s.app.routeCatalog.filter((e: CatalogEntry) => e.hasBody && /^\/api\/v1\/(company|person|financial\/account|customer|salesChannel|insurance|file)\//.test(e.path));
    expect(mine.length).toBeGreaterThan(60);
    for (const e of mine) {
      const schema = doc.paths[e.path].post.requestBody!.content['application/json'].schema;
      const props = schema.properties ?? {};
      const body: Record<string, unknown> = schema.required?.length ? {} : 'pageNo' in props ? { pageNo: 0 }
        : Object.fromEntries(Object.entries(props).map(([k, p]) => [k, p.enum ? '__x__' : ['integer', 'number', 'boolean', 'array', 'object'].includes(p.type ?? p.anyOf?.[0]?.type ?? '') ? 'x' : { wrong: true }]));
      const before = await tableCounts(s);
      const r = await s.api<Bad>(e.path, body, admin);
      const what = `${e.path} ${JSON.stringify(body)} → ${r.code} ${r.msg}`;
      expect([r.status, r.code], what).toEqual([400, 400]);
      expect(hasChinese(r.msg), what).toBe(true);
      expect(r.data.errors.length, what).toBeGreaterThan(0);
      for (const x of r.data.errors) {
        expect(Object.keys(props), what).toContain(x.field.split('.')[0]);
        expect(hasChinese(x.message), `${what}: ${x.message}`).toBe(true);
      }
      for (const f of Object.keys(body).length === 0 ? schema.required ?? [] : []) expect(r.data.errors.map((x) => x.field), what).toContain(f);
      expect(await tableCounts(s), what).toEqual(before);
    }
  });
});
