// Sign-up throughput and the seat race, over the real API of the product started as `npm start` does.
// - Throughput: 1-person sign-ups (holds) spread over the demo's open groups, one client after another and
//   then 10 clients at once; answers sign-ups per second and p50 / p95 latency.
// - Seat race: one group brought down to exactly 40 free seats, then 200 parallel 1-person sign-ups:
//   exactly 40 must succeed (the others answer 409 人数已达上限) and the group's held + confirmed must equal its plan.
// Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set.
//
//   node bench/signup.mjs
//   SIGNUPS=100 node bench/signup.mjs
import { rmSync } from 'node:fs';
import os, { loadavg } from 'node:os';
import pg from 'pg';
import { api, pct, startProduct, tempDataDir } from './lib.mjs';

const SIGNUPS = Number(process.env.SIGNUPS ?? 200);
const RACE_SEATS = 40;
const RACE_CLIENTS = 200;

const body = (groupId, extra = {}) => ({
  group_id: groupId, customer_kind: 'private', contact_name: '压测游客', contact_phone: '13900000000', adult_count: 1,
  lines: [{ fee_type: 0, price: 299900, quantity: 1 }], enrollment: 1, ...extra,
});

async function hall(base, token) {
  const r = await api(base, '/api/v1/registration/hall/list', { pageSize: 200 }, token);
  if (r.code !== 200) throw new Error(`hall: ${r.code} ${r.msg}`);
  return r.data.page_data.data;
}

/** Sign-ups over the open groups by `clients` clients at once; a group answering 409 is dropped. */
async function throughput(base, token, clients, n) {
  const groups = (await hall(base, token)).filter((g) => g.remaining > 0).map((g) => g.group_id);
  if (!groups.length) throw new Error('no open group with free seats');
  const times = [];
  let done = 0; let i = 0; let failed = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (done < n && groups.length) {
      const g = groups[i++ % groups.length];
      const s0 = performance.now();
      const r = await api(base, '/api/v1/routeOrder/add', body(g), token);
      const ms = performance.now() - s0;
      if (r.code === 200) { done++; times.push(ms); } else if (r.code === 409) { groups.splice(groups.indexOf(g), 1); } else { failed++; if (failed > 5) throw new Error(`sign-up: ${r.code} ${r.msg}`); }
    }
  }));
  const secs = (performance.now() - t0) / 1000;
  return { perSecond: done / secs, p50: pct(times, 50), p95: pct(times, 95), done };
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
  const answers = await Promise.all(Array.from({ length: RACE_CLIENTS }, () => api(base, '/api/v1/routeOrder/add', body(g.group_id), token)));
  const ms = performance.now() - t0;
  const won = answers.filter((a) => a.code === 200).length;
  const full = answers.filter((a) => a.code === 409 && a.msg === '人数已达上限').length;
  const after = (await api(base, '/api/v1/registration/hall/detail', { id: g.group_id }, token)).data;
  const taken = after.seats_held + after.seats_confirmed;
  return { won, full, other: RACE_CLIENTS - won - full, ms, plan: g.seats_plan, taken, ok: won === RACE_SEATS && full === RACE_CLIENTS - RACE_SEATS && taken === g.seats_plan };
}

/** The seat race (first, while the groups still have 40 free seats), then sign-ups by 1 and by 10 clients (used by scale-table.mjs too). */
export async function signupRows(base, { signups = SIGNUPS } = {}) {
  const login = await api(base, '/api/account/login', { login_name: 'sales', password: 'demo123' });
  const token = login.data.secretKey;
  const race_ = await race(base, token);
  await throughput(base, token, 1, 10); // warm-up
  const seq = await throughput(base, token, 1, signups);
  const par = await throughput(base, token, 10, signups);
  return { race: race_, seq, par };
}

async function measure(engine, base) {
  const load = loadavg()[0];
  const { race: r, seq, par } = await signupRows(base);
  console.log(`\n${engine}（CPU ${os.cpus().length} 个，1 分钟负载 ${((load + loadavg()[0]) / 2).toFixed(1)}）`);
  console.log('| 场景 | 报名数 | 每秒报名 | p50 | p95 |\n|---|---|---|---|---|');
  console.log(`| 1 个客户端依次报名 | ${seq.done} | ${seq.perSecond.toFixed(1)} | ${seq.p50.toFixed(1)} ms | ${seq.p95.toFixed(1)} ms |`);
  console.log(`| 10 个客户端同时报名 | ${par.done} | ${par.perSecond.toFixed(1)} | ${par.p50.toFixed(1)} ms | ${par.p95.toFixed(1)} ms |`);
  console.log(`抢位：${RACE_CLIENTS} 个并发报名抢 ${RACE_SEATS} 个余位 → 成功 ${r.won}，人数已达上限 ${r.full}，其他 ${r.other}；团期已占 ${r.taken}/${r.plan}；用时 ${r.ms.toFixed(0)} ms`);
  return [
    { name: `报名吞吐（${engine}，10 个客户端）`, value: `${par.perSecond.toFixed(1)} 单/秒（p95 ${par.p95.toFixed(0)} ms）`, ok: true, budget: '记录' },
    { name: `抢位 ${RACE_CLIENTS} 抢 ${RACE_SEATS}（${engine}）`, value: `成功 ${r.won}，满员 ${r.full}，已占 ${r.taken}/${r.plan}`, ok: r.ok, budget: `恰好 ${RACE_SEATS} 个成功，不超卖` },
  ];
}

export async function benchSignupPglite() {
  const dataDir = tempDataDir();
  const p = await startProduct({ dataDir, env: { DATABASE_URL: '' } });
  try { return await measure('PGlite', p.base); } finally { await p.stop(); rmSync(dataDir, { recursive: true, force: true }); }
}

export async function benchSignupPg(url) {
  const name = `ta_bench_signup_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const u = new URL(url); u.pathname = `/${name}`;
  const dataDir = tempDataDir();
  let p;
  try {
    p = await startProduct({ dataDir, env: { DATABASE_URL: u.toString() } });
    return await measure('PostgreSQL', p.base);
  } finally {
    await p?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
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
