/** Data dictionary and labels: CRUD, validation, duplicates, delete of a record in use, options for selects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_KINDS, LabelKind } from '@ta/contract';
import { registerUsage } from '../src/modules/basic/basic.rules';
import { hasChinese, startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, tableCounts, type Page } from './fixtures';

let s: TestServer;
let admin: string;
beforeAll(async () => { s = await startServer(); admin = await s.login('admin'); });
afterAll(async () => { await s?.close(); });

interface DictType { id: number; version: number; code: string; name: string; builtin: boolean; item_count: number; enabled: boolean }
interface DictItem { id: number; version: number; type_id: number; code: string; label: string; extra: string | null; sort: number; enabled: boolean }
interface Label { id: number; version: number; kind: string; name: string; color: string | null; sort: number; enabled: boolean }
type Bad = { errors: { field: string; message: string }[] };

describe('dictionary types', () => {
  it('lists the seeded types with their item counts', async () => {
    const page = okData(await s.api<Page<DictType>>('/api/v1/dictionary/type/list', { pageSize: 100 }, admin));
    const byCode = Object.fromEntries(page.page_data.data.map((t) => [t.code, t]));
    for (const code of ['customer_source', 'cert_issue_place', 'team_tag_color', 'departure_place', 'ethnic_group', 'sales_platform']) {
      expect(byCode[code], code).toBeTruthy();
      expect(byCode[code].builtin).toBe(true);
      expect(byCode[code].item_count).toBeGreaterThan(2);
    }
    expect(byCode.customer_source.name).toBe('客户来源');
    expect(byCode.ethnic_group.item_count).toBe(56);
    // Sorted by the sort column.
    expect(page.page_data.data[0].code).toBe('customer_source');
  });

  it('adds, reads, updates and deletes a type; refuses bad input and duplicates', async () => {
    const bad = await s.api<Bad>('/api/v1/dictionary/type/add', { code: '9x y', name: '' }, admin);
    expect([bad.status, bad.code]).toEqual([400, 400]);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['code', 'name']);
    expect(bad.msg).toContain('请输入字典类型名称');

    const t = okData(await s.api<DictType>('/api/v1/dictionary/type/add', { code: 'meal_standard', name: '餐标', sort: 50 }, admin));
    expect(t).toMatchObject({ code: 'meal_standard', name: '餐标', builtin: false, enabled: true, version: 1 });
    const dupCode = await s.api('/api/v1/dictionary/type/add', { code: 'meal_standard', name: '餐标2' }, admin);
    expect([dupCode.code, dupCode.msg]).toEqual([400, '字典类型编码“meal_standard”已存在']);
    const dupName = await s.api('/api/v1/dictionary/type/add', { code: 'meal_standard2', name: '客户来源' }, admin);
    expect(dupName.msg).toBe('字典类型名称“客户来源”已存在');

    const u = okData(await s.api<DictType>('/api/v1/dictionary/type/update', { id: t.id, version: t.version, code: 'meal_std', name: '餐饮标准', enabled: false }, admin));
    expect(u).toMatchObject({ code: 'meal_std', name: '餐饮标准', enabled: false, version: 2 });
    const stale = await s.api('/api/v1/dictionary/type/update', { id: t.id, version: 1, code: 'meal_std', name: '餐饮标准' }, admin);
    expect(stale.code).toBe(409);
    expect(okData(await s.api<DictType>('/api/v1/dictionary/type/detail', { id: t.id }, admin)).name).toBe('餐饮标准');
    expect((await s.api('/api/v1/dictionary/type/delete', { id: t.id }, admin)).code).toBe(200);
    expect((await s.api('/api/v1/dictionary/type/detail', { id: t.id }, admin)).code).toBe(404);
  });

  it('keeps a built-in type: its code is fixed and it cannot be deleted', async () => {
    const page = okData(await s.api<Page<DictType>>('/api/v1/dictionary/type/list', { code: 'appellation' }, admin));
    const t = page.page_data.data.find((x) => x.code === 'appellation')!;
    const r = await s.api('/api/v1/dictionary/type/update', { id: t.id, version: t.version, code: 'appellation_x', name: t.name }, admin);
    expect([r.code, r.msg]).toEqual([400, '内置字典类型的编码不能修改（appellation）']);
    const renamed = okData(await s.api<DictType>('/api/v1/dictionary/type/update', { id: t.id, version: t.version, code: t.code, name: '称呼' }, admin));
    expect(renamed.name).toBe('称呼');
    const d = await s.api('/api/v1/dictionary/type/delete', { id: t.id }, admin);
    expect([d.code, d.msg]).toEqual([400, '内置字典类型“称呼”不能删除']);
  });

  it('refuses deleting a type that still has items, naming them', async () => {
    const t = okData(await s.api<DictType>('/api/v1/dictionary/type/add', { code: 'room_pref', name: '房型偏好' }, admin));
    for (const [code, label] of [['high', '高楼层'], ['quiet', '安静'], ['smoke_free', '无烟'], ['near_lift', '近电梯']]) {
      okData(await s.api('/api/v1/dictionary/item/add', { type_id: t.id, code, label }, admin));
    }
    const before = await tableCounts(s);
    const r = await s.api('/api/v1/dictionary/type/delete', { id: t.id }, admin);
    expect([r.status, r.code]).toEqual([400, 400]);
    expect(r.msg).toBe('字典类型“房型偏好”已被字典项（高楼层、安静、无烟 等共4处）使用，不能删除');
    expect(await tableCounts(s)).toEqual(before);
  });
});

describe('dictionary items', () => {
  let typeId: number;
  beforeAll(async () => {
    typeId = okData(await s.api<DictType>('/api/v1/dictionary/type/add', { code: 'pickup_point', name: '接送点' }, admin)).id;
  });

  it('adds, lists by type id or code in order, updates and deletes items', async () => {
    const b = okData(await s.api<DictItem>('/api/v1/dictionary/item/add', { type_id: typeId, code: 'b', label: '人民广场', sort: 2 }, admin));
    const a = okData(await s.api<DictItem>('/api/v1/dictionary/item/add', { type_id: typeId, code: 'a', label: '徐家汇', sort: 1, extra: '310104' }, admin));
    const byId = okData(await s.api<Page<DictItem>>('/api/v1/dictionary/item/list', { type_id: typeId }, admin));
    expect(byId.page_data.data.map((i) => i.label)).toEqual(['徐家汇', '人民广场']);
    const byCode = okData(await s.api<Page<DictItem>>('/api/v1/dictionary/item/list', { type_code: 'pickup_point' }, admin));
    expect(byCode.page_data.total_size).toBe(2);
    const u = okData(await s.api<DictItem>('/api/v1/dictionary/item/update', { id: a.id, version: a.version, type_id: typeId, code: 'a', label: '徐家汇地铁站', sort: 3 }, admin));
    expect(u).toMatchObject({ label: '徐家汇地铁站', sort: 3, version: 2 });
    expect((await s.api('/api/v1/dictionary/item/delete', { id: b.id }, admin)).code).toBe(200);
  });

  it('refuses duplicates within a type, allows the same code in another type', async () => {
    okData(await s.api('/api/v1/dictionary/item/add', { type_id: typeId, code: 'jingan', label: '静安寺' }, admin));
    const dupCode = await s.api('/api/v1/dictionary/item/add', { type_id: typeId, code: 'jingan', label: '静安寺2' }, admin);
    expect(dupCode.msg).toBe('字典项编码“jingan”已存在');
    const dupLabel = await s.api('/api/v1/dictionary/item/add', { type_id: typeId, code: 'jingan2', label: '静安寺' }, admin);
    expect(dupLabel.msg).toBe('字典项名称“静安寺”已存在');
    const other = okData(await s.api<DictType>('/api/v1/dictionary/type/add', { code: 'pickup_point_bj', name: '北京接送点' }, admin));
    expect((await s.api('/api/v1/dictionary/item/add', { type_id: other.id, code: 'jingan', label: '静安寺' }, admin)).code).toBe(200);
  });

  it('refuses an unknown type and bad fields with Chinese messages', async () => {
    const r = await s.api<Bad>('/api/v1/dictionary/item/add', { type_id: 999999, code: 'x', label: '某项' }, admin);
    expect([r.code, r.msg]).toEqual([400, '字典类型不存在']);
    const v = await s.api<Bad>('/api/v1/dictionary/item/add', { type_id: typeId, code: 'a b', label: '', sort: -1 }, admin);
    expect(v.data.errors.map((e) => e.field).sort()).toEqual(['code', 'label', 'sort']);
    for (const e of v.data.errors) expect(hasChinese(e.message)).toBe(true);
  });

  it('refuses deleting an item another module uses (registered usage), naming where', async () => {
    const item = okData(await s.api<DictItem>('/api/v1/dictionary/item/add', { type_id: typeId, code: 'used', label: '已用接送点' }, admin));
    registerUsage('dictItem', async (_tx, row) => (row.id === item.id ? { where: '订单', names: ['DD202501010001', 'DD202501010002'], count: 2 } : null));
    const r = await s.api('/api/v1/dictionary/item/delete', { id: item.id }, admin);
    expect(r.msg).toBe('字典项“已用接送点”已被订单（DD202501010001、DD202501010002共2处）使用，不能删除');
  });
});

describe('dictionary options', () => {
  it('answers enabled items of an enabled type in order, to any logged-in user', async () => {
    const org = await loadOrg(s, admin);
    const roleId = await createRole(s, admin, []);
    const u = await createUser(s, admin, [{ department_id: org.dept['总公司'], role_id: roleId, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['全部数据'] }]);
    const tok = await s.login(u.login_name);
    const opts = okData(await s.api<{ value: string; label: string; extra: string | null }[]>('/api/v1/dictionary/options', { type_code: 'team_tag_color' }, tok));
    expect(opts[0]).toEqual({ value: 'red', label: '红色', extra: '#f5222d' });
    expect(opts).toHaveLength(8);
    // A disabled item drops out; the item list (for the editor) needs the key.
    const items = okData(await s.api<Page<DictItem>>('/api/v1/dictionary/item/list', { type_code: 'team_tag_color' }, admin)).page_data.data;
    const grey = items.find((i) => i.code === 'grey')!;
    okData(await s.api('/api/v1/dictionary/item/update', { ...grey, enabled: false }, admin));
    expect(okData(await s.api<unknown[]>('/api/v1/dictionary/options', { type_code: 'team_tag_color' }, tok))).toHaveLength(7);
    expect((await s.api('/api/v1/dictionary/item/list', { type_code: 'team_tag_color' }, tok)).code).toBe(102);
    const unknown = await s.api('/api/v1/dictionary/options', { type_code: 'no_such_type' }, tok);
    expect([unknown.code, unknown.msg]).toEqual([400, '字典类型“no_such_type”不存在']);
  });
});

describe('labels', () => {
  it('seeds every kind, each listed on its own path in order', async () => {
    for (const kind of LABEL_KINDS) {
      const page = okData(await s.api<Page<Label>>(`/api/v1/label/${kind}/list`, { pageSize: 100 }, admin));
      expect(page.page_data.total_size, kind).toBeGreaterThanOrEqual(6);
      expect(page.page_data.data.every((l) => l.kind === kind)).toBe(true);
      expect(page.page_data.data.map((l) => l.sort)).toEqual([...page.page_data.data.map((l) => l.sort)].sort((a, b) => a - b));
    }
    const levels = okData(await s.api<Page<Label>>('/api/v1/label/productLevel/list', {}, admin)).page_data.data.map((l) => l.name);
    expect(levels).toEqual(['经济', '标准', '舒适', '品质', '豪华', '尊享']);
  });

  it('adds, updates and deletes a label of each kind; duplicates refused within a kind only', async () => {
    for (const kind of LABEL_KINDS) {
      const l = okData(await s.api<Label>(`/api/v1/label/${kind}/add`, { name: '测试标签', color: '#123abc', sort: 99 }, admin), kind);
      expect(l).toMatchObject({ kind, name: '测试标签', color: '#123abc' });
      const dup = await s.api(`/api/v1/label/${kind}/add`, { name: '测试标签' }, admin);
      expect(dup.msg).toBe(`${LabelKind[kind]}名称“测试标签”已存在`);
      const u = okData(await s.api<Label>(`/api/v1/label/${kind}/update`, { id: l.id, version: l.version, name: '测试标签改', enabled: false }, admin));
      expect(u).toMatchObject({ name: '测试标签改', enabled: false, kind });
      expect((await s.api(`/api/v1/label/${kind}/delete`, { id: l.id }, admin)).code).toBe(200);
    }
    const bad = await s.api<Bad>('/api/v1/label/productLabel/add', { name: '', color: 'red' }, admin);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['color', 'name']);
  });

  it('does not reach a label of another kind through a kind path', async () => {
    const l = okData(await s.api<Label>('/api/v1/label/groupType/add', { name: '跨类测试' }, admin));
    expect((await s.api('/api/v1/label/property/detail', { id: l.id }, admin)).code).toBe(404);
    expect((await s.api('/api/v1/label/property/update', { id: l.id, version: l.version, name: '改' }, admin)).code).toBe(404);
    expect((await s.api('/api/v1/label/property/delete', { id: l.id }, admin)).code).toBe(404);
    expect(okData(await s.api<Label>('/api/v1/label/groupType/detail', { id: l.id }, admin)).name).toBe('跨类测试');
  });

  it('answers enabled labels of a kind as options, and refuses a label in use', async () => {
    const opts = okData(await s.api<{ value: number; label: string; color: string | null }[]>('/api/v1/label/options', { kind: 'productLabel' }, admin));
    expect(opts[0]).toMatchObject({ label: '纯玩无购物', color: '#52c41a' });
    const bad = await s.api('/api/v1/label/options', { kind: 'nope' }, admin);
    expect(bad.code).toBe(400);
    registerUsage('label', async (_tx, row) => (row.name === '亲子游' ? { where: '产品', names: ['上海迪士尼亲子2日游'], count: 1 } : null));
    const l = opts.find((o) => o.label === '亲子游')!;
    const r = await s.api('/api/v1/label/productLabel/delete', { id: l.value }, admin);
    // The demo products may use the label too: the refusal names every place.
    expect(r.msg).toMatch(/^产品标签“亲子游”已被(.+、)?产品（上海迪士尼亲子2日游共1处）使用，不能删除$/);
  });
});
