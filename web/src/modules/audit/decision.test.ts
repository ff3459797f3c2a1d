import { describe, expect, it } from 'vitest';
import { AuditMsg } from '@ta/contract';
import { commentRules, failureKind } from './decision';
import { stepStatus } from './detail/levels';

describe('decision rules', () => {
  it('requires a comment only to reject, with the engine message', () => {
    const reject = commentRules('reject');
    expect(reject[0]).toMatchObject({ required: true, whitespace: true, message: AuditMsg.rejectCommentRequired });
    expect(commentRules('pass').some((r) => typeof r === 'object' && 'required' in r && r.required)).toBe(false);
  });
  it('treats 409 and 404 as stale (reload), anything else as an error to correct', () => {
    expect(failureKind(409)).toBe('stale');
    expect(failureKind(404)).toBe('stale');
    expect(failureKind(400)).toBe('error');
    expect(failureKind(undefined)).toBe('error');
  });
});

describe('stepStatus', () => {
  const a = (status: number | null) => ({ user_id: 1, user_name: 'x', task_id: 1, status, status_label: '', comment: null, decided_at: null });
  it('shows rejection, progress, completion and waiting', () => {
    expect(stepStatus({ state: 'done', approvers: [a(2), a(4)] }, 2)).toBe('error');
    expect(stepStatus({ state: 'current', approvers: [a(0)] }, 0)).toBe('process');
    expect(stepStatus({ state: 'done', approvers: [a(1), a(4)] }, 0)).toBe('finish');
    expect(stepStatus({ state: 'done', approvers: [a(3)] }, 3)).toBe('wait');
    expect(stepStatus({ state: 'waiting', approvers: [a(null)] }, 0)).toBe('wait');
    expect(stepStatus({ state: 'skipped', approvers: [] }, 1)).toBe('wait');
  });
});
