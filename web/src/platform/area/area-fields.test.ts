import { describe, expect, it } from 'vitest';
import { AREA_CHINA, AREA_FOREIGN, CHINA_COUNTRY_ID } from '@ta/contract';
import { areaFieldNames, areaText, EMPTY_AREA_FIELDS, fieldsToPath, findPath, nodesOfPath, pathOfFields, pathToFields, rootsOf, type AreaTreeNode } from './area-fields';

const tree: AreaTreeNode[] = [
  { value: AREA_FOREIGN, zh_name: '国外', country_id: null, children: [
    { value: 392, zh_name: '日本', country_id: 392, children: [{ value: 5_000_001, zh_name: '东京', country_id: 392 }] },
    { value: 250, zh_name: '法国', country_id: 250 },
  ] },
  { value: AREA_CHINA, zh_name: '中国', country_id: CHINA_COUNTRY_ID, children: [
    { value: -2001, zh_name: '华东', country_id: 240, children: [
      { value: 330000, zh_name: '浙江省', country_id: 240, children: [
        { value: 330100, zh_name: '杭州市', country_id: 240, children: [{ value: 330106, zh_name: '西湖区', country_id: 240 }] },
      ] },
    ] },
  ] },
];

describe('selected path → area fields', () => {
  it('domestic: China → district → province → city → county, country id 240', () => {
    const f = pathToFields(findPath(tree, 330106));
    expect(f).toEqual({
      country_id: CHINA_COUNTRY_ID, country_name: '中国', district_id: -2001, district_name: '华东', province_id: 330000, province_name: '浙江省',
      city_id: 330100, city_name: '杭州市', county_id: 330106, county_name: '西湖区',
    });
  });
  it('domestic without a county leaves the county empty; a province alone leaves city and county empty', () => {
    expect(pathToFields(findPath(tree, 330100))).toMatchObject({ city_id: 330100, county_id: null, county_name: null });
    expect(pathToFields(findPath(tree, 330000))).toMatchObject({ province_id: 330000, city_id: null, city_name: null });
  });
  it('foreign: country → city; no district, province or county', () => {
    expect(pathToFields(findPath(tree, 5_000_001))).toEqual({
      ...EMPTY_AREA_FIELDS, country_id: 392, country_name: '日本', city_id: 5_000_001, city_name: '东京',
    });
    expect(pathToFields(findPath(tree, 250))).toEqual({ ...EMPTY_AREA_FIELDS, country_id: 250, country_name: '法国' });
  });
  it('the foreign root alone sets nothing; an empty path clears every field', () => {
    expect(pathToFields([tree[0]])).toEqual(EMPTY_AREA_FIELDS);
    expect(pathToFields([])).toEqual(EMPTY_AREA_FIELDS);
  });
  it('refuses a path that does not start at a root', () => {
    expect(() => pathToFields([{ value: 330000, zh_name: '浙江省' }])).toThrow(/根节点/);
  });
});

describe('area fields → path', () => {
  it('is the inverse of pathToFields at every depth', () => {
    for (const v of [AREA_CHINA, -2001, 330000, 330100, 330106, 392, 5_000_001]) {
      const nodes = findPath(tree, v);
      expect(fieldsToPath(pathToFields(nodes)), String(v)).toEqual(nodes.map((n) => n.value));
    }
  });
  it('is empty without a country, and stops at the first missing level', () => {
    expect(fieldsToPath({})).toEqual([]);
    expect(fieldsToPath({ country_id: 240, district_id: -2001, province_id: null, city_id: 330100 })).toEqual([AREA_CHINA, -2001]);
  });
  it('pathOfFields finds a record stored without its district by the deepest id', () => {
    expect(pathOfFields(tree, { country_id: 240, province_id: 330000, city_id: 330100 })).toEqual([AREA_CHINA, -2001, 330000, 330100]);
    expect(pathOfFields(tree, { country_id: 392, city_id: 5_000_001 })).toEqual([AREA_FOREIGN, 392, 5_000_001]);
    expect(pathOfFields(tree, {})).toEqual([]);
  });
});

describe('helpers', () => {
  it('finds paths and nodes of a path', () => {
    expect(findPath(tree, 42)).toEqual([]);
    expect(nodesOfPath(tree, [AREA_CHINA, -2001, 999]).map((n) => n.zh_name)).toEqual(['中国', '华东']);
  });
  it('names the fields under a prefix, shows the text, filters roots by area type', () => {
    expect(areaFieldNames('departure_')).toMatchObject({ country_id: 'departure_country_id', county_name: 'departure_county_name' });
    expect(areaText(pathToFields(findPath(tree, 330106)))).toBe('中国/浙江省/杭州市/西湖区');
    expect(rootsOf(tree, 1).map((n) => n.value)).toEqual([AREA_FOREIGN]);
    expect(rootsOf(tree, 2).map((n) => n.value)).toEqual([AREA_CHINA]);
    expect(rootsOf(tree, 3)).toHaveLength(2);
  });
});
