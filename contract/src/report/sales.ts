/**
 * 销售客户概况 (report_sales_customer): per customer or sales channel over a period — orders, persons, sales,
 * received, outstanding and the change against the previous period of the same length; drill down to orders.
 */
import { z } from 'zod';
import { pageReq } from '../common';
import { reportRange } from './common';

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

export interface SalesCustomerRow {
  /** 'peer:12', 'unit:3', 'private:0' (private orders without a customer record), 'channel:5', 'channel:0' (no channel). */
  row_key: string;
  name: string;
  customer_kind: string | null;
  orders: number;
  persons: number;
  sales: number;
  received: number;
  outstanding: number;
  prev_orders: number;
  prev_sales: number;
  /** sales − prev_sales (fen) and in basis points of prev_sales (null when prev_sales is 0). */
  change: number;
  change_bp: number | null;
}

export interface SalesOrderRow {
  id: number; code: string; created_at: string; group_code: string; departure_date: string; product_name: string;
  contact_name: string; customer_name: string | null; enrollment_status: number; order_status: number;
  persons: number; sales: number; received: number; outstanding: number;
}

export interface SalesChart {
  /** Per month of the period (YYYY-MM): orders, sales and received of the orders made that month. */
  months: { month: string; orders: number; sales: number; received: number }[];
  /** The ten rows with the largest sales. */
  top: { name: string; sales: number; received: number }[];
}
