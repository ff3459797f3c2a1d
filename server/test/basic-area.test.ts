/** Areas: the tree shape of SPEC section 3, the query routes, caching by version / ETag, and the editor. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AREA_CHINA, AREA_FOREIGN, CHINA_COUNTRY_ID } from '@ta/contract';
import { POPULAR } from '../src/modules/basic/seed/foreign-cities';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, type Page } from './fixtures';

let s: TestServer;
let admin: string;
beforeAll(async () => { s = await startServer(); admin = await s.login('admin'); });
afterAll(async () => { await s?.close(); });

interface TreeNode { value: number; zh_name: string; en_name?: string; country_id: number | null; children?: TreeNode[] }
interface TreeAnswer { version: string; area_type: number; not_modified: boolean; tree: TreeNode[] | null }
interface Path { country_id: number | null; country_name: string | null; district_id: number | null; district_name: string | null; province_id: number | null; province_name: string | null; city_id: number | null; city_name: string | null; county_id: number | null; county_name: string | null }
interface QueryRow { value: number; parent_value: number | null; kind: string; zh_name: string; en_name: string | null; country_id: number | null; has_children: boolean; full_name: string; path: Path }
interface AreaRow { id: number; version: number; value: number; parent_value: number; kind: string; zh_name: string; en_name: string | null; country_id: number; enabled: boolean; child_count: number }

const find = (nodes: TreeNode[] | undefined, name: string) => nodes?.find((n) => n.zh_name === name);
const tree = async (area_type = 3, extra: Record<string, unknown> = {}) => okData(await s.api<TreeAnswer>('/api/area/query', { area_type, ...extra }, admin));
const query = async (body: Record<string, unknown>, tok = admin) => okData(await s.api<QueryRow[]>('/api/v1/area/query', body, tok));
async function row(value: number): Promise<AreaRow> {
  const page = okData(await s.api<Page<AreaRow>>('/api/v1/area/list', { value }, admin));
  return page.page_data.data.find((r) => r.value === value)!;
}

describe('the area tree', () => {
  let roots: TreeNode[];
  beforeAll(async () => { roots = (await tree()).tree!; });

  it('has the roots foreign -1000 and China -2000, each node with value and zh_name', () => {
    expect(roots.map((r) => [r.value, r.zh_name])).toEqual([[AREA_FOREIGN, '国外'], [AREA_CHINA, '中国']]);
    let n = 0;
    const walk = (x: TreeNode) => { n++; expect(Number.isInteger(x.value)).toBe(true); expect(x.zh_name).toMatch(/\S/); x.children?.forEach(walk); };
    roots.forEach(walk);
    expect(n).toBeGreaterThan(4000);
  });

  it('goes district → province → city → optional county at home, all with country id 240', () => {
    const china = roots[1];
    expect(china.children!.map((d) => d.zh_name)).toEqual(['华东', '华北', '华南', '华中', '西南', '西北', '东北', '港澳台']);
    const provinces = china.children!.flatMap((d) => d.children ?? []);
    expect(provinces).toHaveLength(34);
    expect(provinces.map((p) => p.zh_name)).toEqual(expect.arrayContaining(['北京市', '上海市', '重庆市', '浙江省', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区', '台湾省']));
    let counties = 0;
    const deep = (x: TreeNode, depth: number) => {
      expect(x.country_id, x.zh_name).toBe(CHINA_COUNTRY_ID);
      expect(depth, `${x.zh_name} too deep`).toBeLessThanOrEqual(4);
      if (depth === 4) counties++;
      x.children?.forEach((c) => deep(c, depth + 1));
    };
    china.children!.forEach((d) => deep(d, 1));
    expect(counties).toBeGreaterThan(2800);
    for (const p of provinces) expect(p.children?.length, `${p.zh_name} has cities`).toBeGreaterThan(0);
    const hz = find(find(find(china.children, '华东')!.children, '浙江省')!.children, '杭州市')!;
    expect(hz.value).toBe(330100);
    expect(find(hz.children, '西湖区')!.value).toBe(330106);
    // Municipalities carry a city of their own name; county-level cities under a province are cities.
    const bj = find(find(china.children, '华北')!.children, '北京市')!;
    expect(bj.children!.map((c) => c.zh_name)).toEqual(['北京市']);
    expect(find(bj.children![0].children, '朝阳区')).toBeTruthy();
    const hubei = find(find(china.children, '华中')!.children, '湖北省')!;
    expect(find(hubei.children, '神农架林区')?.children).toBeUndefined();
    // A city may have no counties (东莞).
    expect(find(find(find(china.children, '华南')!.children, '广东省')!.children, '东莞市')!.children).toBeUndefined();
  });

  it('stores every county under a city (database check, disabled nodes included)', async () => {
    const r = await s.database.db.execute(sql`
      select count(*)::int as n from areas c left join areas p on p.value = c.parent_value
      where c.kind = 'county' and (p.kind is distinct from 'city' or p.country_id <> ${CHINA_COUNTRY_ID})`);
    expect((r as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    const k = await s.database.db.execute(sql`select kind, count(*)::int as n from areas group by kind order by kind`);
    const kinds = Object.fromEntries((k as unknown as { rows: { kind: string; n: number }[] }).rows.map((x) => [x.kind, x.n]));
    expect(kinds).toMatchObject({ root: 2, district: 8, province: 34 });
    expect(kinds.country).toBeGreaterThanOrEqual(240);
  });

  it('goes country → city abroad, the city carrying its country id; every country is present', () => {
    const foreign = roots[0];
    expect(foreign.children!.length).toBeGreaterThanOrEqual(240);
    expect(foreign.children!.slice(0, 3).map((c) => c.zh_name)).toEqual(['日本', '韩国', '泰国']);
    for (const name of ['美国', '法国', '澳大利亚', '埃及', '冰岛', '新西兰', '阿根廷', '南极洲', '斐济', '蒙古', '梵蒂冈']) expect(find(foreign.children, name), name).toBeTruthy();
    expect(find(foreign.children, '中国台湾省')).toBeUndefined();
    for (const c of foreign.children!) {
      expect(c.country_id).toBe(c.value);
      for (const city of c.children ?? []) { expect(city.country_id).toBe(c.value); expect(city.children).toBeUndefined(); }
    }
    const jp = find(foreign.children, '日本')!;
    expect(jp).toMatchObject({ value: 392, en_name: 'Japan' });
    expect(jp.children!.map((c) => c.zh_name)).toEqual(expect.arrayContaining(['东京', '大阪', '京都', '札幌', '冲绳']));
    const withCities = foreign.children!.filter((c) => c.children?.length);
    expect(withCities.length).toBeGreaterThan(150);
    // The ~80 most visited countries lead the list, each with its capital and more.
    expect(POPULAR.length).toBeGreaterThanOrEqual(60);
    expect(foreign.children!.slice(0, POPULAR.length).every((c) => (c.children?.length ?? 0) >= 1)).toBe(true);
    expect(find(foreign.children, '法国')!.children!.length).toBeGreaterThanOrEqual(5);
  });

  it('answers one side only with area_type 1 or 2', async () => {
    expect((await tree(1)).tree!.map((r) => r.value)).toEqual([AREA_FOREIGN]);
    expect((await tree(2)).tree!.map((r) => r.value)).toEqual([AREA_CHINA]);
    const bad = await s.api('/api/area/query', { area_type: 4 }, admin);
    expect([bad.code, bad.msg]).toEqual([400, '区域类型只能是 1、2 或 3']);
  });
});

describe('caching by version', () => {
  it('answers a version and an ETag; the held version answers no tree; GET revalidates with 304', async () => {
    const r = await s.api<TreeAnswer>('/api/area/query', { area_type: 3 }, admin);
    expect(r.data.version).toMatch(/^[0-9a-f]{16}$/);
    expect(r.headers.get('etag')).toBe(`"${r.data.version}"`);
    const again = await tree(3, { version: r.data.version });
    expect(again).toMatchObject({ not_modified: true, tree: null, version: r.data.version });

    const get = await fetch(`${s.base}/api/area/query?area_type=3`, { headers: { secretKey: admin } });
    expect(get.status).toBe(200);
    const etag = get.headers.get('etag')!;
    expect(((await get.json()) as { data: TreeAnswer }).data.tree).toHaveLength(2);
    const cond = await fetch(`${s.base}/api/area/query?area_type=3`, { headers: { secretKey: admin, 'if-none-match': etag } });
    expect(cond.status).toBe(304);
    expect(await cond.text()).toBe('');
    const noSession = await fetch(`${s.base}/api/area/query?area_type=3`);
    expect(noSession.status).toBe(401);
  });

  it('changes the version when a node is edited, and the fresh tree shows the edit', async () => {
    const v1 = (await tree()).version;
    const hz = await row(330100);
    okData(await s.api('/api/v1/area/update', { id: hz.id, version: hz.version, parent_value: 330000, zh_name: '杭州市', en_name: 'Hangzhou', sort: 1 }, admin));
    const t2 = await tree(3, { version: v1 });
    expect(t2.not_modified).toBe(false);
    expect(t2.version).not.toBe(v1);
    const zj = find(find(t2.tree![1].children, '华东')!.children, '浙江省')!;
    expect(zj.children![0]).toMatchObject({ zh_name: '杭州市', en_name: 'Hangzhou' });
  });
});

describe('area query (children or search)', () => {
  it('answers the roots, then the children of a parent value, with paths', async () => {
    expect((await query({})).map((r) => r.value)).toEqual([AREA_FOREIGN, AREA_CHINA]);
    const districts = await query({ parent: AREA_CHINA });
    expect(districts).toHaveLength(8);
    expect(districts[0]).toMatchObject({ zh_name: '华东', kind: 'district', has_children: true, full_name: '中国/华东' });
    const zj = await query({ parent: 330000 });
    const hz = zj.find((c) => c.zh_name === '杭州市')!;
    expect(hz).toMatchObject({ kind: 'city', parent_value: 330000, country_id: 240, has_children: true });
    expect(hz.path).toEqual({ country_id: 240, country_name: '中国', district_id: -2001, district_name: '华东', province_id: 330000, province_name: '浙江省', city_id: 330100, city_name: '杭州市', county_id: null, county_name: null });
    expect(await query({ parent: 123456789 })).toEqual([]);
  });

  it('searches by Chinese or English name, best matches first, optionally by kind or under a parent', async () => {
    const hz = await query({ keyword: '杭州' });
    expect(hz[0]).toMatchObject({ zh_name: '杭州市', full_name: '中国/华东/浙江省/杭州市' });
    const xh = await query({ keyword: '西湖区', parent: 330000 });
    expect(xh.map((r) => r.value)).toEqual([330106]);
    expect(xh[0].path).toMatchObject({ city_id: 330100, county_id: 330106, county_name: '西湖区' });
    const tokyo = await query({ keyword: 'tokyo' });
    expect(tokyo[0]).toMatchObject({ zh_name: '东京', kind: 'city', country_id: 392, full_name: '国外/日本/东京' });
    expect(tokyo[0].path).toMatchObject({ country_id: 392, country_name: '日本', city_name: '东京', province_id: null });
    const countries = await query({ keyword: '国', kind: 'country', limit: 500 });
    expect(countries.length).toBeGreaterThan(5);
    expect(countries.every((c) => c.kind === 'country')).toBe(true);
    expect(countries.some((c) => c.zh_name === '美国')).toBe(true);
    expect((await query({ keyword: '区', limit: 5 }))).toHaveLength(5);
  });

  it('answers the area fields of a value', async () => {
    const p = okData(await s.api<Path>('/api/v1/area/path', { value: 110105 }, admin));
    expect(p).toMatchObject({ country_id: 240, district_name: '华北', province_id: 110000, city_id: 110100, city_name: '北京市', county_name: '朝阳区' });
    const none = await s.api('/api/v1/area/path', { value: 42 }, admin);
    expect([none.code, none.msg]).toEqual([400, '区域不存在或已停用']);
  });

  it('serves any logged-in user, while the editor needs system_area', async () => {
    const org = await loadOrg(s, admin);
    const roleId = await createRole(s, admin, []);
    const u = await createUser(s, admin, [{ department_id: org.dept['总公司'], role_id: roleId, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['全部数据'] }]);
    const tok = await s.login(u.login_name);
    expect((await query({ parent: AREA_CHINA }, tok))).toHaveLength(8);
    expect((await s.api('/api/area/query', { area_type: 3 }, tok)).code).toBe(200);
    expect((await s.api('/api/v1/area/add', { parent_value: 330100, zh_name: '无权新增' }, tok)).code).toBe(102);
  });
});

describe('area editor', () => {
  it('adds a county under a domestic city, a country and its city abroad, with fresh values', async () => {
    const c = okData(await s.api<AreaRow>('/api/v1/area/add', { parent_value: 330100, zh_name: '钱塘新区', sort: 99 }, admin));
    expect(c).toMatchObject({ kind: 'county', parent_value: 330100, country_id: 240, enabled: true });
    expect(c.value).toBeGreaterThanOrEqual(9_000_000);
    const dup = await s.api('/api/v1/area/add', { parent_value: 330100, zh_name: '钱塘新区' }, admin);
    expect([dup.code, dup.msg]).toEqual([400, '同一上级下的区域名称“钱塘新区”已存在']);
    const country = okData(await s.api<AreaRow>('/api/v1/area/add', { parent_value: AREA_FOREIGN, zh_name: '测试国', en_name: 'Testland', code: 'TL' }, admin));
    expect(country).toMatchObject({ kind: 'country', country_id: country.value });
    const city = okData(await s.api<AreaRow>('/api/v1/area/add', { parent_value: country.value, zh_name: '测试城' }, admin));
    expect(city).toMatchObject({ kind: 'city', country_id: country.value });
    expect(city.value).toBe(country.value + 1);
    const t = (await tree()).tree!;
    expect(find(find(t[0].children, '测试国')!.children, '测试城')).toBeTruthy();
    // The editor lists children with their counts.
    const list = okData(await s.api<Page<AreaRow>>('/api/v1/area/list', { parent_value: 330000, pageSize: 50 }, admin)).page_data.data;
    expect(list.find((r) => r.value === 330100)!.child_count).toBeGreaterThan(10);
  });

  it('refuses children where the tree allows none, and unknown parents', async () => {
    const underCounty = await s.api('/api/v1/area/add', { parent_value: 330106, zh_name: '某街道' }, admin);
    expect([underCounty.code, underCounty.msg]).toEqual([400, '“西湖区”下不能再添加下级区域']);
    const underForeignCity = await s.api('/api/v1/area/add', { parent_value: 1_392_001, zh_name: '新宿' }, admin);
    expect(underForeignCity.msg).toBe('“东京”下不能再添加下级区域');
    const unknown = await s.api('/api/v1/area/add', { parent_value: 77, zh_name: '无名' }, admin);
    expect(unknown.msg).toBe('上级区域不存在');
    const bad = await s.api<{ errors: { field: string }[] }>('/api/v1/area/add', { parent_value: 'x', zh_name: '' }, admin);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['parent_value', 'zh_name']);
  });

  it('moves a node only under a parent of the same level; roots are fixed', async () => {
    const nm = await row(150000);
    const moved = okData(await s.api<AreaRow>('/api/v1/area/update', { id: nm.id, version: nm.version, parent_value: -2006, zh_name: nm.zh_name, sort: 9 }, admin));
    expect(moved.parent_value).toBe(-2006);
    expect((await query({ parent: -2006 })).map((r) => r.zh_name)).toContain('内蒙古自治区');
    const city = await row(330200);
    const wrong = await s.api('/api/v1/area/update', { id: city.id, version: city.version, parent_value: -2001, zh_name: city.zh_name }, admin);
    expect([wrong.code, wrong.msg]).toEqual([400, '只能移到同一级别的上级区域下（原上级：浙江省）']);
    const district = await row(-2001);
    const top = await s.api('/api/v1/area/update', { id: district.id, version: district.version, parent_value: AREA_FOREIGN, zh_name: '华东' }, admin);
    expect(top.msg).toBe('只能移到同一级别的上级区域下（原上级：中国）');
    const root = await row(AREA_CHINA);
    expect((await s.api('/api/v1/area/update', { id: root.id, version: root.version, parent_value: 0, zh_name: '中华' }, admin)).msg).toBe('根节点不能修改');
  });

  it('disables a node with everything under it, and enables it again', async () => {
    const wz = await row(330300);
    const off = okData(await s.api<AreaRow>('/api/v1/area/disable', { id: wz.id }, admin));
    expect(off.enabled).toBe(false);
    expect((await query({ parent: 330000 })).map((r) => r.value)).not.toContain(330300);
    expect(await query({ keyword: '鹿城区' })).toEqual([]);
    const zj = find(find((await tree()).tree![1].children, '华东')!.children, '浙江省')!;
    expect(find(zj.children, '温州市')).toBeUndefined();
    // Still in the editor's list, marked disabled.
    expect((await row(330300)).enabled).toBe(false);
    okData(await s.api('/api/v1/area/enable', { id: wz.id }, admin));
    expect((await query({ keyword: '鹿城区' }))[0].full_name).toBe('中国/华东/浙江省/温州市/鹿城区');
    const root = await row(AREA_FOREIGN);
    expect((await s.api('/api/v1/area/disable', { id: root.id }, admin)).msg).toBe('根节点不能停用或启用');
  });
});
