/**
 * Calendar dates of the agency: China time (Asia/Shanghai, UTC+8 all year), whatever the runtime's zone.
 * The one home of "today" and of date arithmetic on YYYY-MM-DD strings, for the server and the web.
 */

const DAY_MS = 86_400_000;

/** Today as YYYY-MM-DD in China time (the agency's calendar), whatever the runtime's zone. */
export function isoToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date moved by n days (n may be negative). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
