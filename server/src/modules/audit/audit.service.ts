/**
 * Audit-centre queries: a type's queue for the caller (pending, processed, copied, all within the data
 * boundary), the detail of a run with its levels and approvers, and an object's timeline over all its runs.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  AuditAction, AuditInstanceStatus, AuditMsg, AuditTaskStatus, auditTaskLink, AUDIT_PENDING, allows, Code, enumLabel, ORDER_STATE_OF_SCOPE,
  TASK_PASSED, TASK_PENDING, TASK_REJECTED, type AuditActionCode, type AuditScopeCode, type PageData,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { userNames } from '../account/user-names';
import { findPage } from '../../platform/data';
import { AppError, notFound } from '../../platform/errors';
import { auditActions, auditInstances, auditTasks } from '../../platform/approval/approval.tables';
import type { InstanceRow, TaskRow } from '../../platform/approval/engine';
import { auditHandler, auditTypeDef } from '../../platform/approval/registry';
import { boundaryDeptIds, type SessionUser } from '../../platform/session';

const I = auditInstances;
const taskExists = (uid: number, statuses: number[]) =>
  sql`exists (select 1 from audit_tasks t where t.instance_id = ${I.id} and t.user_id = ${uid} and t.status in (${sql.join(statuses.map((x) => sql`${x}`), sql`, `)}))`;
const copiedTo = (uid: number) => sql`${I.copy_user_ids} @> ${JSON.stringify([uid])}::jsonb`;
const involved = (uid: number) =>
  sql`(${I.submitter_id} = ${uid} or ${copiedTo(uid)} or exists (select 1 from audit_tasks t where t.instance_id = ${I.id} and t.user_id = ${uid}))`;

/** Runs the caller may see in the "all" view: within the data boundary, or ones the caller takes part in. */
async function visible(db: DB, user: SessionUser): Promise<SQL | undefined> {
  const depts = await boundaryDeptIds(db, user.relation);
  if (depts === null) return undefined;
  if (!depts.length) return involved(user.uid);
  return sql`(${inArray(I.dept_id, depts)} or ${involved(user.uid)})`;
}

export interface QueueQuery {
  pageNo: number; pageSize: number; sortField?: string; sortOrder?: string; scope: AuditScopeCode;
  status?: number; keyword?: string | null; object_id?: number | null; submitter_id?: number | null; submitted_at?: string[];
}

export async function queue(db: DB, type: string, q: QueueQuery, user: SessionUser): Promise<{ page_data: PageData<Record<string, unknown>> }> {
  const uid = user.uid;
  const scopeCond = q.scope === 'pending' ? and(eq(I.status, AUDIT_PENDING), taskExists(uid, [TASK_PENDING]))
    : q.scope === 'processed' ? taskExists(uid, [TASK_PASSED, TASK_REJECTED])
    : q.scope === 'copied' ? copiedTo(uid)
    : await visible(db, user);
  const page = await findPage<InstanceRow>(db, I, {
    pageNo: q.pageNo, pageSize: q.pageSize, sortField: q.sortField, sortOrder: q.sortOrder,
    filters: { status: q.status, object_id: q.object_id ?? undefined, submitter_id: q.submitter_id ?? undefined, submitted_at: q.submitted_at },
    keyword: q.keyword ?? undefined, keywordFields: ['title'],
    where: [eq(I.type, type), scopeCond], defaultSort: { field: 'submitted_at', order: 'desc' },
  });
  const ids = page.data.map((r) => r.id);
  const myTasks = ids.length ? await db.select().from(auditTasks).where(and(inArray(auditTasks.instance_id, ids), eq(auditTasks.user_id, uid))).orderBy(asc(auditTasks.id)) : [];
  const names = await userNames(db, page.data.map((r) => r.submitter_id));
  const data = page.data.map((r) => {
    const mine = myTasks.filter((t) => t.instance_id === r.id);
    const pending = mine.find((t) => t.status === TASK_PENDING);
    const decided = [...mine].reverse().find((t) => t.status === TASK_PASSED || t.status === TASK_REJECTED);
    const copied = r.copy_user_ids.includes(uid);
    const level = r.levels[r.current_level - 1];
    return {
      ...summary(r, names),
      current_level_name: level?.name ?? '',
      task_id: pending?.id ?? null,
      task_version: pending?.version ?? null,
      my_decision: decided ? decided.status : null,
      my_decision_label: decided ? enumLabel(AuditTaskStatus, decided.status) : '',
      my_decided_at: decided?.decided_at ?? null,
      order_state: pending ? ORDER_STATE_OF_SCOPE.pending : decided ? ORDER_STATE_OF_SCOPE.processed : copied ? ORDER_STATE_OF_SCOPE.copied : null,
    };
  });
  return { page_data: { ...page, data } };
}

function summary(r: InstanceRow, names: Map<number, string>) {
  return {
    id: r.id, type: r.type, type_title: auditTypeDef(r.type)?.title ?? r.type, object_id: r.object_id, seq: r.seq, title: r.title,
    amount: r.amount, link: r.link, task_link: auditTaskLink(r.type, r.id), status: r.status, status_label: enumLabel(AuditInstanceStatus, r.status),
    current_level: r.current_level, level_count: r.levels.length, submitter_id: r.submitter_id, submitter_name: names.get(r.submitter_id) ?? '',
    submitted_at: r.submitted_at, finished_at: r.finished_at, version: r.version,
  };
}

/**
 * May the caller see this run? The queue key was checked by the route; the data boundary or taking part
 * decides, and a run outside both is as good as absent (404, like other detail routes).
 */
async function assertVisible(db: DB, inst: InstanceRow, user: SessionUser): Promise<void> {
  const cond = await visible(db, user);
  if (!cond) return;
  const [ok] = await db.select({ one: sql`1` }).from(I).where(and(eq(I.id, inst.id), cond)).limit(1);
  if (!ok) throw notFound(AuditMsg.instanceNotFound);
}

/**
 * The object's fields as they are now (an order's 报名状态 moves on after its submission: a hold is confirmed,
 * a waiting order promoted); the copy taken at submission when the object is gone.
 */
async function currentFields(db: DB, inst: InstanceRow): Promise<InstanceRow['fields']> {
  const h = auditHandler(inst.type);
  if (!h) return inst.fields;
  try {
    return (await h.describe(db, inst.object_id)).fields ?? inst.fields;
  } catch (e) {
    if (e instanceof AppError) return inst.fields;
    throw e;
  }
}

export async function detail(db: DB, type: string, id: number, user: SessionUser) {
  const [inst] = await db.select().from(I).where(eq(I.id, id)).limit(1);
  if (!inst || inst.type !== type) throw notFound(AuditMsg.instanceNotFound);
  await assertVisible(db, inst, user);
  const tasks = await db.select().from(auditTasks).where(eq(auditTasks.instance_id, id)).orderBy(asc(auditTasks.id));
  const names = await userNames(db, [inst.submitter_id, ...inst.copy_user_ids]);
  const mine = tasks.find((t) => t.user_id === user.uid && t.status === TASK_PENDING);
  const anyDecided = tasks.some((t) => t.status === TASK_PASSED || t.status === TASK_REJECTED);
  return {
    ...summary(inst, names),
    fields: await currentFields(db, inst),
    copy_users: inst.copy_user_ids.map((u) => ({ user_id: u, user_name: names.get(u) ?? '' })),
    levels: levelsView(inst, tasks),
    my_task: mine ? { task_id: mine.id, version: mine.version, level_no: mine.level_no } : null,
    can_withdraw: inst.submitter_id === user.uid && inst.status === AUDIT_PENDING && !anyDecided,
    timeline: await timelineOf(db, inst.type, inst.object_id),
  };
}

function levelsView(inst: InstanceRow, tasks: TaskRow[]) {
  return inst.levels.map((l) => {
    const state = inst.status === AUDIT_PENDING
      ? l.level_no < inst.current_level ? 'done' : l.level_no === inst.current_level ? 'current' : 'waiting'
      : l.level_no <= inst.current_level ? 'done' : 'skipped';
    return {
      level_no: l.level_no, name: l.name, mode: l.mode, approver_type: l.approver_type, min_amount: l.min_amount, node_id: l.node_id ?? null, state,
      approvers: l.user_ids.map((uid, k) => {
        const t = tasks.filter((x) => x.level_no === l.level_no && x.user_id === uid).pop();
        return {
          user_id: uid, user_name: l.user_names[k] ?? '', task_id: t?.id ?? null, status: t ? t.status : null,
          status_label: t ? enumLabel(AuditTaskStatus, t.status) : '未开始', comment: t?.comment ?? null, decided_at: t?.decided_at ?? null,
        };
      }),
    };
  });
}

/** Every run of an object, oldest first, each with its actions. */
export async function timelineOf(db: DB, type: string, objectId: number) {
  const runs = await db.select().from(I).where(and(eq(I.type, type), eq(I.object_id, objectId))).orderBy(asc(I.seq));
  if (!runs.length) return [];
  const acts = await db.select().from(auditActions).where(and(eq(auditActions.type, type), eq(auditActions.object_id, objectId))).orderBy(asc(auditActions.id));
  return runs.map((r) => ({
    instance_id: r.id, seq: r.seq, title: r.title, amount: r.amount, status: r.status, status_label: enumLabel(AuditInstanceStatus, r.status),
    submitted_at: r.submitted_at, finished_at: r.finished_at,
    actions: acts.filter((a) => a.instance_id === r.id).map((a) => ({
      id: a.id, at: a.at, action: a.action, action_label: AuditAction[a.action as AuditActionCode] ?? a.action,
      level_no: a.level_no, level_name: a.level_no ? r.levels[a.level_no - 1]?.name ?? '' : '',
      user_id: a.user_id, user_name: a.user_name, comment: a.comment,
    })),
  }));
}

/** The timeline route: the caller holds the type's queue key, or took part in a run of the object. */
export async function timelineFor(db: DB, type: string, objectId: number, user: SessionUser) {
  const def = auditTypeDef(type)!;
  if (!allows(user.grants, { key: def.key, action: 'view' })) {
    const [part] = await db.select({ one: sql`1` }).from(I).where(and(eq(I.type, type), eq(I.object_id, objectId), involved(user.uid))).limit(1);
    // Someone who neither holds the queue key nor took part sees no runs (an empty record, not a 102 that
    // would send a detail page's viewer away).
    if (!part) return { type, type_title: def.title, object_id: objectId, runs: [] };
  }
  return { type, type_title: def.title, object_id: objectId, runs: await timelineOf(db, type, objectId) };
}
