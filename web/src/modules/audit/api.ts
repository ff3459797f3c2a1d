/**
 * Calls of the audit centre: decisions (pass / reject / batch, each with a one-time smartToken as the
 * server marks them), withdrawal, and the refresh after any of them (the type's queue and detail
 * queries, the object's timeline, and the to-do counts of the badges).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { auditDecisionAnswer, auditRunAnswer } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { message } from 'antd';
import { fetchCounts } from '@/platform/counts';
import { showError } from '@/platform/feedback';
import { isApiError, post } from '@/platform/request';
import { AUDIT_WITHDRAW_URL, auditQueryName, auditUrl, type BatchAnswer } from './audit-model';
import { failureKind, type DecisionAction } from './decision';

export interface DecisionTarget { task_id: number; version: number }
export type { DecisionAction } from './decision';

/** An audit run after a withdrawal; a decision adds whether the run finished. */
export type RunAnswer = Answer<typeof auditRunAnswer> & Partial<Answer<typeof auditDecisionAnswer>>;

export function useAuditCalls(type: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: [auditQueryName(type)] }),
      client.invalidateQueries({ queryKey: ['audit-timeline', type] }),
    ]);
    void fetchCounts();
  };
  return {
    refresh,
    decide: (action: DecisionAction, t: DecisionTarget, comment: string) =>
      post<RunAnswer>(auditUrl(type, action), { task_id: t.task_id, version: t.version, comment: comment.trim() || undefined }, { smartToken: true }),
    batch: (action: DecisionAction, items: DecisionTarget[], comment: string) =>
      post<BatchAnswer>(auditUrl(type, 'batch'), { action, items, comment: comment.trim() || undefined }, { smartToken: true }),
    withdraw: (id: number, version: number) => post<RunAnswer>(AUDIT_WITHDRAW_URL, { id, version }),
  };
}

/**
 * Runs a write of the audit pages. Resolves true when it is over (done, or stale: someone decided first —
 * the server's message is shown and the data reloaded), false when the user should correct and retry.
 */
export async function runAuditWrite(call: () => Promise<unknown>, success: string, refresh: () => Promise<void>): Promise<boolean> {
  try {
    const r = await call();
    if (r === undefined) return false;
    void message.success(success);
    await refresh();
    return true;
  } catch (e) {
    if (isApiError(e) && failureKind(e.code) === 'stale') {
      void message.error(e.msg);
      await refresh();
      return true;
    }
    showError(e);
    return false;
  }
}
