import { afterEach, describe, expect, it } from 'vitest';
import { addDays, agencyHour, agencyTimeZone, daysBetween, DEFAULT_TIME_ZONE, dayStart, formatDateTime, formatDay, isoToday, isTimeZone, rangeDay, rangeEnd, rangeStart, setAgencyTimeZone, zoneOffsetMs } from './dates';

describe('dates', () => {
  it('today is the China-time date, whatever the runtime zone', () => {
    expect(isoToday(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(isoToday(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
  it('adds days across months and years, backwards too', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('counts whole days between two dates', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(daysBetween('2025-12-31', '2026-12-31')).toBe(365);
    expect(daysBetween('x', '2026-01-01')).toBeNaN();
  });
  it('a range bound is a whole day in China time; a zoneless date-time is China time', () => {
    expect(rangeStart('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(rangeEnd('2026-03-01').toISOString()).toBe('2026-03-01T15:59:59.999Z');
    expect(rangeStart('2026-03-01 09:30:00').toISOString()).toBe('2026-03-01T01:30:00.000Z');
    expect(rangeEnd('2026-03-01T01:30:00Z').toISOString()).toBe('2026-03-01T01:30:00.000Z');
    expect(rangeDay('2026-03-01')).toBe('2026-03-01');
    expect(rangeDay('2026-03-01T17:00:00Z')).toBe('2026-03-02');
  });
});

describe('agency time zone (a setting)', () => {
  afterEach(() => setAgencyTimeZone(DEFAULT_TIME_ZONE));
  it('defaults to Asia/Shanghai; day boundaries at 00:00 China time', () => {
    expect(agencyTimeZone()).toBe('Asia/Shanghai');
    expect(zoneOffsetMs(new Date('2026-07-01T00:00:00Z'))).toBe(8 * 3600_000);
    expect(dayStart('2026-01-01').toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(isoToday(new Date('2025-12-31T15:59:59.999Z'))).toBe('2025-12-31');
    expect(isoToday(new Date('2025-12-31T16:00:00.000Z'))).toBe('2026-01-01');
    expect(formatDateTime('2026-03-01T16:00:00Z')).toBe('2026-03-02 00:00:00');
    expect(formatDateTime(new Date('2026-03-01T16:05:09Z'), 'minute')).toBe('2026-03-02 00:05');
    expect(agencyHour(new Date('2026-03-01T16:05:09Z'))).toBe(0);
  });
  it('refuses an unknown zone and keeps the one set', () => {
    expect(() => setAgencyTimeZone('Mars/Olympus')).toThrow();
    expect(agencyTimeZone()).toBe('Asia/Shanghai');
    expect(isTimeZone('Europe/Berlin')).toBe(true);
  });
  it('Europe/Berlin: offsets from Intl, day boundaries at local 00:00 across the DST changes', () => {
    setAgencyTimeZone('Europe/Berlin');
    // Spring forward: 2026-03-29 02:00 CET -> 03:00 CEST.
    expect(zoneOffsetMs(new Date('2026-03-28T12:00:00Z'))).toBe(3600_000);
    expect(zoneOffsetMs(new Date('2026-03-30T12:00:00Z'))).toBe(2 * 3600_000);
    expect(rangeStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(rangeEnd('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(rangeStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(rangeStart('2026-03-29 02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z'); // skipped hour: past the gap
    expect(rangeStart('2026-03-29 12:00').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    // Fall back: 2026-10-25 03:00 CEST -> 02:00 CET (02:30 happens twice: the first is taken).
    expect(rangeStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(rangeEnd('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
    expect(rangeStart('2026-10-25 02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(isoToday(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(isoToday(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(isoToday(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(isoToday(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(rangeDay('2026-07-01T22:30:00Z')).toBe('2026-07-02');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2026-07-02 00:30:00');
  });
});

describe('formatting in the agency zone', () => {
  it('a zoneless string is agency time; a zoned one is converted', () => {
    expect(formatDateTime('2024-03-05T08:09:10')).toBe('2024-03-05 08:09:10');
    expect(formatDateTime('2024-03-05T08:09:10Z')).toBe('2024-03-05 16:09:10');
    expect(formatDay('2024-03-05')).toBe('2024-03-05');
    expect(formatDay('2024-03-05T20:00:00Z')).toBe('2024-03-06');
    expect(formatDateTime('x')).toBe('');
  });
});
