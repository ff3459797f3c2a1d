// Helper of bench/export.mjs: copies the demo orders of a stopped PGlite data dir up to N rows (new order numbers),
// then ANALYZE and CHECKPOINT.   node --import tsx bench/export-fill.mts <DATA_DIR> <N>
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';

const [dir, n] = [process.argv[2], Number(process.argv[3])];
const database = await openDatabase({ dataDir: resolve(dir, 'pglite'), migrate: false });
const rows = <T,>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[]));
const cols = rows<{ column_name: string }>(await database.db.execute(sql`select column_name from information_schema.columns
  where table_schema = 'public' and table_name = 'orders' and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`)).map((r) => r.column_name);
const have = Number(rows<{ n: number }>(await database.db.execute(sql`select count(*)::int n from orders`))[0].n);
const pick = cols.map((k) => (k === 'code' ? `o.code || '-' || g` : k === 'channel_order_no' ? 'null' : `o."${k}"`));
const t0 = Date.now();
await database.db.execute(sql.raw(`insert into orders (${cols.map((k) => `"${k}"`).join(', ')})
  select ${pick.join(', ')} from orders o, generate_series(1, ${Math.ceil(n / Math.max(1, have))}) g limit ${Math.max(0, n - have)}`));
await database.db.execute(sql`analyze`);
await database.db.execute(sql`checkpoint`);
console.log(`copied the ${have} demo orders up to ${n} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
await database.close();
