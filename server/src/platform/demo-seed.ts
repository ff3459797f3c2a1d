/**
 * Helpers for modules' demo seed steps that go through their own service functions: services without a running
 * server (audit runs, tasks and their to-do / result messages are written; nothing is pushed), a request context
 * for a demo user, and passing every level of a pending approval run.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { AUDIT_PENDING, TASK_PENDING } from '@ta/contract';
import type { DB } from '../db/client';
import { decideInTx } from './approval';
import { auditInstances, auditTasks } from './approval/approval.tables';
import type { Ctx } from './route';
import { messages } from './platform.tables';
import type { NewMessage, Services } from './services';
import { grantsOf, loadRelations, rows } from './session';

/** Services for a seed step: to-do and result messages are written (no server runs, so nothing is pushed). */
export const seedServices = (db: DB) => ({
  db,
  messages: {
    async notify(tx: DB, userIds: number[], m: NewMessage) {
      const ids = [...new Set(userIds)];
      if (ids.length) await tx.insert(messages).values(ids.map((user_id) => ({ user_id, ...m })));
    },
    counts: async () => ({}), markRead: async () => {},
  },
  live: { publishInTx: async () => {}, publish: async () => {} },
}) as unknown as Services;

/** A request context for a demo user (first role relation), for service functions that check the caller's boundary. */
export async function seedCtx(tx: DB, login: string): Promise<Ctx | null> {
  const [u] = rows<{ id: number; login_name: string; user_name: string; dept_id: number | null }>(await tx.execute(sql`
    select id, login_name, user_name, dept_id from users where login_name = ${login} and deleted_at is null`));
  if (!u) return null;
  const [rel] = await loadRelations(tx, Number(u.id));
  if (!rel) return null;
  const { permissions, ...relation } = rel;
  return {
    db: tx, services: seedServices(tx), req: { log: { error() {}, warn() {}, info() {} } }, reply: null,
    user: { token: '', uid: Number(u.id), login_name: u.login_name, user_name: u.user_name, head_img: '', dept_id: u.dept_id, relation, grants: grantsOf(permissions ?? []) },
  } as unknown as Ctx;
}

/** The actor of a demo user (first role relation's department), as service functions and the engine take it. */
export async function seedActor(tx: DB, login: string): Promise<{ uid: number; user_name: string; dept_id: number | null } | null> {
  const ctx = await seedCtx(tx, login);
  return ctx ? { uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id } : null;
}

/** Passes every level of an object's pending run, each by the first approver of the level. */
export async function passAllLevels(s: Services, tx: DB, type: string, objectId: number, comment = '资料齐全，同意'): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const [inst] = await tx.select().from(auditInstances)
      .where(and(eq(auditInstances.type, type), eq(auditInstances.object_id, objectId), eq(auditInstances.status, AUDIT_PENDING)));
    if (!inst) return;
    const [task] = await tx.select().from(auditTasks)
      .where(and(eq(auditTasks.instance_id, inst.id), eq(auditTasks.status, TASK_PENDING))).orderBy(asc(auditTasks.id)).limit(1);
    if (!task) return;
    const [u] = rows<{ user_name: string }>(await tx.execute(sql`select user_name from users where id = ${task.user_id}`));
    await decideInTx(s, tx, { type, taskId: task.id, version: task.version, action: 'pass', comment, user: { uid: task.user_id, user_name: u?.user_name ?? '' } });
  }
}
