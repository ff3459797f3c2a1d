/**
 * Pure rules of the itinerary step: a plan's day list kept in step with its number of days, and a travel
 * template's days (basic settings) turned into itinerary days.
 */
import type { TravelDay } from '@ta/contract';

/** One day of an itinerary plan as the product's plan/save route takes it. */
export interface ItineraryDay {
  day_no: number;
  title: string;
  description?: string | null;
  meals: number[];
  lodging?: string | null;
  hotel_star?: number | null;
  traffic_type?: number | null;
  place?: string | null;
  sights?: string | null;
  template_id?: number | null;
}

export const blankDay = (day_no: number): ItineraryDay => ({ day_no, title: `第${day_no}天`, meals: [] });

/**
 * The days of a plan of `count` days: existing days kept (renumbered 1…n in their order), missing ones
 * added blank, extra ones dropped from the end.
 */
export function fitDays(days: readonly ItineraryDay[] | undefined, count: number): ItineraryDay[] {
  const n = Math.max(0, Math.floor(count));
  const kept = (days ?? []).slice(0, n).map((d, i) => ({ ...d, day_no: i + 1 }));
  for (let i = kept.length; i < n; i++) kept.push(blankDay(i + 1));
  return kept;
}

/** A travel template's day as an itinerary day (meals included only; sights joined with 、). */
export function templateDayToItinerary(d: TravelDay, templateId: number, dayNo = d.day_no): ItineraryDay {
  return {
    day_no: dayNo,
    title: d.title,
    description: d.description ?? null,
    meals: (d.meals ?? []).filter((m) => m.included !== false).map((m) => Number(m.kind)).sort((a, b) => a - b),
    lodging: d.lodging?.hotel_name ?? null,
    hotel_star: d.lodging?.hotel_star ?? null,
    traffic_type: d.traffic_types?.[0] ?? null,
    place: null,
    sights: d.sights?.length ? d.sights.join('、') : null,
    template_id: templateId,
  };
}

/**
 * A plan's days after importing a template: the template's days replace the plan's from day 1; a plan
 * longer than the template keeps its later days, a shorter one grows to the template's length.
 */
export function importTemplate(days: readonly ItineraryDay[], templateDays: readonly TravelDay[], templateId: number): ItineraryDay[] {
  const imported = templateDays.map((d, i) => templateDayToItinerary(d, templateId, i + 1));
  const rest = days.slice(imported.length).map((d, i) => ({ ...d, day_no: imported.length + i + 1 }));
  return [...imported, ...rest];
}
