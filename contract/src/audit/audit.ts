/**
 * The approval engine's vocabulary and request schemas: audit queues per object type (AUDIT_TYPES),
 * decisions, the object timeline and the approval-flow settings (levels or BPMN XML).
 */
import { z } from 'zod';
import { AUDIT_TYPES } from '../audit-types';
import { AuditStatus, FinancialAuditType, FinancialOrderState, type EnumMap } from '../enums';
import { fenToYuan } from '../money';
import { idOf, optIdOf, optText, pageReq, reqText, versionField } from '../common';

/** Status of one audit run (instance): the spec's audit status 0–2 plus 3 withdrawn by the submitter. */
export const AuditInstanceStatus = { ...AuditStatus, 3: '已撤回' } as const satisfies EnumMap;
export const AUDIT_PENDING = 0;
export const AUDIT_PASSED = 1;
export const AUDIT_REJECTED = 2;
export const AUDIT_WITHDRAWN = 3;

/** Status of one approver's task. 4: another approver of an "any" level decided first, or the run ended. */
export const AuditTaskStatus = { 0: '待审核', 1: '已通过', 2: '已驳回', 3: '已撤回', 4: '无需审核' } as const satisfies EnumMap;
export const TASK_PENDING = 0;
export const TASK_PASSED = 1;
export const TASK_REJECTED = 2;
export const TASK_WITHDRAWN = 3;
export const TASK_CLOSED = 4;

/** The financial audit type (SPEC section 3) a money document shows for a run's status. */
export const FINANCIAL_AUDIT_TYPE_OF_STATUS: Record<number, keyof typeof FinancialAuditType> = { 0: 0, 1: 2, 2: 1 };

/** What happened in a run, in the object's timeline. */
export const AuditAction = { submit: '提交审核', pass: '通过', reject: '驳回', withdraw: '撤回' } as const;
export type AuditActionCode = keyof typeof AuditAction;

/** Who approves a level. */
export const ApproverType = { role: '角色', position: '岗位', users: '指定人员', deptHead: '提交人的部门负责人' } as const;
export const APPROVER_TYPES = ['role', 'position', 'users', 'deptHead'] as const;
export type ApproverTypeCode = (typeof APPROVER_TYPES)[number];

/** "any": one approver of the level suffices (或签); "all": every approver must agree (会签). */
export const ApprovalMode = { any: '或签（一人通过即可）', all: '会签（需全部通过）' } as const;
export const APPROVAL_MODES = ['any', 'all'] as const;
export type ApprovalModeCode = (typeof APPROVAL_MODES)[number];

/** Queue views of an audit type; each maps to the financial order state of SPEC section 3. */
export const AuditScope = { pending: '待审核', processed: '已审核', copied: '抄送我的', all: '全部' } as const;
export const AUDIT_SCOPES = ['pending', 'processed', 'copied', 'all'] as const;
export type AuditScopeCode = (typeof AUDIT_SCOPES)[number];
export const ORDER_STATE_OF_SCOPE: Record<Exclude<AuditScopeCode, 'all'>, keyof typeof FinancialOrderState> = { pending: 2, copied: 3, processed: 4 };

/** The namespace of our approver attributes on BPMN user tasks (ta:approverType, ta:approverIds, ta:mode). */
export const BPMN_TA_NAMESPACE = 'http://travel-agency/schema/bpmn';

export const AUDIT_TYPE_CODES = AUDIT_TYPES.map((t) => t.type) as [string, ...string[]];
export const auditTypeSchema = z.enum(AUDIT_TYPE_CODES, { error: '审核类型不正确' });

/** The to-do link of a run: the task-audit page of its type. */
export const auditTaskLink = (type: string, instanceId: number) => `/otherService/taskAudit/${type}?id=${instanceId}`;

/** "金额≥10,000.00元" — how a threshold reads in names and messages. */
export const amountThresholdText = (fen: number) => `金额≥${fenToYuan(fen)}元`;

export const approvalLevelSchema = z.object({
  name: reqText('审批级别名称', 50),
  approver_type: z.enum(APPROVER_TYPES, { error: '请选择审批人类型' }),
  approver_ids: z.array(idOf('审批人'), { error: '审批人格式不正确' }).max(200, '审批人不能超过200个').default([]),
  mode: z.enum(APPROVAL_MODES, { error: '请选择审批方式' }).default('any'),
  /** The level applies only when the object's amount (fen) is at least this. */
  min_amount: z.number({ error: '金额条件必须是以分为单位的整数' }).int('金额条件必须是以分为单位的整数').min(1, '金额条件必须大于0').max(1e15, '金额条件过大').nullable().optional(),
  /** Id of the BPMN user task this level came from. */
  node_id: z.string().max(100).optional(),
}).refine((l) => l.approver_type === 'deptHead' || l.approver_ids.length > 0, { message: '请选择审批人', path: ['approver_ids'] });
export type ApprovalLevel = z.infer<typeof approvalLevelSchema>;

export const approvalLevelsSchema = z.array(approvalLevelSchema, { error: '审批级别格式不正确' })
  .min(1, '请至少设置一个审批级别').max(20, '审批级别不能超过20个')
  .refine((ls) => ls.some((l) => l.min_amount == null), '请至少设置一个不带金额条件的审批级别');

const flowVersion = z.coerce.number({ error: '缺少数据版本号，请刷新后重试' }).int('数据版本号不正确').min(0, '数据版本号不正确');
const bpmnXml = z.string({ error: '请提供BPMN流程图' }).min(1, '请提供BPMN流程图').max(1_000_000, 'BPMN流程图不能超过1MB');

export const approvalFlowListReq = pageReq.extend({ keyword: optText('关键字', 50), group: optText('分组', 50) });
export const approvalFlowDetailReq = z.object({ type: auditTypeSchema });
/** Save a flow from levels or from BPMN XML (exactly one); version 0 creates the flow of a type that has none. */
export const approvalFlowUpdateReq = z.object({
  type: auditTypeSchema,
  version: flowVersion,
  levels: approvalLevelsSchema.optional(),
  bpmn_xml: bpmnXml.optional(),
  copy_user_ids: z.array(idOf('抄送人'), { error: '抄送人格式不正确' }).max(100, '抄送人不能超过100个').optional(),
  remark: optText('备注', 500),
}).refine((v) => (v.levels === undefined) !== (v.bpmn_xml === undefined), { message: '请提供审批级别或BPMN流程图（二选一）', path: ['levels'] });
export const bpmnValidateReq = z.object({ bpmn_xml: bpmnXml, type: auditTypeSchema.optional() });

export const auditListReq = pageReq.extend({
  scope: z.enum(AUDIT_SCOPES, { error: '查询范围不正确' }).default('pending'),
  status: z.coerce.number({ error: '审核状态不正确' }).int('审核状态不正确').refine((v) => String(v) in AuditInstanceStatus, '审核状态不正确').optional(),
  keyword: optText('关键字', 100),
  object_id: optIdOf('单据'),
  submitter_id: optIdOf('提交人'),
  submitted_at: z.array(z.string().max(40).refine((v) => v === '' || !Number.isNaN(Date.parse(v)), '提交时间格式不正确'), { error: '提交时间格式不正确' }).max(2, '提交时间格式不正确').optional(),
});
export const auditDetailReq = z.object({ id: idOf('审核记录') });
export const auditPassReq = z.object({
  task_id: idOf('审核任务'),
  version: versionField,
  comment: optText('审核意见', 500),
});
export const auditRejectReq = z.object({
  task_id: idOf('审核任务'),
  version: versionField,
  comment: z.string({ error: '请填写驳回意见' }).trim().min(1, '请填写驳回意见').max(500, '驳回意见不能超过500个字符'),
});
export const auditBatchReq = z.object({
  action: z.enum(['pass', 'reject'], { error: '请选择审核操作' }),
  items: z.array(z.object({ task_id: idOf('审核任务'), version: versionField }), { error: '请选择要审核的记录' })
    .min(1, '请至少选择一条记录').max(100, '一次最多审核100条'),
  comment: optText('审核意见', 500),
}).refine((v) => v.action !== 'reject' || !!v.comment?.trim(), { message: '请填写驳回意见', path: ['comment'] });
export const auditSubmitReq = z.object({ type: auditTypeSchema, object_id: idOf('单据') });
export const auditWithdrawReq = z.object({ id: idOf('审核记录'), version: versionField });
export const auditTimelineReq = z.object({ type: auditTypeSchema, object_id: idOf('单据') });

/** One item of a batch decision: ok, or the Chinese reason it failed. */
export interface AuditBatchResult { task_id: number; ok: boolean; code: number; msg: string }

/** The engine's own Chinese messages (shared with the web and the tests). */
export const AuditMsg = {
  unknownType: '审核类型不正确',
  taskNotFound: '审核任务不存在',
  instanceNotFound: '审核记录不存在',
  taskTaken: '该审核任务已被他人处理或已变更，请刷新后重试',
  notYourTask: '这不是您的审核任务，不能处理',
  rejectCommentRequired: '请填写驳回意见',
  alreadyPending: '该单据正在审核中，请勿重复提交',
  alreadyApproved: '该单据已审核通过，不能再次提交审核',
  finished: '该审核已结束，不能再处理',
  withdrawOnlySubmitter: '只有提交人可以撤回审核',
  withdrawAfterDecision: '审批人已经处理过，不能撤回',
  timelineNoAccess: '无权查看该单据的审核记录',
  submitNotOpen: '该类型的单据只能在其业务页面提交审核',
} as const;
