import { describe, expect, it } from 'vitest';
import { approvalFlowUpdateReq } from '@ta/contract';
import { flowUpdatePayload, formPath, knownUsers, moveItem, newLevel, toFlowForm, toLevelPayload, yuanInputToFen, type FlowLevelView } from './flow-model';

const view = (o: Partial<FlowLevelView>): FlowLevelView => ({
  name: '财务审核', approver_type: 'role', approver_ids: [4], mode: 'any', min_amount: null, level_no: 1, approver_type_label: '角色', approver_names: ['财务'], ...o,
});

describe('flow form conversions', () => {
  it('converts yuan input to fen exactly', () => {
    expect(yuanInputToFen(10000)).toBe(1_000_000);
    expect(yuanInputToFen(0.1 + 0.2)).toBe(30);
    expect(yuanInputToFen('1,234.5')).toBe(123450);
    expect(yuanInputToFen(null)).toBeNull();
    expect(yuanInputToFen('')).toBeNull();
  });

  it('round-trips levels through the form', () => {
    const levels = [view({}), view({ name: '经理审批', approver_ids: [5], min_amount: 1_000_000, node_id: 'Activity_2', level_no: 2 })];
    const form = toFlowForm({ levels, copy_user_ids: [7], remark: null });
    expect(form.levels[1].min_amount_yuan).toBe(10000);
    expect(form.remark).toBe('');
    expect(toLevelPayload(form.levels)).toEqual([
      { name: '财务审核', approver_type: 'role', approver_ids: [4], mode: 'any', min_amount: null },
      { name: '经理审批', approver_type: 'role', approver_ids: [5], mode: 'any', min_amount: 1_000_000, node_id: 'Activity_2' },
    ]);
  });

  it('drops ids of department-head levels and trims names', () => {
    expect(toLevelPayload([{ name: ' 部门负责人 ', approver_type: 'deptHead', approver_ids: [3], mode: 'all' }]))
      .toEqual([{ name: '部门负责人', approver_type: 'deptHead', approver_ids: [], mode: 'all', min_amount: null }]);
  });

  it('builds a request the contract accepts, and one it refuses with the Chinese reason', () => {
    const ok = flowUpdatePayload('loan', 3, { levels: [newLevel(0)].map((l) => ({ ...l, approver_ids: [4] })), copy_user_ids: [], remark: ' ' });
    expect(ok.remark).toBeNull();
    expect(approvalFlowUpdateReq.safeParse(ok).success).toBe(true);
    const bad = approvalFlowUpdateReq.safeParse(flowUpdatePayload('loan', 3, { levels: [{ ...newLevel(0), min_amount_yuan: 100, approver_ids: [4] }], copy_user_ids: [] }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toContain('请至少设置一个不带金额条件的审批级别');
    const noApprover = approvalFlowUpdateReq.safeParse(flowUpdatePayload('loan', 3, { levels: [newLevel(0)], copy_user_ids: [] }));
    expect(noApprover.error?.issues[0]).toMatchObject({ path: ['levels', 0, 'approver_ids'], message: '请选择审批人' });
  });
});

describe('small helpers', () => {
  it('turns server fields and zod paths into form names', () => {
    expect(formPath('levels.0.approver_ids')).toEqual(['levels', 0, 'approver_ids']);
    expect(formPath(['levels', 2, 'name'])).toEqual(['levels', 2, 'name']);
    expect(formPath('copy_user_ids')).toEqual(['copy_user_ids']);
  });
  it('moves levels', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
  it('collects the user names a flow already has', () => {
    expect(knownUsers({ levels: [view({ approver_type: 'users', approver_ids: [8, 9], approver_names: ['甲'] })], copy_users: [{ user_id: 7, user_name: '丙' }] }))
      .toEqual([{ label: '甲', value: 8 }, { label: '#9', value: 9 }, { label: '丙', value: 7 }]);
    expect(knownUsers(undefined)).toEqual([]);
  });
});
