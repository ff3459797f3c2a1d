/** `npm run seed -- [--scale N]`: seed the demo agency (when empty) and optionally N×1,000 load rows. */
import { resolve } from 'node:path';
import { openDatabase } from './client';
import { seedDemo, seedScale } from './seed';

const args = process.argv.slice(2);
const i = args.indexOf('--scale');
const scale = i >= 0 ? Number(args[i + 1]) : 0;
const root = resolve(import.meta.dirname, '../../..');
const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ url, dataDir: url ? undefined : resolve(root, process.env.DATA_DIR ?? 'data', 'pglite') });
const t0 = Date.now();
await seedDemo(database.db);
if (scale > 0) await seedScale(database.db, scale);
console.log(`seed done in ${Date.now() - t0} ms (scale ${scale})`);
await database.close();
