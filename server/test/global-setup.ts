/**
 * Migrates and seeds one template database per run; every test file starts from a copy of it
 * (PGlite: a data-dir dump loaded into a fresh instance; PostgreSQL: CREATE DATABASE … TEMPLATE).
 * TEST_DB=pg (with DATABASE_URL) selects PostgreSQL, otherwise PGlite.
 */
import { writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext { dbKind: 'pglite' | 'pg'; template: string; adminUrl: string; runId: string }
}

export function withDb(url: string, name: string): string {
  const u = new URL(url); u.pathname = `/${name}`; return u.toString();
}

export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const usePg = process.env.TEST_DB === 'pg';
  if (usePg) {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=pg needs DATABASE_URL');
    const tpl = `ta_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${tpl}"`);
    try {
      const db = await openDatabase({ url: withDb(adminUrl, tpl) });
      try { await seedDemo(db.db); } finally { await db.close(); }
    } catch (e) {
      await admin.query(`drop database if exists "${tpl}" with (force)`).catch(() => undefined);
      await admin.end();
      throw e;
    }
    project.provide('dbKind', 'pg'); project.provide('template', tpl); project.provide('adminUrl', adminUrl); project.provide('runId', runId);
    return async () => {
      const res = await admin.query(`select datname from pg_database where datname like $1`, [`ta_%${runId}%`]);
      for (const r of res.rows) await admin.query(`drop database if exists "${r.datname}" with (force)`).catch(() => undefined);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ta-test-'));
  const db = await openDatabase({});
  await seedDemo(db.db);
  const pglite = (db as unknown as { pglite: { dumpDataDir(c?: 'none' | 'gzip'): Promise<Blob> } }).pglite;
  const dump = await pglite.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('dbKind', 'pglite'); project.provide('template', file); project.provide('adminUrl', ''); project.provide('runId', runId);
  return () => rmSync(dir, { recursive: true, force: true });
}
