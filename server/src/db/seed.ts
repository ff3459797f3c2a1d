/**
 * The demo data: every module's seed step in the modules' list order (server/src/modules/index.ts), on an
 * empty database only. The demo roles' permission sets are merged from the modules' demoGrants.
 */
import { count, sql } from 'drizzle-orm';
import type { DB } from './client';
import { demoGrantsOf, type DemoGrants } from '../platform/module';
import { MODULES } from '../modules';
import { users } from '../modules/account/account.tables';

export { DEMO_PASSWORD, DEMO_USERS } from '../modules/system/system.seed';

/** The demo roles' grants: the union of every module's demoGrants. */
export function demoRolePermissions(): DemoGrants {
  return demoGrantsOf(MODULES);
}

export async function isEmpty(db: DB): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return Number(n) === 0;
}

export async function seedDemo(db: DB): Promise<void> {
  if (!(await isEmpty(db))) return;
  const ctx = { demoGrants: demoRolePermissions() };
  for (const m of MODULES) await m.seed?.(db, ctx);
}

/** Load data for benchmarks (`npm run seed -- --scale N`): every module's scale step, in list order. */
export async function seedScale(db: DB, scale: number): Promise<void> {
  for (const m of MODULES) {
    if (!m.seedScale) continue;
    const t0 = Date.now();
    await m.seedScale(db, scale);
    console.log(`  scale step ${m.name}: ${Date.now() - t0} ms`);
  }
  // Fresh statistics for the planner after the bulk load (issue 16): unanalysed tables get the wrong plans. VACUUM
  // too: it sets the visibility map (index-only scans for the capped counts) and gives back the pages of rows the
  // steps deleted again (the search queue's 26 MB at scale 20).
  await db.execute(sql`vacuum analyze`);
}
