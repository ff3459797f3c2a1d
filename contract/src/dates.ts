/**
 * Calendar dates of the agency: its time zone (a setting, default Asia/Shanghai), whatever the runtime's zone.
 * The one home of "today", of day boundaries and of date arithmetic on YYYY-MM-DD strings, for the server and
 * the web. The zone is set once at start-up on each side (server: AppConfig.timeZone / env AGENCY_TIME_ZONE;
 * web: /ServiceConfig.json timeZone) with setAgencyTimeZone; offsets come from Intl, so zones with daylight
 * saving time work too.
 */
import { DAY_MS } from './constants';

/** The agency's time zone when none is configured. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

let zone = DEFAULT_TIME_ZONE;
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormat(z: string): Intl.DateTimeFormat {
  let f = formatters.get(z);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: z, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(z, f);
  }
  return f;
}

/** Is `z` an IANA time zone this runtime knows? */
export function isTimeZone(z: unknown): z is string {
  if (typeof z !== 'string' || !z.trim()) return false;
  try { partsFormat(z); return true; } catch { return false; }
}

/** Sets the agency's time zone (once, at start-up); an unknown zone is refused with an error. */
export function setAgencyTimeZone(z: string | null | undefined): void {
  const next = z && z.trim() ? z.trim() : DEFAULT_TIME_ZONE;
  if (!isTimeZone(next)) throw new Error(`unknown time zone: ${next}`);
  zone = next;
}

/** The agency's time zone (IANA name), e.g. for SQL `at time zone ${agencyTimeZone()}`. */
export function agencyTimeZone(): string { return zone; }

interface Wall { y: number; mo: number; d: number; h: number; mi: number; s: number; ms: number }

/** The wall-clock fields of an instant in a zone. */
function wallOf(t: number, z: string): Wall {
  const p: Record<string, string> = {};
  for (const x of partsFormat(z).formatToParts(new Date(t))) p[x.type] = x.value;
  return { y: Number(p.year), mo: Number(p.month), d: Number(p.day), h: Number(p.hour) % 24, mi: Number(p.minute), s: Number(p.second), ms: ((t % 1000) + 1000) % 1000 };
}

/** The zone's offset from UTC at an instant, in ms (+8 h for Asia/Shanghai; +1 h or +2 h for Europe/Berlin). */
export function zoneOffsetMs(at: Date | number, z: string = zone): number {
  const t = typeof at === 'number' ? at : at.getTime();
  const w = wallOf(t, z);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s, w.ms) - t;
}

/**
 * The instant of a wall-clock time in the zone. A time skipped by a DST change moves forward past the gap
 * (02:30 on a spring-forward day is 03:30); a repeated time is its first occurrence.
 */
export function wallToInstant(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0, z: string = zone): Date {
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  // The offsets a day before and a day after (at most one change lies between); a candidate fits when the zone
  // has that offset at the instant it gives.
  const before = zoneOffsetMs(asUtc - DAY_MS, z);
  const after = zoneOffsetMs(asUtc + DAY_MS, z);
  const fits = [before, after].map((o) => asUtc - o).filter((t) => zoneOffsetMs(t, z) === asUtc - t);
  if (fits.length) return new Date(Math.min(...fits));
  return new Date(asUtc - before); // in a gap: past it
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Today as YYYY-MM-DD in the agency's time zone, whatever the runtime's zone. */
export function isoToday(now: Date = new Date(), z: string = zone): string {
  const w = wallOf(now.getTime(), z);
  return `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}`;
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD HH:mm' with minutes) in the agency's time zone; '' for none. */
export function formatDateTime(v: Date | string | number | null | undefined, unit: 'second' | 'minute' = 'second', z: string = zone): string {
  if (v === null || v === undefined || v === '') return '';
  // A string without a zone (a day, or a zoneless date-time) is agency time, as in a range filter.
  const t = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : agencyInstant(v);
  if (Number.isNaN(t)) return '';
  const w = wallOf(t, z);
  const hm = `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)} ${pad(w.h)}:${pad(w.mi)}`;
  return unit === 'minute' ? hm : `${hm}:${pad(w.s)}`;
}

/** A date or an instant as its agency-zone day 'YYYY-MM-DD' (a YYYY-MM-DD date stays as it is); '' for none. */
export function formatDay(v: Date | string | number | null | undefined, z: string = zone): string {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  return formatDateTime(v, 'minute', z).slice(0, 10);
}

/** The agency-zone hour (0–23) of an instant (greetings and the like). */
export function agencyHour(now: Date = new Date(), z: string = zone): number { return wallOf(now.getTime(), z).h; }

/** The first instant of a YYYY-MM-DD day (00:00) in the agency's time zone. */
export function dayStart(day: string, z: string = zone): Date {
  const [y, mo, d] = day.split('-').map(Number);
  return wallToInstant(y!, mo!, d!, 0, 0, 0, 0, z);
}

/** A YYYY-MM-DD date moved by n days (n may be negative). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier; NaN for a non-date). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A date or date-time string as an instant: zoneless ones are agency time; NaN when it is no date. */
function agencyInstant(v: string): number {
  if (DAY_RE.test(v) || ZONELESS_RE.test(v)) return rangeStart(v).getTime();
  return Date.parse(v);
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const ZONELESS_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
/** A zoneless date-time read as wall-clock time in the agency's zone. */
function inZone(v: string): Date {
  const m = ZONELESS_RE.exec(v)!;
  return wallToInstant(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0), +(m[7] ?? '0').padEnd(3, '0'));
}

/**
 * The first instant of a [from, to] filter's lower bound: a YYYY-MM-DD day starts at 00:00 in the agency's zone;
 * a date-time without a zone is agency time; one with a zone is taken as given. The one meaning of a date-range filter.
 */
export function rangeStart(v: string): Date {
  return DAY_RE.test(v) ? dayStart(v) : ZONELESS_RE.test(v) ? inZone(v) : new Date(v);
}

/** The last instant of a [from, to] filter's upper bound: a YYYY-MM-DD day ends just before the next day's 00:00 (the whole day is in). */
export function rangeEnd(v: string): Date {
  return DAY_RE.test(v) ? new Date(dayStart(addDays(v, 1)).getTime() - 1) : ZONELESS_RE.test(v) ? inZone(v) : new Date(v);
}

/** The agency-zone calendar day of a range bound (for date columns): a day as it is, a date-time its day. */
export function rangeDay(v: string): string {
  return DAY_RE.test(v) ? v : isoToday(rangeStart(v));
}
