/**
 * Area fields of merchants, through the basic settings' area service: names are filled from the deepest
 * chosen id (so a record never stores a name that does not match its id), and import resolves names to ids.
 */
import { CHINA_COUNTRY_ID } from '@ta/contract';
import type { DB } from '../../db/client';
import type { AnyRow } from '../../platform/data';
import { areaCache, pathOf, type AreaIndex, type AreaPath } from '../basic/area.service';

const cache = areaCache();
export const areaIndex = (db: DB): Promise<AreaIndex> => cache(db);

/**
 * Fills every area field from the deepest id given (county, city, province or district). An id the tree does
 * not know (or a disabled area) keeps what the client sent, so an old record can still be saved.
 */
export async function normalizeArea<T extends AnyRow>(db: DB, input: T): Promise<T> {
  const deepest = [input.county_id, input.city_id, input.province_id, input.district_id].find((v) => v !== null && v !== undefined);
  if (deepest === undefined) return input;
  const p = pathOf(await areaIndex(db), Number(deepest));
  return p ? { ...input, ...p } : input;
}

const SUFFIX = /(省|市|自治区|特别行政区|壮族自治区|回族自治区|维吾尔自治区|地区|自治州|盟|区|县)$/;
const same = (zh: string, v: string) => zh === v || zh.replace(SUFFIX, '') === v.replace(SUFFIX, '');

export interface AreaNames { country?: string; province?: string; city?: string; county?: string }
export type AreaResolution = { ok: true; path: Partial<AreaPath> } | { ok: false; field: keyof AreaNames; message: string };

/** Resolves the names of an import row (国家 / 省份 / 城市 / 区县) to area ids and names. */
export function resolveAreaNames(ix: AreaIndex, n: AreaNames): AreaResolution {
  if (!n.country && !n.province && !n.city && !n.county) return { ok: true, path: {} };
  const nodes = [...ix.byValue.values()];
  const foreign = n.country && !['中国', '中华人民共和国'].includes(n.country);
  let scope = nodes;
  if (foreign) {
    const country = nodes.find((x) => x.kind === 'country' && same(x.zh_name, n.country!));
    if (!country) return { ok: false, field: 'country', message: `国家“${n.country}”不存在` };
    if (!n.city) return { ok: true, path: pathOf(ix, country.value) ?? {} };
    scope = country.children;
  } else {
    if (n.province) {
      const province = nodes.find((x) => x.kind === 'province' && same(x.zh_name, n.province!));
      if (!province) return { ok: false, field: 'province', message: `省份“${n.province}”不存在` };
      scope = province.children;
      if (!n.city && !n.county) return { ok: true, path: pathOf(ix, province.value) ?? {} };
    }
  }
  if (!n.city) {
    if (n.county) return { ok: false, field: 'city', message: '填写区县时请同时填写城市' };
    return { ok: true, path: foreign ? {} : { country_id: CHINA_COUNTRY_ID } };
  }
  const city = scope.find((x) => x.kind === 'city' && same(x.zh_name, n.city!))
    ?? (n.province || foreign ? undefined : nodes.find((x) => x.kind === 'city' && x.country_id === CHINA_COUNTRY_ID && same(x.zh_name, n.city!)));
  if (!city) return { ok: false, field: 'city', message: `城市“${n.city}”不存在${n.province ? `于${n.province}` : ''}` };
  if (!n.county) return { ok: true, path: pathOf(ix, city.value) ?? {} };
  const county = city.children.find((x) => x.kind === 'county' && same(x.zh_name, n.county!));
  if (!county) return { ok: false, field: 'county', message: `区县“${n.county}”不存在于${city.zh_name}` };
  return { ok: true, path: pathOf(ix, county.value) ?? {} };
}
