/**
 * Pure rules of the product editor's price steps: the prices grid (fee type × price kind, typed in yuan)
 * to and from the wire rows (integer fen), the own-price grid (channel × fee type), and the departure
 * dates a date range with weekdays stands for (the server expands the range itself; the page uses this
 * to say how many groups a range will open before it is sent).
 */
import dayjs from 'dayjs';
import { fenToYuan, MAX_DATES_PER_REQUEST, OwnPriceChannel, PACKAGE_FEE_TYPES, PriceKind, yuanToFen, type OwnPriceChannelCode } from '@ta/contract';

export const PRICE_KINDS = Object.keys(PriceKind).map(Number) as (keyof typeof PriceKind)[];
export type FeeCode = (typeof PACKAGE_FEE_TYPES)[number];

export interface PriceRow { fee_type: number; price_kind: number; price: number }
export interface OwnPriceRow { channel: OwnPriceChannelCode; fee_type: number; price: number }

/** A yuan amount as typed in an input (string mode) or a number; empty means "not set". */
export type YuanInput = string | number | null | undefined;

/** Grid of yuan strings: row key → column key → amount. */
export type Grid = Record<string, Record<string, string | undefined>>;

const isBlank = (v: YuanInput) => v === null || v === undefined || String(v).trim() === '';

/** Yuan (typed) → fen; undefined when blank. Throws the contract's message for a malformed amount. */
export function fenOf(v: YuanInput): number | undefined {
  return isBlank(v) ? undefined : yuanToFen(String(v));
}

/** Fen → yuan text without grouping ("1280.00"), for an input. */
export const yuanOf = (fen: number | null | undefined): string | undefined => (fen === null || fen === undefined ? undefined : fenToYuan(fen, false));

/** The package prices grid → rows in fen, leaving out blank cells; fee types outside the package are ignored. */
export function gridToPrices(grid: Grid | undefined): PriceRow[] {
  const out: PriceRow[] = [];
  for (const fee of PACKAGE_FEE_TYPES) {
    for (const kind of PRICE_KINDS) {
      const fen = fenOf(grid?.[fee]?.[kind]);
      if (fen !== undefined) out.push({ fee_type: fee, price_kind: kind, price: fen });
    }
  }
  return out;
}

/** Every price entered is ¥0 (a package that would sell for nothing: saved only after a confirmation). */
export function allPricesZero(rows: readonly PriceRow[]): boolean {
  return rows.length > 0 && rows.every((r) => r.price === 0);
}

/** Rows in fen → the grid of yuan texts. */
export function pricesToGrid(rows: readonly PriceRow[] | undefined): Grid {
  const grid: Grid = {};
  for (const r of rows ?? []) (grid[r.fee_type] ??= {})[r.price_kind] = yuanOf(r.price);
  return grid;
}

/** Own prices grid (channel → fee type → yuan) → rows in fen, leaving out blanks. */
export function gridToOwnPrices(grid: Grid | undefined): OwnPriceRow[] {
  const out: OwnPriceRow[] = [];
  for (const channel of Object.keys(OwnPriceChannel) as OwnPriceChannelCode[]) {
    for (const fee of PACKAGE_FEE_TYPES) {
      const fen = fenOf(grid?.[channel]?.[fee]);
      if (fen !== undefined) out.push({ channel, fee_type: fee, price: fen });
    }
  }
  return out;
}

export function ownPricesToGrid(rows: readonly { channel: string; fee_type: number; price: number }[] | undefined): Grid {
  const grid: Grid = {};
  for (const r of rows ?? []) (grid[r.channel] ??= {})[r.fee_type] = yuanOf(r.price);
  return grid;
}

/** The sales price (price kind 1) of a fee type, in fen, or undefined. */
export function salesPrice(rows: readonly PriceRow[] | undefined, fee: number): number | undefined {
  return rows?.find((r) => r.fee_type === fee && r.price_kind === 1)?.price;
}

/** ISO weekday of a date (1 Monday … 7 Sunday), the numbering of the contract's date range. */
export const isoWeekday = (d: dayjs.Dayjs): number => (d.day() === 0 ? 7 : d.day());

/**
 * Dates from `from` to `to` inclusive (YYYY-MM-DD), kept only on the given ISO weekdays (1 Monday … 7
 * Sunday; none or empty = every day), as the server expands the contract's date range. An inverted or
 * malformed range gives no dates.
 */
export function expandDateRange(from: string, to: string, weekdays?: readonly number[]): string[] {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!iso.test(from) || !iso.test(to)) return [];
  const a = dayjs(from);
  const b = dayjs(to);
  if (!a.isValid() || !b.isValid() || b.isBefore(a)) return [];
  const keep = weekdays && weekdays.length ? new Set(weekdays) : undefined;
  const out: string[] = [];
  for (let d = a; !d.isAfter(b) && out.length <= MAX_DATES_PER_REQUEST; d = d.add(1, 'day')) {
    if (!keep || keep.has(isoWeekday(d))) out.push(d.format('YYYY-MM-DD'));
  }
  return out;
}

/** Dates sorted, without duplicates, and without those already open. */
export function newDates(dates: readonly string[], existing: readonly string[]): string[] {
  const have = new Set(existing);
  return [...new Set(dates)].filter((d) => !have.has(d)).sort();
}
