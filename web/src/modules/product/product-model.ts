/**
 * Pure rules of the product editor: its five steps (one route each), the area references of the
 * departure / destination pickers, and the basic-info and presale forms to and from the wire.
 */
import { CHINA_COUNTRY_ID, type ProductAreaRef, type ProductDetail } from '@ta/contract';
import { pathToFields, type AreaTreeNode } from '@/platform/area';
import { fenOf, yuanOf } from './price-model';

export const PRODUCT_STEPS = [
  { key: 'RouteTravelBasicInfo', title: '基本信息' },
  { key: 'ItineraryInformation', title: '行程信息' },
  { key: 'PresaleSetting', title: '预售设置' },
  { key: 'RouteTravelPriceInfo', title: '价格信息' },
  { key: 'ProOwnPrice', title: '自有价格' },
] as const;
export type StepKey = (typeof PRODUCT_STEPS)[number]['key'];

/** Index (0-based) of a step route key. */
export const stepIndex = (key: StepKey): number => PRODUCT_STEPS.findIndex((s) => s.key === key);

/** "3天2晚". */
export const daysText = (days: number | null | undefined, nights: number | null | undefined): string =>
  (days ? `${days}天${nights ? `${nights}晚` : ''}` : '-');

/**
 * A picked path of the area cascader (root first) as an area reference, with the last node's name.
 * Domestic needs at least a province (a district such as 华东 groups provinces), foreign a country.
 */
export function areaRefOfPath(nodes: readonly Pick<AreaTreeNode, 'value' | 'zh_name'>[]): ProductAreaRef | undefined {
  if (nodes.length < 2) return undefined;
  const f = pathToFields(nodes);
  if (f.country_id === CHINA_COUNTRY_ID && f.province_id === null) return undefined;
  return { country_id: f.country_id, province_id: f.province_id, city_id: f.city_id, county_id: f.county_id, name: nodes[nodes.length - 1].zh_name };
}

/** Same place (by its deepest id). */
export function sameArea(a: ProductAreaRef, b: ProductAreaRef): boolean {
  const deep = (r: ProductAreaRef) => [r.country_id ?? null, r.province_id ?? null, r.city_id ?? null, r.county_id ?? null].join('|');
  return deep(a) === deep(b);
}

/** Adds an area reference unless the same place is already there. */
export function addArea(list: readonly ProductAreaRef[] | undefined, ref: ProductAreaRef): ProductAreaRef[] {
  const cur = list ?? [];
  return cur.some((r) => sameArea(r, ref)) ? [...cur] : [...cur, ref];
}

export const areaNames = (list: readonly ProductAreaRef[] | undefined): string => (list ?? []).map((a) => a.name).join('、');

/** Presale form values (deposit typed in yuan) → the update fields (deposit in fen). */
export interface PresaleForm { sale_start_date?: string | null; stop_sale_days?: number; min_persons?: number; max_persons?: number | null; deposit_yuan?: string | null }
export function presaleToWire(v: PresaleForm) {
  return {
    sale_start_date: v.sale_start_date || null,
    stop_sale_days: v.stop_sale_days ?? 0,
    min_persons: v.min_persons ?? 1,
    max_persons: v.max_persons ?? null,
    deposit: fenOf(v.deposit_yuan) ?? 0,
  };
}
export function presaleToForm(p: Pick<ProductDetail, 'sale_start_date' | 'stop_sale_days' | 'min_persons' | 'max_persons' | 'deposit'>): PresaleForm {
  return { sale_start_date: p.sale_start_date, stop_sale_days: p.stop_sale_days, min_persons: p.min_persons, max_persons: p.max_persons, deposit_yuan: yuanOf(p.deposit) };
}

/** The step a product reached (1…5) as the furthest step index the step bar lets one open directly. */
export const reachedIndex = (step: number | undefined): number => Math.min(PRODUCT_STEPS.length - 1, Math.max(0, (step ?? 1) - 1));
