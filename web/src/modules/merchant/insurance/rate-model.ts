/**
 * Insurance rates on screen and on the wire: prices are yuan in the form and integer fen in requests; a
 * rate band covers trips of day_from–day_to days and is charged per person per day or per person per trip.
 */
import { fenToYuan, INSURANCE_TYPES_WITHOUT_RATE, yuanToFen } from '@ta/contract';
import { blanksToNull } from '../shared/form-rules';

export interface RateWire { day_from: number; day_to: number; price: number }
export interface RateForm { day_from?: number | null; day_to?: number | null; price?: number | string | null }

/** 按人按天 → 元/人/天, 按人按次 → 元/人/次. */
export const priceUnit = (mode: number | null | undefined) => (Number(mode) === 1 ? '元/人/次' : '元/人/天');

/** Yuan as typed (a number or text) → fen; NaN when it is not an amount with at most two decimals. */
export function yuanInputToFen(v: number | string | null | undefined): number {
  if (v === null || v === undefined || v === '') return Number.NaN;
  try {
    if (typeof v === 'number') {
      // A float like 1.13 is 1.12999…; two decimals are exact when toFixed(2) gives the same number back.
      const two = v.toFixed(2);
      return Math.abs(Number(two) - v) < 1e-9 ? yuanToFen(two) : Number.NaN;
    }
    return yuanToFen(v);
  } catch {
    return Number.NaN;
  }
}

export function ratesToForm(rates: readonly RateWire[] | undefined): RateForm[] {
  return (rates ?? []).map((r) => ({ day_from: r.day_from, day_to: r.day_to, price: Number(fenToYuan(r.price, false)) }));
}

export function ratesToWire(rates: readonly RateForm[] | undefined): RateWire[] {
  return (rates ?? []).map((r) => ({ day_from: Number(r.day_from), day_to: Number(r.day_to), price: yuanInputToFen(r.price) }));
}

/** Product form values → request body (rates in fen, blanks null). */
export function productToWire(v: Record<string, unknown>): Record<string, unknown> {
  return { ...blanksToNull(v), rates: ratesToWire(v.rates as RateForm[] | undefined) };
}

/** "1–3天 ¥5.00；4–7天 ¥8.00" (bands in day order). */
export function ratesText(rates: readonly RateWire[] | undefined): string {
  return [...(rates ?? [])].sort((a, b) => a.day_from - b.day_from)
    .map((r) => `${r.day_from === r.day_to ? r.day_from : `${r.day_from}–${r.day_to}`}天 ¥${fenToYuan(r.price)}`).join('；');
}

/** The next band starts the day after the last one ends. */
export function nextBand(rates: readonly RateForm[] | undefined): RateForm {
  const last = Math.max(0, ...(rates ?? []).map((r) => Number(r.day_to) || 0));
  return { day_from: last + 1, day_to: last + 1, price: undefined };
}

/** Types 3 (线路含保险) and 4 (无保险) need no rate. */
export const needsRates = (type: number | null | undefined) => !(INSURANCE_TYPES_WITHOUT_RATE as readonly number[]).includes(Number(type));

export const ageText = (min: number | null | undefined, max: number | null | undefined) => `${min ?? 0}–${max ?? 0}周岁`;
