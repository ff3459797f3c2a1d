import { describe, expect, it } from 'vitest';
import { addArea, areaRefOfPath, daysText, presaleToForm, presaleToWire, reachedIndex } from './product-model';

const n = (value: number, zh_name: string) => ({ value, zh_name });

describe('product editor model', () => {
  it('turns a domestic path into an area reference named after its last node', () => {
    expect(areaRefOfPath([n(-2000, '中国'), n(-2001, '华东'), n(330000, '浙江省'), n(330100, '杭州市')]))
      .toEqual({ country_id: 240, province_id: 330000, city_id: 330100, county_id: null, name: '杭州市' });
    expect(areaRefOfPath([n(-2000, '中国'), n(-2001, '华东')])).toBeUndefined();
    expect(areaRefOfPath([n(-2000, '中国')])).toBeUndefined();
  });
  it('turns a foreign path into a country (and city) reference', () => {
    expect(areaRefOfPath([n(-1000, '国外'), n(392, '日本'), n(1392001, '东京')]))
      .toEqual({ country_id: 392, province_id: null, city_id: 1392001, county_id: null, name: '东京' });
  });
  it('adds a place once', () => {
    const hz = areaRefOfPath([n(-2000, '中国'), n(-2001, '华东'), n(330000, '浙江省'), n(330100, '杭州市')])!;
    expect(addArea(addArea([], hz), { ...hz })).toHaveLength(1);
  });
  it('presale deposit is typed in yuan and sent in fen', () => {
    expect(presaleToWire({ deposit_yuan: '500.5', stop_sale_days: 3, min_persons: 10, max_persons: 40, sale_start_date: '' }))
      .toEqual({ sale_start_date: null, stop_sale_days: 3, min_persons: 10, max_persons: 40, deposit: 50050 });
    expect(presaleToForm({ sale_start_date: null, stop_sale_days: 0, min_persons: 1, max_persons: null, deposit: 20000 }).deposit_yuan).toBe('200.00');
  });
  it('texts and steps', () => {
    expect(daysText(3, 2)).toBe('3天2晚');
    expect(daysText(1, 0)).toBe('1天');
    expect(reachedIndex(9)).toBe(4);
    expect(reachedIndex(undefined)).toBe(0);
  });
});
