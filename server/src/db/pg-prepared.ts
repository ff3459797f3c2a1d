/**
 * Named statements on PostgreSQL (issue 16 "Cheap requests": prepared statements where the driver allows; docs/decisions.md
 * "Plans kept on PostgreSQL"). node-postgres sends every query as an unnamed statement, which PostgreSQL parses and
 * plans afresh on each call: for the order list's rows statement (85 fields, five joins, the money subqueries, one
 * branch per department) planning took 4–14 ms against 2.5 ms of execution at 1M orders. Here each pooled
 * connection gives a parameterised SELECT/WITH/INSERT/UPDATE/DELETE text a name the first time it runs it; node-postgres
 * then parses it once per connection and afterwards only binds and executes it, and PostgreSQL's plan cache keeps its
 * plan (custom plans for the first five executions, then the generic plan when its estimated cost is not worse:
 * plan_cache_mode). The same rule as the PGlite worker (pglite-worker.mjs): only texts with parameters and at most
 * 20 KB (a text with its values written in would never run again); at most PG_PREPARED_MAX (default 200) per
 * connection, the least recently used deallocated first. A statement whose result shape changed under it (DDL,
 * 0A000 "cached plan must not change result type") is forgotten, so its next run is parsed afresh.
 * PG_PREPARE=0 turns it off (a transaction-pooling proxy such as PgBouncer in transaction mode cannot keep them).
 */
import type pg from 'pg';

const preparable = (text: string, values: unknown) => Array.isArray(values) && values.length > 0 && text.length <= 20_000
  && /^\s*(select|with|insert|update|delete)\b/i.test(text);

interface QueryConfig { text?: unknown; name?: string; values?: unknown[]; submit?: unknown }
type QueryFn = (this: pg.PoolClient, config: unknown, values?: unknown, cb?: unknown) => unknown;

/** Names the statements of every connection `pool` opens from now on (none with PG_PREPARE=0); `max` per connection. */
export function nameStatements(pool: pg.Pool, max = Number(process.env.PG_PREPARED_MAX ?? 200)): void {
  if (process.env.PG_PREPARE === '0') return;
  pool.on('connect', (client) => {
    const parsed = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
    const names = new Map<string, string>(); // text → name, least recently used first
    let seq = 0;
    const query = client.query as unknown as QueryFn;
    const forget = (text: string, name: string) => { if (names.get(text) === name) names.delete(text); delete parsed[name]; };
    (client as unknown as { query: QueryFn }).query = function named(config, values, cb) {
      // query(text, values[, cb]) as query({ text }, values[, cb]); a config with a name of its own or a Submittable as it is.
      const c = (typeof config === 'string' ? { text: config } : config) as QueryConfig | null;
      if (!c || typeof c !== 'object' || typeof c.text !== 'string' || c.name || typeof c.submit === 'function') return query.call(this, config, values, cb);
      const text = c.text;
      if (!preparable(text, c.values ?? values)) return query.call(this, config, values, cb);
      let name = names.get(text);
      if (name) { names.delete(text); names.set(text, name); } else {
        name = `ta_${++seq}`;
        names.set(text, name);
        if (names.size > max) {
          const [oldText, oldName] = names.entries().next().value as [string, string];
          names.delete(oldText);
          // Queued behind the statements already sent on this connection; only a statement PostgreSQL holds (a failed
          // Parse left none, and DEALLOCATE of an unknown name would abort an open transaction).
          if (parsed[oldName]) (query.call(this, `deallocate ${oldName}`) as Promise<unknown>).then(() => { delete parsed[oldName]; }, () => undefined);
        }
      }
      const n = name;
      const onError = (e: unknown) => { if ((e as { code?: string })?.code === '0A000') forget(text, n); };
      if (typeof values === 'function') return query.call(this, { ...c, name: n }, (e: unknown, r: unknown) => { if (e) onError(e); (values as (e: unknown, r: unknown) => void)(e, r); });
      if (typeof cb === 'function') return query.call(this, { ...c, name: n }, values, (e: unknown, r: unknown) => { if (e) onError(e); (cb as (e: unknown, r: unknown) => void)(e, r); });
      const p = query.call(this, { ...c, name: n }, values) as Promise<unknown>;
      return p.catch((e: unknown) => { onError(e); throw e; });
    };
  });
}
