import { describe, expect, it } from 'vitest';
import type { ListColumn } from './columns';
import { summaryItems } from './SummaryBar';

describe('summary bar', () => {
  it('labels from columns or given labels; money in yuan', () => {
    const cols: ListColumn<{ amount: number; count: number }>[] = [{ title: '金额', dataIndex: 'amount', money: true }, { title: '人数', dataIndex: 'count' }];
    expect(summaryItems({ amount: 1234500, count: 12, paid: 100 }, cols, { paid: '已付' }, ['paid'])).toEqual([
      { label: '金额', value: '12,345.00' }, { label: '人数', value: '12' }, { label: '已付', value: '1.00' },
    ]);
    expect(summaryItems(undefined, cols)).toEqual([]);
  });
});
