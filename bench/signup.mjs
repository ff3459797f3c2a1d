// Sign-up throughput and the seat race, over the real API of the product started as `npm start` does.
// - Throughput: 1-person sign-ups (holds) spread over the demo's open groups, one client after another and
//   then 10 clients at once; answers sign-ups per second and p50 / p95 latency.
// - Seat race: one group brought down to exactly 40 free seats, then 200 parallel 1-person sign-ups:
//   exactly 40 must succeed (the others answer 409 人数已达上限) and the group's held + confirmed must equal its plan.
// - Cost: the CPU time per sign-up of the server process and (PostgreSQL) of the database's backends, read from
//   /proc around each run, and of this client; PostgreSQL transactions per sign-up (pg_stat_database: a statement
//   outside a transaction is one). On a shared machine compare these, not the rates alone; the 1-minute load is printed.
// - The sign-ups are sent on keep-alive connections by a minimal HTTP/1.1 client on node:net (rawPost: one request
//   written as one buffer, the answer's status, content-length or chunks read by hand, then decompressed and parsed
//   as lib.mjs `request` does — the same request headers, accept-encoding included, so the server works as for a
//   browser), not fetch and no longer node:http: the clients run on the same 2 cores as the server and the database;
//   fetch cost about 2 ms of CPU per sign-up there, node:http 0.55–0.8 ms, this one 0.25–0.45 ms — less of a client
//   measuring itself besides the product. SIGNUP_CLIENT=http sends them with node:http (lib.mjs `request`), SIGNUP_CLIENT=fetch with fetch (to compare).
// Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set: a fresh demo database, or BENCH_DB_NAME, an existing
// database on that server that is used as it is and kept (e.g. a copy of a seeded scale database).
//
//   node bench/signup.mjs
//   SIGNUPS=100 node bench/signup.mjs
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB_NAME=my_copy_of_scale_20 SIGNUP_PG_ONLY=1 node bench/signup.mjs
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import os, { loadavg } from 'node:os';
import pg from 'pg';
import { api, pct, request, startProduct, tempDataDir } from './lib.mjs';

const SIGNUPS = Number(process.env.SIGNUPS ?? 200);
const RACE_SEATS = 40;
const RACE_CLIENTS = 200;

/** One keep-alive connection per client (the race's 200 too), ended after each run (signupRows). */
let agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POST `body` as JSON with the shared client (bench/lib.mjs `request`) on this bench's own keep-alive agent; the parsed answer. */
const post = async (base, path, body, token) => (await request(base, path, body, token, { agent })).json;

/**
 * The sign-ups' client: POST `body` as JSON on a keep-alive connection of its own pool (one connection per caller at
 * once, as the agent keeps them), with the request headers lib.mjs `request` sends; resolves the parsed answer. The
 * request is written as one buffer and the answer read by hand (status line, content-length or chunked body,
 * content-encoding): the bench's CPU per sign-up 0.55–0.8 → 0.25–0.45 ms against node:http (10 clients, 2026-11-29).
 */
const rawPool = new Map(); // "host:port" → idle sockets
const CRLF2 = Buffer.from('\r\n\r\n');
function rawPost(base, path, body_, token) {
  const u = new URL(base);
  const key = u.host;
  const data = Buffer.from(JSON.stringify(body_));
  const head = Buffer.from(`POST ${path} HTTP/1.1\r\nhost: ${u.host}\r\nconnection: keep-alive\r\ncontent-type: application/json\r\n`
    + `content-length: ${data.length}\r\naccept-encoding: gzip, deflate, br\r\n${token ? `secretKey: ${token}\r\n` : ''}\r\n`);
  return new Promise((resolve, reject) => {
    const idle = rawPool.get(key);
    let socket = idle?.pop();
    while (socket?.destroyed) socket = idle.pop();
    if (!socket) {
      socket = net.connect(Number(u.port), u.hostname).setNoDelay(true);
      const s = socket;
      s.on('error', () => undefined); // an idle connection's error: it only leaves the pool (close)
      s.on('close', () => { const l = rawPool.get(key); const i = l ? l.indexOf(s) : -1; if (i >= 0) l.splice(i, 1); });
    }
    let buf = null;
    const done = (err, answer) => {
      socket.removeListener('data', onData); socket.removeListener('error', onError); socket.removeListener('close', onClose);
      if (err) { socket.destroy(); reject(err); return; }
      if (answer.keep) { let l = rawPool.get(key); if (!l) rawPool.set(key, l = []); l.push(socket); } else socket.end();
      resolve(answer.json);
    };
    const onError = (e) => done(e);
    const onClose = () => done(new Error('connection closed before the answer'));
    const onData = (chunk) => {
      buf = buf ? Buffer.concat([buf, chunk]) : chunk;
      const end = buf.indexOf(CRLF2);
      if (end < 0) return;
      const lines = buf.toString('latin1', 0, end).split('\r\n');
      const status = Number(lines[0].split(' ')[1]);
      const h = {};
      for (let i = 1; i < lines.length; i++) { const c = lines[i].indexOf(':'); h[lines[i].slice(0, c).toLowerCase()] = lines[i].slice(c + 1).trim(); }
      let raw;
      if (h['transfer-encoding'] === 'chunked') {
        const parts = []; let at = end + 4;
        for (;;) {
          const eol = buf.indexOf('\r\n', at); if (eol < 0) return;
          const size = parseInt(buf.toString('latin1', at, eol), 16);
          if (size === 0) { if (buf.length < eol + 4) return; break; }
          if (buf.length < eol + 2 + size + 2) return;
          parts.push(buf.subarray(eol + 2, eol + 2 + size)); at = eol + 2 + size + 2;
        }
        raw = Buffer.concat(parts);
      } else {
        const len = Number(h['content-length'] ?? 0);
        if (buf.length < end + 4 + len) return;
        raw = buf.subarray(end + 4, end + 4 + len);
      }
      let json;
      try {
        const enc = h['content-encoding'];
        const text = (enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : enc === 'deflate' ? zlib.inflateSync(raw) : raw).toString('utf8');
        json = text ? JSON.parse(text) : undefined;
      } catch (e) { done(e); return; }
      if (json === undefined && status !== 200) json = { code: status };
      done(null, { json, keep: (h.connection ?? '').toLowerCase() !== 'close' });
    };
    socket.on('data', onData); socket.on('error', onError); socket.on('close', onClose);
    socket.write(head.length + data.length < 16384 ? Buffer.concat([head, data]) : head);
    if (head.length + data.length >= 16384) socket.write(data);
  });
}
const closeRawPool = () => { for (const l of rawPool.values()) for (const s of l) s.destroy(); rawPool.clear(); };

/** A sign-up call of the runs and the race: rawPost, node:http (post) with SIGNUP_CLIENT=http, fetch with SIGNUP_CLIENT=fetch. */
const signUpCall = (base, body_, token) => ({ fetch: api, http: post }[process.env.SIGNUP_CLIENT] ?? rawPost)(base, '/api/v1/routeOrder/add', body_, token);

const body = (groupId, extra = {}) => ({
  group_id: groupId, customer_kind: 'private', contact_name: '压测游客', contact_phone: '13900000000', adult_count: 1,
  lines: [{ fee_type: 0, price: 299900, quantity: 1 }], enrollment: 1, ...extra,
});

async function hall(base, token) {
  const r = await api(base, '/api/v1/registration/hall/list', { pageSize: 200 }, token);
  if (r.code !== 200) throw new Error(`hall: ${r.code} ${r.msg}`);
  return r.data.page_data.data;
}

const TICKS = 100; // USER_HZ of /proc/<pid>/stat
/** CPU seconds (user + system) of a process so far, or null when it is gone. */
function cpuOf(pid) {
  if (!existsSync(`/proc/${pid}/stat`)) return null;
  try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / TICKS; } catch { return null; }
}
/** The server process of a product started by startProduct (scripts/start.mjs runs it as its child). */
export function serverPidOf(startPid) {
  try { return Number(readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/)[0]) || startPid; } catch { return startPid; }
}

/**
 * Measures a run's cost: CPU of the server process, of the PostgreSQL backends of `dbName` (through `pgClient`, a
 * connected pg.Client on that server; its own backend left out) and of this process. A backend that ends during
 * the run counts until its last reading; one that starts counts from 0.
 */
export function costProbe({ serverPid, pgClient, dbName }) {
  const backends = async () => (await pgClient.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName])).rows.map((r) => r.pid);
  const xacts = async () => Number((await pgClient.query('select xact_commit + xact_rollback as x from pg_stat_database where datname = $1', [dbName])).rows[0].x);
  return {
    async start() {
      const pids = pgClient ? await backends() : [];
      return { server: cpuOf(serverPid), pg: new Map(pids.map((p) => [p, cpuOf(p)])), client: process.cpuUsage(), xacts: pgClient ? await xacts() : 0, load: loadavg()[0] };
    },
    async stop(s0, n) {
      const server = cpuOf(serverPid) - s0.server;
      const client = process.cpuUsage(s0.client);
      let pgCpu = null; let tx = null;
      if (pgClient) {
        tx = (await xacts()) - s0.xacts - 2; // less this probe's own two reads
        pgCpu = 0;
        for (const p of new Set([...s0.pg.keys(), ...(await backends())])) {
          const now = cpuOf(p);
          if (now !== null) pgCpu += now - (s0.pg.get(p) ?? 0);
        }
      }
      const per = (x) => (x === null ? null : (x * 1000) / n);
      return { serverMs: per(server), pgMs: per(pgCpu), clientMs: (client.user + client.system) / 1000 / n, xacts: tx === null ? null : tx / n, load: `${s0.load.toFixed(1)}–${loadavg()[0].toFixed(1)}` };
    },
  };
}

/** Sign-ups over the open groups by `clients` clients at once; a group answering 409 is dropped. */
async function throughput(base, token, clients, n, probe) {
  const groups = (await hall(base, token)).filter((g) => g.remaining > 0).map((g) => g.group_id);
  if (!groups.length) throw new Error('no open group with free seats');
  const times = [];
  let done = 0; let i = 0; let failed = 0;
  const c0 = await probe?.start();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (done < n && groups.length) {
      const g = groups[i++ % groups.length];
      const s0 = performance.now();
      const r = await signUpCall(base, body(g), token);
      const ms = performance.now() - s0;
      if (r.code === 200) { done++; times.push(ms); } else if (r.code === 409) { groups.splice(groups.indexOf(g), 1); } else { failed++; if (failed > 5) throw new Error(`sign-up: ${r.code} ${r.msg}`); }
    }
  }));
  const secs = (performance.now() - t0) / 1000;
  const cost = probe ? await probe.stop(c0, done) : null;
  return { perSecond: done / secs, p50: pct(times, 50), p95: pct(times, 95), done, cost };
}

async function race(base, token) {
  const g = (await hall(base, token)).filter((x) => x.remaining >= RACE_SEATS).sort((a, b) => a.remaining - b.remaining)[0];
  if (!g) throw new Error(`no demo group with ${RACE_SEATS} free seats for the race`);
  // Brought down to exactly RACE_SEATS free seats, in orders of at most 30 persons (a product caps the persons per order).
  for (let extra = g.remaining - RACE_SEATS; extra > 0;) {
    const n = Math.min(extra, 30);
    const r = await api(base, '/api/v1/routeOrder/add', body(g.group_id, { adult_count: n, lines: [{ fee_type: 0, price: 299900, quantity: n }] }), token);
    if (r.code !== 200) throw new Error(`fill: ${r.code} ${r.msg}`);
    extra -= n;
  }
  const t0 = performance.now();
  const answers = await Promise.all(Array.from({ length: RACE_CLIENTS }, () => signUpCall(base, body(g.group_id), token)));
  const ms = performance.now() - t0;
  const won = answers.filter((a) => a.code === 200).length;
  const full = answers.filter((a) => a.code === 409 && a.msg === '人数已达上限').length;
  const after = (await api(base, '/api/v1/registration/hall/detail', { id: g.group_id }, token)).data;
  const taken = after.seats_held + after.seats_confirmed;
  return { won, full, other: RACE_CLIENTS - won - full, ms, plan: g.seats_plan, taken, ok: won === RACE_SEATS && full === RACE_CLIENTS - RACE_SEATS && taken === g.seats_plan };
}

/**
 * The seat race (first, while the groups still have 40 free seats), then sign-ups by 1 and by 10 clients (used by
 * scale-table.mjs too); `probe` (costProbe) adds each run's cost.
 */
export async function signupRows(base, { signups = SIGNUPS, probe } = {}) {
  const login = await api(base, '/api/account/login', { login_name: 'sales', password: 'demo123' });
  const token = login.data.secretKey;
  try {
    const race_ = await race(base, token);
    await throughput(base, token, 1, 10); // warm-up
    const seq = await throughput(base, token, 1, signups, probe);
    const par = await throughput(base, token, 10, signups, probe);
    return { race: race_, seq, par };
  } finally { agent.destroy(); agent = new http.Agent({ keepAlive: true, maxSockets: 256 }); closeRawPool(); }
}

async function measure(engine, base, probe) {
  const load = loadavg()[0];
  const { race: r, seq, par } = await signupRows(base, { probe });
  const ms = (v) => (v === null || v === undefined ? '—' : `${v.toFixed(2)} ms`);
  const costs = (x) => `${ms(x.cost?.serverMs)} | ${ms(x.cost?.pgMs)} | ${ms(x.cost?.clientMs)} | ${x.cost?.xacts == null ? '—' : x.cost.xacts.toFixed(2)} | ${x.cost?.load ?? ''}`;
  console.log(`\n${engine}（CPU ${os.cpus().length} 个，1 分钟负载 ${((load + loadavg()[0]) / 2).toFixed(1)}）`);
  console.log('| 场景 | 报名数 | 每秒报名 | p50 | p95 | 服务器 CPU/单 | PostgreSQL CPU/单 | 压测端 CPU/单 | 事务/单 | 负载 |\n|---|---|---|---|---|---|---|---|---|---|');
  console.log(`| 1 个客户端依次报名 | ${seq.done} | ${seq.perSecond.toFixed(1)} | ${seq.p50.toFixed(1)} ms | ${seq.p95.toFixed(1)} ms | ${costs(seq)} |`);
  console.log(`| 10 个客户端同时报名 | ${par.done} | ${par.perSecond.toFixed(1)} | ${par.p50.toFixed(1)} ms | ${par.p95.toFixed(1)} ms | ${costs(par)} |`);
  console.log(`抢位：${RACE_CLIENTS} 个并发报名抢 ${RACE_SEATS} 个余位 → 成功 ${r.won}，人数已达上限 ${r.full}，其他 ${r.other}；团期已占 ${r.taken}/${r.plan}；用时 ${r.ms.toFixed(0)} ms`);
  return [
    { name: `报名吞吐（${engine}，10 个客户端）`, value: `${par.perSecond.toFixed(1)} 单/秒（p95 ${par.p95.toFixed(0)} ms）`, ok: true, budget: '记录' },
    { name: `抢位 ${RACE_CLIENTS} 抢 ${RACE_SEATS}（${engine}）`, value: `成功 ${r.won}，满员 ${r.full}，已占 ${r.taken}/${r.plan}`, ok: r.ok, budget: `恰好 ${RACE_SEATS} 个成功，不超卖` },
  ];
}

export async function benchSignupPglite() {
  const dataDir = tempDataDir();
  const p = await startProduct({ dataDir, env: { DATABASE_URL: '' } });
  try { return await measure('PGlite', p.base, costProbe({ serverPid: serverPidOf(p.pid) })); } finally { await p.stop(); rmSync(dataDir, { recursive: true, force: true }); }
}

export async function benchSignupPg(url) {
  const kept = process.env.BENCH_DB_NAME;
  const name = kept || `ta_bench_signup_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!kept) await admin.query(`create database "${name}"`);
  const u = new URL(url); u.pathname = `/${name}`;
  const dataDir = tempDataDir();
  let p;
  try {
    p = await startProduct({ dataDir, env: { DATABASE_URL: u.toString() } });
    return await measure(`PostgreSQL（${name}）`, p.base, costProbe({ serverPid: serverPidOf(p.pid), pgClient: admin, dbName: name }));
  } finally {
    await p?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!kept) await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = [];
  if (process.env.DATABASE_URL) rows.push(...(await benchSignupPg(process.env.DATABASE_URL)));
  if (process.env.SIGNUP_PG_ONLY !== '1') rows.push(...(await benchSignupPglite()));
  console.log('\n| 指标 | 结果 | 预算 | |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.value} | ${r.budget} | ${r.ok ? '✓' : '✗'} |`);
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}
