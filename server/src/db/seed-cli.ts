/** `npm run seed -- [--scale N] [--staff K]`: seed the demo agency (when empty) and optionally the load data of scale N (N × 5,000 orders …), then ANALYZE (and CHECKPOINT on PGlite). */
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { setAgencyTimeZone } from '@ta/contract';
import { openDatabase, trimPgliteWal } from './client';
import { seedDemo, seedScale } from './seed';
import { seedStaff } from '../modules/system/system.seed';

const args = process.argv.slice(2);
const i = args.indexOf('--scale');
const scale = i >= 0 ? Number(args[i + 1]) : 0;
const j = args.indexOf('--staff');
const staff = j >= 0 ? Number(args[j + 1]) : 0;
const root = resolve(import.meta.dirname, '../../..');
const url = process.env.DATABASE_URL || undefined;
setAgencyTimeZone(process.env.AGENCY_TIME_ZONE);
const dataDir = url ? undefined : resolve(root, process.env.DATA_DIR ?? 'data', 'pglite');
const database = await openDatabase({ url, dataDir });
const t0 = Date.now();
await seedDemo(database.db);
if (scale > 0) {
  const t1 = Date.now();
  await seedScale(database.db, scale);
  const loadMs = Date.now() - t1;
  // The bulk load queued ~400,000 rows for the search material and the drain emptied the queue again: its primary
  // key keeps the pages of all of them (8.8 MB at scale 20) until rebuilt.
  await database.db.execute(sql`reindex table search_queue`);
  // The drain filled the search material's name, pinyin, initials and phone indexes in random order and its GIN
  // index through the pending list: rebuilt, they are denser (at scale 20: name / pinyin / initials 3.5 → 2.8 MB
  // each, phone 5.0 → 3.8 MB; issue 16, PGlite data directory ≤ 300 MB). About 2 of the 3 minutes after the load.
  await database.db.execute(sql`reindex table search_names`);
  // seedScale ends with one ANALYZE of the whole database. On PGlite a CHECKPOINT then lets the WAL of the bulk
  // load be recycled (the data directory at scale 20 was 740 MB, 545 MB of it WAL).
  if (database.kind === 'pglite') await database.db.execute(sql`checkpoint`);
  const [c] = (await database.db.execute(sql`select (select count(*) from orders)::int as orders, (select count(*) from order_tourists)::int as tourists`) as unknown as { rows: { orders: number; tourists: number }[] }).rows;
  console.log(`scale ${scale}: ${c.orders} orders, ${c.tourists} tourists in the database; scale steps + analyse took ${loadMs} ms, reindex${database.kind === 'pglite' ? ' + checkpoint' : ''} ${Date.now() - t1 - loadMs} ms`);
}
// `--staff K`: K staff users (the scale step makes about N, at least 50), e.g. for the 300-row user list budget.
if (staff > 0) await seedStaff(database.db, staff);
await database.close();
if (scale > 0 && dataDir) {
  // The WAL segments the bulk load left recycled ahead (64 MB) go too: 16 MB stay (client.ts trimPgliteWal).
  const t2 = Date.now();
  const left = await trimPgliteWal(dataDir);
  console.log(`WAL trimmed to ${left} segments of 16 MB in ${Date.now() - t2} ms`);
}
console.log(`seed done in ${Date.now() - t0} ms (scale ${scale})`);
