/**
 * The one place a group's seat counters change. Each change is a single conditional UPDATE: PostgreSQL locks
 * the row, re-checks the condition on the newest version and either changes it or leaves it, so parallel
 * sign-ups can never sell more than seats_plan (and the table's CHECK backs this up).
 */
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { Msg } from '@ta/contract';
import type { DB } from '../../db/client';
import { conflict } from '../../platform/errors';
import { tourGroups as G } from './group.tables';

export type SeatKind = 'held' | 'confirmed';
const col = (k: SeatKind) => (k === 'held' ? G.seats_held : G.seats_confirmed);

/** Seats still for sale (never below 0). */
export const remainingSql = sql<number>`greatest(${G.seats_plan} - ${G.seats_held} - ${G.seats_confirmed}, 0)`;

/** Whether n seats are for sale, locking the group row to the end of the transaction (a following take then cannot fail). */
export async function seatsFree(tx: DB, groupId: number, n: number): Promise<boolean> {
  const [r] = await tx.select({ free: remainingSql }).from(G).where(eq(G.id, groupId)).for('update');
  return Number(r?.free ?? 0) >= n;
}

/** Takes n seats of a kind, or answers false when fewer than n remain. */
export async function tryTakeSeats(tx: DB, groupId: number, n: number, kind: SeatKind): Promise<boolean> {
  if (n <= 0) return true;
  const c = col(kind);
  const rows = await tx.update(G).set({ [kind === 'held' ? 'seats_held' : 'seats_confirmed']: sql`${c} + ${n}`, updated_at: new Date() })
    .where(sql`${G.id} = ${groupId} and ${G.seats_plan} - ${G.seats_held} - ${G.seats_confirmed} >= ${n}`)
    .returning({ id: G.id });
  return rows.length === 1;
}

/**
 * tryTakeSeats' conditional UPDATE as a statement to embed in a WITH (a sign-up that books in one statement,
 * registration's insertBookedOrder): the group's row as updated only when the n seats were taken (and `onlyIf`,
 * when given, holds). The group and the count may be placeholders (a statement built once and prepared).
 */
export function takeSeatsSql(groupId: number | Placeholder, n: number | Placeholder, kind: SeatKind, onlyIf?: SQL): SQL {
  const c = sql.identifier(kind === 'held' ? 'seats_held' : 'seats_confirmed');
  return sql`update ${G} set ${c} = ${c} + ${n}::integer, updated_at = now()
    where id = ${groupId}::integer and seats_plan - seats_held - seats_confirmed >= ${n}::integer${onlyIf ? sql` and ${onlyIf}` : sql``}
    returning *`;
}

/** Takes n seats or throws 409 人数已达上限. */
export async function takeSeats(tx: DB, groupId: number, n: number, kind: SeatKind): Promise<void> {
  if (!(await tryTakeSeats(tx, groupId, n, kind))) throw conflict(Msg.seatsFull);
}

/** Gives back n seats of a kind. */
export async function releaseSeats(tx: DB, groupId: number, n: number, kind: SeatKind): Promise<void> {
  if (n <= 0) return;
  const c = col(kind);
  await tx.update(G).set({ [kind === 'held' ? 'seats_held' : 'seats_confirmed']: sql`greatest(${c} - ${n}, 0)`, updated_at: new Date() })
    .where(eq(G.id, groupId));
}

/** Turns n held seats into confirmed ones (a hold confirmed). */
export async function confirmHeldSeats(tx: DB, groupId: number, n: number): Promise<void> {
  if (n <= 0) return;
  await tx.update(G).set({ seats_held: sql`${G.seats_held} - ${n}`, seats_confirmed: sql`${G.seats_confirmed} + ${n}`, updated_at: new Date() })
    .where(eq(G.id, groupId));
}

/** Changes the waiting-list head count by delta. */
export async function changeWaiting(tx: DB, groupId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx.update(G).set({ seats_waiting: sql`greatest(${G.seats_waiting} + ${delta}, 0)` }).where(eq(G.id, groupId));
}
