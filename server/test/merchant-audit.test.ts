/** The supplier and customer audits through the approval engine: submit, the approver's to-do, pass / reject. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskField } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { decideRun } from './fixtures';

let s: TestServer;
let operator: string, manager: string, sales: string;
beforeAll(async () => {
  s = await startServer();
  [operator, manager, sales] = [await s.login('operator'), await s.login('manager'), await s.login('sales')];
});
afterAll(async () => { await s?.close(); });

interface Run { id: number; status: number; my_task: { task_id: number; version: number } | null }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const todo = async (tok: string) => ok(await s.api<{ agencyData: { number: number } }>('/api/v1/message/counts', {}, tok)).agencyData.number;
const supplierOf = async (id: number) => ok(await s.api<{ audit_status: number }>('/api/v1/company/detail', { id }, operator));

const decide = (type: string, runId: number, verb: 'pass' | 'reject', comment?: string) => decideRun(s, type, runId, manager, verb, comment);

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


describe('supplier-change audit (key data of an approved supplier)', () => {
  interface Sup {
    id: number; version: number; name: string; credit_code: string | null; settlement_cycle: number; payment_days: number; payment_remark: string | null; remark: string | null;
    phone: string | null; audit_status: number; change_pending: boolean; accounts: { account_no: string }[];
    pending_change: { changes: { field: string; label: string; old: string | null; new: string | null }[]; created_by_name: string } | null;
  }
  const base = { type: 5, settlement_cycle: 2, payment_days: 30, accounts: [{ account_type: 0, account_name: '杭州湖滨酒店', account_no: '6222000011112222', bank_name: '工商银行', is_default: true }] };
  const detail = async (id: number) => ok(await s.api<Sup>('/api/v1/company/detail', { id }, operator));
  async function approved(name: string): Promise<Sup> {
    const sup = ok(await s.api<{ id: number }>('/api/v1/company/add', { ...base, name }, operator));
    const run = ok(await s.api<Run>('/api/v1/audit/submit', { type: 'supplier', object_id: sup.id }, operator));
    ok(await decide('supplier', run.id, 'pass'));
    return detail(sup.id);
  }
  const update = (sup: Sup, v: Record<string, unknown>) => s.api<Sup>('/api/v1/company/update', { ...base, name: sup.name, id: sup.id, version: sup.version, ...v }, operator);
  const changeRun = async (id: number) => {
    const t = ok(await s.api<{ runs: { instance_id: number; status: number }[] }>('/api/v1/audit/timeline', { type: 'supplierChange', object_id: id }, operator));
    return t.runs.at(-1);
  };

  it('holds a key change for the audit, keeps the approved data meanwhile, and applies it on approval', async () => {
    const sup = await approved('变更测试湖滨酒店');
    const r = ok(await update(sup, {
      name: '变更测试湖滨大酒店', settlement_cycle: 1, phone: '0571-88886666',
      accounts: [{ account_type: 0, account_name: '杭州湖滨大酒店', account_no: '6222000099998888', bank_name: '建设银行', is_default: true }],
    }));
    // Non-key fields change at once; the key fields and the accounts keep their approved values.
    // (The operator holds no canSeeInfo: the phone comes back masked, as in every answer.)
    expect([r.name, r.settlement_cycle, r.phone, r.audit_status, r.change_pending]).toEqual(['变更测试湖滨酒店', 2, maskField('phone', '0571-88886666'), 1, true]);
    const d = await detail(sup.id);
    expect(d.accounts.map((a) => a.account_no)).toEqual(['6222000011112222']);
    expect(d.pending_change?.changes.map((c) => [c.field, c.old, c.new])).toEqual([
      ['name', '变更测试湖滨酒店', '变更测试湖滨大酒店'], ['settlement_cycle', '月结', '周结'],
      ['accounts', '银行卡 杭州湖滨酒店 6222000011112222（工商银行） 默认', '银行卡 杭州湖滨大酒店 6222000099998888（建设银行） 默认'],
    ]);
    expect(d.pending_change?.created_by_name).toBe('李计调');
    const list = ok(await s.api<{ page_data: { data: Sup[] } }>('/api/v1/company/list', { name: '变更测试湖滨' }, operator)).page_data.data;
    expect(list.map((x) => x.change_pending)).toEqual([true]);

    // The approver sees what changes, then passes: the values become the supplier's.
    const run = (await changeRun(sup.id))!;
    const view = ok(await s.api<{ title: string; fields: { label: string; value: string }[] }>('/api/v1/audit/supplierChange/detail', { id: run.instance_id }, manager));
    expect(view.title).toBe('变更测试湖滨酒店（关键信息变更）');
    expect(view.fields.slice(0, 2)).toEqual([{ label: '供应商名称', value: '变更测试湖滨酒店 → 变更测试湖滨大酒店' }, { label: '结算周期', value: '月结 → 周结' }]);
    expect(ok(await decide('supplierChange', run.instance_id, 'pass')).status).toBe(1);
    const after = await detail(sup.id);
    expect([after.name, after.settlement_cycle, after.audit_status, after.change_pending, after.pending_change]).toEqual(['变更测试湖滨大酒店', 1, 1, false, null]);
    expect(after.accounts.map((a) => a.account_no)).toEqual(['6222000099998888']);
    const hist = ok(await s.api<{ page_data: { data: { user_name: string; changes: { field: string; new: string }[] }[] } }>('/api/v1/history/list', { table: 'suppliers', record_id: sup.id }, operator));
    expect(hist.page_data.data.some((h) => h.changes.some((c) => c.field === 'name' && c.new === '变更测试湖滨大酒店'))).toBe(true);
  });

  it('refuses a second key change while one is under audit; rejection drops the proposal', async () => {
    const sup = await approved('变更驳回测试车队');
    const r = ok(await update(sup, { credit_code: '91330100MA2H000001' }));
    expect([r.credit_code, r.change_pending]).toEqual([null, true]);
    const second = await update(r, { payment_days: 45 });
    expect(second.code).toBe(400);
    expect(second.msg).toBe('供应商“变更驳回测试车队”的关键信息变更正在审核中，审核完成前不能再修改账期天数');
    // Other fields still change directly meanwhile.
    const remark = ok(await update(r, { remark: '车况良好' }));
    expect(remark.remark).toBe('车况良好');
    const run = (await changeRun(sup.id))!;
    expect(ok(await decide('supplierChange', run.instance_id, 'reject', '信用代码与营业执照不符')).status).toBe(2);
    const after = await detail(sup.id);
    expect([after.credit_code, after.change_pending, after.audit_status]).toEqual([null, false, 1]);
  });

  it('changes a supplier not yet approved directly; the payment-days page goes through the audit too; withdrawal drops it', async () => {
    const draft = ok(await s.api<Sup>('/api/v1/company/add', { ...base, name: '未审核直接改' }, operator));
    const changed = ok(await update(draft, { name: '未审核直接改名' }));
    expect([changed.name, changed.change_pending]).toEqual(['未审核直接改名', false]);
    expect(await changeRun(draft.id)).toBeUndefined();

    const sup = await approved('账期变更测试景区');
    const p = ok(await s.api<Sup>('/api/v1/company/paymentDays/update', { id: sup.id, version: sup.version, settlement_cycle: 2, payment_days: 60, payment_remark: '季度末付' }, operator));
    expect([p.payment_days, p.payment_remark, p.change_pending]).toEqual([30, '季度末付', true]);
    const run = (await changeRun(sup.id))!;
    const inst = ok(await s.api<{ version: number }>('/api/v1/audit/supplierChange/detail', { id: run.instance_id }, manager));
    ok(await s.api('/api/v1/audit/withdraw', { id: run.instance_id, version: inst.version }, operator));
    const after = await detail(sup.id);
    expect([after.payment_days, after.change_pending]).toEqual([30, false]);
    // The change audit is started by the update only, never by the generic submit.
    expect((await s.api('/api/v1/audit/submit', { type: 'supplierChange', object_id: sup.id }, operator)).code).toBe(400);
  });
});
