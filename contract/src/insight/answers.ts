/** Answer schemas of the home figures, the month chart and the global search (issue 18). Money in fen. */
import { z } from 'zod';
import { SEARCH_KINDS } from './search';

const salesPoint = z.object({ label: z.string(), amount: z.number(), orders: z.number(), last_amount: z.number(), last_orders: z.number() });
const topRow = z.object({ id: z.number(), name: z.string(), amount: z.number(), orders: z.number() });
export const homeFiguresAnswer = z.object({
  today: z.string(), year: z.number(), daily: z.array(salesPoint), monthly: z.array(salesPoint),
  departures: z.array(z.object({
    group_id: z.number(), code: z.string(), product_name: z.string(), departure_date: z.string(), seats_plan: z.number(), seats_taken: z.number(), load_factor: z.number(),
  })),
  under_minimum: z.array(z.object({
    group_id: z.number(), code: z.string(), product_name: z.string(), departure_date: z.string(), persons: z.number(), minimum: z.number(),
    cost: z.number(), income: z.number(), exposure: z.number(),
  })),
  ageing: z.array(z.object({ key: z.string(), label: z.string(), amount: z.number(), orders: z.number() })),
  top_lines: z.array(topRow), top_customers: z.array(topRow),
  signups_today: z.object({ orders: z.number(), persons: z.number(), amount: z.number() }),
  totals: z.object({ year_amount: z.number(), last_year_amount: z.number(), receivable: z.number() }),
});
export const monthBarAnswer = z.object({ result: z.array(z.object({ x: z.string(), y: z.number(), last_year: z.number(), orders: z.number() })) });

export const searchHitAnswer = z.object({
  kind: z.enum(SEARCH_KINDS), id: z.number(), title: z.string(), subtitle: z.string(),
  route: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
  matched: z.string(),
});
export const globalSearchAnswer = z.object({
  keyword: z.string(),
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), title: z.string(), total: z.number(), has_more: z.boolean(), items: z.array(searchHitAnswer) })),
  sql_ms: z.number().optional(),
});
