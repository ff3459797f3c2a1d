/**
 * Approval-flow settings (permission key system_approval_flow): the flow of every audit type as levels
 * and as BPMN XML (generated when the flow was never drawn), saved from either with a version check,
 * and a validation of a diagram for the editor.
 */
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import {
  approvalFlowDetail, approvalFlowDetailReq, approvalFlowListReq, approvalFlowPage, bpmnValidateAnswer, approvalFlowUpdateReq, ApproverType, AUDIT_TYPES, bpmnValidateReq, type ApprovalLevel,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { userNames } from '../account/user-names';
import { inTx } from '../../platform/data';
import { mountResource } from '../../platform/resource';
import { defineRoute } from '../../platform/route';
import { approvalFlows } from '../../platform/approval/approval.tables';
import { approverNames } from '../../platform/approval/approvers';
import { levelsToBpmn } from '../../platform/approval/bpmn/from-levels';
import { APPROVAL_FLOW_RESOURCE, checkFlowReferences, findFlow, levelsFromBpmn, saveFlow, type FlowRow } from '../../platform/approval/flows';
import { auditTypeDef, hasAuditHandler } from '../../platform/approval/registry';

const TAG = '审批流程';
const P = '/api/v1/approvalFlow';
const view = { key: APPROVAL_FLOW_RESOURCE.permissionKey, action: 'view' } as const;

async function levelsWithNames(db: DB, levels: ApprovalLevel[]) {
  return Promise.all(levels.map(async (l, i) => ({
    ...l, level_no: i + 1, min_amount: l.min_amount ?? null, approver_type_label: ApproverType[l.approver_type],
    approver_names: await approverNames(db, l),
  })));
}

async function copyUsers(db: DB, ids: number[]): Promise<{ user_id: number; user_name: string }[]> {
  const m = await userNames(db, ids);
  return ids.map((user_id) => ({ user_id, user_name: m.get(user_id) ?? '' }));
}

async function flowDetail(db: DB, type: string, row?: FlowRow) {
  const def = auditTypeDef(type)!;
  const f = row ?? await findFlow(db, type);
  const levels = f?.levels ?? [];
  const [updater] = f?.updated_by ? await copyUsers(db, [f.updated_by]) : [];
  return {
    type, key: def.key, title: def.title, group: def.group, id: f?.id ?? null, version: f?.version ?? 0,
    levels: await levelsWithNames(db, levels),
    copy_user_ids: f?.copy_user_ids ?? [], copy_users: await copyUsers(db, f?.copy_user_ids ?? []),
    bpmn_xml: f?.bpmn_xml ?? (levels.length ? levelsToBpmn(levels, { processId: `Process_${type}`, processName: def.title, copyUserIds: f?.copy_user_ids }) : null),
    bpmn_generated: !f?.bpmn_xml,
    remark: f?.remark ?? null, updated_at: f?.updated_at ?? null, updated_by_name: updater?.user_name ?? null,
    handler_registered: hasAuditHandler(type),
  };
}

export function approvalFlowRoutes(app: FastifyInstance): void {
  // No generic verbs: this only makes the flows' change history readable with the settings key.
  mountResource(app, APPROVAL_FLOW_RESOURCE, { table: approvalFlows });

  defineRoute(app, { path: `${P}/list`, access: view, body: approvalFlowListReq, out: approvalFlowPage, tag: TAG, summary: '各审核类型的审批流程' }, async (i, ctx) => {
    const kw = i.keyword?.trim();
    const types = AUDIT_TYPES.filter((t) => (!kw || t.title.includes(kw) || t.type.toLowerCase().includes(kw.toLowerCase())) && (!i.group || t.group === i.group));
    const flows = types.length ? await ctx.db.select().from(approvalFlows).where(inArray(approvalFlows.type, types.map((t) => t.type))) : [];
    const byType = new Map(flows.map((f) => [f.type, f]));
    const start = (i.pageNo - 1) * i.pageSize;
    const data = await Promise.all(types.slice(start, start + i.pageSize).map(async (t) => {
      const f = byType.get(t.type);
      const levels = await levelsWithNames(ctx.db, f?.levels ?? []);
      return {
        type: t.type, key: t.key, title: t.title, group: t.group, id: f?.id ?? null, version: f?.version ?? 0,
        level_count: levels.length,
        levels_text: levels.map((l) => `${l.level_no}. ${l.name}（${l.approver_type === 'deptHead' ? l.approver_type_label : l.approver_names.join('、')}）`).join(' → '),
        has_bpmn: !!f?.bpmn_xml, copy_count: f?.copy_user_ids.length ?? 0, configured: !!f && levels.length > 0,
        handler_registered: hasAuditHandler(t.type), updated_at: f?.updated_at ?? null, remark: f?.remark ?? null,
      };
    }));
    return { page_data: { total_size: types.length, total_page: Math.ceil(types.length / i.pageSize), data } };
  });

  defineRoute(app, { path: `${P}/detail`, access: view, body: approvalFlowDetailReq, out: approvalFlowDetail, tag: TAG, summary: '审批流程详情（级别与BPMN流程图）' },
    (i, ctx) => flowDetail(ctx.db, i.type));

  defineRoute(app, { path: `${P}/update`, access: { key: APPROVAL_FLOW_RESOURCE.permissionKey, action: 'canEditor' }, body: approvalFlowUpdateReq, out: approvalFlowDetail, tag: TAG, summary: '保存审批流程（审批级别或BPMN流程图，带版本号）' },
    async (i, ctx) => {
      const row = await inTx(ctx.db, (tx) => saveFlow(tx, i, ctx.user));
      return flowDetail(ctx.db, i.type, row);
    });

  defineRoute(app, { path: `${P}/validateBpmn`, access: view, body: bpmnValidateReq, out: bpmnValidateAnswer, tag: TAG, summary: '校验BPMN流程图并给出对应的审批级别' },
    async (i, ctx) => {
      const r = levelsFromBpmn(i.bpmn_xml);
      await checkFlowReferences(ctx.db, r.levels, r.copy_user_ids ?? [], 'bpmn_xml');
      return { valid: true, levels: await levelsWithNames(ctx.db, r.levels), copy_user_ids: r.copy_user_ids ?? null };
    });
}
