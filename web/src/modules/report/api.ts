/** The reports' requests (list sources of the shared list screen) and their answers. */
import { REPORT_URLS, type planReportAnswer, type salesCustomerAnswer } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { post } from '@/platform/request';

export { REPORT_URLS };
export type ListArgs = { page_size: number; page_index: number } & Record<string, unknown>;

export type SalesAnswer = Answer<typeof salesCustomerAnswer>;
export type PlanAnswer = Answer<typeof planReportAnswer>;

/** A list request of the shared list screen's function form → the report's POST body. */
export const listPost = <T,>(url: string, { page_size, page_index, ...filters }: ListArgs, extra: Record<string, unknown> = {}) =>
  post<T>(url, { pageNo: page_index, pageSize: page_size, ...filters, ...extra });
