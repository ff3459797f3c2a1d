/**
 * The audit centre's data shapes (as the approval routes answer them), its endpoints and pure helpers:
 * status colours, scope tabs, level texts, batch results. Types mirror server/src/modules/audit/*.
 */
import {
  AUDIT_TYPES, AuditInstanceStatus, AuditTaskStatus, ApprovalMode, ApproverType, enumLabel, fenToYuan,
  type AuditBatchResult, type AuditScopeCode, type AuditTypeDef, type auditBatchAnswer, type auditDetailAnswer, type auditLevelState, type auditQueuePage,
} from '@ta/contract';
import type { Answer, PageRow } from '@/platform/answer-types';

import type { TimelineRun } from '@/platform/audit-timeline';

export type { AuditBatchResult, TimelineRun };

/** One row of an audit queue (`/api/v1/audit/<type>/list`); `task_id` is my pending task on the run (null when I have nothing to decide). */
export type AuditRow = PageRow<typeof auditQueuePage>;

/** `/api/v1/audit/<type>/detail`. */
export type AuditDetail = Answer<typeof auditDetailAnswer>;
export type DetailLevel = AuditDetail['levels'][number];
export type DetailApprover = DetailLevel['approvers'][number];
export type LevelState = Answer<typeof auditLevelState>;

export type BatchAnswer = Answer<typeof auditBatchAnswer>;

export const auditUrl = (type: string, verb: 'list' | 'detail' | 'pass' | 'reject' | 'batch') => `/api/v1/audit/${type}/${verb}`;
export const AUDIT_WITHDRAW_URL = '/api/v1/audit/withdraw';
export const AUDIT_TIMELINE_URL = '/api/v1/audit/timeline';

/** Query-key name of one type's queue and detail queries (invalidated together after a decision). */
export const auditQueryName = (type: string) => `audit-${type}`;

export function auditTypeOf(type: string | undefined): AuditTypeDef | undefined {
  return AUDIT_TYPES.find((t) => t.type === type);
}

/** The audit type named by the last path segment (`/audit/loan`, `/otherService/taskAudit/loan`). */
export function typeFromPath(pathname: string): AuditTypeDef | undefined {
  const seg = pathname.replace(/\/+$/, '').split('/').pop();
  return auditTypeOf(seg);
}

/** The queue tabs (server scopes) with the audit centre's wording. */
export const SCOPE_TABS: readonly { key: AuditScopeCode; label: string }[] = [
  { key: 'pending', label: '待我审核' },
  { key: 'processed', label: '我已审核' },
  { key: 'copied', label: '抄送我的' },
  { key: 'all', label: '全部' },
];

export function scopeOf(v: string | null | undefined): AuditScopeCode {
  return SCOPE_TABS.some((t) => t.key === v) ? (v as AuditScopeCode) : 'pending';
}

/** antd Tag colour of a run's status (audit status 0–2 of SPEC section 3, 3 withdrawn). */
export const AUDIT_STATUS_COLOR: Readonly<Record<number, string>> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default' };
/** antd Tag colour of one approver's task status. */
export const TASK_STATUS_COLOR: Readonly<Record<number, string>> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default', 4: 'default' };

export function statusColor(status: number | null | undefined): string {
  return status === null || status === undefined ? 'default' : AUDIT_STATUS_COLOR[status] ?? 'default';
}
export function statusText(status: number | null | undefined): string {
  return status === null || status === undefined ? '' : enumLabel(AuditInstanceStatus, status);
}
export function taskStatusColor(status: number | null | undefined): string {
  return status === null || status === undefined ? 'default' : TASK_STATUS_COLOR[status] ?? 'default';
}
export function taskStatusText(status: number | null | undefined): string {
  return status === null || status === undefined ? '未开始' : enumLabel(AuditTaskStatus, status);
}

/** "第1/2级 · 财务审核" while pending; "共2级" once finished. */
export function levelProgress(r: Pick<AuditRow, 'status' | 'current_level' | 'level_count'> & { current_level_name?: string }): string {
  if (r.status !== 0) return r.level_count ? `共${r.level_count}级` : '';
  const name = r.current_level_name ? ` · ${r.current_level_name}` : '';
  return `第${r.current_level}/${r.level_count}级${name}`;
}

/** "¥1,234.56" or "-" for an object without amount. */
export function amountText(fen: number | null | undefined): string {
  return fen === null || fen === undefined ? '-' : `¥${fenToYuan(fen)}`;
}

/** A row I may decide now (pending run, my pending task). */
export function canDecide(r: Pick<AuditRow, 'status' | 'task_id' | 'task_version'>): boolean {
  return r.status === 0 && r.task_id !== null && r.task_version !== null;
}

/** The level wording of a level in a flow: "角色：财务、经理；或签（一人通过即可）；金额≥10,000.00元". */
export function levelSummary(l: { approver_type: string; approver_names?: string[]; mode: string; min_amount?: number | null }): string {
  const who = l.approver_type === 'deptHead'
    ? enumLabel(ApproverType, l.approver_type)
    : `${enumLabel(ApproverType, l.approver_type)}：${(l.approver_names ?? []).join('、') || '未设置'}`;
  const parts = [who, enumLabel(ApprovalMode, l.mode)];
  if (l.min_amount != null) parts.push(`金额≥${fenToYuan(l.min_amount)}元`);
  return parts.join('；');
}

/** One line of a batch result table: the row's title and 成功 or the server's Chinese reason. */
export interface BatchResultLine { task_id: number; title: string; ok: boolean; text: string }

export function batchResultLines(results: readonly AuditBatchResult[], rows: readonly Pick<AuditRow, 'task_id' | 'title'>[]): BatchResultLine[] {
  const titleOf = new Map(rows.map((r) => [r.task_id, r.title]));
  return results.map((r) => ({ task_id: r.task_id, title: titleOf.get(r.task_id) ?? `#${r.task_id}`, ok: r.ok, text: r.ok ? '成功' : r.msg || '失败' }));
}

/** The batch request items of the selected rows (only rows I can decide). */
export function batchItems(rows: readonly AuditRow[]): { task_id: number; version: number }[] {
  return rows.filter(canDecide).map((r) => ({ task_id: r.task_id!, version: r.task_version! }));
}
