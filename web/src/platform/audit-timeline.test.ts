import { describe, expect, it } from 'vitest';
import { actionLevelText, runHeading, timelineEntries, type TimelineRun } from './audit-timeline';

const run: TimelineRun = {
  instance_id: 5, seq: 2, title: '借款单 JK001', amount: 1_234_500, status: 2, status_label: '已驳回', submitted_at: '2025-03-01T08:00:00', finished_at: '2025-03-02T09:30:00',
  actions: [
    { id: 1, at: '2025-03-01T08:00:00', action: 'submit', action_label: '提交审核', level_no: null, level_name: '', user_id: 2, user_name: '王小美', comment: null },
    { id: 2, at: '2025-03-02T09:30:00', action: 'reject', action_label: '驳回', level_no: 1, level_name: '财务审核', user_id: 4, user_name: '', comment: ' 发票缺失 ' },
  ],
};

describe('audit timeline helpers', () => {
  it('describes the level of an action', () => {
    expect(actionLevelText({ level_no: 2, level_name: '经理审批' })).toBe('第2级「经理审批」');
    expect(actionLevelText({ level_no: 2, level_name: '' })).toBe('第2级');
    expect(actionLevelText({ level_no: null, level_name: '' })).toBe('');
  });
  it('heads a run with its submission number and amount', () => {
    expect(runHeading(run)).toBe('第2次提交 · ¥12,345.00');
    expect(runHeading({ seq: 1, amount: null })).toBe('第1次提交');
  });
  it('turns actions into entries: who, when, what, level, comment', () => {
    const [submit, reject] = timelineEntries(run);
    expect(submit).toMatchObject({ key: '5-1', color: 'blue', who: '王小美', what: '提交审核', level: '', comment: '', time: '2025-03-01 08:00:00' });
    expect(reject).toMatchObject({ color: 'red', who: '#4', what: '驳回', level: '第1级「财务审核」', comment: '发票缺失' });
  });
});
