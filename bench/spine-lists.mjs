// Spine lists on a scaled database: p50 / p95 of the list routes the agency opens all day — the line
// operation hall (page 1, and with a departure-date filter), the registration hall, the order list (page 1,
// and a keyword search) and the product list — as the administrator (sees every row), 20 rows a page.
// Seeds a fresh PGlite data dir with `npm run seed -- --scale N` (demo agency + N×100 products with 10 groups
// each + N×5,000 orders with 2 tourists each, see server/src/modules/registration/registration.seed-scale.ts), starts the product on
// it and times the API round trip (client side, including the session check).
//
//   node bench/spine-lists.mjs              scale 1 and 2
//   SPINE_SCALES=1 SPINE_RUNS=20 node bench/spine-lists.mjs
import { rmSync } from 'node:fs';
import os, { loadavg } from 'node:os';
import { api, pct, root, seedPglite, startProduct, tempDataDir } from './lib.mjs';

const SCALES = (process.env.SPINE_SCALES ?? '1,2').split(',').map(Number).filter((n) => n > 0);
const RUNS = Number(process.env.SPINE_RUNS ?? 30);
const PORT = Number(process.env.SPINE_PORT ?? 9300);
const BUDGET_MS = 300;


const isoDay = (d) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const plusDays = (n) => isoDay(new Date(Date.now() + n * 86400000));

async function cases(base, token) {
  // A keyword a clerk would type: part of a contact name of a seeded order.
  const first = await api(base, '/api/v1/routeOrder/list', { pageNo: 3, pageSize: 20 }, token);
  const name = first.data?.page_data?.data?.find((o) => o.contact_name?.length >= 2)?.contact_name ?? '张';
  return [
    ['团期列表 /routeHall/list（第1页）', '/api/v1/routeHall/list', { pageNo: 1, pageSize: 20 }],
    ['团期列表 + 出团日期（未来30天）', '/api/v1/routeHall/list', { pageNo: 1, pageSize: 20, departure_date: [plusDays(0), plusDays(30)] }],
    ['报名大厅 /registration/hall/list', '/api/v1/registration/hall/list', { pageNo: 1, pageSize: 20 }],
    ['订单列表 /routeOrder/list（第1页）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20 }],
    [`订单列表 + 关键字“${name.slice(0, 2)}”`, '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20, keyword: name.slice(0, 2) }],
    ['行程线路 /product/list（第1页）', '/api/v1/product/list', { pageNo: 1, pageSize: 20 }],
  ];
}

async function measure(base) {
  const login = await api(base, '/api/account/login', { login_name: 'admin', password: 'demo123' });
  const token = login.data.secretKey;
  const list = await cases(base, token);
  const out = [];
  const load0 = loadavg()[0];
  for (const [label, path, body] of list) {
    let total = 0;
    for (let i = 0; i < 3; i++) {
      const r = await api(base, path, body, token);
      if (r.code !== 200) throw new Error(`${path}: ${r.code} ${r.msg}`);
      total = r.data?.page_data?.total_size ?? 0;
    }
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const r = await api(base, path, body, token);
      times.push(performance.now() - t0);
      if (r.code !== 200) throw new Error(`${path}: ${r.code} ${r.msg}`);
    }
    out.push({ label, total, p50: pct(times, 50), p95: pct(times, 95), max: Math.max(...times) });
  }
  const floor = [];
  for (let i = 0; i < RUNS; i++) { const t0 = performance.now(); await api(base, '/api/v1/common/rate', {}, token); floor.push(performance.now() - t0); }
  return { rows: out, floor: { p50: pct(floor, 50), p95: pct(floor, 95) }, load: (load0 + loadavg()[0]) / 2 };
}

export async function benchSpineLists(scale, port = PORT) {
  const dataDir = tempDataDir();
  try {
    const s = await seedPglite(dataDir, scale);
    const seeded = { seconds: s.seconds, line: s.out.match(/seed done in \d+ ms[^\n]*/)?.[0] ?? '' };
    const p = await startProduct({ dataDir, port, env: { DATABASE_URL: '' } });
    try {
      const m = await measure(p.base);
      console.log(`\nPGlite，scale ${scale}（${scale * 100} 个产品、${scale * 1000} 个团期、${(scale * 5000).toLocaleString()} 个订单；${seeded.line}，含启动 ${seeded.seconds.toFixed(1)} s），每项 ${RUNS} 次，admin`);
      console.log('| 列表 | 总条数 | p50 | p95 | 最慢 | |\n|---|---|---|---|---|---|');
      for (const r of m.rows) console.log(`| ${r.label} | ${r.total} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${r.p95 <= BUDGET_MS ? '✓' : '✗ 慢'} |`);
      console.log(`| 对照：/api/v1/common/rate（只有会话检查） | | ${m.floor.p50.toFixed(1)} ms | ${m.floor.p95.toFixed(1)} ms | | |`);
      console.log(`机器负载（1 分钟平均）：${m.load.toFixed(1)}，CPU ${os.cpus().length} 个`);
      return m.rows.map((r) => ({ ...r, scale }));
    } finally { await p.stop(); }
  } finally { rmSync(dataDir, { recursive: true, force: true }); }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const all = [];
  for (const [k, s] of SCALES.entries()) all.push(...await benchSpineLists(s, PORT + k));
  const slow = all.filter((r) => r.p95 > BUDGET_MS);
  console.log(slow.length ? `\np95 超过 ${BUDGET_MS} ms：${slow.map((r) => `${r.label}（scale ${r.scale}，${r.p95.toFixed(0)} ms）`).join('；')}` : `\n全部 p95 ≤ ${BUDGET_MS} ms`);
}
