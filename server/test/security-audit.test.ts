/**
 * Issue 11 ("Hardening"), findings 2 and 3 through the API: audit submit / withdraw / decisions check the
 * record's boundary, the caller's part and the record's state; the change history is cut to the boundary of
 * its record and masks personal data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuditMsg } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { okData, type Page } from './fixtures';

let s: TestServer;
let admin: string, zhang: string, liu: string, manager: string;
const q = async <T,>(query: ReturnType<typeof sql>) => ((await s.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const runs = async (objectId: number) => Number((await q<{ n: number }>(sql`select count(*)::int as n from audit_instances where type = 'unitCustomer' and object_id = ${objectId}`))[0].n);
const auditStatus = async (id: number) => Number((await q<{ s: number }>(sql`select audit_status as s from customers where id = ${id}`))[0].s);
const smart = async (t: string) => okData(await s.api<{ smartToken: string }>('/api/common/smartToken', {}, t)).smartToken;
const addUnit = async (t: string, name: string, phone: string) =>
  okData(await s.api<{ id: number }>('/api/v1/customer/unit/add', { name, phone, contact_name: '联系人', address: '上海市黄浦区测试路1号' }, t), 'unit add');

beforeAll(async () => {
  s = await startServer();
  [admin, zhang, liu, manager] = [await s.login('admin'), await s.login('zhangwei'), await s.login('liuyang'), await s.login('manager')];
});
afterAll(async () => { await s?.close(); });

describe('finding 2: audit steps check the record\'s boundary, the caller and the state', () => {
  it('finding 2: submitting a record outside the caller\'s data boundary answers 404 and starts nothing', async () => {
    const theirs = await addUnit(liu, `华南单位${Date.now() % 100000}`, '13611112222');
    const r = await s.api('/api/v1/audit/submit', { type: 'unitCustomer', object_id: theirs.id }, zhang);
    expect(r.code).toBe(404);
    expect(await runs(theirs.id)).toBe(0);
    expect(await auditStatus(theirs.id)).toBe(0);
  });

  it('finding 2: an approved record cannot be resubmitted (its status stays 已通过); a pending one not twice', async () => {
    const mine = await addUnit(zhang, `华东单位${Date.now() % 100000}`, '13622223333');
    const run = okData(await s.api<{ id: number }>('/api/v1/audit/submit', { type: 'unitCustomer', object_id: mine.id }, zhang), 'submit');
    expect((await s.api('/api/v1/audit/submit', { type: 'unitCustomer', object_id: mine.id }, zhang)).code).toBe(409);
    const d = okData(await s.api<{ my_task: { task_id: number; version: number } }>('/api/v1/audit/unitCustomer/detail', { id: run.id }, manager));
    // Someone else's task: neither a pass, a batch pass nor a withdrawal by a non-submitter changes anything.
    const other = await s.api('/api/v1/audit/unitCustomer/pass', { task_id: d.my_task.task_id, version: d.my_task.version }, admin, { smartToken: await smart(admin) });
    expect(other.code).toBe(102);
    const batch = okData(await s.api<{ success: number; results: { code: number }[] }>('/api/v1/audit/unitCustomer/batch', { action: 'pass', items: [{ task_id: d.my_task.task_id, version: d.my_task.version }] }, admin, { smartToken: await smart(admin) }));
    expect([batch.success, batch.results[0].code]).toEqual([0, 102]);
    const inst = (await q<{ version: number }>(sql`select version from audit_instances where id = ${run.id}`))[0];
    // 刘洋 cannot see the customer at all (404); the administrator sees it but did not submit it (102).
    expect((await s.api('/api/v1/audit/withdraw', { id: run.id, version: inst.version }, liu)).code).toBe(404);
    expect((await s.api('/api/v1/audit/withdraw', { id: run.id, version: inst.version }, admin)).code).toBe(102);
    expect(await auditStatus(mine.id)).toBe(0);

    okData(await s.api('/api/v1/audit/unitCustomer/pass', { task_id: d.my_task.task_id, version: d.my_task.version }, manager, { smartToken: await smart(manager) }), 'pass');
    expect(await auditStatus(mine.id)).toBe(1);
    const again = await s.api('/api/v1/audit/submit', { type: 'unitCustomer', object_id: mine.id }, zhang);
    expect([again.code, again.msg]).toEqual([400, AuditMsg.alreadyApproved]);
    expect(await auditStatus(mine.id)).toBe(1);
    expect(await runs(mine.id)).toBe(1);
  });
});

describe('finding 3: the change history follows its record\'s boundary and masking', () => {
  type Hist = Page<{ changes: { field: string; old: string | null; new: string | null }[] }>;
  it('finding 3: the history of another department\'s record answers 404; one\'s own shows phones and addresses masked', async () => {
    const theirs = await addUnit(liu, `华南历史${Date.now() % 100000}`, '13633334444');
    const leak = await s.api<Hist>('/api/v1/history/list', { table: 'customers', record_id: theirs.id }, zhang);
    expect(leak.code).toBe(404);
    expect(JSON.stringify(leak.data ?? '')).not.toContain('13633334444');

    const mine = await addUnit(zhang, `华东历史${Date.now() % 100000}`, '13644445555');
    const own = okData(await s.api<Hist>('/api/v1/history/list', { table: 'customers', record_id: mine.id }, zhang)).page_data.data.flatMap((h) => h.changes);
    expect(own.find((c) => c.field === 'phone')?.new).toBe('136****5555');
    expect(own.find((c) => c.field === 'address')?.new).not.toBe('上海市黄浦区测试路1号');
    expect(JSON.stringify(own)).not.toContain('13644445555');
    // A role that sees personal data (canSeeInfo on the page) sees the values.
    const full = okData(await s.api<Hist>('/api/v1/history/list', { table: 'customers', record_id: mine.id }, admin)).page_data.data.flatMap((h) => h.changes);
    expect(full.find((c) => c.field === 'phone')?.new).toBe('13644445555');
  });
});
