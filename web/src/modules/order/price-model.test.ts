import { describe, expect, it } from 'vitest';
import { linesTotal, personsOf, seatsOf } from '@ta/contract';
import { discountLine, lineProblems, linesForApi, listPricesFor, packageLines, repriceLines, syncQuantities } from './price-model';

const counts = { adult_count: 2, child_count: 1, senior_count: 0, infant_count: 0 };
const prices = { 0: 259900, 1: 159900, 11: 239900, 13: 80000 };

describe('price lines', () => {
  it('prefills the package lines from the group prices and the counts', () => {
    const lines = packageLines(prices, counts);
    expect(lines.map((l) => [l.fee_type, l.description, l.price, l.quantity])).toEqual([
      [0, '成人套餐', 259900, 2], [1, '儿童套餐', 159900, 1], [11, '老人套餐', 239900, 0], [13, '单房差', 80000, 0],
    ]);
    expect(linesTotal(lines)).toBe(2 * 259900 + 159900);
  });

  it('totals in integer fen with a negative discount line', () => {
    const lines = [...packageLines(prices, counts), { ...discountLine(), price: -10050, quantity: 1 }];
    expect(linesTotal(lines)).toBe(669650);
    expect(Number.isInteger(linesTotal(lines))).toBe(true);
  });

  it('lets the person lines follow the counts, keeping the other lines', () => {
    const lines = [...packageLines(prices, counts), { ...discountLine(), price: -100 }];
    const next = syncQuantities(lines, { ...counts, adult_count: 3, senior_count: 1 });
    expect(next.map((l) => l.quantity)).toEqual([3, 1, 1, 0, 1]);
  });

  it('sends only lines with a quantity, without client keys', () => {
    const api = linesForApi(packageLines(prices, counts));
    expect(api).toEqual([{ fee_type: 0, description: '成人套餐', price: 259900, quantity: 2 }, { fee_type: 1, description: '儿童套餐', price: 159900, quantity: 1 }]);
  });

  it('finds bad lines and a negative total', () => {
    expect(lineProblems(packageLines(prices, counts))).toEqual([]);
    expect(lineProblems([{ ...discountLine(), price: -500 }])).toEqual(['订单总额不能为负数']);
    expect(lineProblems([{ ...discountLine(), price: 10.5, quantity: -1 }])).toEqual(['第1行单价最多两位小数', '第1行数量必须是非负整数', '订单总额不能为负数']);
  });

  it('counts seats without infants', () => {
    expect(seatsOf(counts)).toBe(3);
    expect(personsOf({ ...counts, infant_count: 1 })).toBe(4);
  });

  it('takes the list prices of the customer kind: peer customers the peer price, discounts kept', () => {
    const group = { prices: { 0: 329900, 1: 199900 }, prices_by_kind: { private: { 0: 329900, 1: 199900 }, unit: { 0: 329900, 1: 199900 }, peer: { 0: 250000, 1: 150000 } } };
    const lines = [...packageLines(listPricesFor(group, 'private'), counts), { ...discountLine(), price: -5000 }];
    const peer = repriceLines(lines, listPricesFor(group, 'peer'));
    expect(peer.map((l) => l.price)).toEqual([250000, 150000, -5000]);
    expect(linesTotal(peer)).toBe(2 * 250000 + 150000 - 5000);
    expect(repriceLines(peer, listPricesFor(group, 'unit')).map((l) => l.price)).toEqual([329900, 199900, -5000]);
    expect(listPricesFor({ prices: { 0: 1 } }, 'peer')).toEqual({ 0: 1 });
  });
});
