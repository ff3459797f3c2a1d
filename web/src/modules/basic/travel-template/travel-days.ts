/**
 * A travel template's days between the record (contract `travelDay`) and the editor form. The form keeps
 * one meal row per catering kind (0 breakfast, 1 lunch, 2 dinner) as 含餐 / 自理 / 无; the record keeps
 * only the meals that are arranged. Day numbers follow the order of the rows. Pure, unit-tested.
 */
import { Catering, type TravelDay, type travelTemplateRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';

export type MealState = 'included' | 'self' | 'none';
export const MEAL_STATE: Record<MealState, string> = { included: '含餐', self: '自理', none: '无' };
export const MEAL_KINDS = Object.keys(Catering).map(Number) as (keyof typeof Catering)[];

export interface MealForm { state: MealState; remark?: string | null }
export interface DayForm {
  title?: string;
  description?: string | null;
  meal_plan?: MealForm[];
  lodging?: { hotel_name?: string | null; hotel_star?: number | null; remark?: string | null } | null;
  traffic_types?: number[];
  sights?: string[];
}

export type TravelTemplateRow = Answer<typeof travelTemplateRow>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const textOrNull = (v: string | null | undefined) => (blank(v) ? null : String(v).trim());

export function newDay(): DayForm {
  return { title: '', description: '', meal_plan: MEAL_KINDS.map(() => ({ state: 'none' })), lodging: { hotel_name: '', hotel_star: null, remark: '' }, traffic_types: [], sights: [] };
}

export function dayToForm(d: TravelDay): DayForm {
  return {
    title: d.title,
    description: d.description ?? '',
    meal_plan: MEAL_KINDS.map((k) => {
      const m = d.meals?.find((x) => Number(x.kind) === k);
      return m ? { state: m.included ? 'included' : 'self', remark: m.remark ?? '' } : { state: 'none', remark: '' };
    }),
    lodging: { hotel_name: d.lodging?.hotel_name ?? '', hotel_star: d.lodging?.hotel_star ?? null, remark: d.lodging?.remark ?? '' },
    traffic_types: (d.traffic_types ?? []).map(Number),
    sights: [...(d.sights ?? [])],
  };
}

export function formToDay(f: DayForm | undefined, index: number): TravelDay {
  const meals = (f?.meal_plan ?? []).flatMap((m, k) => (!m || m.state === 'none' || !m.state ? [] : [{ kind: MEAL_KINDS[k], included: m.state === 'included', remark: textOrNull(m.remark) }]));
  const l = f?.lodging;
  const lodging = !l || (blank(l.hotel_name) && (l.hotel_star === null || l.hotel_star === undefined) && blank(l.remark))
    ? null
    : { hotel_name: textOrNull(l.hotel_name), hotel_star: l.hotel_star ?? null, remark: textOrNull(l.remark) };
  return {
    day_no: index + 1,
    title: (f?.title ?? '').trim(),
    description: textOrNull(f?.description),
    meals,
    lodging,
    traffic_types: [...new Set((f?.traffic_types ?? []).map(Number))],
    sights: (f?.sights ?? []).map((s) => String(s).trim()).filter(Boolean),
  };
}

export function templateToForm(row: TravelTemplateRow): Record<string, unknown> {
  return { ...row, days: (row.days ?? []).map(dayToForm) };
}

export function formToTemplate(values: Record<string, unknown>): Record<string, unknown> {
  const days = (values.days as DayForm[] | undefined) ?? [];
  return { ...values, days: days.map((d, i) => formToDay(d, i)) };
}

/** A one-line summary of a day: 早餐含 · 午餐自理 · 住：xx酒店（挂牌四星） · 飞机. */
export function daySummary(d: TravelDay, labels: { star: Record<string, string>; traffic: Record<string, string> }): string {
  const meals = d.meals.map((m) => `${Catering[Number(m.kind) as keyof typeof Catering]}${m.included ? '含' : '自理'}`).join('、');
  const stay = d.lodging?.hotel_name ? `住${d.lodging.hotel_name}${d.lodging.hotel_star !== null && d.lodging.hotel_star !== undefined ? `（${labels.star[String(d.lodging.hotel_star)]}）` : ''}` : '';
  const traffic = d.traffic_types.map((t) => labels.traffic[String(t)]).join('、');
  return [meals, stay, traffic].filter(Boolean).join(' · ');
}
