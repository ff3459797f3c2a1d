// (Superseded by `npm run bench -- --scale N [--db pg|pglite]`, bench/scale-table.mjs: the same lists plus sign-ups and
// export in one table. Kept for the before/after figures of docs/performance.md.)
// The everyday lists on a scaled agency (issue 16 "Scale"): each call's p50 / p95 with 1 and with 10 clients,
// next to the same query's raw SQL time measured in the same run (PostgreSQL only) and the ratio, against the
// targets: p95 ≤ 50 ms with 1 client, ≤ 200 ms with 10, API p50 ≤ 1.5 × its SQL p50 + 2 ms. Exits 1 when missed.
//
//   DATABASE_URL=postgres://…/db SCALE=20 node bench/scale-lists.mjs          seeds --scale 20 first
//   DATABASE_URL=postgres://…/db SCALE_REUSE=1 node bench/scale-lists.mjs     an already seeded database
//   DATA_DIR=/tmp/x SCALE_REUSE=1 node bench/scale-lists.mjs                   PGlite (no raw SQL column)
// The raw SQL is the index-served query the list needs (rows of the page + the capped total); the API time
// includes HTTP, the session and permission check, the joined names and the JSON.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { api, pct, root, startProduct, timeIt } from './lib.mjs';

const URL_ = process.env.DATABASE_URL || '';
const DATA_DIR = process.env.DATA_DIR ?? '';
const SCALE = Number(process.env.SCALE ?? 20);
const RUNS = Number(process.env.RUNS ?? 40);
const CLIENTS = 10;
const TARGET = { p95one: 50, p95ten: 200, ratio: 1.5, slack: 2 };

function seed() {
  return new Promise((res, rej) => {
    const child = spawn('npm', ['run', 'seed', '--', '--scale', String(SCALE)], { cwd: root, env: process.env, stdio: 'inherit' });
    child.on('exit', (c) => (c === 0 ? res() : rej(new Error('seed failed'))));
  });
}

const isoDay = (d) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const daysAgo = (n) => isoDay(new Date(Date.now() - n * 86400000));


async function main() {
  if (!process.env.SCALE_REUSE) await seed();
  const p = await startProduct({ dataDir: DATA_DIR || '/tmp/ta-scale-bench', env: { DATABASE_URL: URL_ } });
  const pool = URL_ ? new pg.Pool({ connectionString: URL_, max: CLIENTS, options: '-c jit=off' }) : null;
  try {
    const tok = async (login) => (await api(p.base, '/api/account/login', { login_name: login, password: 'demo123' })).data.secretKey;
    const admin = await tok('admin'); const manager = await tok('manager'); const sales = await tok('sales');
    const ids = async (login) => {
      if (!pool) return {};
      const r = await pool.query(`select u.id, r.department_id from users u join user_auth_relations r on r.user_id = u.id where u.login_name = $1 order by r.sort, r.id limit 1`, [login]);
      return { uid: r.rows[0].id, dept: r.rows[0].department_id };
    };
    const mgr = await ids('manager'); const sal = await ids('sales');
    const from = daysAgo(60), to = daysAgo(0);
    // [label, path, body, token, raw SQL of the page + capped total]
    const cases = [
      ['订单列表（无筛选，admin）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20 }, admin,
        [`select * from orders order by created_at desc, id desc limit 20`, `select count(*) from (select 1 from orders limit 10001) c`]],
      ['订单列表（部门+状态+下单日期，manager）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20, order_status: [1], created_at: [from, to] }, manager,
        [`select * from orders where dept_id = any($1) and order_status = 1 and created_at >= $2 and created_at <= $3 order by created_at desc, id desc limit 20`,
          `select count(*) from (select 1 from orders where dept_id = any($1) and order_status = 1 and created_at >= $2 and created_at <= $3 limit 10001) c`,
          () => [[2, 3, 4], from, `${to}T23:59:59.999+08:00`]]],
      ['订单列表（本人，sales）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20 }, sales,
        [`select * from orders where created_by = $1 order by created_at desc, id desc limit 20`, `select count(*) from (select 1 from orders where created_by = $1 limit 10001) c`, () => [sal.uid]]],
      ['团期列表 /routeHall/list', '/api/v1/routeHall/list', { pageNo: 1, pageSize: 20 }, admin,
        [`select * from tour_groups order by departure_date desc, id desc limit 20`, `select count(*) from (select 1 from tour_groups limit 10001) c`]],
      ['行程线路 /product/list', '/api/v1/product/list', { pageNo: 1, pageSize: 20 }, admin,
        [`select * from products order by id desc limit 20`, `select count(*) from (select 1 from products limit 10001) c`]],
    ];
    void mgr;
    const out = [];
    for (const [label, path, body, token, raw] of cases) {
      let total = '';
      const call = async () => { const r = await api(p.base, path, body, token); if (r.code !== 200) throw new Error(`${path}: ${r.code} ${r.msg}`); total = `${r.data.page_data.total_size}${r.data.page_data.total_capped ? '+' : ''}`; };
      for (let i = 0; i < 3; i++) await call();
      const one = await timeIt(call, RUNS, 1);
      const ten = await timeIt(call, Math.ceil(RUNS / 2), CLIENTS);
      let sql = null;
      if (pool) {
        const params = raw[2] ? raw[2]() : [];
        const q = async () => { for (const s of raw.slice(0, 2)) await pool.query(s, (s.match(/\$\d/g) ?? []).length ? params : []); };
        for (let i = 0; i < 3; i++) await q();
        sql = await timeIt(q, RUNS, 1);
      }
      out.push({ label, total, one, ten, sql });
    }
    console.log(`\n${URL_ ? 'PostgreSQL' : 'PGlite'}，${(await api(p.base, '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 1, exact_total: true }, admin)).data.page_data.total_size.toLocaleString()} 个订单；每项 ${RUNS} 次（10 客户端 ${CLIENTS}×${Math.ceil(RUNS / 2)} 次）`);
    console.log(`目标：1 客户端 p95 ≤ ${TARGET.p95one} ms；10 客户端 p95 ≤ ${TARGET.p95ten} ms；API p50 ≤ ${TARGET.ratio} × SQL p50 + ${TARGET.slack} ms`);
    console.log('| 调用 | 总条数 | p50 | p95 | 10 客户端 p50 | 10 客户端 p95 | SQL p50 | SQL p95 | API/SQL p50 | |\n|---|---|---|---|---|---|---|---|---|---|');
    const missed = [];
    for (const r of out) {
      const bad = [];
      if (r.one.p95 > TARGET.p95one) bad.push('p95');
      if (r.ten.p95 > TARGET.p95ten) bad.push('10 客户端 p95');
      if (r.sql && r.one.p50 > TARGET.ratio * r.sql.p50 + TARGET.slack) bad.push('比值');
      if (bad.length) missed.push(`${r.label}：${bad.join('、')}`);
      const f = (x) => `${x.toFixed(1)} ms`;
      console.log(`| ${r.label} | ${r.total} | ${f(r.one.p50)} | ${f(r.one.p95)} | ${f(r.ten.p50)} | ${f(r.ten.p95)} | ${r.sql ? f(r.sql.p50) : '—'} | ${r.sql ? f(r.sql.p95) : '—'} | ${r.sql ? (r.one.p50 / r.sql.p50).toFixed(1) + '×' : '—'} | ${bad.length ? '✗' : '✓'} |`);
    }
    console.log(`机器负载（1 分钟平均）：${loadavg()[0].toFixed(1)}`);
    if (missed.length) { console.log(`\n未达目标：${missed.join('；')}`); process.exitCode = 1; } else console.log('\n全部达标');
  } finally { await pool?.end(); await p.stop(); }
}

await main();
