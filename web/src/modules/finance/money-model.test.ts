import { describe, expect, it } from 'vitest';
import { autoSplit, fenToYuanText, splitForApi, splitProblems, splitTotal, yuanTextToFen } from './money-model';

describe('yuan input → fen', () => {
  it('converts exactly, without floating point', () => {
    expect(yuanTextToFen('0.1')).toBe(10);
    expect(yuanTextToFen('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996 in floats
    expect(yuanTextToFen('1.005'.slice(0, 4))).toBe(100);
    expect(yuanTextToFen('19.99')).toBe(1999);
    expect(yuanTextToFen('1,234.5')).toBe(123450);
    expect(yuanTextToFen(4.35)).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(yuanTextToFen('99999999.99')).toBe(9999999999);
  });
  it('empty is null, no amount is NaN', () => {
    expect(yuanTextToFen('')).toBeNull();
    expect(yuanTextToFen(null)).toBeNull();
    expect(yuanTextToFen('1.234')).toBeNaN();
    expect(yuanTextToFen('abc')).toBeNaN();
  });
  it('round-trips through the input text', () => {
    for (const f of [0, 1, 10, 29, 435, 123450, 9999999999]) expect(yuanTextToFen(fenToYuanText(f))).toBe(f);
    expect(fenToYuanText(null)).toBeNull();
    expect(fenToYuanText(Number.NaN)).toBeNull();
  });
});

describe('split of a payment over orders', () => {
  const orders = [{ order_id: 1, open: 30000 }, { order_id: 2, open: 50000 }, { order_id: 3, open: 10000 }];
  it('fills orders in turn up to their open amount', () => {
    const s = autoSplit(60000, orders);
    expect(s.map((l) => l.amount)).toEqual([30000, 30000, null]);
    expect(splitTotal(s)).toBe(60000);
    expect(splitForApi(s)).toEqual([{ order_id: 1, amount: 30000 }, { order_id: 2, amount: 30000 }]);
    expect(autoSplit(999999, orders).map((l) => l.amount)).toEqual([30000, 50000, 10000]);
  });
  it('names the problems', () => {
    const code = (id: number) => `D${id}`;
    expect(splitProblems([{ order_id: 1, open: 100, amount: null }], null, code)).toEqual(['请至少为一个订单填写金额']);
    expect(splitProblems([{ order_id: 1, open: 100, amount: 200 }], null, code)[0]).toBe('订单D1的金额不能超过未收1.00元');
    expect(splitProblems([{ order_id: 1, open: 100, amount: Number.NaN }], null, code)[0]).toMatch('金额格式不正确');
    expect(splitProblems([{ order_id: 1, open: 5000, amount: 3000 }, { order_id: 2, open: 5000, amount: 3000 }], 5000, code)).toEqual(['合计60.00元超过可认领余额50.00元']);
    expect(splitProblems([{ order_id: 1, open: 5000, amount: 3000 }], 5000, code)).toEqual([]);
  });
});
