// The PGlite backend in a worker_thread (issue 16: "PGlite as the default stays fast"): PGlite runs its queries
// synchronously in WebAssembly on the thread that holds it, so in the server's own thread every query stalls HTTP,
// JSON and drizzle work, and with ten clients both kinds of work queue on one core. Here the queries run on a thread
// of their own (the second core) while the main thread serves requests. The main side is PgliteWorkerClient
// (pglite-worker-client.ts), which gives drizzle the part of the PGlite interface it uses. Plain JavaScript so that
// it runs as it is under tsx, vitest and the esbuild bundle of `npm start` alike.
//
// Messages in: { id, op: 'query' | 'exec' | 'txBegin' | 'txEnd' | 'listen' | 'dump' | 'close', … }; out: { id, ok,
// result } or { id, error }, and { notify: channel, payload } for LISTEN. A transaction (txBegin) holds PGlite's one
// connection until its txEnd: PGlite's own transaction() queues every other query meanwhile, as in one thread.
import { parentPort, workerData } from 'node:worker_threads';
import { appendFileSync } from 'node:fs';
import { PGlite, parse as pgParse, protocol } from '@electric-sql/pglite';

const { dataDir, startParams, loadDataDir, trace, prepare } = workerData;
const ROLLBACK = Symbol('rollback');

/** drizzle's PGlite driver passes parsers that return the text as it is (dates, timestamps, intervals, numeric[]…). */
const asText = (oids) => (oids ? Object.fromEntries(oids.map((o) => [o, (v) => v])) : undefined);
const opts = (o) => (o ? { rowMode: o.rowMode, parsers: asText(o.textOids) } : undefined);

/** A database error as plain data: its message and the fields PostgreSQL sent (code, constraint, detail…). */
function plain(e) {
  if (!(e instanceof Error)) return { message: String(e) };
  const out = { message: e.message, name: e.name };
  for (const [k, v] of Object.entries(e)) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v;
  return out;
}

const reply = (id, result, transfer) => parentPort.postMessage({ id, ok: true, result }, transfer);
const fail = (id, e) => parentPort.postMessage({ id, error: plain(e) });

let db;
try {
  db = await PGlite.create(loadDataDir ? { loadDataDir: new Blob([loadDataDir]), startParams } : dataDir ? { dataDir, startParams } : { startParams });
} catch (e) {
  parentPort.postMessage({ ready: false, error: plain(e) });
  process.exit(1);
}

/**
 * Plan caching (issue 16): PGlite's query() parses and plans every statement afresh (an unnamed statement), and on
 * PGlite planning is most of a list's cost — the order list's rows statement at scale 20: 13 ms of CPU planning,
 * 2 ms running. Here each SELECT/WITH/INSERT/UPDATE/DELETE text is parsed once as a named statement and then only
 * bound and executed: PostgreSQL's plan cache keeps its plan (custom plans for the first five executions, then the
 * generic plan when its estimated cost is not worse; plan_cache_mode); DDL and ANALYZE invalidate cached plans as
 * usual; a statement whose result shape changed under it (DDL) is dropped and parsed again. The same protocol
 * messages as PGlite's own query() (bind, describe portal, execute, sync), the same serializers and parsers, the same
 * locks (the transaction's, then the query's). At most PREPARED_MAX statements, the least recently used closed first.
 */
const PREPARED_MAX = 500;
const prepared = new Map(); // sql text → { name, types }
let seq = 0;
const { serialize } = protocol;
// Only statements with parameters and of modest length: a text with its values written in (the seed's bulk
// INSERTs, one-off SQL) would never be run again, and its parse tree would stay in memory until evicted.
const preparable = (sql, params) => prepare && params?.length > 0 && sql.length <= 20_000 && /^\s*(select|with|insert|update|delete)\b/i.test(sql);
const withQuery = (e, sql, params) => { if (e && typeof e === 'object') Object.assign(e, { query: sql, params }); return e; };

async function preparedQuery(sql, params = [], o, inTx) {
  const stream = (m) => db.execProtocolStream(m, { syncToFs: false });
  const once = async () => {
    let st = prepared.get(sql);
    const msgs = [];
    try {
      if (!st) {
        const name = `ta_${++seq}`;
        await stream(serialize.parse({ name, text: sql }));
        const types = pgParse.parseDescribeStatementResults(await stream(serialize.describe({ type: 'S', name })));
        st = { name, types };
        prepared.set(sql, st);
        if (prepared.size > PREPARED_MAX) {
          const [oldSql, old] = prepared.entries().next().value;
          prepared.delete(oldSql);
          await stream(serialize.close({ type: 'S', name: old.name }));
        }
      } else { prepared.delete(sql); prepared.set(sql, st); } // most recently used last
      const values = params.map((v, i) => (v == null ? null : (db.serializers[st.types[i]] ?? ((x) => x.toString()))(v)));
      msgs.push(...await stream(serialize.bind({ statement: st.name, values })), ...await stream(serialize.describe({ type: 'P' })), ...await stream(serialize.execute({})));
    } catch (e) {
      // A statement whose result shape changed under it (DDL): forget it, so that the next call parses it again.
      if (st && e?.code === '0A000') { prepared.delete(sql); await stream(serialize.close({ type: 'S', name: st.name })).catch(() => []); e.stale = true; }
      throw withQuery(e, sql, params);
    } finally {
      msgs.push(...await stream(serialize.sync()));
    }
    if (!inTx) await db.syncToFs();
    return pgParse.parseResults(msgs, db.parsers, o)[0];
  };
  // Outside a transaction a statement dropped as stale runs again at once, parsed afresh (inside one, the error has
  // aborted the transaction: it goes to the caller, as PostgreSQL's own 'cached plan must not change result type').
  const run = () => once().catch((e) => { if (e?.stale && !inTx) return once(); throw e; });
  return inTx ? db._runExclusiveQuery(run) : db._runExclusiveTransaction(() => db._runExclusiveQuery(run));
}

/** Open transactions by id: the PGlite transaction object and the function that ends it. */
const txs = new Map();

async function handle(m) {
  switch (m.op) {
    case 'query': {
      const on = m.tx ? txs.get(m.tx)?.tx : db;
      if (!on) throw new Error('transaction already ended');
      const q = () => (preparable(m.sql, m.params) ? preparedQuery(m.sql, m.params, opts(m.opts), !!m.tx) : on.query(m.sql, m.params, opts(m.opts)));
      if (!trace) return q();
      // PGLITE_TRACE=<file>: each statement, its parameters and its time in PGlite, one JSON line (for EXPLAIN work).
      const t0 = performance.now();
      const r = await q();
      appendFileSync(trace, `${JSON.stringify({ ms: +(performance.now() - t0).toFixed(2), rows: r.rows.length, sql: m.sql, params: m.params }, (_, v) => (typeof v === 'bigint' ? String(v) : v))}\n`);
      return r;
    }
    case 'exec': {
      const on = m.tx ? txs.get(m.tx)?.tx : db;
      if (!on) throw new Error('transaction already ended');
      return on.exec(m.sql);
    }
    case 'txBegin': {
      // Answers once BEGIN has run (the id is the transaction's); the commit or rollback answers its txEnd.
      let began;
      const started = new Promise((res, rej) => { began = { res, rej }; });
      const done = db.transaction((tx) => new Promise((end, abort) => {
        txs.set(m.id, { tx, end, abort });
        began.res();
      }));
      done.then(() => undefined, () => undefined);
      await Promise.race([started, done]);
      const t = txs.get(m.id);
      if (!t) { await done; throw new Error('transaction did not start'); }
      t.done = done;
      return m.id;
    }
    case 'txEnd': {
      const t = txs.get(m.tx);
      if (!t) throw new Error('transaction already ended');
      txs.delete(m.tx);
      if (m.commit) t.end(); else t.abort(ROLLBACK);
      try { await t.done; } catch (e) { if (e !== ROLLBACK) throw e; }
      return null;
    }
    case 'listen':
      await db.listen(m.channel, (payload) => parentPort.postMessage({ notify: m.channel, payload }));
      return null;
    case 'dump': {
      const buf = await (await db.dumpDataDir(m.compression)).arrayBuffer();
      return { buf, transfer: [buf] };
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown op ${m.op}`);
  }
}

parentPort.on('message', (m) => {
  handle(m).then((r) => {
    if (m.op === 'dump') reply(m.id, r.buf, r.transfer);
    else reply(m.id, r);
    if (m.op === 'close') parentPort.close();
  }, (e) => fail(m.id, e));
});
parentPort.postMessage({ ready: true });
