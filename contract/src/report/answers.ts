/** Answer schemas of the reports (issue 18): money in fen, rates in basis points, dates YYYY-MM-DD, stamps ISO. */
import { z } from 'zod';
import { pageDataOf } from '../common/common';

const bp = z.number().nullable();
export const salesCustomerRow = z.object({
  row_key: z.string(), name: z.string(), customer_kind: z.string().nullable(), orders: z.number(), persons: z.number(), sales: z.number(),
  received: z.number(), outstanding: z.number(), prev_orders: z.number(), prev_sales: z.number(), change: z.number(), change_bp: bp,
});
export const salesChartAnswer = z.object({
  months: z.array(z.object({ month: z.string(), orders: z.number(), sales: z.number(), received: z.number() })),
  top: z.array(z.object({ name: z.string(), sales: z.number(), received: z.number() })),
});
export const salesCustomerAnswer = pageDataOf(salesCustomerRow).extend({
  period: z.object({ from: z.string(), to: z.string(), prev_from: z.string(), prev_to: z.string() }),
  chart: salesChartAnswer,
});
export const salesOrderRow = z.object({
  id: z.number(), code: z.string(), created_at: z.string(), group_code: z.string(), departure_date: z.string(), product_name: z.string(),
  contact_name: z.string(), customer_name: z.string().nullable(), enrollment_status: z.number(), order_status: z.number(),
  persons: z.number(), sales: z.number(), received: z.number(), outstanding: z.number(),
});
export const salesOrdersAnswer = pageDataOf(salesOrderRow);

export const planReportRow = z.object({
  group_id: z.number(), group_code: z.string(), product_id: z.number(), product_name: z.string(), departure_date: z.string(),
  settle_status: z.number(), persons: z.number(), plan_income: z.number(), plan_cost: z.number(), plan_profit: z.number(),
  income: z.number(), cost: z.number(), profit: z.number(), margin_bp: bp, profit_diff: z.number(),
  last_seq: z.number().nullable(), last_status: z.number().nullable(), last_profit: z.number().nullable(),
});
export const planReportAnswer = pageDataOf(planReportRow);
export const planDetailAnswer = z.object({
  group: planReportRow,
  income_lines: z.array(z.object({
    id: z.number(), order_id: z.number(), order_code: z.string(), contact_name: z.string(), fee_type: z.number(), description: z.string().nullable(),
    price: z.number(), quantity: z.number(), total: z.number(),
  })),
  cost_lines: z.array(z.object({
    id: z.number(), kind: z.string(), kind_name: z.string(), supplier_id: z.number(), supplier_name: z.string().nullable(), quantity: z.number(),
    unit_price: z.number(), total: z.number(), consumption: z.number(), remark: z.string().nullable(),
  })),
  summary: z.object({ income: z.number(), cost: z.number(), profit: z.number() }),
});
export const planRecordRow = z.object({
  id: z.number(), code: z.string(), group_id: z.number(), group_code: z.string(), product_name: z.string(), seq: z.number(), persons: z.number(),
  income: z.number(), cost: z.number(), profit: z.number(), margin_bp: bp, status: z.number(),
  submitted_by: z.number().nullable(), submitted_by_name: z.string().nullable(), submitted_at: z.string(),
  decided_by: z.number().nullable(), decided_by_name: z.string().nullable(), decided_at: z.string().nullable(), comment: z.string().nullable(),
});
export const planRecordsAnswer = pageDataOf(planRecordRow);
