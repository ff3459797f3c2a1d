/** The supplier and customer audits through the approval engine: submit, the approver's to-do, pass / reject. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let operator: string, manager: string, sales: string;
beforeAll(async () => {
  s = await startServer();
  [operator, manager, sales] = [await s.login('operator'), await s.login('manager'), await s.login('sales')];
});
afterAll(async () => { await s?.close(); });

interface Run { id: number; status: number; my_task: { task_id: number; version: number } | null }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const token = async (tok: string) => ok(await s.api<{ smartToken: string }>('/api/common/smartToken', {}, tok)).smartToken;
const todo = async (tok: string) => ok(await s.api<{ agencyData: { number: number } }>('/api/v1/message/counts', {}, tok)).agencyData.number;
const supplierOf = async (id: number) => ok(await s.api<{ audit_status: number }>('/api/v1/company/detail', { id }, operator));

async function decide(type: string, runId: number, verb: 'pass' | 'reject', comment?: string) {
  const run = ok(await s.api<Run>(`/api/v1/audit/${type}/detail`, { id: runId }, manager));
  expect(run.my_task).toBeTruthy();
  return s.api<Run>(`/api/v1/audit/${type}/${verb}`, { task_id: run.my_task!.task_id, version: run.my_task!.version, comment }, manager,
    { smartToken: await token(manager) });
}

describe('supplier audit', () => {
  it('an operator submits a new supplier, the manager gets a to-do and passes it: the supplier is approved', async () => {
    const sup = ok(await s.api<{ id: number; audit_status: number }>('/api/v1/company/add', { name: '审核测试酒店', type: 5, settlement_cycle: 2, payment_days: 30 }, operator));
    expect(sup.audit_status).toBe(0);
    const before = await todo(manager);
    const run = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'supplier', object_id: sup.id }, operator));
    expect(await todo(manager)).toBe(before + 1);
    const queue = ok(await s.api<{ page_data: { data: { id: number }[] } }>('/api/v1/audit/supplier/list', { scope: 'pending' }, manager));
    expect(queue.page_data.data.map((r) => r.id)).toContain(run.id);
    expect(ok(await decide('supplier', run.id, 'pass')).status).toBe(1);
    expect((await supplierOf(sup.id)).audit_status).toBe(1);
    expect(await todo(manager)).toBe(before);
    // The decision is in the supplier's change history.
    const hist = ok(await s.api<{ page_data: { data: { changes: { field: string; new: string }[] }[] } }>('/api/v1/history/list', { table: 'suppliers', record_id: sup.id }, operator));
    expect(hist.page_data.data.some((h) => h.changes.some((c) => c.field === 'audit_status' && c.new === '已通过'))).toBe(true);
  });

  it('a rejected supplier shows 已驳回 and can be resubmitted', async () => {
    const sup = ok(await s.api<{ id: number }>('/api/v1/company/add', { name: '驳回测试车队', type: 4, settlement_cycle: 1, payment_days: 7 }, operator));
    const run = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'supplier', object_id: sup.id }, operator));
    const noComment = await decide('supplier', run.id, 'reject');
    expect(noComment.code).toBe(400);
    const rejected = ok(await decide('supplier', run.id, 'reject', '资质文件不全'));
    expect(rejected.status).toBe(2);
    expect((await supplierOf(sup.id)).audit_status).toBe(2);
    const again = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'supplier', object_id: sup.id }, operator));
    expect((await supplierOf(sup.id)).audit_status).toBe(0);
    expect(ok(await decide('supplier', again.id, 'pass')).status).toBe(1);
    const timeline = ok(await s.api<{ runs: { status: number; actions: { action: string; comment: string | null }[] }[] }>('/api/v1/audit/timeline', { type: 'supplier', object_id: sup.id }, operator));
    expect(timeline.runs.map((r) => r.status)).toEqual([2, 1]);
    expect(timeline.runs[0].actions.some((a) => a.comment === '资质文件不全')).toBe(true);
  });

  it('only a user who may add suppliers may submit one', async () => {
    const sup = ok(await s.api<{ id: number }>('/api/v1/company/add', { name: '权限测试景区', type: 7, settlement_cycle: 0, payment_days: 0 }, operator));
    const r = await s.api('/api/v1/audit/submit', { type: 'supplier', object_id: sup.id }, sales);
    expect(r.code).toBe(102);
  });
});

describe('unit and peer customer audits', () => {
  it('a sales user submits a unit and a peer customer; the manager passes one and rejects the other', async () => {
    const unit = ok(await s.api<{ id: number; audit_status: number }>('/api/v1/customer/unit/add', { name: '审核测试单位', phone: '021-55550000', contact_name: '赵主任' }, sales));
    const peer = ok(await s.api<{ id: number }>('/api/v1/customer/peer/add', { subject: 'unit', name: '审核测试同行', phone: '021-55551111', contact_name: '钱经理' }, sales));
    expect(unit.audit_status).toBe(0);
    const u = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'unitCustomer', object_id: unit.id }, sales));
    const p = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'peerCustomer', object_id: peer.id }, sales));
    expect(ok(await decide('unitCustomer', u.id, 'pass')).status).toBe(1);
    expect(ok(await decide('peerCustomer', p.id, 'reject', '缺少经营许可证')).status).toBe(2);
    const statusOf = async (kind: string, id: number) => ok(await s.api<{ audit_status: number }>(`/api/v1/customer/${kind}/detail`, { id }, sales)).audit_status;
    expect(await statusOf('unit', unit.id)).toBe(1);
    expect(await statusOf('peer', peer.id)).toBe(2);
  });
});

