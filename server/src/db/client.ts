/**
 * Database connection: PGlite (embedded Postgres in a local folder) by default, PostgreSQL when
 * DATABASE_URL is set. Both run the same drizzle migrations and the same code.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PgliteWorkerClient } from './pglite-worker-client';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { nameStatements } from './pg-prepared';
/**
 * The typed client carries no schema: every query names its table objects (imported from the table files),
 * none uses the relational `db.query.<table>` API, so no list of all tables is needed here. drizzle-kit finds
 * the tables by glob (drizzle.config.ts).
 */
export type DB = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** A LISTEN/NOTIFY bridge over either engine. */
export interface Notifier {
  listen(channel: string, fn: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  db: DB;
  kind: 'pglite' | 'pg';
  notifier: Notifier;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… — when absent, PGlite in dataDir. */
  url?: string;
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests start each file from a migrated template). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
  /**
   * PGlite in a worker_thread (pglite-worker.mjs) instead of this thread; default on, PGLITE_WORKER=0 turns it off.
   * PGlite runs each query synchronously in WebAssembly on the thread holding it: here it would stall the HTTP,
   * JSON and drizzle work of every other request; in a worker the two overlap on two cores (issue 16).
   */
  worker?: boolean;
}

/** The WAL segments in a PGlite data directory (16 MB each). */
const walSegments = (dataDir: string) => readdirSync(resolve(dataDir, 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f)).length;

/**
 * PGlite runs one backend without a checkpointer: the WAL grows until a CHECKPOINT (a scale-20 seed passes 1 GB of
 * pg_wal before its closing checkpoint), which then keeps up to max_wal_size of recycled segments. At the default
 * 1 GB a bulk seed left 1.1 GB of WAL in the data directory (issue 16: ≤ 300 MB at scale 20); 64 MB kept 4
 * segments (65 MB). wal_recycle = off removes the segments a checkpoint no longer needs instead of keeping them
 * renamed ahead (PGlite writes little between checkpoints: creating a segment when one is needed costs nothing
 * that matters here).
 */
const pgliteStartParams = () => [...((PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? []),
  '-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB', '-c', 'wal_recycle=off'];

/**
 * Gives back the WAL a bulk load left in a PGlite data directory (issue 16), with no other handle open on it: a
 * checkpoint removes only the segments before its redo point and leaves those recycled ahead of it by an earlier
 * checkpoint, so each switch to the next segment plus checkpoint removes one, until the one in use is left
 * (16 MB; 65 MB before). Returns the segments left.
 */
export async function trimPgliteWal(dataDir: string): Promise<number> {
  const client = await PGlite.create({ dataDir, startParams: pgliteStartParams() });
  try {
    for (let i = 0; i < 16 && walSegments(dataDir) > 1; i++) await client.exec('select pg_switch_wal(); checkpoint;');
  } finally { await client.close(); }
  return walSegments(dataDir);
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    // jit = off: the app's queries are short, index-served lookups; JIT compiling cost 334–861 ms on list queries (issue 16).
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.DB_POOL_MAX ?? 10), options: '-c jit=off' });
    // Each connection keeps its statements' plans (pg-prepared.ts; PG_PREPARE=0 turns it off).
    nameStatements(pool);
    const db = drizzlePg(pool) as unknown as DB;
    if (opts.migrate !== false) await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    let listener: pg.Client | undefined;
    const handlers = new Map<string, ((p: string) => void)[]>();
    const notifier: Notifier = {
      async listen(channel, fn) {
        if (!listener) {
          listener = new pg.Client({ connectionString: opts.url });
          await listener.connect();
          listener.on('notification', (n) => { for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? ''); });
        }
        if (!handlers.has(channel)) { handlers.set(channel, []); await listener.query(`LISTEN "${channel}"`); }
        handlers.get(channel)!.push(fn);
      },
      async notify(channel, payload) { await pool.query('select pg_notify($1, $2)', [channel, payload]); },
    };
    return { db, kind: 'pg', notifier, async close() { await listener?.end(); await pool.end(); } };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true }); // PGlite does not create the parent
  const startParams = pgliteStartParams();
  const inWorker = opts.worker ?? process.env.PGLITE_WORKER !== '0';
  const client: PGlite | PgliteWorkerClient = inWorker
    ? await PgliteWorkerClient.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, startParams })
    : opts.loadDataDir
      ? await PGlite.create({ loadDataDir: opts.loadDataDir, startParams })
      : await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir, startParams } : { startParams });
  const db = drizzlePglite(client as PGlite) as unknown as DB;
  if (opts.migrate !== false) await migratePglite(drizzlePglite(client as PGlite), { migrationsFolder: MIGRATIONS_DIR });
  const notifier: Notifier = {
    async listen(channel, fn) { await client.listen(channel, fn); },
    async notify(channel, payload) { await client.query('select pg_notify($1, $2)', [channel, payload]); },
  };
  // Nothing checkpoints a standalone PGlite backend on its own (a seed grew pg_wal past 1 GB): once a minute, a
  // checkpoint when the WAL passes 4 segments (64 MB), so a long-running server's data directory stays small.
  const dir = opts.dataDir;
  let checkpointing = false;
  const timer = dir ? setInterval(() => {
    let n = 0;
    try { n = walSegments(dir); } catch { return; }
    if (checkpointing || n <= 4) return;
    checkpointing = true;
    client.exec('checkpoint').catch(() => undefined).finally(() => { checkpointing = false; });
  }, 60_000) : undefined;
  timer?.unref();
  return { db, kind: 'pglite', notifier, async close() { clearInterval(timer); await client.close(); }, ...{ pglite: client } };
}
