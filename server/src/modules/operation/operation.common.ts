/** Shared helpers of the operation module: the group in the caller's boundary, the actor, today's date. */
import { eq, sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import type { Actor } from '../../platform/approval';
import { notFound } from '../../platform/errors';
import type { Ctx } from '../../platform/route';
import { assertInBoundary, boundaryOf } from '../merchant/merchant.common';
import { tourGroups as G } from './group.tables';

export type GroupRow = typeof G.$inferSelect;
export const OP_KEY = 'line_operation';

export const actorOf = (ctx: Ctx): Actor => ({ uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });

/** A group by id (optionally locked FOR UPDATE); answers 404 when missing. */
export async function groupById(tx: DB, id: number, lock = false): Promise<GroupRow> {
  const q = tx.select().from(G).where(eq(G.id, id)).limit(1);
  const [g] = lock ? await q.for('update') : await q;
  if (!g) throw notFound('团期不存在');
  return g;
}

/** A group the caller may see (404 outside the data boundary). */
export async function visibleGroup(ctx: Ctx, tx: DB, id: number, lock = false): Promise<GroupRow> {
  const g = await groupById(tx, id, lock);
  assertInBoundary(g, await boundaryOf(ctx));
  return g;
}

/** Does the caller hold this action on the line-operation page? */
export const canOn = (ctx: Ctx, action: string, key = OP_KEY) => (ctx.user.grants.get(key) ?? []).includes(action);

/** Bumps a group's version (state changes made by audits and settlement). */
export const bumpVersion = sql`${G.version} + 1`;
