import { describe, expect, it } from 'vitest';
import { AUDIT_TYPES } from '@ta/contract';
import {
  amountText, batchItems, batchResultLines, canDecide, levelProgress, levelSummary, scopeOf, SCOPE_TABS, statusColor, statusText,
  taskStatusColor, taskStatusText, typeFromPath, type AuditRow,
} from './audit-model';
import { AUDIT_MODULE, AUDIT_PAGES } from './pages';
import { buildRouteIndex } from '@/platform/navigation/route-index';

const row = (o: Partial<AuditRow>): AuditRow => ({
  id: 1, type: 'loan', type_title: '借款审核', object_id: 9, seq: 1, title: '借款单 JK001', amount: 123456, link: null, task_link: '/otherService/taskAudit/loan?id=1',
  status: 0, status_label: '未审核', current_level: 1, level_count: 2, current_level_name: '财务审核', submitter_id: 2, submitter_name: '王小美',
  submitted_at: '2025-01-01T00:00:00Z', finished_at: null, version: 1, task_id: 11, task_version: 1, my_decision: null, my_decision_label: '',
  my_decided_at: null, order_state: 2, ...o,
});

describe('audit status colours and texts', () => {
  it('colours the audit-status enumeration (0 unreviewed, 1 passed, 2 rejected, 3 withdrawn)', () => {
    expect([0, 1, 2, 3].map(statusColor)).toEqual(['processing', 'success', 'error', 'default']);
    expect(statusColor(null)).toBe('default');
    expect(statusColor(9)).toBe('default');
    expect([0, 1, 2, 3].map(statusText)).toEqual(['未审核', '已通过', '已驳回', '已撤回']);
  });
  it('colours task statuses', () => {
    expect([0, 1, 2, 4].map(taskStatusColor)).toEqual(['processing', 'success', 'error', 'default']);
    expect(taskStatusText(null)).toBe('未开始');
    expect(taskStatusText(4)).toBe('无需审核');
  });
});

describe('queue helpers', () => {
  it('maps the scope tabs to the server scopes', () => {
    expect(SCOPE_TABS.map((t) => t.label)).toEqual(['待我审核', '我已审核', '抄送我的', '全部']);
    expect(scopeOf('copied')).toBe('copied');
    expect(scopeOf('nonsense')).toBe('pending');
    expect(scopeOf(null)).toBe('pending');
  });
  it('reads the type from the route', () => {
    expect(typeFromPath('/audit/loan')?.key).toBe('audit_loan');
    expect(typeFromPath('/otherService/taskAudit/supplierChange/')?.title).toBe('供应商变更审核');
    expect(typeFromPath('/audit/unknown')).toBeUndefined();
  });
  it('describes the level progress', () => {
    expect(levelProgress(row({}))).toBe('第1/2级 · 财务审核');
    expect(levelProgress(row({ current_level_name: '' }))).toBe('第1/2级');
    expect(levelProgress(row({ status: 1 }))).toBe('共2级');
  });
  it('formats amounts in yuan from fen', () => {
    expect(amountText(123456)).toBe('¥1,234.56');
    expect(amountText(null)).toBe('-');
  });
  it('decides only pending runs with my pending task', () => {
    expect(canDecide(row({}))).toBe(true);
    expect(canDecide(row({ task_id: null, task_version: null }))).toBe(false);
    expect(canDecide(row({ status: 2 }))).toBe(false);
  });
  it('builds batch items and result lines', () => {
    const rows = [row({ task_id: 11, task_version: 3 }), row({ task_id: null, task_version: null, title: '别人的' }), row({ task_id: 12, task_version: 1, title: '借款单 JK002' })];
    expect(batchItems(rows)).toEqual([{ task_id: 11, version: 3 }, { task_id: 12, version: 1 }]);
    const lines = batchResultLines([
      { task_id: 11, ok: true, code: 200, msg: '已通过' },
      { task_id: 12, ok: false, code: 409, msg: '该审核任务已被他人处理或已变更，请刷新后重试' },
      { task_id: 99, ok: false, code: 500, msg: '' },
    ], rows);
    expect(lines).toEqual([
      { task_id: 11, title: '借款单 JK001', ok: true, text: '成功' },
      { task_id: 12, title: '借款单 JK002', ok: false, text: '该审核任务已被他人处理或已变更，请刷新后重试' },
      { task_id: 99, title: '#99', ok: false, text: '失败' },
    ]);
  });
});

describe('levelSummary', () => {
  it('names the approvers, the mode and the threshold', () => {
    expect(levelSummary({ approver_type: 'role', approver_names: ['财务', '经理'], mode: 'any', min_amount: 1_000_000 }))
      .toBe('角色：财务、经理；或签（一人通过即可）；金额≥10,000.00元');
    expect(levelSummary({ approver_type: 'deptHead', mode: 'all' })).toBe('提交人的部门负责人；会签（需全部通过）');
    expect(levelSummary({ approver_type: 'users', approver_names: [], mode: 'any', min_amount: null })).toBe('指定人员：未设置；或签（一人通过即可）');
  });
});

describe('page registry', () => {
  it('registers a queue and a task-audit page for every audit type, and the flow pages, all on known routes', () => {
    const keys = new Set([...buildRouteIndex(), ...(AUDIT_MODULE.blankPages ?? [])].map((e) => e.key));
    for (const t of AUDIT_TYPES) {
      expect(AUDIT_PAGES[`audit_${t.type}`]).toBeTypeOf('function');
      expect(AUDIT_PAGES[`taskAudit_${t.type}`]).toBeTypeOf('function');
    }
    for (const k of ['approvalFlowList', 'approvalSetting', 'editBpmnFlow']) expect(AUDIT_PAGES[k]).toBeTypeOf('function');
    for (const k of Object.keys(AUDIT_PAGES)) expect(keys.has(k), k).toBe(true);
  });
});
