/** The hall's seat display: remaining seats, their tone and the sign-up choice a group offers. */
import type { HallRow } from '@ta/contract';

export type SeatTone = 'full' | 'few' | 'ok';
/** Few seats left: 5 or fewer, or a tenth of the plan. */
export function seatTone(g: Pick<HallRow, 'remaining' | 'seats_plan'>): SeatTone {
  if (g.remaining <= 0) return 'full';
  return g.remaining <= Math.max(5, Math.ceil(g.seats_plan / 10)) ? 'few' : 'ok';
}

/** Share of the plan sold (confirmed) and held, in whole percent, for the seat bar. */
export function seatShares(g: Pick<HallRow, 'seats_plan' | 'seats_held' | 'seats_confirmed'>): { confirmed: number; held: number } {
  if (g.seats_plan <= 0) return { confirmed: 0, held: 0 };
  const confirmed = Math.round((g.seats_confirmed / g.seats_plan) * 100);
  return { confirmed, held: Math.min(100 - confirmed, Math.round((g.seats_held / g.seats_plan) * 100)) };
}

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];
/** "2025-07-01（周二）". */
export function dateWithWeekday(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${iso}（周${WEEK[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}）`;
}
