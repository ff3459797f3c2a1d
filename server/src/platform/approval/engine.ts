/**
 * The approval engine: submit an object (a run with a snapshot of its approvers per level), pass or reject
 * a task (next level or the final effect through the type's handler, in the same transaction), withdraw,
 * and batch decisions. Decisions carry the task version they saw; the run row is locked for the decision,
 * so concurrent deciders are serialised and exactly one wins a task.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  AUDIT_PASSED, AUDIT_PENDING, AUDIT_REJECTED, AUDIT_WITHDRAWN, AuditMsg, auditTaskLink, Cmd, Code, fenToYuan, Msg,
  TASK_CLOSED, TASK_PASSED, TASK_PENDING, TASK_REJECTED, TASK_WITHDRAWN, type AuditActionCode, type AuditBatchResult,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { inTx } from '../data';
import { AppError, badInput, conflict, notFound } from '../errors';
import { messages } from '../platform.tables';
import type { Services } from '../services';
import { auditActions, auditInstances, auditTasks, type InstanceLevel } from './approval.tables';
import { resolveApprovers } from './approvers';
import { findFlow } from './flows';
import { auditHandler, auditTypeDef, type AuditHandler, type AuditHookCtx } from './registry';

export type InstanceRow = typeof auditInstances.$inferSelect;
export type TaskRow = typeof auditTasks.$inferSelect;

/** Who acts: uid and name; for a submit also the department of the role relation in use. */
export interface Actor { uid: number; user_name: string; dept_id?: number | null }

const clip = (s: string, n = 200) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const todoBiz = (type: string) => `audit:${type}`;

function handlerOf(type: string): AuditHandler {
  const def = auditTypeDef(type);
  if (!def) throw badInput(AuditMsg.unknownType);
  const h = auditHandler(type);
  if (!h) throw badInput(`「${def.title}」尚未接入审批引擎，暂不能提交或处理审核`);
  return h;
}

function hookCtx(s: Services, inst: InstanceRow, levelNo: number, user: Actor): AuditHookCtx {
  return {
    type: inst.type, objectId: inst.object_id, instanceId: inst.id, levelNo, user: { uid: user.uid, user_name: user.user_name },
    submitterId: inst.submitter_id, amount: inst.amount, services: s,
  };
}

async function action(tx: DB, inst: InstanceRow, act: AuditActionCode, user: Actor, levelNo: number | null, comment?: string | null): Promise<void> {
  await tx.insert(auditActions).values({
    instance_id: inst.id, type: inst.type, object_id: inst.object_id, level_no: levelNo, action: act,
    user_id: user.uid, user_name: user.user_name, comment: comment ?? null,
  });
}

/** Marks the to-do items of a run read for these users and pushes their fresh counts on commit. */
async function resolveTodos(s: Services, tx: DB, inst: InstanceRow, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  const done = await tx.update(messages).set({ read_at: sql`now()` })
    .where(and(eq(messages.kind, 'todo'), eq(messages.biz_type, todoBiz(inst.type)), eq(messages.biz_id, inst.id),
      inArray(messages.user_id, userIds), sql`${messages.read_at} is null`))
    .returning({ user_id: messages.user_id });
  await s.live.publishInTx(tx, { userIds: [...new Set(done.map((d) => d.user_id))], cmd: Cmd.PUSH_REFRESH });
}

async function openTasks(s: Services, tx: DB, inst: InstanceRow, level: InstanceLevel): Promise<void> {
  await tx.insert(auditTasks).values(level.user_ids.map((user_id) => ({ instance_id: inst.id, type: inst.type, level_no: level.level_no, user_id })));
  const typeTitle = auditTypeDef(inst.type)?.title ?? inst.type;
  const amount = inst.amount == null ? '' : `；金额：${fenToYuan(inst.amount)}元`;
  await s.messages.notify(tx, level.user_ids, {
    kind: 'todo', title: clip(`待审核：${typeTitle}「${inst.title}」`),
    content: `第${level.level_no}级「${level.name}」${amount}`, link: auditTaskLink(inst.type, inst.id),
    biz_type: todoBiz(inst.type), biz_id: inst.id,
  });
}

/** Closes the pending tasks of a run (of one level, or all) and clears their to-do items. */
async function closeTasks(s: Services, tx: DB, inst: InstanceRow, status: number, levelNo?: number): Promise<void> {
  const closed = await tx.update(auditTasks).set({ status, version: sql`${auditTasks.version} + 1` })
    .where(and(eq(auditTasks.instance_id, inst.id), eq(auditTasks.status, TASK_PENDING), levelNo ? eq(auditTasks.level_no, levelNo) : undefined))
    .returning({ user_id: auditTasks.user_id });
  await resolveTodos(s, tx, inst, closed.map((c) => c.user_id));
}

async function updateInstance(tx: DB, inst: InstanceRow, values: Partial<InstanceRow>): Promise<InstanceRow> {
  const [row] = await tx.update(auditInstances)
    .set({ ...values, updated_at: new Date(), version: sql`${auditInstances.version} + 1` })
    .where(eq(auditInstances.id, inst.id)).returning();
  return row;
}

/** The submitter (the document's owner) is told the outcome with a link to the document itself (its audit page may be outside their menu). */
async function tellSubmitter(s: Services, tx: DB, inst: InstanceRow, title: string, content?: string): Promise<void> {
  await s.messages.notify(tx, [inst.submitter_id], { kind: 'result', title: clip(title), content, link: inst.link ?? auditTaskLink(inst.type, inst.id), biz_type: todoBiz(inst.type), biz_id: inst.id });
}

async function tellCopied(s: Services, tx: DB, inst: InstanceRow, outcome: string): Promise<void> {
  const typeTitle = auditTypeDef(inst.type)?.title ?? inst.type;
  const ids = inst.copy_user_ids.filter((u) => u !== inst.submitter_id);
  await s.messages.notify(tx, ids, { kind: 'result', title: clip(`抄送：${typeTitle}「${inst.title}」${outcome}`), link: auditTaskLink(inst.type, inst.id), biz_type: todoBiz(inst.type), biz_id: inst.id });
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/**
 * Submits an object for audit inside the caller's transaction (modules call this from their own routes).
 * Refuses a type without handler or flow, a second pending run of the object, and a level that resolves
 * to nobody (naming the level) — a level is never passed silently.
 */
export async function submitForAudit(s: Services, tx: DB, i: { type: string; objectId: number; submitter: Actor }): Promise<InstanceRow> {
  const handler = handlerOf(i.type);
  const def = auditTypeDef(i.type)!;
  const [pending] = await tx.select({ id: auditInstances.id }).from(auditInstances)
    .where(and(eq(auditInstances.type, i.type), eq(auditInstances.object_id, i.objectId), eq(auditInstances.status, AUDIT_PENDING))).limit(1);
  if (pending) throw conflict(AuditMsg.alreadyPending);
  const flow = await findFlow(tx, i.type);
  if (!flow || flow.levels.length === 0) throw badInput(`「${def.title}」尚未设置审批流程，请先在“系统设置 > 审批流程”中设置`);
  const info = await handler.describe(tx, i.objectId);
  const amount = info.amount ?? null;
  if (amount !== null && !Number.isSafeInteger(amount)) throw new Error(`describe(${i.type}) returned a non-integer amount ${amount}`);

  const levels: InstanceLevel[] = [];
  for (const [idx, l] of flow.levels.entries()) {
    if (l.min_amount != null && (amount === null || amount < l.min_amount)) continue;
    const users = await resolveApprovers(tx, l, { uid: i.submitter.uid, dept_id: i.submitter.dept_id ?? null });
    if (!users.length) {
      const who = l.approver_type === 'deptHead' ? '提交人所在部门及上级部门都没有设置负责人' : '所设的审批人中没有可用的人员（提交人不能审批自己的单据）';
      throw badInput(`审批流程第${idx + 1}级「${l.name}」没有审批人：${who}，不能提交。请在“系统设置 > 审批流程”中调整`);
    }
    levels.push({
      level_no: levels.length + 1, name: l.name, mode: l.mode, approver_type: l.approver_type, approver_ids: l.approver_ids,
      min_amount: l.min_amount ?? null, ...(l.node_id ? { node_id: l.node_id } : {}),
      user_ids: users.map((u) => u.id), user_names: users.map((u) => u.user_name),
    });
  }
  if (!levels.length) throw badInput(`「${def.title}」的审批流程没有适用于该单据的审批级别，不能提交`);

  const [{ seq }] = await tx.select({ seq: sql<number>`coalesce(max(${auditInstances.seq}), 0)::int + 1` }).from(auditInstances)
    .where(and(eq(auditInstances.type, i.type), eq(auditInstances.object_id, i.objectId)));
  let inst: InstanceRow;
  try {
    [inst] = await tx.insert(auditInstances).values({
      type: i.type, object_id: i.objectId, seq: Number(seq), title: clip(info.title || `${def.title} #${i.objectId}`), amount,
      link: info.link ?? null, fields: info.fields ?? [], status: AUDIT_PENDING, current_level: 1, levels,
      copy_user_ids: flow.copy_user_ids.filter((u) => u !== i.submitter.uid), flow_id: flow.id, flow_version: flow.version,
      submitter_id: i.submitter.uid, dept_id: i.submitter.dept_id ?? null,
    }).returning();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(AuditMsg.alreadyPending);
    throw e;
  }
  await action(tx, inst, 'submit', i.submitter, null);
  await openTasks(s, tx, inst, levels[0]);
  await handler.onSubmitted?.(tx, inst.object_id, hookCtx(s, inst, 1, i.submitter));
  return inst;
}

export interface DecisionInput { type?: string; taskId: number; version: number; action: 'pass' | 'reject'; comment?: string | null; user: Actor }
export interface DecisionResult { instance: InstanceRow; task: TaskRow; finished: boolean }

/** One decision inside the caller's transaction. */
export async function decideInTx(s: Services, tx: DB, i: DecisionInput): Promise<DecisionResult> {
  const comment = i.comment?.trim() || null;
  if (i.action === 'reject' && !comment) throw badInput(AuditMsg.rejectCommentRequired, [{ field: 'comment', message: AuditMsg.rejectCommentRequired }]);
  const [task] = await tx.select().from(auditTasks).where(eq(auditTasks.id, i.taskId)).limit(1);
  if (!task || (i.type && task.type !== i.type)) throw notFound(AuditMsg.taskNotFound);
  if (task.user_id !== i.user.uid) throw new AppError(Code.NO_PERMISSION, AuditMsg.notYourTask);
  // The run row is the lock every decision and withdrawal of this run queues on.
  const [inst] = await tx.select().from(auditInstances).where(eq(auditInstances.id, task.instance_id)).for('update');
  const [mine] = await tx.update(auditTasks)
    .set({ status: i.action === 'pass' ? TASK_PASSED : TASK_REJECTED, comment, decided_at: new Date(), version: sql`${auditTasks.version} + 1` })
    .where(and(eq(auditTasks.id, task.id), eq(auditTasks.version, i.version), eq(auditTasks.status, TASK_PENDING)))
    .returning();
  if (!mine) throw conflict(AuditMsg.taskTaken);
  if (inst.status !== AUDIT_PENDING || inst.current_level !== task.level_no) throw conflict(AuditMsg.finished);
  const level = inst.levels[inst.current_level - 1];
  await resolveTodos(s, tx, inst, [i.user.uid]);
  await action(tx, inst, i.action, i.user, level.level_no, comment);
  const r = i.action === 'reject' ? await afterReject(s, tx, inst, level, i.user, comment!) : await afterPass(s, tx, inst, level, i.user);
  return { ...r, task: mine };
}

async function afterReject(s: Services, tx: DB, run: InstanceRow, level: InstanceLevel, user: Actor, comment: string) {
  const handler = handlerOf(run.type);
  await closeTasks(s, tx, run, TASK_CLOSED);
  const inst = await updateInstance(tx, run, { status: AUDIT_REJECTED, finished_at: new Date() });
  await handler.onRejected(tx, inst.object_id, hookCtx(s, inst, level.level_no, user), comment);
  await tellSubmitter(s, tx, inst, `${auditTypeDef(inst.type)!.title}「${inst.title}」已被驳回`, `${user.user_name}（第${level.level_no}级「${level.name}」）：${comment}`);
  await tellCopied(s, tx, inst, '已被驳回');
  return { instance: inst, finished: true };
}

/** A pass ends an "any" level at once and an "all" level with its last approver; then the next level, or the final effect. */
async function afterPass(s: Services, tx: DB, run: InstanceRow, level: InstanceLevel, user: Actor) {
  const handler = handlerOf(run.type);
  const typeTitle = auditTypeDef(run.type)!.title;
  if (level.mode === 'any') await closeTasks(s, tx, run, TASK_CLOSED, level.level_no);
  const [{ open }] = await tx.select({ open: sql<number>`count(*)::int` }).from(auditTasks)
    .where(and(eq(auditTasks.instance_id, run.id), eq(auditTasks.level_no, level.level_no), eq(auditTasks.status, TASK_PENDING)));
  if (Number(open) > 0) return { instance: await updateInstance(tx, run, {}), finished: false };
  const next = run.levels[level.level_no];
  if (next) {
    const inst = await updateInstance(tx, run, { current_level: next.level_no });
    await openTasks(s, tx, inst, next);
    await tellSubmitter(s, tx, inst, `${typeTitle}「${inst.title}」第${level.level_no}级已通过，等待第${next.level_no}级「${next.name}」审核`);
    return { instance: inst, finished: false };
  }
  const inst = await updateInstance(tx, run, { status: AUDIT_PASSED, finished_at: new Date() });
  await handler.onApproved(tx, inst.object_id, hookCtx(s, inst, level.level_no, user));
  await tellSubmitter(s, tx, inst, `${typeTitle}「${inst.title}」已审核通过`);
  await tellCopied(s, tx, inst, '已审核通过');
  return { instance: inst, finished: true };
}

/** One decision in its own transaction. */
export function decide(s: Services, i: DecisionInput): Promise<DecisionResult> {
  return inTx(s.db, (tx) => decideInTx(s, tx, i));
}

/** Batch audit: each item in its own transaction; a result per item (ok, or the Chinese reason). */
export async function decideBatch(s: Services, i: Omit<DecisionInput, 'taskId' | 'version'> & { items: { task_id: number; version: number }[] },
  log?: (e: unknown) => void): Promise<AuditBatchResult[]> {
  const out: AuditBatchResult[] = [];
  for (const it of i.items) {
    try {
      await decide(s, { ...i, taskId: it.task_id, version: it.version });
      out.push({ task_id: it.task_id, ok: true, code: Code.OK, msg: i.action === 'pass' ? '已通过' : '已驳回' });
    } catch (e) {
      if (e instanceof AppError) out.push({ task_id: it.task_id, ok: false, code: e.code, msg: e.message });
      else { log?.(e); out.push({ task_id: it.task_id, ok: false, code: Code.SERVER_ERROR, msg: Msg.serverError }); }
    }
  }
  return out;
}

/** The submitter withdraws a pending run before any approver has decided. */
export async function withdrawInTx(s: Services, tx: DB, i: { id: number; version: number; user: Actor }): Promise<InstanceRow> {
  let [inst] = await tx.select().from(auditInstances).where(eq(auditInstances.id, i.id)).for('update');
  if (!inst) throw notFound(AuditMsg.instanceNotFound);
  if (inst.submitter_id !== i.user.uid) throw new AppError(Code.NO_PERMISSION, AuditMsg.withdrawOnlySubmitter);
  if (inst.status !== AUDIT_PENDING) throw badInput(AuditMsg.finished);
  if (inst.version !== i.version) throw conflict();
  const [decided] = await tx.select({ id: auditTasks.id }).from(auditTasks)
    .where(and(eq(auditTasks.instance_id, inst.id), inArray(auditTasks.status, [TASK_PASSED, TASK_REJECTED]))).limit(1);
  if (decided) throw badInput(AuditMsg.withdrawAfterDecision);
  await closeTasks(s, tx, inst, TASK_WITHDRAWN);
  inst = await updateInstance(tx, inst, { status: AUDIT_WITHDRAWN, finished_at: new Date() });
  await action(tx, inst, 'withdraw', i.user, null);
  await auditHandler(inst.type)?.onWithdrawn?.(tx, inst.object_id, hookCtx(s, inst, inst.current_level, i.user));
  return inst;
}
