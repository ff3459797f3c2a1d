/**
 * Log-in throttling (docs/decisions.md "Log-in throttling"): failures are counted per (login name, address) and
 * per address. A try is counted by one atomic upsert *before* the password is checked, so parallel guesses
 * cannot all be checked before the limit closes; a successful log-in gives its try back.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import type { EdgeLimits } from '../../platform/services';
import { rows } from '../../platform/session';
import { loginThrottle } from './account.tables';

/** The per-address row has an empty login name (a real one is never empty). */
const ANY_NAME = '';

export interface TryCount { name: number; address: number }

/** Counts one try of `name` from `ip` (both counters, one statement); the counts include this try. */
export async function countTry(db: DB, ip: string, name: string, l: EdgeLimits): Promise<TryCount> {
  const window = sql`(now() - ${l.loginWindowMs} * interval '1 millisecond')`;
  const res = await db.execute(sql`
    insert into login_throttle as t (ip, login_name, fails, since) values (${ip}, ${name}, 1, now()), (${ip}, ${ANY_NAME}, 1, now())
    on conflict (ip, login_name) do update set
      fails = case when t.since < ${window} then 1 else t.fails + 1 end,
      since = case when t.since < ${window} then now() else t.since end
    returning login_name, fails`);
  const r = rows<{ login_name: string; fails: number }>(res);
  return { name: Number(r.find((x) => x.login_name === name)?.fails ?? 1), address: Number(r.find((x) => x.login_name === ANY_NAME)?.fails ?? 1) };
}

/** A successful log-in clears the name's counter for this address and gives the address its try back. */
export async function refundTry(db: DB, ip: string, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loginThrottle).where(and(eq(loginThrottle.ip, ip), eq(loginThrottle.login_name, name)));
    await tx.update(loginThrottle).set({ fails: sql`greatest(${loginThrottle.fails} - 1, 0)` })
      .where(and(eq(loginThrottle.ip, ip), eq(loginThrottle.login_name, ANY_NAME)));
  });
}

/** A password reset clears every counter of the name. */
export async function clearName(tx: DB, name: string): Promise<void> {
  await tx.delete(loginThrottle).where(eq(loginThrottle.login_name, name));
}
