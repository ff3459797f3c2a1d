import { describe, expect, it } from 'vitest';
import { adjustBody, priceRows, rowsTotal } from './adjust-model';

describe('order adjustment drafts', () => {
  it('a price change carries the new lines in fen; a discount line may be negative', () => {
    const rows = priceRows([{ fee_type: 0, description: '成人', price: 299900, quantity: 2 }]);
    expect(rows[0]).toMatchObject({ fee_type: 0, price_yuan: '2999.00', quantity: 2 });
    rows.push({ key: 'd', fee_type: 10, description: '优惠', price_yuan: '-100', quantity: 1 });
    expect(rowsTotal(rows)).toBe(599800 - 10000);
    const r = adjustBody({ kind: 'price', order_id: 3, rows, reason: '客人升级房型' });
    expect(r).toEqual({ body: { order_id: 3, kind: 'price', reason: '客人升级房型', lines: [
      { fee_type: 0, description: '成人', price: 299900, quantity: 2 }, { fee_type: 10, description: '优惠', price: -10000, quantity: 1 },
    ] } });
  });
  it('a withdrawal names tourists and the amount the order loses', () => {
    expect(adjustBody({ kind: 'withdraw', order_id: 3, tourist_ids: [7], refund_yuan: '1500', reason: '客人生病' }))
      .toEqual({ body: { order_id: 3, kind: 'withdraw', tourist_ids: [7], reason: '客人生病', refund_amount: 150000 } });
    expect(adjustBody({ kind: 'withdraw', order_id: 3, tourist_ids: [], refund_yuan: null, reason: '客人生病' })).toEqual({ error: '请选择退团游客' });
    // refund_amount is the positive amount the total goes down (the server subtracts it; a negative one is refused).
    expect(adjustBody({ kind: 'withdraw', order_id: 3, tourist_ids: [7], refund_yuan: '-10', reason: '客人生病' })).toEqual({ error: '退团减少金额不能为负数' });
    expect(adjustBody({ kind: 'price', order_id: 3, rows: [], reason: 'x' })).toEqual({ error: '请填写调整后的价格明细' });
    expect('error' in adjustBody({ kind: 'price', order_id: 3, rows: priceRows([{ fee_type: 0, price: 100, quantity: 1 }]), reason: ' ' })).toBe(true);
  });
});
