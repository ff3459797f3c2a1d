/**
 * Calendar dates of the agency: China time (Asia/Shanghai, UTC+8 all year), whatever the runtime's zone.
 * The one home of "today" and of date arithmetic on YYYY-MM-DD strings, for the server and the web.
 */
import { DAY_MS } from './constants';

/** Today as YYYY-MM-DD in China time (the agency's calendar), whatever the runtime's zone. */
export function isoToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date moved by n days (n may be negative). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier; NaN for a non-date). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const ZONELESS_RE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const inChina = (v: string) => new Date(`${v.replace(' ', 'T')}+08:00`);

/**
 * The first instant of a [from, to] filter's lower bound: a YYYY-MM-DD day starts at 00:00 China time; a date-time
 * without a zone is China time; one with a zone is taken as given. The one meaning of a date-range filter.
 */
export function rangeStart(v: string): Date {
  return DAY_RE.test(v) ? inChina(`${v}T00:00:00`) : ZONELESS_RE.test(v) ? inChina(v) : new Date(v);
}

/** The last instant of a [from, to] filter's upper bound: a YYYY-MM-DD day ends at 23:59:59.999 China time (the whole day is in). */
export function rangeEnd(v: string): Date {
  return DAY_RE.test(v) ? inChina(`${v}T23:59:59.999`) : ZONELESS_RE.test(v) ? inChina(v) : new Date(v);
}

/** The China-time calendar day of a range bound (for date columns): a day as it is, a date-time its day. */
export function rangeDay(v: string): string {
  return DAY_RE.test(v) ? v : isoToday(rangeStart(v));
}
