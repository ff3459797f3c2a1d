import { z } from 'zod';

/** The reports (报表, statement_list): permission keys of the report pages the report routes declare. */
export const ReportKey = {
  salesCustomer: 'report_sales_customer',
  plan: 'report_plan',
} as const;

export const REPORT_URLS = {
  salesCustomerList: '/api/v1/report/salesCustomer/list',
  salesCustomerOrders: '/api/v1/report/salesCustomer/orders',
  planList: '/api/v1/report/plan/list',
  planDetail: '/api/v1/report/plan/detail',
  planRecords: '/api/v1/report/plan/records',
} as const;

/** A change in basis points (10000 = 100%), null when the base is 0. */
export const changeBp = (now: number, before: number): number | null =>
  before === 0 ? null : Number((BigInt(Math.trunc(now - before)) * 10000n) / BigInt(Math.trunc(Math.abs(before))));

/** A basis-point figure as a percent text ("12.34%", "-5.00%", "—" when null). */
export function bpText(bp: number | null | undefined): string {
  if (bp === null || bp === undefined) return '—';
  const a = Math.abs(bp);
  return `${bp < 0 ? '-' : ''}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}%`;
}

const RANGE_BOUND = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;
/**
 * A [from, to] range of China calendar days for a report: each bound a day (YYYY-MM-DD) or a date-time without
 * zone (the list screen sends a range as the first and last instant); the server takes each bound's day.
 */
export const reportRange = (label: string) => z.array(
  z.string({ error: `${label}格式不正确` }).refine((v) => v === '' || (RANGE_BOUND.test(v) && !Number.isNaN(Date.parse(v.slice(0, 10)))), `${label}格式应为YYYY-MM-DD`),
  { error: `${label}格式不正确` },
).max(2, `${label}格式不正确`).optional().nullable();
