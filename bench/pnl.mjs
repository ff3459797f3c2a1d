// Profit and loss for a month (issue 13): /api/v1/payment/profitAndLoss/list (per group, with the month's totals)
// and /profitAndLoss/period (per month and department) on a scaled agency, as the administrator (every group).
// Target: p95 ≤ 300 ms on PostgreSQL at scale 20 (100,000 orders). Exits 1 when missed, or when a total is not
// the sum of its rows. The month measured is the one with the most departures. Beside each call's time it prints
// the P&L query's own time on the server (its Server-Timing header, `sql;dur=`), and the machine's load.
//
//   DATABASE_URL=postgres://…/db SCALE=20 node bench/pnl.mjs          seeds --scale 20 first
//   DATABASE_URL=postgres://…/db SCALE_REUSE=1 node bench/pnl.mjs     an already seeded database
//   DATA_DIR=/tmp/x SCALE=2 node bench/pnl.mjs                        PGlite (a smaller run; the target is for PostgreSQL)
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { api, pct, root, startProduct, tempDataDir } from './lib.mjs';

/** One call with its wall time and the server's own SQL time (Server-Timing: sql;dur=…). */
async function timed(base, path, body, token) {
  const t0 = performance.now();
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: token }, body: JSON.stringify(body) });
  const json = await r.json();
  const ms = performance.now() - t0;
  const sqlMs = Number(/sql;dur=([\d.]+)/.exec(r.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { json, ms, sqlMs };
}

const URL_ = process.env.DATABASE_URL || '';
const SCALE = Number(process.env.SCALE ?? 20);
const RUNS = Number(process.env.RUNS ?? 30);
const TARGET_P95_MS = 300;

function seed(dataDir) {
  return new Promise((res, rej) => {
    const child = spawn('npm', ['run', 'seed', '--', '--scale', String(SCALE)], {
      cwd: root, env: { ...process.env, DATABASE_URL: URL_, ...(URL_ ? {} : { DATA_DIR: dataDir }) }, stdio: 'inherit',
    });
    child.on('exit', (c) => (c === 0 ? res() : rej(new Error('seed failed'))));
  });
}

async function main() {
  const dataDir = process.env.DATA_DIR || tempDataDir();
  if (!process.env.SCALE_REUSE) await seed(dataDir);
  const p = await startProduct({ dataDir, env: { DATABASE_URL: URL_ } });
  let failed = false;
  try {
    const token = (await api(p.base, '/api/account/login', { login_name: 'admin', password: 'demo123' })).data.secretKey;
    // The month with the most departures: the per-month rows of a wide range (one call), most groups first.
    const wide = await api(p.base, '/api/v1/payment/profitAndLoss/period', { departure_date: ['2000-01-01', '2999-12-31'] }, token);
    const months = new Map();
    for (const r of wide.data?.data ?? []) months.set(r.month, (months.get(r.month) ?? 0) + r.groups);
    const month = [...months.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? new Date().toISOString().slice(0, 7);
    const cases = [
      ['损益（按团期，第1页）', '/api/v1/payment/profitAndLoss/list', { month, pageNo: 1, pageSize: 20 }],
      ['损益（按月份与部门）', '/api/v1/payment/profitAndLoss/period', { month }],
    ];
    console.log(`\n${URL_ ? 'PostgreSQL' : 'PGlite'}，scale ${SCALE}（约 ${(SCALE * 5000).toLocaleString()} 个订单），月份 ${month}，每项 ${RUNS} 次，admin；目标 p95 ≤ ${TARGET_P95_MS} ms`);
    console.log('| 报表 | 团期数 | 收入合计 | p50 | p95 | SQL p50 | SQL p95 | 负载 | |\n|---|---|---|---|---|---|---|---|---|');
    const load0 = loadavg()[0];
    for (const [label, path, body] of cases) {
      const first = await api(p.base, path, body, token);
      if (first.code !== 200) throw new Error(`${path}: ${first.code} ${first.msg}`);
      const times = [], sqlTimes = [];
      const l0 = loadavg()[0];
      for (let i = 0; i < RUNS; i++) {
        const r = await timed(p.base, path, body, token);
        times.push(r.ms);
        sqlTimes.push(r.sqlMs);
        if (r.json.code !== 200) throw new Error(`${path}: ${r.json.code} ${r.json.msg}`);
      }
      const p95 = pct(times, 95);
      const miss = p95 > TARGET_P95_MS;
      failed ||= miss;
      const load = ((l0 + loadavg()[0]) / 2).toFixed(1);
      console.log(`| ${label} | ${first.data.summary.groups} | ${first.data.summary.income} 分 | ${pct(times, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${pct(sqlTimes, 50).toFixed(1)} ms | ${pct(sqlTimes, 95).toFixed(1)} ms | ${load} | ${miss ? '✗ 超过目标' : '✓'} |`);
    }
    // Totals are the sum of their rows: every page of the per-group list, and the period rows.
    const all = [];
    for (let page = 1; ; page++) {
      const r = await api(p.base, '/api/v1/payment/profitAndLoss/list', { month, pageNo: page, pageSize: 300 }, token);
      all.push(...r.data.page_data.data);
      if (page >= r.data.page_data.total_page) {
        for (const k of ['income', 'cost', 'profit', 'persons']) {
          const rows = all.reduce((a, x) => a + x[k], 0);
          if (rows !== r.data.summary[k]) { failed = true; console.log(`✗ 按团期合计 ${k}=${r.data.summary[k]}，各行之和 ${rows}`); }
        }
        const period = await api(p.base, '/api/v1/payment/profitAndLoss/period', { month }, token);
        for (const k of ['income', 'cost', 'profit', 'groups']) {
          const rows = period.data.data.reduce((a, x) => a + x[k], 0);
          if (rows !== period.data.summary[k] || period.data.summary[k] !== r.data.summary[k]) { failed = true; console.log(`✗ 按月份与部门合计 ${k} 与各行或按团期合计不一致`); }
        }
        break;
      }
    }
    console.log(`机器负载（1 分钟平均）：${((load0 + loadavg()[0]) / 2).toFixed(1)}`);
  } finally { await p.stop(); }
  console.log(failed ? '\n未达目标或合计不一致' : '\n全部达标，合计与各行一致');
  process.exit(failed ? 1 : 0);
}

main().catch((e) => { console.error(e); process.exit(1); });
