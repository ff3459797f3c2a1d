import { describe, expect, it } from 'vitest';
import { likeNameBody, pickerOptions, supplierOptionLabel } from './supplier-options';

const hotel = { id: 3, name: '西湖国宾馆', type: 5, city_name: '杭州市' };

describe('supplier picker', () => {
  it('labels a supplier with its type and city', () => {
    expect(supplierOptionLabel(hotel)).toBe('西湖国宾馆（住宿 · 杭州市）');
    expect(supplierOptionLabel({ id: 1, name: '某车队', type: 4 })).toBe('某车队（车队）');
  });
  it('asks by trimmed name, excluding blacklisted unless asked', () => {
    expect(likeNameBody('  西湖 ')).toEqual({ name: '西湖', limit: 20 });
    expect(likeNameBody('', { type: 9 })).toEqual({ type: 9, limit: 20 });
    expect(likeNameBody('a', { includeBlacklisted: true })).toMatchObject({ include_blacklisted: true });
  });
  it('keeps the chosen supplier when the search does not return it', () => {
    expect(pickerOptions([hotel], 3).map((o) => o.value)).toEqual([3]);
    const opts = pickerOptions([hotel], 8, '华夏车队');
    expect(opts[0]).toMatchObject({ value: 8, label: '华夏车队' });
    expect(opts).toHaveLength(2);
    expect(pickerOptions([], undefined)).toEqual([]);
  });
});
