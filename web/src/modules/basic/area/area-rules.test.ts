import { describe, expect, it } from 'vitest';
import { AREA_CHINA, AREA_FOREIGN, CHINA_COUNTRY_ID } from '@ta/contract';
import { childKindOf, fullNameOf, mayHoldChildren, pathTo } from './area-rules';

describe('what a node may hold', () => {
  it('China → district → province → city → county; abroad country → city', () => {
    expect(childKindOf({ kind: 'root', value: AREA_CHINA, country_id: 240 })).toBe('district');
    expect(childKindOf({ kind: 'root', value: AREA_FOREIGN, country_id: null })).toBe('country');
    expect(childKindOf({ kind: 'district', value: -2001, country_id: 240 })).toBe('province');
    expect(childKindOf({ kind: 'province', value: 330000, country_id: 240 })).toBe('city');
    expect(childKindOf({ kind: 'city', value: 330100, country_id: CHINA_COUNTRY_ID })).toBe('county');
    expect(childKindOf({ kind: 'county', value: 330106, country_id: 240 })).toBeNull();
    expect(childKindOf({ kind: 'country', value: 392, country_id: 392 })).toBe('city');
    expect(childKindOf({ kind: 'city', value: 5_000_001, country_id: 392 })).toBeNull();
  });
  it('the parent cascader offers roots, districts, provinces, cities at home; countries abroad', () => {
    expect(mayHoldChildren({ country_id: null }, 0)).toBe(true);
    expect(mayHoldChildren({ country_id: 240 }, 3)).toBe(true);
    expect(mayHoldChildren({ country_id: 240 }, 4)).toBe(false);
    expect(mayHoldChildren({ country_id: 392 }, 1)).toBe(true);
    expect(mayHoldChildren({ country_id: 392 }, 2)).toBe(false);
  });
});

describe('paths of loaded nodes', () => {
  const byValue = new Map([
    [AREA_CHINA, { value: AREA_CHINA, parent_value: null, zh_name: '中国' }],
    [-2001, { value: -2001, parent_value: AREA_CHINA, zh_name: '华东' }],
    [330000, { value: 330000, parent_value: -2001, zh_name: '浙江省' }],
  ]);
  it('walks up to the root', () => {
    expect(pathTo(byValue, 330000)).toEqual([AREA_CHINA, -2001, 330000]);
    expect(fullNameOf(byValue, 330000)).toBe('中国/华东/浙江省');
    expect(pathTo(byValue, 1)).toEqual([]);
  });
  it('stops on a loop instead of hanging', () => {
    const loop = new Map([[1, { value: 1, parent_value: 2 }], [2, { value: 2, parent_value: 1 }]]);
    expect(pathTo(loop, 1)).toEqual([2, 1]);
  });
});
