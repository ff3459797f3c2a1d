/**
 * Approval flows: one per audit type, saved as levels or as BPMN XML (levels derived from it), versioned,
 * with change history; default flows for the demo agency.
 */
import { eq } from 'drizzle-orm';
import { amountThresholdText, approvalFlowUpdateReq, type ApprovalLevel, type FieldError, type ResourceDef } from '@ta/contract';
import type { DB } from '../../db/client';
import { insertRow, updateRow, type WriteCtx } from '../data';
import { badInput, conflict } from '../errors';
import type { SessionUser } from '../session';
import { approvalFlows } from './approval.tables';
import { missingApproverIds, missingUserIds } from './approvers';
import { bpmnToLevels } from './bpmn/to-levels';

export type FlowRow = typeof approvalFlows.$inferSelect;

/** The flow settings as a resource: its change history is read with the settings key. */
export const APPROVAL_FLOW_RESOURCE: ResourceDef = {
  name: 'approvalFlow', title: '审批流程', path: '/api/v1/approvalFlow', permissionKey: 'system_approval_flow', table: 'approval_flows',
  create: approvalFlowUpdateReq, update: approvalFlowUpdateReq, verbs: [],
  labels: { type: '审核类型', levels: '审批级别', bpmn_xml: 'BPMN流程图', copy_user_ids: '抄送人', remark: '备注', updated_by: '修改人' },
};

export async function findFlow(db: DB, type: string): Promise<FlowRow | undefined> {
  const [row] = await db.select().from(approvalFlows).where(eq(approvalFlows.type, type)).limit(1);
  return row;
}

/** Converts a diagram or refuses it (400) with every problem, each naming its element. */
export function levelsFromBpmn(xml: string): { levels: ApprovalLevel[]; copy_user_ids?: number[] } {
  const r = bpmnToLevels(xml);
  if (!r.ok) throw badInput(r.errors.join('；'), r.errors.map((message) => ({ field: 'bpmn_xml', message })));
  return { levels: r.levels, copy_user_ids: r.copy_user_ids };
}

/** Checks that every role, position and user a flow names exists. */
export async function checkFlowReferences(db: DB, levels: ApprovalLevel[], copyUserIds: number[], field: 'levels' | 'bpmn_xml'): Promise<void> {
  const errors: FieldError[] = [];
  const what = { role: '角色', position: '岗位', users: '用户', deptHead: '' } as const;
  for (const [i, l] of levels.entries()) {
    const missing = await missingApproverIds(db, l);
    if (missing.length) {
      errors.push({ field: field === 'levels' ? `levels.${i}.approver_ids` : field, message: `第${i + 1}级「${l.name}」${l.node_id && field === 'bpmn_xml' ? `（${l.node_id}）` : ''}的${what[l.approver_type]}不存在：ID ${missing.join('、')}` });
    }
  }
  const missingCopy = await missingUserIds(db, copyUserIds);
  if (missingCopy.length) errors.push({ field: 'copy_user_ids', message: `抄送人不存在：ID ${missingCopy.join('、')}` });
  if (errors.length) throw badInput(errors.map((e) => e.message).join('；'), errors);
}

export interface FlowSave {
  type: string;
  version: number;
  levels?: ApprovalLevel[];
  bpmn_xml?: string;
  copy_user_ids?: number[];
  remark?: string | null;
}

/** Saves a flow; version 0 creates the flow of a type that has none. A stale version answers 409. */
export async function saveFlow(tx: DB, input: FlowSave, user: Pick<SessionUser, 'uid' | 'user_name'>): Promise<FlowRow> {
  const existing = await findFlow(tx, input.type);
  const fromXml = input.bpmn_xml !== undefined ? levelsFromBpmn(input.bpmn_xml) : undefined;
  const levels = fromXml ? fromXml.levels : input.levels!;
  const copy = [...new Set(input.copy_user_ids ?? fromXml?.copy_user_ids ?? existing?.copy_user_ids ?? [])];
  await checkFlowReferences(tx, levels, copy, fromXml ? 'bpmn_xml' : 'levels');
  const values = {
    type: input.type, levels, bpmn_xml: input.bpmn_xml ?? null, copy_user_ids: copy,
    remark: input.remark === undefined ? existing?.remark ?? null : input.remark, updated_by: user.uid,
  };
  const w: WriteCtx = { user, def: APPROVAL_FLOW_RESOURCE };
  if (!existing) {
    if (input.version !== 0) throw conflict();
    return insertRow<FlowRow>(tx, approvalFlows, values, w);
  }
  return updateRow<FlowRow>(tx, approvalFlows, existing.id, input.version, values, w);
}

/** Demo audit types that carry money: finance reviews first, the manager too from 10,000 元. */
export const MONEY_AUDIT_TYPES = new Set([
  'billImport', 'claim', 'refund', 'orderPayment', 'creditAdd', 'creditTemporary', 'creditGroup', 'loan', 'reimbursement',
  'payment', 'preLoan', 'prepayment', 'bindPrepayment', 'lineSettlement', 'advanceInvoice', 'orderInvoice', 'billInvoice',
  'invoiceVoid', 'advanceInvoiceBind', 'costInvoiceArrears', 'orderContract', 'contractCancel',
]);
export const MANAGER_THRESHOLD_FEN = 1_000_000;

export function defaultLevels(type: string, role: { finance?: number; manager?: number }): ApprovalLevel[] {
  const manager = (min: number | null): ApprovalLevel[] => role.manager
    ? [{ name: min ? `经理审批（${amountThresholdText(min)}）` : '经理审批', approver_type: 'role', approver_ids: [role.manager], mode: 'any', min_amount: min }]
    : [];
  if (MONEY_AUDIT_TYPES.has(type) && role.finance) {
    return [{ name: '财务审核', approver_type: 'role', approver_ids: [role.finance], mode: 'any', min_amount: null }, ...manager(MANAGER_THRESHOLD_FEN)];
  }
  return manager(null);
}
