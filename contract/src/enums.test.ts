import { describe, expect, it } from 'vitest';
import { CardType, ENUMS, enumLabel, enumOptions, FeeType, SalesPlatform, TOURIST_FIELDS, TourState, TouristFieldLabel } from './enums';
import { DAY_MS, PAGE_SIZE_OPTIONS, SESSION_LIFE_MS, THEME_COLORS } from './constants';

describe('enumerations of SPEC section 3', () => {
  it('keep the spec codes', () => {
    expect(Object.keys(FeeType).map(Number).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(Object.keys(SalesPlatform)).toHaveLength(10);
    expect(Object.keys(CardType).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 99]);
    expect(enumLabel(TourState, 3)).toBe('已取消');
    expect(enumOptions(TourState)[0]).toEqual({ label: '待出发', value: 0 });
  });
  it('have 28 tourist fields with labels, ids 0–27', () => {
    expect(TOURIST_FIELDS).toHaveLength(28);
    expect(TOURIST_FIELDS[0]).toBe('client_code');
    expect(TOURIST_FIELDS[27]).toBe('client_type');
    for (const f of TOURIST_FIELDS) expect(TouristFieldLabel[f]).toBeTruthy();
  });
  it('label every code in Chinese', () => {
    for (const map of Object.values(ENUMS)) for (const v of Object.values(map)) expect(v).toMatch(/[\u4e00-\u9fff]|^QQ$/);
  });
  it('hold the constants of section 9', () => {
    expect(DAY_MS).toBe(86400000);
    expect(SESSION_LIFE_MS).toBe(604800000);
    expect([...PAGE_SIZE_OPTIONS]).toEqual([10, 20, 30, 40, 300]);
    expect(THEME_COLORS).toHaveLength(8);
  });
});
