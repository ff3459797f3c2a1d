/** The reports' requests (list sources of the shared list screen) and their answers. */
import { REPORT_URLS, type PlanReportRow, type SalesChart, type SalesCustomerRow } from '@ta/contract';
import { post } from '@/platform/request';

export { REPORT_URLS };
export type ListArgs = { page_size: number; page_index: number } & Record<string, unknown>;

export interface SalesAnswer {
  page_data: { total_size: number; total_page: number; data: SalesCustomerRow[] };
  summary: Record<string, number>;
  period: { from: string; to: string; prev_from: string; prev_to: string };
  chart: SalesChart;
}
export interface PlanAnswer { page_data: { total_size: number; total_page: number; data: PlanReportRow[] }; summary: Record<string, number> }

/** A list request of the shared list screen's function form → the report's POST body. */
export const listPost = <T,>(url: string, { page_size, page_index, ...filters }: ListArgs, extra: Record<string, unknown> = {}) =>
  post<T>(url, { pageNo: page_index, pageSize: page_size, ...filters, ...extra });
