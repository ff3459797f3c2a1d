import { describe, expect, it } from 'vitest';
import { travelAgencySave } from '@ta/contract';
import { agencyItems, agencyRows, agencyRowTotal } from './agency-model';

describe('local operator rows', () => {
  it('flattens items into rows and groups rows back by operator', () => {
    const rows = agencyRows([{ supplier_id: 5, supplier_name: '桂林山水国际旅行社有限公司', contact: '龙飞', lines: [
      { id: 1, fee_type: 9, description: '地接费', price: 30000, quantity: 20 }, { id: 2, fee_type: 10, description: '小费', price: 1000, quantity: 20 },
    ] }]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ supplier_id: 5, contact: '龙飞', price_yuan: '10.00' });
    const extra = [...rows, { key: 'n', supplier_id: 6, quantity: 1, price_yuan: '99.9', contact: ' ' }];
    const items = agencyItems(extra);
    expect(items.map((i) => [i.supplier_id, i.lines.length, i.contact])).toEqual([[5, 2, '龙飞'], [6, 1, null]]);
    expect(items[1].lines[0]).toEqual({ fee_type: 9, description: null, price: 9990, quantity: 1 });
    expect(travelAgencySave.safeParse({ group_id: 1, cost_version: 1, items }).success).toBe(true);
    expect(agencyRowTotal(rows[0])).toBe(600000);
  });
});
