/**
 * Unmasked views are logged (issue 17): where the platform sends personal values unmasked to a user holding
 * canSeeInfo (route.ts), one insert records "查看未脱敏信息" in the change history (变更记录) of each record shown —
 * a detail's record, a list's page — with who and when; a user without canSeeInfo gets masked values and no entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Grant } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, uniq, type Org } from './fixtures';

let s: TestServer;
let admin: string;
let org: Org;
let seer: string;
let seerName: string;
let blind: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
  const user = async (actions: Grant['actions'], label: string) => {
    const roleId = await createRole(s, admin, [{ permissionKey: 'customer_private', actions }], `${label}${uniq()}`);
    const u = await createUser(s, admin, [{ department_id: org.dept['总公司'], role_id: roleId, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['全部数据'] }]);
    return { token: await s.login(u.login_name), name: u.user_name as string };
  };
  const a = await user(['canSeeInfo'], '看敏感');
  seer = a.token; seerName = a.name;
  blind = (await user(['canExport'], '不看敏感')).token;
});
afterAll(async () => { await s?.close(); });

type Row = Record<string, unknown> & { id: number };
type Page = { page_data: { data: Row[] } };
type Entry = { action: string; user_name: string | null; record_id: number; changes: { label: string; new: string | null }[] };
const views = async (ids: number[]): Promise<Entry[]> =>
  ((await s.database.db.execute(sql`select record_id, action, user_name, changes from change_log
    where table_name = 'customers' and action = 'view' and record_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) order by id`)) as unknown as { rows: Entry[] }).rows;

describe('unmasked views are logged by the platform', () => {
  it('a canSeeInfo user reading a customer detail and a customer list leaves entries; one without leaves none', async () => {
    const name = `未脱敏日志${uniq()}`;
    const made: Row[] = [];
    for (const phone of ['13911112222', '13933334444']) {
      made.push(okData(await s.api<Row>('/api/v1/customer/private/add', { name: `${name}${phone.slice(-2)}`, phone, sex: 1, address: '北京市朝阳区建国路1号' }, admin), 'add'));
    }
    const ids = made.map((r) => r.id);
    expect(await views(ids)).toEqual([]);

    // Without canSeeInfo: masked values, nothing logged.
    const d0 = okData(await s.api<Row>('/api/v1/customer/private/detail', { id: ids[0] }, blind), 'blind detail');
    expect(d0.phone).toBe('139****2222');
    const l0 = okData(await s.api<Page>('/api/v1/customer/private/list', { pageNo: 1, pageSize: 20, keyword: name }, blind), 'blind list');
    expect(l0.page_data.data.map((r) => r.phone).sort()).toEqual(['139****2222', '139****4444']);
    expect(await views(ids)).toEqual([]);

    // With canSeeInfo: whole values, one entry for the detail's record …
    const d1 = okData(await s.api<Row>('/api/v1/customer/private/detail', { id: ids[0] }, seer), 'seer detail');
    expect(d1.phone).toBe('13911112222');
    const afterDetail = await views(ids);
    expect(afterDetail).toHaveLength(1);
    expect(afterDetail[0]).toMatchObject({ record_id: ids[0], user_name: seerName });
    expect(afterDetail[0]!.changes[0]).toMatchObject({ label: '查看未脱敏信息', new: '/api/v1/customer/private/detail' });

    // … and one per record of the list's page (one insert).
    const l1 = okData(await s.api<Page>('/api/v1/customer/private/list', { pageNo: 1, pageSize: 20, keyword: name }, seer), 'seer list');
    expect(l1.page_data.data.map((r) => r.phone).sort()).toEqual(['13911112222', '13933334444']);
    const afterList = (await views(ids)).slice(1);
    expect(afterList.map((e) => e.record_id).sort()).toEqual([...ids].sort());
    expect(afterList.every((e) => e.changes[0]?.label === '查看未脱敏信息' && e.user_name === seerName)).toBe(true);

    // Visible where an administrator reads the record's log (变更记录).
    const hist = okData(await s.api<{ page_data: { data: Entry[] } }>('/api/v1/history/list', { table: 'customers', record_id: ids[0] }, admin)).page_data.data;
    expect(hist.filter((h) => h.action === 'view').flatMap((h) => h.changes.map((c) => c.label))).toEqual(['查看未脱敏信息', '查看未脱敏信息']);
  });
});
