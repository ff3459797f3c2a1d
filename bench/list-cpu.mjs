// CPU per list call (issue 16, lists helper): on a shared 2-core machine the wall-clock p95 of ten clients follows
// the other work on the machine; the CPU each call costs the bench's client, the server and PostgreSQL does not as
// much. Starts the product on a scaled PostgreSQL database, runs each list call 10 clients × N, and prints the CPU per
// call of the client process, the server process and the database's backends (/proc, so PostgreSQL on this machine).
// Target: client + server + PostgreSQL CPU per call ≤ 40 ms — ten calls at once then fit in the scale table's 200 ms
// p95 on two cores (10 × 40 ms / 2 cores); exits non-zero when a call misses it.
//   BENCH_DB_NAME=ta_scale_20 [BENCH_CLIENT=fetch] [SERVER_BUNDLE_FILE=…] node bench/list-cpu.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { call, startProduct } from './lib.mjs';
import { listCases } from './scale-table.mjs';

const N = Number(process.env.RUNS ?? 20);
const admin = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const u = new URL(admin); u.pathname = `/${process.env.BENCH_DB_NAME || 'ta_scale_20'}`;
const TICK = 1000 / 100; // ms per clock tick (CLK_TCK 100)
const cpuOf = (pid) => { try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * TICK; } catch { return 0; } };
const childrenOf = (pid) => readdirSync(`/proc/${pid}/task`).flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
// The scale table's list calls (not its second, totals requests); BENCH_LISTS=<regex> on the label (e.g. routeHall).
const CPU_TARGET_MS = 40;
const missed = [];
const cases = listCases().filter(([l, , , , how]) => !how?.info && (!process.env.BENCH_LISTS || new RegExp(process.env.BENCH_LISTS).test(l)));

const p = await startProduct({ dataDir: '/tmp/lists-cpu-data', env: { DATABASE_URL: u.toString() } });
const server = childrenOf(p.pid)[0];
const mon = new pg.Client({ connectionString: admin }); await mon.connect();
const backends = async () => (await mon.query('select pid from pg_stat_activity where datname = $1', [u.pathname.slice(1)])).rows.map((r) => r.pid);
try {
  const tok = {};
  for (const l of ['admin', 'manager', 'sales']) tok[l] = (await call(p.base, '/api/account/login', { login_name: l, password: 'demo123' })).data.secretKey;
  console.log(`| call (${process.env.BENCH_CLIENT === 'fetch' ? 'fetch' : 'node:http'}, ${process.env.SERVER_BUNDLE_FILE ?? 'bundle'}) | client CPU/call | server CPU/call | PostgreSQL CPU/call | wall/call (10 clients) | load |`);
  console.log('|---|---|---|---|---|---|');
  for (const [label, path, body, login] of cases) {
    for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: 10 }, () => call(p.base, path, body, tok[login]))); // every pool connection open
    const pids = await backends();
    const pg0 = pids.map(cpuOf), s0 = cpuOf(server), c0 = process.cpuUsage(), t0 = performance.now();
    let left = N * 10;
    await Promise.all(Array.from({ length: 10 }, async () => { while (left-- > 0) { const r = await call(p.base, path, body, tok[login]); if (r.code !== 200) throw new Error(r.msg); } }));
    const wall = performance.now() - t0, c = process.cpuUsage(c0), s1 = cpuOf(server);
    const pgms = pids.reduce((a, pid, i) => a + Math.max(0, cpuOf(pid) - pg0[i]), 0);
    const n = N * 10;
    const total = (c.user + c.system) / 1000 / n + (s1 - s0) / n + pgms / n;
    if (total > CPU_TARGET_MS) missed.push(`${label}: ${total.toFixed(1)} ms`);
    console.log(`| ${label} | ${((c.user + c.system) / 1000 / n).toFixed(2)} ms | ${((s1 - s0) / n).toFixed(2)} ms | ${(pgms / n).toFixed(2)} ms | ${(wall / n).toFixed(2)} ms | ${loadavg()[0].toFixed(1)} |`);
  }
} finally { await mon.end(); await p.stop(); }
console.log(missed.length ? `\n未达目标（每次调用 CPU ≤ ${CPU_TARGET_MS} ms）：${missed.join('；')}` : `\n每个调用的 CPU 合计 ≤ ${CPU_TARGET_MS} ms ✓`);
process.exit(missed.length ? 1 : 0);
