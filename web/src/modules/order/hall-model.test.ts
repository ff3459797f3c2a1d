import { describe, expect, it } from 'vitest';
import { dateWithWeekday, seatShares, seatTone } from './hall-model';

describe('hall seats', () => {
  it('tones remaining seats: full, few, ok', () => {
    expect(seatTone({ remaining: 0, seats_plan: 40 })).toBe('full');
    expect(seatTone({ remaining: 5, seats_plan: 40 })).toBe('few');
    expect(seatTone({ remaining: 9, seats_plan: 100 })).toBe('few');
    expect(seatTone({ remaining: 11, seats_plan: 100 })).toBe('ok');
  });
  it('shares the bar between confirmed and held', () => {
    expect(seatShares({ seats_plan: 40, seats_confirmed: 10, seats_held: 6 })).toEqual({ confirmed: 25, held: 15 });
    expect(seatShares({ seats_plan: 0, seats_confirmed: 0, seats_held: 0 })).toEqual({ confirmed: 0, held: 0 });
  });
  it('names the weekday of a departure', () => {
    expect(dateWithWeekday('2025-07-01')).toBe('2025-07-01（周二）');
  });
});
