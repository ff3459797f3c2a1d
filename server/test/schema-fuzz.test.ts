/**
 * Schema fuzzing of every catalogued route (issue 11, "bad input never a 500"). From each route's published zod
 * schema a plausible body is built, then one field at a time is broken: wrong types, NUL characters, overlong
 * text, negative and fractional money, numbers beyond any column, junk inside objects and arrays, junk fields,
 * bodies that are not objects, and one 2 MB body per route. Logged in as the administrator, so the permission
 * check is not what refuses. Nothing may answer ≥ 500, and a route whose every answer was a refusal must leave
 * every row's content as it was (per-table checksums of the rows' text before and after).
 * Sampling is deterministic (a seeded generator per route) and bounded, so the run stays short.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../src/platform/route';
import { startServer, type TestServer } from './harness';
import { tableChecksums } from './fixtures';
import { branch, itemsOf, NO_SUCH_ID, objectOf, openApiOf, schemaOf, typeOf, validValue, type JsonSchema, type OpenApiDoc } from './route-schemas';

/** Mutations sampled per route (besides the ones every route gets). */
const PER_ROUTE = 5;
/** Parallel requests within a route. */
const CONCURRENCY = 4;
const BIG_BODY = 2 * 1024 * 1024;
/** Tables any call may touch: the caller's session, one-time tokens, log-in throttling, and the search's derived name index (insight search.sync.ts: refreshed from the source tables by a timer and before each search). */
const BOOKKEEPING = ['sessions', 'smart_tokens', 'login_failures', 'login_throttle', 'search_sync', 'search_names', 'search_queue'];
/**
 * Routes not fuzzed, each with its reason. Log-out ends the administrator's own session, so every later request
 * would answer 110 instead of exercising its schema.
 */
const NOT_FUZZED = new Set(['POST /api/account/logout']);

let s: TestServer;
let admin: string;
let doc: OpenApiDoc;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  doc = openApiOf(s);
});
afterAll(async () => { await s?.close(); });

/** mulberry32: a small seeded generator, so every run sends the same bodies. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (str: string) => [...str].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

const JUNK = { junk: { deeper: [1, 'x', null, { deepest: '\u0001\u007f', n: 1e308 }] } };

/** Bad values for one field of the given schema. */
function badValues(p: JsonSchema, name: string): unknown[] {
  const b = branch(p);
  const out: unknown[] = ['a\u0000b', JUNK];
  switch (typeOf(p)) {
    case 'integer': case 'number':
      out.push('abc', '', true, [1], -1, -0.01, 0.5, 12.345, 2147483648, -2147483649, 9007199254740993, 1e300, -1e300);
      break;
    case 'string':
      out.push(123, true, ['a'], 'x'.repeat((b.maxLength ?? 20_000) + 1), ' ', '2026-02-30', '<script>alert(1)</script>', "' or 1=1 --", '%_\\');
      break;
    case 'boolean': out.push('abc', 2, [true]); break;
    case 'enum': out.push('__not_one_of_them__', 99999, -1, [b.enum?.[0]]); break;
    case 'array': {
      out.push('abc', 1, [null], [JUNK], Array.from({ length: 2000 }, () => NO_SUCH_ID));
      const item = itemsOf(p);
      // One level down: each field of an item broken in turn.
      if (typeOf(item) === 'object') {
        const valid = validValue(item, name, 1) as Record<string, unknown>;
        for (const [k, q] of Object.entries(branch(item).properties ?? {})) for (const v of badValues(q, k).slice(0, 6)) out.push([{ ...valid, [k]: v }]);
      } else for (const v of badValues(item, name.replace(/s$/, '')).slice(0, 8)) out.push([v]);
      break;
    }
    case 'object': {
      out.push('abc', [], 1);
      const valid = objectOf(b, 1);
      for (const [k, q] of Object.entries(b.properties ?? {})) for (const v of badValues(q, k).slice(0, 6)) out.push({ ...valid, [k]: v });
      break;
    }
    default: out.push(1e300);
  }
  return out;
}

interface Probe { what: string; body: string }
const probe = (what: string, body: unknown): Probe => ({ what, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** The bodies sent to one route: a bounded, seeded sample of field mutations plus the ones every route gets. */
function probesOf(e: CatalogEntry, schema: JsonSchema): Probe[] {
  const base = objectOf(schema);
  const all: Probe[] = [];
  for (const [k, p] of Object.entries(schema.properties ?? {})) {
    for (const v of badValues(p, k)) all.push(probe(`${k}=${JSON.stringify(v)?.slice(0, 60)}`, { ...base, [k]: v }));
  }
  const next = rng(hash(`${e.method} ${e.path}`));
  for (let i = all.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [all[i], all[j]] = [all[j], all[i]]; }
  const firstText = Object.entries(schema.properties ?? {}).find(([, p]) => typeOf(p) === 'string')?.[0];
  return [
    ...all.slice(0, PER_ROUTE),
    probe('junk fields', { ...base, ...JUNK, __fuzz: 'x', constructor: { prototype: { admin: true } } }),
    [probe('__proto__', `{"__proto__":{"admin":true},${JSON.stringify(base).slice(1)}`.replace(/,}$/, '}')),
      probe('body []', '[]'), probe('body "x"', '"x"'), probe('body null', 'null'), probe('body 1e999', '1e999')][Math.floor(next() * 5)],
    ...(firstText ? [probe(`${firstText}=NUL`, { ...base, [firstText]: '\u0000' })] : []),
    probe('2 MB body', { ...base, pad: 'x'.repeat(BIG_BODY) }),
  ];
}

/**
 * The write-ahead log position: it stays put while nothing is written, so the (slower) checksums are compared
 * only after a route whose probes wrote something — or when the position cannot be read.
 */
async function walPosition(): Promise<string> {
  const { sql } = await import('drizzle-orm');
  try {
    const r = (await s.database.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as unknown as { rows: { lsn: string }[] };
    return r.rows[0].lsn;
  } catch { return String(Math.random()); }
}

interface Answer { status: number; code: number | undefined; error?: string }
/**
 * Sends a probe. A server that refuses a too-large body answers 413 and closes the connection while the body is
 * still being sent; fetch then reports the closed socket, possibly on the next request of a reused connection —
 * so a closed socket is retried once on a fresh connection.
 */
async function send(e: CatalogEntry, p: Probe): Promise<Answer> {
  try { return await sendOnce(e, p); } catch { /* retried below */ }
  try { return await sendOnce(e, p, true); } catch (err) { return { status: 0, code: undefined, error: String((err as Error).cause ?? err) }; }
}
async function sendOnce(e: CatalogEntry, p: Probe, fresh = false): Promise<Answer> {
  const close: Record<string, string> = fresh ? { connection: 'close' } : {};
  let res: Response;
  if (e.method === 'GET') {
    let q = '';
    try {
      const obj = JSON.parse(p.body) as unknown;
      if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
        q = new URLSearchParams(Object.entries(obj).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
      }
    } catch { q = 'x=%00'; }
    res = await fetch(`${s.base}${e.path}?${q}`, { headers: { secretKey: admin, ...close } });
  } else {
    res = await fetch(s.base + e.path, { method: e.method, headers: { 'content-type': 'application/json', secretKey: admin, ...close }, body: p.body });
  }
  const text = await res.text();
  let code: number | undefined;
  try { code = (JSON.parse(text) as { code?: number }).code; } catch { code = undefined; }
  return { status: res.status, code };
}

describe('schema fuzzing of every route', () => {
  it('never answers ≥ 500, and a refused request changes no row', async () => {
    const routes = s.app.routeCatalog.filter((e) => e.hasBody && !NOT_FUZZED.has(`${e.method} ${e.path}`))
      .filter((e) => !process.env.FUZZ_ONLY || e.path.includes(process.env.FUZZ_ONLY));
    if (!process.env.FUZZ_ONLY) expect(routes.length).toBeGreaterThan(300);
    const errors: string[] = [];
    const changed: string[] = [];
    const bigAccepted: string[] = [];
    let sent = 0;
    let accepted = 0;
    let before = await tableChecksums(s, BOOKKEEPING);
    let wal = await walPosition();
    let checksummed = 0;
    const debug = process.env.FUZZ_DEBUG;
    for (const e of routes) {
      const t0 = Date.now();
      const probes = probesOf(e, schemaOf(doc, e));
      const answers: { p: Probe; a: Answer }[] = [];
      for (let i = 0; i < probes.length; i += CONCURRENCY) {
        const chunk = probes.slice(i, i + CONCURRENCY);
        answers.push(...await Promise.all(chunk.map(async (p) => ({ p, a: await send(e, p) }))));
      }
      sent += answers.length;
      let anyAccepted = false;
      for (const { p, a } of answers) {
        if (a.status === 0 || a.status >= 500 || (a.code !== undefined && a.code >= 500)) errors.push(`${e.method} ${e.path} ${p.what} → HTTP ${a.status} code ${a.code}${a.error ? ` ${a.error}` : ''}`);
        if (a.code === 200) { anyAccepted = true; accepted++; }
        if (p.what === '2 MB body' && ![400, 413, 414, 431].includes(a.status)) bigAccepted.push(`${e.method} ${e.path} → HTTP ${a.status} code ${a.code}`);
      }
      if (answers.some(({ a }) => a.code === 110)) admin = await s.login('admin');
      const t1 = Date.now();
      const walNow = await walPosition();
      if (walNow === wal) continue;
      checksummed++;
      const after = await tableChecksums(s, BOOKKEEPING);
      wal = await walPosition();
      if (debug) console.info(`${e.path} ${probes.length} probes ${t1 - t0} ms, checksum ${Date.now() - t1} ms`);
      if (!anyAccepted) {
        const diff = Object.keys(after).filter((t) => after[t] !== before[t]);
        if (diff.length) changed.push(`${e.method} ${e.path}: refused every probe but changed ${diff.join(', ')}`);
      }
      before = after;
    }
    console.info(`schema fuzzing: ${routes.length} routes, ${sent} requests, ${accepted} accepted (plausible bodies the schema allows), ${checksummed} routes wrote something and were checksummed`);
    expect(errors, errors.slice(0, 40).join('\n')).toEqual([]);
    expect(changed).toEqual([]);
    expect(bigAccepted).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 5);
  }, 900_000);
});
