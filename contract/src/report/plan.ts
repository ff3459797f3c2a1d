/**
 * 计划管理 (report_plan): per departure group the plan (income of its orders, planned cost = package cost
 * price × persons) against the accounting (income lines of its orders, its cost lines), with the accounting
 * detail (核算明细: every income and cost line) and the accounting records (核算记录: each settlement version).
 */
import { z } from 'zod';
import { idOf, optIdOf, pageReq } from '../common';
import { codesOf } from '../finance/common';
import { reportRange } from './common';
import type { planReportRow } from './answers';

export const planReportQuery = pageReq.extend({
  keyword: z.string({ error: '关键字格式不正确' }).trim().max(100, '关键字不能超过100个字符').optional().nullable(),
  departure_date: reportRange('出团日期'),
  settle_status: codesOf('报账状态'),
  product_id: optIdOf('产品'),
});
export type PlanReportQuery = z.infer<typeof planReportQuery>;

export const planDetailQuery = z.object({ group_id: idOf('团期') });

export const planRecordsQuery = pageReq.extend({
  keyword: z.string({ error: '关键字格式不正确' }).trim().max(100, '关键字不能超过100个字符').optional().nullable(),
  group_id: optIdOf('团期'),
  status: codesOf('审核状态'),
  submitted_at: reportRange('提交时间'),
});
export type PlanRecordsQuery = z.infer<typeof planRecordsQuery>;

/** A group's plan against its actual (`planReportRow`): profit_diff = profit − plan_profit; last_* the latest settlement version, null before any. */
export type PlanReportRow = z.output<typeof planReportRow>;

export interface PlanIncomeLine {
  id: number; order_id: number; order_code: string; contact_name: string; fee_type: number; description: string | null;
  price: number; quantity: number; total: number;
}
export interface PlanCostLine {
  id: number; kind: string; kind_name: string; supplier_id: number; supplier_name: string | null; quantity: number;
  unit_price: number; total: number; consumption: number; remark: string | null;
}

export interface PlanRecordRow {
  id: number; code: string; group_id: number; group_code: string; product_name: string; seq: number; persons: number;
  income: number; cost: number; profit: number; margin_bp: number | null; status: number;
  submitted_by: number | null; submitted_by_name: string | null; submitted_at: string;
  decided_by: number | null; decided_by_name: string | null; decided_at: string | null; comment: string | null;
}
