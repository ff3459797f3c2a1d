/**
 * The approval engine through the API: a test handler for the supplier type (registered in this process,
 * recording its effects through the decision's own transaction), a three-level flow with one-of and
 * all-of levels and an amount threshold, reject and resubmit, withdraw, copy-to, levels resolving to
 * nobody, the race on one task, batch audit, the handler's rollback, and the live push to the approver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUDIT_TYPES, AuditMsg, Cmd, Msg, type ApprovalLevel } from '@ta/contract';
import type { DB } from '../src/db/client';
import { badInput, notFound } from '../src/platform/errors';
import { registerAuditHandler, unregisterAuditHandler, type AuditHookCtx } from '../src/platform/approval/registry';
import { hasChinese, startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, type Org, type Page } from './fixtures';
import { LiveClient } from './ws-client';

const TYPE = 'supplier';
const Q = `/api/v1/audit/${TYPE}`;

let s: TestServer;
let admin: string;
let org: Org;
interface Person { id: number; token: string; name: string }
const P: Record<'operator' | 'manager' | 'sales' | 'a1' | 'a2' | 'b1' | 'b2' | 'c1', Person> = {} as never;
let positionId: number;
let emptyPositionId: number;
let auditorRole: number;

/** The objects the test handler audits, and what it was told to do. */
const objects = new Map<number, { title: string; amount: number | null; failOnApprove?: boolean }>();
let nextObject = 1000;
const newObject = (amount: number | null, title = `测试供应商${nextObject}`) => { const id = ++nextObject; objects.set(id, { title, amount }); return id; };

async function record(tx: DB, objectId: number, event: string, ctx: AuditHookCtx, comment: string | null = null): Promise<void> {
  // What the decision's own transaction sees of the run: proves the hook runs inside it.
  const seen = (await tx.execute(sql`select status from audit_instances where id = ${ctx.instanceId}`)) as unknown as { rows: { status: number }[] };
  await tx.execute(sql`insert into approval_test_effects (object_id, instance_id, event, status_in_tx, by_user, comment)
    values (${objectId}, ${ctx.instanceId}, ${event}, ${seen.rows[0].status}, ${ctx.user.uid}, ${comment})`);
}

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
  await s.database.db.execute(sql`create table approval_test_effects (id serial primary key, object_id int, instance_id int, event text, status_in_tx int, by_user int, comment text)`);
  registerAuditHandler(TYPE, {
    submitAccess: { key: 'supplier_list', action: 'canEditor' },
    // The test's objects live in this process; every caller sees them, in any state.
    loadForCaller: async (_tx, id) => { if (!objects.has(id)) throw notFound('供应商不存在'); return { submitRefused: null }; },
    async describe(_tx, id) {
      const o = objects.get(id);
      if (!o) throw notFound('供应商不存在');
      return { title: o.title, amount: o.amount, link: `/travelMerchant/supplierEditor?id=${id}`, fields: [{ label: '供应商名称', value: o.title }] };
    },
    onSubmitted: (tx, id, ctx) => record(tx, id, 'submitted', ctx),
    async onApproved(tx, id, ctx) {
      if (objects.get(id)?.failOnApprove) throw badInput('模拟业务失败：供应商资料不完整');
      await record(tx, id, 'approved', ctx);
    },
    onRejected: (tx, id, ctx, comment) => record(tx, id, 'rejected', ctx, comment),
    onWithdrawn: (tx, id, ctx) => record(tx, id, 'withdrawn', ctx),
  });

  auditorRole = await createRole(s, admin, [
    { permissionKey: 'menu_audit_center', actions: [] },
    { permissionKey: 'audit_supplier', actions: ['canAudit', 'canBatchAudit'] },
  ], '供应商审核员');
  positionId = okData(await s.api<{ id: number }>('/api/v1/system/position/add', { name: '供应商会签岗' }, admin)).id;
  emptyPositionId = okData(await s.api<{ id: number }>('/api/v1/system/position/add', { name: '空缺岗位' }, admin)).id;
  const rel = (position_id: number) => ({ department_id: org.dept['计调部'], role_id: auditorRole, position_id, data_permission_id: org.dataPerm['仅本人'] });
  const mk = async (key: keyof typeof P, position: number, user_name: string) => {
    const u = await createUser(s, admin, [rel(position)], { user_name });
    P[key] = { id: u.id, token: await s.login(u.login_name), name: user_name };
  };
  await mk('a1', org.position['计调'], '审核甲一');
  await mk('a2', org.position['计调'], '审核甲二');
  await mk('b1', positionId, '会签乙一');
  await mk('b2', positionId, '会签乙二');
  await mk('c1', org.position['计调'], '抄送丙一');
  for (const n of ['operator', 'manager', 'sales'] as const) {
    const token = await s.login(n);
    const me = okData(await s.api<{ uid: number; user_name: string }>('/user/getLoginUser', {}, token));
    P[n] = { id: me.uid, token, name: me.user_name };
  }
});
afterAll(async () => { unregisterAuditHandler(TYPE); await s?.close(); });

// ---------- helpers ----------
const q = async <T,>(query: ReturnType<typeof sql>) => ((await s.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const smart = async (p: Person) => okData(await s.api<{ smartToken: string }>('/api/common/smartToken', {}, p.token)).smartToken;
async function decideAs(p: Person, verb: 'pass' | 'reject', task_id: number, version: number, comment?: string) {
  return s.api<{ status: number; current_level: number; finished: boolean }>(`${Q}/${verb}`, { task_id, version, ...(comment === undefined ? {} : { comment }) }, p.token, { smartToken: await smart(p) });
}
interface Detail {
  id: number; status: number; current_level: number; level_count: number; version: number; title: string; amount: number | null; can_withdraw: boolean;
  my_task: { task_id: number; version: number; level_no: number } | null;
  levels: { level_no: number; name: string; mode: string; state: string; approvers: { user_id: number; status: number | null; status_label: string }[] }[];
  timeline: { instance_id: number; seq: number; status: number; actions: { action: string; level_no: number | null; level_name: string; user_name: string; comment: string | null }[] }[];
}
const detailAs = async (p: Person, id: number) => okData(await s.api<Detail>(`${Q}/detail`, { id }, p.token), 'detail');
/** Passes (or rejects) the caller's pending task on a run. */
async function act(p: Person, id: number, verb: 'pass' | 'reject' = 'pass', comment?: string) {
  const d = await detailAs(p, id);
  expect(d.my_task, `${p.name} has a pending task on run ${id}`).toBeTruthy();
  return okData(await decideAs(p, verb, d.my_task!.task_id, d.my_task!.version, comment), `${verb} by ${p.name}`);
}
const submit = (objectId: number, by: Person = P.operator) => s.api<{ id: number; status: number; current_level: number; level_count: number; version: number; seq: number }>('/api/v1/audit/submit', { type: TYPE, object_id: objectId }, by.token);
const flowVersion = async () => okData(await s.api<{ version: number }>('/api/v1/approvalFlow/detail', { type: TYPE }, admin)).version;
async function setFlow(levels: ApprovalLevel[], copy_user_ids: number[] = []) {
  return okData(await s.api<{ version: number }>('/api/v1/approvalFlow/update', { type: TYPE, version: await flowVersion(), levels, copy_user_ids }, admin), 'flow update');
}
const unread = async (uid: number, kind = 'todo') => Number((await q<{ n: number }>(sql`select count(*)::int as n from messages where user_id = ${uid} and kind = ${kind} and read_at is null`))[0].n);
const effects = (objectId: number) => q<{ event: string; status_in_tx: number; by_user: number; comment: string | null; instance_id: number }>(sql`select * from approval_test_effects where object_id = ${objectId} order by id`);
interface QueueRow { id: number; task_id: number | null; task_version: number | null; order_state: number | null; my_decision: number | null; status: number }
async function list(p: Person, scope: string, extra: Record<string, unknown> = {}) {
  return okData(await s.api<Page<QueueRow>>(`${Q}/list`, { scope, pageSize: 100, ...extra }, p.token), `list ${scope}`).page_data.data;
}

const threeLevels = (): ApprovalLevel[] => [
  { name: '主管审核', approver_type: 'users', approver_ids: [P.a1.id, P.a2.id], mode: 'any' },
  { name: '会签', approver_type: 'position', approver_ids: [positionId], mode: 'all' },
  { name: '经理审批', approver_type: 'role', approver_ids: [org.role.manager], mode: 'any', min_amount: 1_000_000 },
];

describe('flows', () => {
  it('are seeded for every audit type: one 经理 level, money types 财务 then 经理 from 10,000 元', async () => {
    const page = okData(await s.api<Page<{ type: string; configured: boolean; level_count: number }>>('/api/v1/approvalFlow/list', { pageSize: 100 }, admin)).page_data;
    expect(page.total_size).toBe(AUDIT_TYPES.length);
    expect(page.data.every((r) => r.configured)).toBe(true);
    const loan = okData(await s.api<{ levels: ApprovalLevel[]; bpmn_xml: string; bpmn_generated: boolean }>('/api/v1/approvalFlow/detail', { type: 'loan' }, admin));
    expect(loan.levels.map((l) => [l.approver_type, l.approver_ids, l.min_amount ?? null])).toEqual([['role', [org.role.finance], null], ['role', [org.role.manager], 1_000_000]]);
    expect(loan.bpmn_generated).toBe(true);
    expect(loan.bpmn_xml).toContain('${amount &gt;= 1000000}');
    const sup = okData(await s.api<{ levels: ApprovalLevel[] }>('/api/v1/approvalFlow/detail', { type: 'lineProduct' }, admin));
    expect(sup.levels).toHaveLength(1);
    expect(sup.levels[0]).toMatchObject({ name: '经理审批', approver_type: 'role', approver_ids: [org.role.manager], mode: 'any' });
  });

  it('refuses a stale version (409), unknown approvers and levels without approvers (400), writing nothing', async () => {
    const v = await flowVersion();
    const good = threeLevels();
    const stale = await s.api('/api/v1/approvalFlow/update', { type: TYPE, version: v - 1 < 0 ? 99 : v + 5, levels: good }, admin);
    expect([stale.status, stale.code, stale.msg]).toEqual([409, 409, Msg.staleVersion]);
    const unknown = await s.api('/api/v1/approvalFlow/update', { type: TYPE, version: v, levels: [{ name: '未知角色', approver_type: 'role', approver_ids: [99999], mode: 'any' }] }, admin);
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toContain('第1级「未知角色」的角色不存在：ID 99999');
    const empty = await s.api<{ errors: { field: string; message: string }[] }>('/api/v1/approvalFlow/update', { type: TYPE, version: v, levels: [{ name: '无人', approver_type: 'users', approver_ids: [] }] }, admin);
    expect(empty.code).toBe(400);
    expect(empty.data.errors).toContainEqual({ field: 'levels.0.approver_ids', message: '请选择审批人' });
    const onlyThreshold = await s.api('/api/v1/approvalFlow/update', { type: TYPE, version: v, levels: [{ ...good[2] }] }, admin);
    expect(onlyThreshold.msg).toContain('请至少设置一个不带金额条件的审批级别');
    const both = await s.api('/api/v1/approvalFlow/update', { type: TYPE, version: v, levels: good, bpmn_xml: '<x/>' }, admin);
    expect(both.msg).toContain('二选一');
    expect(await flowVersion()).toBe(v);
  });
});

describe('submit', () => {
  it('is refused for a type submitted only on its own page, without the handler\'s submit permission, and for an unknown object', async () => {
    const loan = await s.api('/api/v1/audit/submit', { type: 'loan', object_id: 1 }, P.operator.token);
    expect([loan.code, loan.msg]).toEqual([400, '该类型的单据只能在其业务页面提交审核']);
    const sales = await submit(newObject(100), P.sales);
    expect([sales.status, sales.code]).toEqual([403, 102]);
    const missing = await submit(999999);
    expect([missing.code, missing.msg]).toEqual([404, '供应商不存在']);
    const badType = await s.api<{ errors: { field: string }[] }>('/api/v1/audit/submit', { type: 'nope', object_id: 1 }, P.operator.token);
    expect([badType.code, badType.data.errors[0].field]).toEqual([400, 'type']);
  });

  it('is refused, naming the level, when a level resolves to nobody (never passed silently)', async () => {
    await setFlow([
      { name: '主管审核', approver_type: 'users', approver_ids: [P.a1.id], mode: 'any' },
      { name: '空缺岗位审批', approver_type: 'position', approver_ids: [emptyPositionId], mode: 'any' },
    ]);
    const id = newObject(100);
    const r = await submit(id);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('审批流程第2级「空缺岗位审批」没有审批人');
    // The submitter never approves its own submission.
    await setFlow([{ name: '自己审批', approver_type: 'users', approver_ids: [P.operator.id], mode: 'any' }]);
    expect((await submit(id)).msg).toContain('第1级「自己审批」没有审批人');
    // Department head: 国内操作组 and 计调部 and 总公司 have none → refused; a leader of 计调部 (an ancestor) is found.
    await setFlow([{ name: '部门负责人', approver_type: 'deptHead', approver_ids: [], mode: 'any' }]);
    expect((await submit(id)).msg).toContain('第1级「部门负责人」没有审批人：提交人所在部门及上级部门都没有设置负责人');
    await s.database.db.execute(sql`update departments set leader_user_id = ${P.b1.id} where id = ${org.dept['计调部']}`);
    const ok = okData(await submit(id));
    const d = await detailAs(P.b1, ok.id);
    expect(d.levels[0].approvers.map((a) => a.user_id)).toEqual([P.b1.id]);
    await act(P.b1, ok.id);
    await s.database.db.execute(sql`update departments set leader_user_id = null where id = ${org.dept['计调部']}`);
    expect((await detailAs(P.b1, ok.id)).status).toBe(1);
  });
});

describe('a three-level flow', () => {
  let run: number;
  let obj: number;
  beforeAll(async () => { await setFlow(threeLevels(), [P.c1.id]); });

  it('submits with the resolved approvers per level and a to-do for each first-level approver', async () => {
    obj = newObject(2_000_000, '华东地接社');
    const before = { a1: await unread(P.a1.id), a2: await unread(P.a2.id) };
    const r = okData(await submit(obj));
    run = r.id;
    expect(r).toMatchObject({ status: 0, current_level: 1, level_count: 3, seq: 1 });
    expect(await unread(P.a1.id)).toBe(before.a1 + 1);
    expect(await unread(P.a2.id)).toBe(before.a2 + 1);
    const todo = (await q<{ title: string; link: string }>(sql`select title, link from messages where user_id = ${P.a1.id} and kind = 'todo' order by id desc limit 1`))[0];
    expect(todo.link).toBe(`/otherService/taskAudit/${TYPE}?id=${run}`);
    expect(todo.title).toContain('华东地接社');
    const d = await detailAs(P.a1, run);
    expect(d.levels.map((l) => [l.name, l.mode, l.state, l.approvers.map((a) => a.user_id)])).toEqual([
      ['主管审核', 'any', 'current', [P.a1.id, P.a2.id]],
      ['会签', 'all', 'waiting', [P.b1.id, P.b2.id]],
      ['经理审批', 'any', 'waiting', [P.manager.id]],
    ]);
    expect(d.my_task).toMatchObject({ level_no: 1 });
    const pending = await list(P.a1, 'pending');
    expect(pending.find((x) => x.id === run)).toMatchObject({ task_id: d.my_task!.task_id, order_state: 2 });
    expect((await effects(obj)).map((e) => [e.event, e.status_in_tx])).toEqual([['submitted', 0]]);
    const again = await submit(obj);
    expect([again.code, again.msg]).toEqual([409, AuditMsg.alreadyPending]);
  });

  it('refuses a decision on someone else\'s task and without canAudit', async () => {
    const task = (await detailAs(P.a1, run)).my_task!;
    const foreign = await decideAs(P.b1, 'pass', task.task_id, task.version);
    expect([foreign.code, foreign.msg]).toEqual([102, AuditMsg.notYourTask]);
    const noKey = await decideAs(P.operator, 'pass', task.task_id, task.version);
    expect([noKey.status, noKey.code, noKey.msg]).toEqual([403, 102, Msg.noPermission]);
    const noToken = await s.api(`${Q}/pass`, { task_id: task.task_id, version: task.version }, P.a1.token);
    expect([noToken.code, noToken.msg]).toEqual([409, Msg.smartTokenMissing]);
  });

  it('level 1 (any): one approver suffices, the other\'s task closes and its to-do goes', async () => {
    const a2Task = (await detailAs(P.a2, run)).my_task!;
    const a2Before = await unread(P.a2.id);
    const r = await act(P.a1, run);
    expect(r).toMatchObject({ status: 0, current_level: 2, finished: false });
    expect(await unread(P.a2.id)).toBe(a2Before - 1);
    const late = await decideAs(P.a2, 'pass', a2Task.task_id, a2Task.version);
    expect([late.status, late.code, late.msg]).toEqual([409, 409, AuditMsg.taskTaken]);
    const d = await detailAs(P.a1, run);
    expect(d.levels[0].approvers.map((a) => a.status_label)).toEqual(['已通过', '无需审核']);
    expect(d.levels[1].state).toBe('current');
  });

  it('level 2 (all): every approver must agree', async () => {
    expect(await act(P.b1, run)).toMatchObject({ current_level: 2, finished: false });
    expect((await detailAs(P.b1, run)).my_task).toBeNull();
    const mgrBefore = await unread(P.manager.id);
    expect(await act(P.b2, run)).toMatchObject({ current_level: 3, finished: false });
    expect(await unread(P.manager.id)).toBe(mgrBefore + 1);
  });

  it('level 3 (amount ≥ 10,000 元): the final pass runs the handler inside the decision\'s transaction', async () => {
    const resultsBefore = await unread(P.operator.id, 'result');
    expect(await act(P.manager, run)).toMatchObject({ status: 1, finished: true });
    const ef = await effects(obj);
    expect(ef.map((e) => [e.event, e.status_in_tx, e.by_user])).toEqual([['submitted', 0, P.operator.id], ['approved', 1, P.manager.id]]);
    // Progress after levels 1 and 2 came earlier; the final result now.
    expect(await unread(P.operator.id, 'result')).toBe(resultsBefore + 1);
    const last = (await q<{ title: string }>(sql`select title from messages where user_id = ${P.operator.id} and kind = 'result' order by id desc limit 1`))[0];
    expect(last.title).toBe('供应商审核「华东地接社」已审核通过');
    const tl = okData(await s.api<{ runs: Detail['timeline'] }>('/api/v1/audit/timeline', { type: TYPE, object_id: obj }, P.operator.token)).runs;
    expect(tl).toHaveLength(1);
    expect(tl[0].actions.map((a) => [a.action, a.level_no, a.user_name])).toEqual([
      ['submit', null, P.operator.name], ['pass', 1, P.a1.name], ['pass', 2, P.b1.name], ['pass', 2, P.b2.name], ['pass', 3, P.manager.name],
    ]);
    expect(tl[0].actions[4].level_name).toBe('经理审批');
    expect((await list(P.a1, 'processed')).find((x) => x.id === run)).toMatchObject({ my_decision: 1, order_state: 4, status: 1 });
  });

  it('copies the run to the copy-to users (queue "copied", state 3) and tells them the outcome', async () => {
    const copied = await list(P.c1, 'copied');
    expect(copied.find((x) => x.id === run)).toMatchObject({ order_state: 3 });
    const msg = (await q<{ title: string }>(sql`select title from messages where user_id = ${P.c1.id} and kind = 'result' order by id desc limit 1`))[0];
    expect(msg.title).toBe('抄送：供应商审核「华东地接社」已审核通过');
    expect((await list(P.a2, 'copied')).find((x) => x.id === run)).toBeUndefined();
    // The timeline is open to a copy-to user; a stranger without the queue key sees no runs.
    const copiedView = await s.api<{ runs: unknown[] }>('/api/v1/audit/timeline', { type: TYPE, object_id: obj }, P.c1.token);
    expect(copiedView.code).toBe(200);
    expect(copiedView.data.runs.length).toBeGreaterThan(0);
    const stranger = await s.api<{ runs: unknown[] }>('/api/v1/audit/timeline', { type: TYPE, object_id: obj }, P.sales.token);
    expect([stranger.code, stranger.data.runs]).toEqual([200, []]);
  });

  it('below the threshold the third level does not apply', async () => {
    const small = newObject(999_999);
    const r = okData(await submit(small));
    expect(r.level_count).toBe(2);
    await act(P.a2, r.id);
    await act(P.b2, r.id);
    expect(await act(P.b1, r.id)).toMatchObject({ status: 1, finished: true });
    expect((await effects(small)).map((e) => e.event)).toEqual(['submitted', 'approved']);
  });

  it('rolls the decision back with the handler: a failing effect leaves the task pending', async () => {
    const id = newObject(100);
    const r = okData(await submit(id));
    await act(P.a1, r.id);
    await act(P.b1, r.id);
    objects.get(id)!.failOnApprove = true;
    const d = await detailAs(P.b2, r.id);
    const fail = await decideAs(P.b2, 'pass', d.my_task!.task_id, d.my_task!.version);
    expect([fail.code, fail.msg]).toEqual([400, '模拟业务失败：供应商资料不完整']);
    const after = await detailAs(P.b2, r.id);
    expect(after).toMatchObject({ status: 0, current_level: 2, my_task: d.my_task, version: d.version });
    expect((await effects(id)).map((e) => e.event)).toEqual(['submitted']);
    objects.get(id)!.failOnApprove = false;
    expect(await act(P.b2, r.id)).toMatchObject({ status: 1 });
  });
});

describe('reject and resubmit', () => {
  it('needs a comment, ends the run, runs onRejected and tells the submitter; the edited object is resubmitted as a new run', async () => {
    const obj = newObject(300_000, '初版资料');
    const first = okData(await submit(obj));
    const task = (await detailAs(P.a2, first.id)).my_task!;
    const none = await s.api<{ errors: { field: string; message: string }[] }>(`${Q}/reject`, { task_id: task.task_id, version: task.version }, P.a2.token, { smartToken: await smart(P.a2) });
    expect([none.code, none.msg]).toEqual([400, AuditMsg.rejectCommentRequired]);
    expect(none.data.errors).toEqual([{ field: 'comment', message: AuditMsg.rejectCommentRequired }]);
    expect((await decideAs(P.a2, 'reject', task.task_id, task.version, '   ')).msg).toBe(AuditMsg.rejectCommentRequired);
    const a1Before = await unread(P.a1.id);
    expect(await act(P.a2, first.id, 'reject', '营业执照已过期')).toMatchObject({ status: 2, finished: true });
    expect(await unread(P.a1.id)).toBe(a1Before - 1);
    expect((await effects(obj)).map((e) => [e.event, e.status_in_tx, e.comment])).toEqual([['submitted', 0, null], ['rejected', 2, '营业执照已过期']]);
    const msg = (await q<{ title: string; content: string }>(sql`select title, content from messages where user_id = ${P.operator.id} and kind = 'result' order by id desc limit 1`))[0];
    expect(msg.title).toBe('供应商审核「初版资料」已被驳回');
    expect(msg.content).toContain('营业执照已过期');

    objects.set(obj, { title: '修改后资料', amount: 300_000 });
    const second = okData(await submit(obj));
    expect(second).toMatchObject({ seq: 2, status: 0 });
    const d = await detailAs(P.a1, second.id);
    expect(d.title).toBe('修改后资料');
    expect(d.timeline.map((r) => [r.seq, r.status, r.actions.map((a) => a.action)])).toEqual([
      [1, 2, ['submit', 'reject']], [2, 0, ['submit']],
    ]);
    expect(d.timeline[0].actions[1]).toMatchObject({ level_no: 1, level_name: '主管审核', user_name: P.a2.name, comment: '营业执照已过期' });
  });
});

describe('withdraw', () => {
  it('is the submitter\'s, before the first decision; it clears the approvers\' to-dos', async () => {
    const obj = newObject(100);
    const r = okData(await submit(obj));
    const task = (await detailAs(P.a1, r.id)).my_task!;
    expect((await detailAs(P.a1, r.id)).can_withdraw).toBe(false);
    const other = await s.api('/api/v1/audit/withdraw', { id: r.id, version: r.version }, P.a1.token);
    expect([other.code, other.msg]).toEqual([102, AuditMsg.withdrawOnlySubmitter]);
    const stale = await s.api('/api/v1/audit/withdraw', { id: r.id, version: r.version + 1 }, P.operator.token);
    expect(stale.code).toBe(409);
    const before = await unread(P.a1.id);
    const w = okData(await s.api<{ status: number }>('/api/v1/audit/withdraw', { id: r.id, version: r.version }, P.operator.token));
    expect(w.status).toBe(3);
    expect(await unread(P.a1.id)).toBe(before - 1);
    expect((await effects(obj)).map((e) => [e.event, e.status_in_tx])).toEqual([['submitted', 0], ['withdrawn', 3]]);
    const late = await decideAs(P.a1, 'pass', task.task_id, task.version);
    expect([late.code, late.msg]).toEqual([409, AuditMsg.taskTaken]);

    const again = okData(await submit(obj));
    expect(again.seq).toBe(2);
    await act(P.a1, again.id);
    const refused = await s.api('/api/v1/audit/withdraw', { id: again.id, version: (await detailAs(P.a1, again.id)).version }, P.operator.token);
    expect([refused.code, refused.msg]).toEqual([400, AuditMsg.withdrawAfterDecision]);
  });
});

describe('concurrency', () => {
  it('20 parallel decisions on one task: exactly one wins, the others get 409', async () => {
    const r = okData(await submit(newObject(100)));
    const task = (await detailAs(P.a1, r.id)).my_task!;
    const tokens = await Promise.all(Array.from({ length: 20 }, () => smart(P.a1)));
    const answers = await Promise.all(tokens.map((t) => s.api(`${Q}/pass`, { task_id: task.task_id, version: task.version }, P.a1.token, { smartToken: t })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.code !== 200);
    expect(losers).toHaveLength(19);
    for (const l of losers) expect([l.status, l.code, l.msg]).toEqual([409, 409, AuditMsg.taskTaken]);
    const d = await detailAs(P.b1, r.id);
    expect(d.current_level).toBe(2);
    expect(d.timeline[0].actions.filter((a) => a.action === 'pass')).toHaveLength(1);
  });

  it('two approvers of a one-of level deciding at once: one wins', async () => {
    const r = okData(await submit(newObject(100)));
    const [t1, t2] = [(await detailAs(P.a1, r.id)).my_task!, (await detailAs(P.a2, r.id)).my_task!];
    const [x, y] = await Promise.all([decideAs(P.a1, 'pass', t1.task_id, t1.version), decideAs(P.a2, 'reject', t2.task_id, t2.version, '不同意')]);
    expect([x.code, y.code].sort()).toEqual([200, 409]);
    const d = await detailAs(P.a1, r.id);
    expect(d.timeline[0].actions.filter((a) => a.action !== 'submit')).toHaveLength(1);
  });
});

describe('batch audit', () => {
  it('decides each item in its own transaction and answers a result per item', async () => {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(okData(await submit(newObject(100 + i))).id);
    const tasks = await Promise.all(runs.map(async (id) => (await detailAs(P.a1, id)).my_task!));
    const foreign = (await detailAs(P.a2, runs[2])).my_task!;
    const items = [
      { task_id: tasks[0].task_id, version: tasks[0].version },
      { task_id: tasks[1].task_id, version: tasks[1].version + 7 },
      { task_id: foreign.task_id, version: foreign.version },
      { task_id: 999999, version: 1 },
      { task_id: tasks[2].task_id, version: tasks[2].version },
    ];
    const noComment = await s.api(`${Q}/batch`, { action: 'reject', items }, P.a1.token, { smartToken: await smart(P.a1) });
    expect([noComment.code, noComment.msg]).toEqual([400, AuditMsg.rejectCommentRequired]);
    const r = okData(await s.api<{ success: number; failed: number; results: { task_id: number; ok: boolean; code: number; msg: string }[] }>(`${Q}/batch`, { action: 'pass', items }, P.a1.token, { smartToken: await smart(P.a1) }));
    expect(r.results.map((x) => [x.ok, x.code])).toEqual([[true, 200], [false, 409], [false, 102], [false, 404], [true, 200]]);
    expect([r.success, r.failed]).toEqual([2, 3]);
    expect(r.results[1].msg).toBe(AuditMsg.taskTaken);
    expect(r.results[2].msg).toBe(AuditMsg.notYourTask);
    expect(r.results[3].msg).toBe(AuditMsg.taskNotFound);
    for (const x of r.results) expect(hasChinese(x.msg)).toBe(true);
    expect((await detailAs(P.a1, runs[0])).current_level).toBe(2);
    expect((await detailAs(P.a1, runs[1])).current_level).toBe(1);
    // Item 3 (a2's task) was refused, but item 5 passed a1's task of the same run.
    expect((await detailAs(P.a1, runs[2])).current_level).toBe(2);
  });
});

describe('queues', () => {
  it('list pending, processed, copied and all with paging; an unknown scope is refused', async () => {
    const total = Number((await q<{ n: number }>(sql`select count(*)::int as n from audit_instances where type = ${TYPE}`))[0].n);
    const page = okData(await s.api<Page<{ id: number }>>(`${Q}/list`, { scope: 'all', pageSize: 2, pageNo: 2 }, admin)).page_data;
    expect([page.data.length, page.total_size, page.total_page]).toEqual([2, total, Math.ceil(total / 2)]);
    // The manager's boundary (销售部 and below) holds none of the operator's runs: it sees only those it took part in.
    const mgr = (await list(P.manager, 'all')).map((r) => r.id).sort();
    const involved = (await q<{ id: number }>(sql`select distinct instance_id as id from audit_tasks where user_id = ${P.manager.id} and type = ${TYPE}`)).map((r) => r.id).sort();
    expect(mgr).toEqual(involved);
    // …and the detail of any other run is as good as absent for it.
    const outside = (await q<{ id: number }>(sql`select id from audit_instances where type = ${TYPE} and id not in (select instance_id from audit_tasks where user_id = ${P.manager.id}) limit 1`))[0].id;
    const hidden = await s.api(`${Q}/detail`, { id: outside }, P.manager.token);
    expect([hidden.code, hidden.msg]).toEqual([404, AuditMsg.instanceNotFound]);
    expect((await s.api(`${Q}/detail`, { id: outside }, admin)).code).toBe(200);
    const pending = await list(P.b1, 'pending');
    for (const row of pending) expect(row.task_id).toBeTruthy();
    // a 仅本人 auditor sees in "all" only the runs it takes part in.
    const c1All = await list(P.c1, 'all');
    expect(c1All.length).toBeGreaterThan(0);
    const bad = await s.api(`${Q}/list`, { scope: 'mine' }, P.a1.token);
    expect([bad.code, hasChinese(bad.msg)]).toEqual([400, true]);
    const other = await s.api('/api/v1/audit/loan/list', {}, P.a1.token);
    expect(other.code).toBe(102);
  });
});

describe('live channel', () => {
  it('a submit pushes the new to-do count to the approver\'s socket; a decision pushes the submitter\'s', async () => {
    await setFlow([{ name: '经理审批', approver_type: 'users', approver_ids: [P.manager.id], mode: 'any' }]);
    const mgr = await LiveClient.open(s.base);
    const op = await LiveClient.open(s.base);
    try {
      await mgr.auth(P.manager.token);
      await op.auth(P.operator.token);
      const before = await unread(P.manager.id);
      const push = mgr.next((m) => m.cmd === Cmd.PUSH_AGENCY && (m.data!.agencyData as { number: number }).number === before + 1, 2000, '1001 with the new count');
      const r = okData(await submit(newObject(100)));
      await push;
      const opPush = op.next((m) => m.cmd === Cmd.PUSH_TOTAL_NOTIFICATION && String(m.data!.failedReminder).includes('已审核通过'), 2000, '1201 with the result');
      const mgrDown = mgr.next((m) => m.cmd === Cmd.PUSH_AGENCY && (m.data!.agencyData as { number: number }).number === before, 2000, '1001 with the count back');
      await act(P.manager, r.id);
      await Promise.all([opPush, mgrDown]);
    } finally { mgr.close(); op.close(); }
  });
});

