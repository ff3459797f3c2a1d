import { describe, expect, it } from 'vitest';
import { actionColumnWidth, type RowAction } from './actions';

const act = (key: string, label: string, more = false): RowAction<object> => ({ key, label, more, onClick: () => undefined });

describe('action column width', () => {
  it('keeps the old width when every action is inline', () => {
    expect(actionColumnWidth([act('a', '编辑'), act('b', '删除')])).toBe(80 + 2 * 44);
    expect(actionColumnWidth(Array.from({ length: 10 }, (_, i) => act(String(i), '操作')))).toBe(320);
  });
  it('sizes the inline labels and 更多 when some actions are under 更多', () => {
    const w = actionColumnWidth([act('a', '详情'), act('b', '游客名单'), act('c', '成本设置'), act('d', '订单', true), act('e', '报账', true)]);
    // 2 + 4 + 4 characters and 更多 with its arrow, on one line.
    expect(w).toBe(40 + (10 + 3) * 14 + 4 * 8);
    expect(w).toBeLessThan(320);
  });
});
