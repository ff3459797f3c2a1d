/** Pure rules of a decision: the comment rule, the success texts, and how a failed call is handled. */
import type { Rule } from 'antd/es/form';
import { AuditMsg, Code } from '@ta/contract';

export const COMMENT_MAX = 500;

/** 审核意见: required (with the engine's message) for a rejection, at most 500 characters. */
export type DecisionAction = 'pass' | 'reject';

export function commentRules(action: DecisionAction): Rule[] {
  const max: Rule = { max: COMMENT_MAX, message: `审核意见不能超过${COMMENT_MAX}个字符` };
  return action === 'reject' ? [{ required: true, whitespace: true, message: AuditMsg.rejectCommentRequired }, max] : [max];
}

export const DECISION_DONE: Record<DecisionAction, string> = { pass: '已通过', reject: '已驳回' };
export const DECISION_LABEL: Record<DecisionAction, string> = { pass: '通过', reject: '驳回' };

/**
 * A failed decision: `stale` when someone decided first or the task is gone (409, 404) — show the
 * server's message and reload; otherwise `error` — show it and let the user correct the input.
 */
export function failureKind(code: number | undefined): 'stale' | 'error' {
  return code === Code.CONFLICT || code === Code.NOT_FOUND ? 'stale' : 'error';
}
