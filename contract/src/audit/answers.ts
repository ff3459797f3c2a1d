/**
 * Answer schemas of the audit centre and the approval-flow settings (issue 18). Timestamps are ISO strings,
 * amounts integer fen.
 */
import { z } from 'zod';
import { optStamp, stamp } from '../common/answers';
import { pageDataOf } from '../common/common';
import { APPROVAL_MODES, APPROVER_TYPES } from './audit';

const approvalMode = z.enum(APPROVAL_MODES);
const approverType = z.enum(APPROVER_TYPES);
/** Where a level of a run stands: passed, deciding now, not reached yet, or left out (the run ended before it). */
export const auditLevelState = z.enum(['done', 'current', 'waiting', 'skipped']);

/** A run (instance) as a decision, submission or withdrawal answers it. */
export const auditRunAnswer = z.object({
  id: z.number(), type: z.string(), object_id: z.number(), seq: z.number(), status: z.number(), status_label: z.string(),
  current_level: z.number(), level_count: z.number(), version: z.number(),
});
export const auditDecisionAnswer = auditRunAnswer.extend({ finished: z.boolean() });
export const auditBatchResultRow = z.object({ task_id: z.number(), ok: z.boolean(), code: z.number(), msg: z.string() });
export const auditBatchAnswer = z.object({ results: z.array(auditBatchResultRow), success: z.number(), failed: z.number() });

const runSummary = {
  id: z.number(), type: z.string(), type_title: z.string(), object_id: z.number(), seq: z.number(), title: z.string(),
  amount: z.number().nullable(), link: z.string().nullable(), task_link: z.string(), status: z.number(), status_label: z.string(),
  current_level: z.number(), level_count: z.number(), submitter_id: z.number(), submitter_name: z.string(),
  submitted_at: stamp, finished_at: stamp.nullable(), version: z.number(),
};

/** A row of an audit queue (pending / processed / copied / all). */
export const auditQueueRow = z.object({
  ...runSummary,
  current_level_name: z.string(), task_id: z.number().nullable(), task_version: z.number().nullable(),
  my_decision: z.number().nullable(), my_decision_label: z.string(), my_decided_at: optStamp, order_state: z.number().nullable(),
});
export const auditQueuePage = pageDataOf(auditQueueRow);

/** One run of an object in its timeline, with its actions. */
export const auditTimelineRun = z.object({
  instance_id: z.number(), seq: z.number(), title: z.string(), amount: z.number().nullable(), status: z.number(), status_label: z.string(),
  submitted_at: stamp, finished_at: stamp.nullable(),
  actions: z.array(z.object({
    id: z.number(), at: stamp, action: z.string(), action_label: z.string(), level_no: z.number().nullable(), level_name: z.string(),
    user_id: z.number(), user_name: z.string(), comment: z.string().nullable(),
  })),
});
export const auditTimelineAnswer = z.object({ type: z.string(), type_title: z.string(), object_id: z.number(), runs: z.array(auditTimelineRun) });

/** A run's detail: the object's fields, its levels with each approver's task, the caller's task and the timeline. */
export const auditDetailAnswer = z.object({
  ...runSummary,
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  copy_users: z.array(z.object({ user_id: z.number(), user_name: z.string() })),
  levels: z.array(z.object({
    level_no: z.number(), name: z.string(), mode: approvalMode, approver_type: approverType, min_amount: z.number().nullable(),
    node_id: z.string().nullable(), state: auditLevelState,
    approvers: z.array(z.object({
      user_id: z.number(), user_name: z.string(), task_id: z.number().nullable(), status: z.number().nullable(), status_label: z.string(),
      comment: z.string().nullable(), decided_at: optStamp,
    })),
  })),
  my_task: z.object({ task_id: z.number(), version: z.number(), level_no: z.number() }).nullable(),
  can_withdraw: z.boolean(),
  timeline: z.array(auditTimelineRun),
});

/** A level of an approval flow with its approvers' names. */
export const approvalLevelAnswer = z.object({
  name: z.string(), approver_type: approverType, approver_ids: z.array(z.number()), mode: approvalMode, min_amount: z.number().nullable(),
  node_id: z.string().optional(), level_no: z.number(), approver_type_label: z.string(), approver_names: z.array(z.string()),
});
export const approvalFlowRow = z.object({
  type: z.string(), key: z.string(), title: z.string(), group: z.string(), id: z.number().nullable(), version: z.number(),
  level_count: z.number(), levels_text: z.string(), has_bpmn: z.boolean(), copy_count: z.number(), configured: z.boolean(),
  handler_registered: z.boolean(), updated_at: optStamp, remark: z.string().nullable(),
});
export const approvalFlowPage = pageDataOf(approvalFlowRow);
export const approvalFlowDetail = z.object({
  type: z.string(), key: z.string(), title: z.string(), group: z.string(), id: z.number().nullable(), version: z.number(),
  levels: z.array(approvalLevelAnswer),
  copy_user_ids: z.array(z.number()), copy_users: z.array(z.object({ user_id: z.number(), user_name: z.string() })),
  bpmn_xml: z.string().nullable(), bpmn_generated: z.boolean(), remark: z.string().nullable(), updated_at: optStamp,
  updated_by_name: z.string().nullable(), handler_registered: z.boolean(),
});
export const bpmnValidateAnswer = z.object({ valid: z.boolean(), levels: z.array(approvalLevelAnswer), copy_user_ids: z.array(z.number()).nullable() });
