/**
 * Approval-flow settings: the shapes of `/api/v1/approvalFlow/*`, the level editor's form values and
 * their conversion to the update request (yuan in the form, fen on the wire), and error paths.
 */
import { AUDIT_TYPES, yuanToFen, type ApprovalLevel, type ApprovalModeCode, type ApproverTypeCode, type approvalFlowDetail, type approvalFlowPage } from '@ta/contract';
import type { Answer, PageRow } from '@/platform/answer-types';

export const FLOW_URL = {
  list: '/api/v1/approvalFlow/list',
  detail: '/api/v1/approvalFlow/detail',
  update: '/api/v1/approvalFlow/update',
  validateBpmn: '/api/v1/approvalFlow/validateBpmn',
} as const;
export const FLOW_RESOURCE = 'approvalFlow';
export const FLOW_PERMISSION = 'system_approval_flow';
export const FLOW_TABLE = 'approval_flows';

export const AUDIT_GROUPS: readonly string[] = [...new Set(AUDIT_TYPES.map((t) => t.group))];

/** `/api/v1/approvalFlow/detail`: the flow with its levels (each with its approvers' names). */
export type FlowDetail = Answer<typeof approvalFlowDetail>;
export type FlowLevelView = FlowDetail['levels'][number];

/** A row of the approval-flow list. */
export type FlowRow = PageRow<typeof approvalFlowPage>;

/** One level in the editor: the amount threshold in yuan. */
export interface LevelForm {
  name: string;
  approver_type: ApproverTypeCode;
  approver_ids: number[];
  mode: ApprovalModeCode;
  min_amount_yuan?: number | null;
  node_id?: string;
}

export interface FlowForm { levels: LevelForm[]; copy_user_ids: number[]; remark?: string | null }

export const fenToYuanNumber = (fen: number) => fen / 100;

/** Yuan as typed (number or text, at most two decimals) → fen; empty → null. */
export function yuanInputToFen(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const s = typeof v === 'number' ? v.toFixed(2) : v;
  return yuanToFen(s);
}

export function newLevel(index: number): LevelForm {
  return { name: `第${index + 1}级审批`, approver_type: 'role', approver_ids: [], mode: 'any', min_amount_yuan: null };
}

export function toFlowForm(d: Pick<FlowDetail, 'levels' | 'copy_user_ids' | 'remark'>): FlowForm {
  return {
    levels: d.levels.map((l) => ({
      name: l.name, approver_type: l.approver_type, approver_ids: [...l.approver_ids], mode: l.mode,
      min_amount_yuan: l.min_amount == null ? null : fenToYuanNumber(l.min_amount), ...(l.node_id ? { node_id: l.node_id } : {}),
    })),
    copy_user_ids: [...d.copy_user_ids],
    remark: d.remark ?? '',
  };
}

/** The editor's levels as the update request wants them (department heads name nobody). */
export function toLevelPayload(levels: readonly LevelForm[]): ApprovalLevel[] {
  return levels.map((l) => {
    const min = yuanInputToFen(l.min_amount_yuan);
    return {
      name: (l.name ?? '').trim(), approver_type: l.approver_type, approver_ids: l.approver_type === 'deptHead' ? [] : [...(l.approver_ids ?? [])],
      mode: l.mode ?? 'any', min_amount: min, ...(l.node_id ? { node_id: l.node_id } : {}),
    };
  });
}

export function flowUpdatePayload(type: string, version: number, f: FlowForm) {
  return { type, version, levels: toLevelPayload(f.levels ?? []), copy_user_ids: [...(f.copy_user_ids ?? [])], remark: f.remark?.trim() || null };
}

/** "levels.0.approver_ids" (the server's field) or a zod path → the form's name path. */
export function formPath(field: string | readonly PropertyKey[]): (string | number)[] {
  const parts = typeof field === 'string' ? field.split('.') : field.map(String);
  return parts.filter((p) => p !== '').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** Moves an item of a list (the level order); out-of-range moves return the list unchanged. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** User options known from a flow (names the server sent), for roles that may not list users. */
export function knownUsers(d: Pick<FlowDetail, 'levels' | 'copy_users'> | undefined): { label: string; value: number }[] {
  if (!d) return [];
  const m = new Map<number, string>();
  for (const l of d.levels) if (l.approver_type === 'users') l.approver_ids.forEach((id, i) => m.set(id, l.approver_names[i] ?? `#${id}`));
  for (const u of d.copy_users) m.set(u.user_id, u.user_name || `#${u.user_id}`);
  return [...m].map(([value, label]) => ({ label, value }));
}
