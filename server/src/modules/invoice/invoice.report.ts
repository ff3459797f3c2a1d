/**
 * 发票报表 (report_invoice): applications grouped by month of application (China time), by buyer (the invoice's
 * customer: 购买方名称) or by invoice type, with what was applied (every application not rejected or withdrawn),
 * issued (已开票) and voided (已作废), amount and tax each. The summary is the sum of all groups (not only the page).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { agencyTimeZone, INV_APPROVED, INV_ISSUED, INV_PENDING, INV_VOIDED, type invoiceReportQuery } from '@ta/contract';
import { boundaryCondition, dateRange } from '../../platform/data';
import type { Ctx } from '../../platform/route';
import { boundaryOf } from '../merchant/merchant.common';
import { invoiceApplications as A, invoiceTypes } from './invoice.tables';

type Q = z.infer<typeof invoiceReportQuery>;
const COUNTED = [INV_PENDING, INV_APPROVED, INV_ISSUED, INV_VOIDED];
export const REPORT_FIELDS = ['count', 'applied_amount', 'applied_tax', 'issued_amount', 'issued_tax', 'voided_amount', 'voided_tax'] as const;

export async function invoiceReport(ctx: Ctx, q: Q) {
  const b = await boundaryOf(ctx);
  const where: (SQL | undefined)[] = [inArray(A.status, COUNTED), boundaryCondition(A, b), ...dateRange(A.created_at, q.created_at),
    q.customer_id ? eq(A.customer_id, q.customer_id) : undefined, q.invoice_type_id ? eq(A.invoice_type_id, q.invoice_type_id) : undefined];
  const key = q.group_by === 'month' ? sql<string>`to_char(${A.created_at} at time zone ${agencyTimeZone()}, 'YYYY-MM')`
    : q.group_by === 'customer' ? sql<string>`${A.buyer_name}` : sql<string>`${invoiceTypes.name}`;
  const sumIf = (col: typeof A.amount | typeof A.tax, st?: number) => (st === undefined
    ? sql<string>`coalesce(sum(${col}), 0)` : sql<string>`coalesce(sum(${col}) filter (where ${A.status} = ${st}), 0)`);
  const rs = await ctx.db.select({
    group_key: key, count: sql<number>`count(*)::int`,
    applied_amount: sumIf(A.amount), applied_tax: sumIf(A.tax), issued_amount: sumIf(A.amount, INV_ISSUED), issued_tax: sumIf(A.tax, INV_ISSUED),
    voided_amount: sumIf(A.amount, INV_VOIDED), voided_tax: sumIf(A.tax, INV_VOIDED),
  }).from(A).innerJoin(invoiceTypes, eq(invoiceTypes.id, A.invoice_type_id)).where(and(...where)).groupBy(sql`1`).orderBy(q.group_by === 'month' ? sql`1 desc` : sql`3 desc`);
  const rows = rs.map((r) => ({ ...r, ...Object.fromEntries(REPORT_FIELDS.map((f) => [f, Number(r[f])])) }));
  const summary = Object.fromEntries(REPORT_FIELDS.map((f) => [f, rows.reduce((a, r) => a + Number(r[f]), 0)]));
  const start = (q.pageNo - 1) * q.pageSize;
  return {
    page_data: { total_size: rows.length, total_page: Math.ceil(rows.length / q.pageSize), data: rows.slice(start, start + q.pageSize).map((r, i) => ({ id: start + i + 1, ...r })) },
    summary,
  };
}
