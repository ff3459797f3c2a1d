import { describe, expect, it } from 'vitest';
import { drawerHeight, extraRows, splitSearchItems, tableHeight } from './layout';

describe('list screen sizes (SPEC section 9)', () => {
  it('drawer height = 45 px per extra row + 160, + 48 with a tip', () => {
    expect(drawerHeight(0, false)).toBe(160);
    expect(drawerHeight(1, false)).toBe(205);
    expect(drawerHeight(2, false)).toBe(250);
    expect(drawerHeight(2, true)).toBe(298);
  });
  it('4 search fields per drawer row', () => {
    expect(extraRows(0)).toBe(0);
    expect(extraRows(4)).toBe(1);
    expect(extraRows(5)).toBe(2);
  });
  it('first (cols − 1) items visible, the rest under 高级搜索', () => {
    expect(splitSearchItems([1, 2, 3, 4, 5, 6])).toEqual({ visible: [1, 2, 3], hidden: [4, 5, 6] });
    expect(splitSearchItems([1, 2])).toEqual({ visible: [1, 2], hidden: [] });
  });
  it('table height = window − 340, − 56 with an alert, − 47 with statistics', () => {
    expect(tableHeight(1000)).toBe(660);
    expect(tableHeight(1000, { alert: true })).toBe(604);
    expect(tableHeight(1000, { statistics: true })).toBe(613);
    expect(tableHeight(1000, { alert: true, statistics: true })).toBe(557);
  });
});
