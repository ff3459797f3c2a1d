/**
 * Named statements on PostgreSQL (src/db/pg-prepared.ts): a parameterised text is parsed once per connection and then
 * only bound, at most `max` are kept (least recently used deallocated, also inside an open transaction without
 * aborting it), a text without parameters stays unnamed, and a statement whose result shape changed under DDL is
 * parsed afresh on its next run. PostgreSQL only (PGlite has its own cache in pglite-worker.mjs): a `*.pg.test.ts`
 * file, which vitest.config.ts runs only with TEST_DB=pg (the PostgreSQL step of `npm test`).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { nameStatements } from '../src/db/pg-prepared';
import { freshDatabase } from './harness';
import type { Database } from '../src/db/client';

describe('named statements on PostgreSQL', () => {
  let database: Database;
  let pool: pg.Pool;
  beforeAll(async () => {
    if (inject('dbKind') !== 'pg') throw new Error('pg-prepared.pg.test.ts needs PostgreSQL: run it with TEST_DB=pg and DATABASE_URL');
    const fresh = await freshDatabase();
    database = fresh.database;
    pool = new pg.Pool({ connectionString: fresh.dbUrl, max: 1 });
    nameStatements(pool, 2);
  });
  afterAll(async () => { await pool?.end(); await database?.close(); });

  const prepared = async (c: pg.PoolClient) => (await c.query('select statement from pg_prepared_statements order by prepare_time')).rows.map((r) => r.statement as string);

  it('parses a parameterised text once per connection and then only binds it', async () => {
    // Through the pool's own query first (the callback path drizzle's node-postgres driver takes); the pool holds one connection.
    expect((await pool.query({ text: 'select $1::int + 1 as x', values: [1] })).rows[0].x).toBe(2);
    const c = await pool.connect();
    try {
      expect((await c.query('select $1::int + 1 as x', [41])).rows[0].x).toBe(42);
      expect(await prepared(c)).toEqual(['select $1::int + 1 as x']);
      await c.query('select 1 as plain');
      expect(await prepared(c)).toEqual(['select $1::int + 1 as x']);
    } finally { c.release(); }
  });

  it('keeps at most max per connection, deallocating the least recently used, without aborting a transaction', async () => {
    const c = await pool.connect();
    try {
      await c.query('begin');
      await c.query('select $1::int + 2 as y', [1]);
      await c.query('select $1::int + 3 as z', [1]);
      await c.query('select $1::int + 2 as y', [1]);
      const held = await prepared(c);
      expect(held).toHaveLength(2);
      expect(held).toEqual(expect.arrayContaining(['select $1::int + 2 as y', 'select $1::int + 3 as z']));
      await c.query('commit');
      // The evicted text runs again (parsed anew under a new name).
      expect((await c.query('select $1::int + 1 as x', [9])).rows[0].x).toBe(10);
    } finally { c.release(); }
  });

  it('parses afresh a statement whose result shape changed under DDL', async () => {
    const c = await pool.connect();
    try {
      await c.query('create table prep_t (id int primary key)');
      await c.query('insert into prep_t values (1)');
      expect((await c.query('select * from prep_t where id = $1', [1])).rows).toEqual([{ id: 1 }]);
      await c.query('alter table prep_t add column v int default 7');
      await expect(c.query('select * from prep_t where id = $1', [1])).rejects.toMatchObject({ code: '0A000' });
      expect((await c.query('select * from prep_t where id = $1', [1])).rows).toEqual([{ id: 1, v: 7 }]);
    } finally { c.release(); }
  });
});
