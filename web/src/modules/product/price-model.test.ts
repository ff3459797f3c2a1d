import { describe, expect, it } from 'vitest';
import { expandDateRange, fenOf, gridToOwnPrices, gridToPrices, newDates, ownPricesToGrid, pricesToGrid, salesPrice } from './price-model';

describe('prices grid ↔ rows', () => {
  it('turns typed yuan into integer fen rows, leaving out blanks and non-package fee types', () => {
    const rows = gridToPrices({ 0: { 1: '2980', 2: '2680.5', 3: '' }, 1: { 1: '1980.05' }, 13: { 1: '600' }, 2: { 1: '99' } });
    expect(rows).toEqual([
      { fee_type: 0, price_kind: 1, price: 298000 },
      { fee_type: 0, price_kind: 2, price: 268050 },
      { fee_type: 1, price_kind: 1, price: 198005 },
      { fee_type: 13, price_kind: 1, price: 60000 },
    ]);
  });
  it('reads rows back into yuan texts, and the round trip keeps every fen', () => {
    const rows = [{ fee_type: 0, price_kind: 1, price: 1 }, { fee_type: 11, price_kind: 4, price: 123456789 }];
    const grid = pricesToGrid(rows);
    expect(grid).toEqual({ 0: { 1: '0.01' }, 11: { 4: '1234567.89' } });
    expect(gridToPrices(grid)).toEqual(rows);
  });
  it('refuses more than two decimals instead of rounding', () => {
    expect(() => gridToPrices({ 0: { 1: '1.005' } })).toThrow(/金额格式不正确/);
    expect(fenOf(0.1 + 0.2 > 0.3 ? '0.30' : '0')).toBe(30);
    expect(fenOf(' ')).toBeUndefined();
  });
  it('finds the sales price of a fee type', () => {
    expect(salesPrice([{ fee_type: 0, price_kind: 2, price: 5 }, { fee_type: 0, price_kind: 1, price: 7 }], 0)).toBe(7);
    expect(salesPrice([], 0)).toBeUndefined();
  });
  it('converts own prices by channel and fee type', () => {
    const rows = gridToOwnPrices({ peer: { 0: '2500', 1: '' }, internal: { 0: '2400.10', 12: '100' } });
    expect(rows).toEqual([
      { channel: 'peer', fee_type: 0, price: 250000 },
      { channel: 'internal', fee_type: 0, price: 240010 },
      { channel: 'internal', fee_type: 12, price: 10000 },
    ]);
    expect(gridToOwnPrices(ownPricesToGrid(rows))).toEqual(rows);
  });
});

describe('date range expansion', () => {
  it('gives every day of the range when no weekday is chosen', () => {
    expect(expandDateRange('2030-01-30', '2030-02-02')).toEqual(['2030-01-30', '2030-01-31', '2030-02-01', '2030-02-02']);
  });
  it('keeps only the chosen ISO weekdays (1 Monday … 7 Sunday)', () => {
    // 2030-03-01 is a Friday.
    expect(expandDateRange('2030-03-01', '2030-03-14', [5, 6])).toEqual(['2030-03-01', '2030-03-02', '2030-03-08', '2030-03-09']);
    expect(expandDateRange('2030-03-01', '2030-03-14', [7])).toEqual(['2030-03-03', '2030-03-10']);
  });
  it('crosses a leap day and gives nothing for an inverted or malformed range', () => {
    expect(expandDateRange('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(expandDateRange('2030-02-02', '2030-02-01')).toEqual([]);
    expect(expandDateRange('2030-2-1', '2030-02-03')).toEqual([]);
  });
  it('new dates are sorted, unique and not yet open', () => {
    expect(newDates(['2030-01-03', '2030-01-01', '2030-01-03', '2030-01-02'], ['2030-01-02'])).toEqual(['2030-01-01', '2030-01-03']);
  });
});
