/**
 * 销售客户概况 (report_sales_customer): per customer or sales channel over a period — orders, persons, sales,
 * received, outstanding and the change against the previous period of the same length; drill down to orders.
 */
import { z } from 'zod';
import { pageReq } from '../common';
import { reportRange } from './common';
import type { salesChartAnswer, salesCustomerRow, salesOrderRow } from './answers';

/** Rows per customer or per sales channel. */
export const SalesDimension = { customer: '按客户', channel: '按销售渠道' } as const;
export type SalesDimensionCode = keyof typeof SalesDimension;

const dimension = z.enum(['customer', 'channel'], { error: '统计维度不正确' }).optional();
const customerKind = z.union([z.enum(['private', 'unit', 'peer'], { error: '客户类型不正确' }), z.literal('')]).optional().nullable();

/** The list: paging, a keyword (customer or channel name), the period (order date, China days) and the dimension. */
export const salesCustomerQuery = pageReq.extend({
  keyword: z.string({ error: '关键字格式不正确' }).trim().max(100, '关键字不能超过100个字符').optional().nullable(),
  dimension,
  period: reportRange('统计期间'),
  customer_kind: customerKind,
});
export type SalesCustomerQuery = z.infer<typeof salesCustomerQuery>;

/** The drill-down: the orders behind one row (row_key of the list row) in the period. */
export const salesCustomerOrdersQuery = pageReq.extend({
  keyword: z.string({ error: '关键字格式不正确' }).trim().max(100, '关键字不能超过100个字符').optional().nullable(),
  dimension,
  period: reportRange('统计期间'),
  row_key: z.string({ error: '请选择统计行' }).trim().min(1, '请选择统计行').max(60, '统计行不正确'),
  customer_kind: customerKind,
});
export type SalesCustomerOrdersQuery = z.infer<typeof salesCustomerOrdersQuery>;

/**
 * A row of the sales report (`salesCustomerRow`): row_key 'peer:12', 'unit:3', 'private:0' (private orders without a customer
 * record), 'channel:5', 'channel:0' (no channel); change = sales − prev_sales (fen), change_bp in basis points (null when prev_sales is 0).
 */
export type SalesCustomerRow = z.output<typeof salesCustomerRow>;

export type SalesOrderRow = z.output<typeof salesOrderRow>;

/** Per month of the period (YYYY-MM) the orders, sales and received of the orders made that month; the ten rows with the largest sales. */
export type SalesChart = z.output<typeof salesChartAnswer>;
