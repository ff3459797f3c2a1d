import { describe, expect, it } from 'vitest';
import { areaText, auditColor, daysLeft, validityOf } from './model';

describe('areaText', () => {
  it('domestic: province / city / county, municipality once', () => {
    expect(areaText({ country_name: '中国', province_name: '浙江省', city_name: '杭州市', county_name: '西湖区' })).toBe('浙江省 / 杭州市 / 西湖区');
    expect(areaText({ country_name: '中国', province_name: '上海市', city_name: '上海市' })).toBe('上海市');
    expect(areaText({})).toBe('');
  });
  it('foreign: country / city', () => {
    expect(areaText({ country_name: '日本', city_name: '东京' }, '/')).toBe('日本/东京');
  });
});

describe('audit colours', () => {
  it('unreviewed orange, passed green, rejected red, unknown default', () => {
    expect([0, 1, 2, 9, null].map(auditColor)).toEqual(['orange', 'green', 'red', 'default', 'default']);
  });
});

describe('agreement validity', () => {
  it('pending before the start, active through the end day, expired after', () => {
    expect(validityOf('2025-07-01', '2025-12-31', '2025-06-30')).toBe('pending');
    expect(validityOf('2025-07-01', '2025-12-31', '2025-07-01')).toBe('active');
    expect(validityOf('2025-07-01', '2025-12-31', '2025-12-31')).toBe('active');
    expect(validityOf('2025-07-01', '2025-12-31', '2026-01-01')).toBe('expired');
    expect(validityOf(null, '2025-12-31', '2026-01-01')).toBeUndefined();
  });
  it('days left', () => {
    expect(daysLeft('2025-03-01', '2025-02-27')).toBe(2);
    expect(daysLeft('2025-02-27', '2025-03-01')).toBe(-2);
  });
});
