/** The home big-data display (首页数据大屏, issue 15) and the demo month chart GET /analysis/month-bar (SPEC section 7). */
import { z } from 'zod';

export const monthBarReq = z.object({
  year: z.coerce.number({ error: '年份不正确' }).int('年份不正确').min(2000, '年份不正确').max(2100, '年份不正确').optional(),
});

/** Sales of one day or month (fen) and its orders, this year and the same period last year. */
export interface SalesPoint { label: string; amount: number; orders: number; last_amount: number; last_orders: number }
export interface DeparturePoint { group_id: number; code: string; product_name: string; departure_date: string; seats_plan: number; seats_taken: number; load_factor: number }
export interface UnderMinimumGroup { group_id: number; code: string; product_name: string; departure_date: string; persons: number; minimum: number; cost: number; income: number; exposure: number }
export interface AgeingBucket { key: string; label: string; amount: number; orders: number }
export interface TopRow { id: number; name: string; amount: number; orders: number }
export interface HomeFigures {
  /** China date the figures are for (YYYY-MM-DD). */
  today: string;
  year: number;
  daily: SalesPoint[];
  monthly: SalesPoint[];
  departures: DeparturePoint[];
  under_minimum: UnderMinimumGroup[];
  ageing: AgeingBucket[];
  top_lines: TopRow[];
  top_customers: TopRow[];
  signups_today: { orders: number; persons: number; amount: number };
  totals: { year_amount: number; last_year_amount: number; receivable: number };
}
/** One bar of /analysis/month-bar: x the month (1月…12月), y this year's sales in fen (the demo chart's shape; money stays fen). */
export interface MonthBar { x: string; y: number; last_year: number; orders: number }
