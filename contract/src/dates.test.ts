import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoToday, rangeDay, rangeEnd, rangeStart } from './dates';

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
