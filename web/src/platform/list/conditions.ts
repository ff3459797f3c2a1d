/**
 * The current query as search values, filters and removable chips. Pure functions: the list screen
 * turns form values into request filters and into the chip line.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { enumLabel } from '@ta/contract';
import { fieldOf, isSearchable, titleOf, type ListColumn } from './columns';

export type SearchValues = Record<string, unknown>;

/** A condition always sent with the query; shown as a chip that cannot be removed when it has a label. */
export interface FixedCondition { field: string; value: unknown; label?: string; text?: string }

export interface Chip { field: string; text: string; fixed: boolean }

const isDayjs = (v: unknown): v is Dayjs => dayjs.isDayjs(v);

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === undefined || x === null || x === ''));

function dateText(v: Dayjs, valueType: unknown): string {
  return v.format(valueType === 'dateTime' || valueType === 'dateTimeRange' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');
}

/** Dates become strings; date ranges become [start of first day, end of last day]; text is trimmed. */
export function plainValue(v: unknown, valueType?: unknown): unknown {
  if (valueType === 'dateRange' && Array.isArray(v) && v.length === 2 && isDayjs(v[0]) && isDayjs(v[1])) {
    // A date range covers both whole days.
    return [v[0].startOf('day').format('YYYY-MM-DD HH:mm:ss'), v[1].endOf('day').format('YYYY-MM-DD HH:mm:ss')];
  }
  if (isDayjs(v)) return dateText(v, valueType);
  if (Array.isArray(v)) return v.map((x) => plainValue(x, valueType));
  if (typeof v === 'string') return v.trim();
  return v;
}

/** Form values → request filters (column transforms applied, empty values dropped). */
export function filtersOf<T>(columns: readonly ListColumn<T>[], values: SearchValues, fixed: readonly FixedCondition[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of columns) {
    const f = fieldOf(c);
    if (!f || !isSearchable(c)) continue;
    const raw = values[f];
    if (isEmpty(raw)) continue;
    const plain = plainValue(raw, c.valueType);
    if (isEmpty(plain)) continue;
    const tr = typeof c.search === 'object' && c.search ? c.search.transform : undefined;
    if (tr) Object.assign(out, tr(plain, f, values));
    else out[f] = plain;
  }
  for (const fc of fixed) out[fc.field] = fc.value;
  return out;
}

function optionLabel<T>(c: ListColumn<T>, v: unknown): string {
  if (c.chipText) return c.chipText(v);
  if (c.enumMap) return enumLabel(c.enumMap, v as string | number);
  const opt = c.searchOptions?.find((o) => o.value === v);
  if (opt) return opt.label;
  if (c.valueEnum && typeof c.valueEnum === 'object' && !(c.valueEnum instanceof Map)) {
    const e = (c.valueEnum as Record<string, unknown>)[String(v)];
    if (typeof e === 'string') return e;
    if (e && typeof e === 'object' && 'text' in e) return String((e as { text: unknown }).text);
  }
  return String(v);
}

/** Chip text of a value: labels for enumerations and options, dates formatted, ranges joined with ~. */
export function chipValue<T>(c: ListColumn<T>, v: unknown): string {
  if (c.chipText) return c.chipText(v);
  if (isDayjs(v)) return dateText(v, c.valueType);
  if (Array.isArray(v)) {
    const parts = v.map((x) => (isDayjs(x) ? dateText(x, c.valueType) : optionLabel(c, x)));
    return String(c.valueType).endsWith('Range') ? parts.join(' ~ ') : parts.join('、');
  }
  return optionLabel(c, v);
}

export function chipsOf<T>(columns: readonly ListColumn<T>[], values: SearchValues, fixed: readonly FixedCondition[] = []): Chip[] {
  const chips: Chip[] = fixed.filter((f) => f.label).map((f) => ({ field: f.field, text: `${f.label}：${f.text ?? String(f.value)}`, fixed: true }));
  for (const c of columns) {
    const f = fieldOf(c);
    if (!f || !isSearchable(c) || isEmpty(values[f])) continue;
    chips.push({ field: f, text: `${titleOf(c)}：${chipValue(c, values[f])}`, fixed: false });
  }
  return chips;
}

