// `npm run bench -- --scale N [--db pg|pglite] [--no-targets]` (issue 16): seeds — or reuses — an agency of scale N
// (N × 5,000 orders), starts the product on it and prints ONE table: each everyday list call's p50 / p95 with 1 and
// with 10 clients, the raw SQL time of the statements the server ran for that call (recorded, then replayed one
// after another; PostgreSQL only: PGlite serves one connection, held by the server) and the ratio; sign-ups per second with 10 clients and the 200-racer seat race;
// and, when bench/export.mjs is there, the server-side export's time and server RSS (not with --no-targets). Exits 1 when a target is
// missed — unless `--no-targets` (the scale-1 run inside `npm test` only checks that the bench runs and prints:
// a 2-core CI machine cannot promise the targets).
//
// Targets: list p95 ≤ 50 ms (1 client), ≤ 200 ms (10 clients), API p50 ≤ 1.5 × SQL p50 + 2 ms; sign-ups ≥ 300/s with
// 10 clients on PostgreSQL and exactly the seats on offer under 200 racers; export ≤ 10 s and RSS ≤ 200 MB.
//
// Where the agency lives:
//   --db pg      database `ta_scale_<N>` (or BENCH_DB_NAME) on the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   --db pglite  data dir BENCH_DATA_DIR (default <tmp>/ta-bench-scale-<N>); the default
// It is seeded when it holds fewer than N × 5,000 orders (a fresh one is created for PostgreSQL). RUNS (default 40)
// calls per list with one client, RUNS/2 per client with ten; SIGNUPS (default 300) sign-ups (0: no sign-up rows, nor the race). BENCH_PLANS=<file> (PostgreSQL):
// also writes the EXPLAIN (ANALYZE, BUFFERS) of every statement of each list call to that file (writePlans).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, connect as netConnect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { call, freePort, root, startProduct, timeIt } from './lib.mjs';
import { signupRows } from './signup.mjs';

export const TARGET = { p95one: 50, p95ten: 200, ratio: 1.5, slack: 2, signups: 300 };
const CLIENTS = 10;

const arg = (argv, name, dflt) => { const i = argv.indexOf(name); return i >= 0 && argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[i + 1] : dflt; };
const isoDay = (d) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const daysAgo = (n) => isoDay(new Date(Date.now() - n * 86400000));
const f = (x) => `${x.toFixed(1)} ms`;

function run(cmd, args, env, { quiet = false } = {}) {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; if (!quiet) process.stdout.write(d); });
    child.stderr.on('data', (d) => { out += d; if (!quiet) process.stderr.write(d); });
    child.on('exit', (code) => res({ code, out }));
    child.on('error', rej);
  });
}


/**
 * The list calls of the table: [label, path, body, login]. Their "SQL" column replays the very statements the
 * server sent PostgreSQL for one such call (text and parameters, recorded by statementRecorder below from a second
 * instance of the product — the session already cached, as in the measured calls), one after another on one
 * connection: not fewer, not hand-written.
 */
export function listCases() {
  const from = daysAgo(60), to = daysAgo(0);
  return [
    ['订单列表（无筛选，admin）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20 }, 'admin'],
    ['订单列表（部门+状态+下单日期，manager）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20, order_status: [1], created_at: [from, to] }, 'manager'],
    ['订单列表（本人，sales）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20 }, 'sales'],
    ['团期列表 /routeHall/list（admin）', '/api/v1/routeHall/list', { pageNo: 1, pageSize: 20 }, 'admin'],
    ['团期列表 /routeHall/list（部门经理，含“售出在内”）', '/api/v1/routeHall/list', { pageNo: 1, pageSize: 20 }, 'manager'],
    ['行程线路 /product/list', '/api/v1/product/list', { pageNo: 1, pageSize: 20 }, 'admin'],
    // The manager's hall answers its rows without a count (total_deferred); the page then asks the count and the sums
    // with this second request. Shown for the record, not held to the list targets (docs/decisions.md "A total that comes second").
    ['团期列表合计 totals_only（admin，第二个请求）', '/api/v1/routeHall/list', { pageNo: 1, pageSize: 20, totals_only: true }, 'admin', { info: true }],
    ['团期列表合计 totals_only（部门经理，第二个请求）', '/api/v1/routeHall/list', { pageNo: 1, pageSize: 20, totals_only: true }, 'manager', { info: true }],
    // The order list's page asks its summary bar's sums (订单总额 / 已收 / 未收) and the exact total the same way, after
    // its rows (summary_deferred): every view of the page makes this second request, so it is measured too.
    ['订单列表合计 totals_only（无筛选，admin，第二个请求）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20, totals_only: true }, 'admin', { info: true }],
    ['订单列表合计 totals_only（部门+状态+下单日期，manager，第二个请求）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20, order_status: [1], created_at: [from, to], totals_only: true }, 'manager', { info: true }],
    ['订单列表合计 totals_only（本人，sales，第二个请求）', '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 20, totals_only: true }, 'sales', { info: true }],
  ];
}

/** C string at `at` of a protocol message body: [text, offset after its NUL]. */
const cstr = (b, at) => { const end = b.indexOf(0, at); return [b.toString('utf8', at, end), end + 1]; };

/**
 * A pass-through TCP proxy in front of PostgreSQL that records, while `rec.on`, each statement the clients run:
 * the extended protocol's Parse (statement name → text, kept per connection) and Bind (its parameters, text or
 * binary), or a simple Query. Only the client → server direction is read.
 */
async function statementRecorder(url) {
  const target = new URL(url);
  const rec = { on: false, list: [] };
  const server = createNetServer((client) => {
    const upstream = netConnect(Number(target.port || 5432), target.hostname);
    const named = new Map();
    let buf = Buffer.alloc(0), started = false;
    client.on('data', (d) => {
      upstream.write(d);
      buf = buf.length ? Buffer.concat([buf, d]) : d;
      for (;;) {
        if (!started) { // startup, SSL or GSS request: no type byte
          if (buf.length < 8) break;
          const len = buf.readInt32BE(0); if (buf.length < len) break;
          const code = buf.readInt32BE(4); buf = buf.subarray(len);
          if (code !== 80877103 && code !== 80877104) started = true;
          continue;
        }
        if (buf.length < 5) break;
        const type = String.fromCharCode(buf[0]), len = buf.readInt32BE(1);
        if (buf.length < 1 + len) break;
        const body = buf.subarray(5, 1 + len); buf = buf.subarray(1 + len);
        if (type === 'P') { const [name, at] = cstr(body, 0); named.set(name, cstr(body, at)[0]); }
        else if (type === 'Q' && rec.on) rec.list.push({ text: cstr(body, 0)[0], params: [] });
        else if (type === 'B' && rec.on) {
          let [, at] = cstr(body, 0); let stmt; [stmt, at] = cstr(body, at);
          const nf = body.readInt16BE(at); at += 2;
          const formats = []; for (let i = 0; i < nf; i++) { formats.push(body.readInt16BE(at)); at += 2; }
          const np = body.readInt16BE(at); at += 2;
          const params = [];
          for (let i = 0; i < np; i++) {
            const l = body.readInt32BE(at); at += 4;
            const binary = (nf === 1 ? formats[0] : formats[i] ?? 0) === 1;
            params.push(l < 0 ? null : binary ? Buffer.from(body.subarray(at, at + l)) : body.toString('utf8', at, at + l));
            if (l > 0) at += l;
          }
          rec.list.push({ text: named.get(stmt), params });
        }
      }
    });
    upstream.on('data', (d) => client.write(d));
    const end = () => { client.destroy(); upstream.destroy(); };
    client.on('error', end); upstream.on('error', end); client.on('close', end); upstream.on('close', end);
  });
  const proxyPort = await freePort();
  await new Promise((res) => server.listen(proxyPort, '127.0.0.1', res));
  const u = new URL(url); u.hostname = '127.0.0.1'; u.port = String(server.address().port);
  return { rec, url: u.toString(), close: () => new Promise((res) => server.close(res)) };
}

/** The statements one call of each case runs (the fewest of 3 recorded calls: a background task's statement may fall into one). */
async function recordStatements(where, cases, tokens, env) {
  const proxy = await statementRecorder(where.url);
  const p = await startProduct({ dataDir: where.dataDir, env: { ...env, DATABASE_URL: proxy.url, HOLD_SWEEP_INTERVAL_MS: '3600000' } });
  const out = new Map();
  try {
    for (const [label, path, body, login] of cases) {
      for (let i = 0; i < 2; i++) await call(p.base, path, body, tokens[login]);
      let best;
      for (let i = 0; i < 3; i++) {
        proxy.rec.list = []; proxy.rec.on = true;
        await call(p.base, path, body, tokens[login]);
        proxy.rec.on = false;
        if (!best || proxy.rec.list.length < best.length) best = proxy.rec.list;
      }
      out.set(label, best);
    }
  } finally { await p.stop(); await proxy.close(); }
  return out;
}

/**
 * BENCH_PLANS=<file>: the plan of each statement the server sent for each case, `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)`
 * with the recorded parameters, as markdown (what docs/performance.md shows). Each runs in a transaction that is
 * rolled back, so a recorded write (the unmasked-view log) leaves nothing behind.
 */
async function writePlans(pool, cases, statements, file, title) {
  const c = await pool.connect();
  const out = [`# Plans, ${title} (${new Date().toISOString().slice(0, 16)} UTC)`, ''];
  try {
    for (const [label, path, body, login] of cases) {
      const stmts = statements.get(label) ?? [];
      out.push(`## ${label}: ${path} ${JSON.stringify(body)} as ${login}, ${stmts.length} statements`, '');
      for (const [i, s] of stmts.entries()) {
        for (let k = 0; k < 2; k++) { await c.query('begin'); try { await c.query(s.text, s.params); } finally { await c.query('rollback'); } }
        await c.query('begin');
        try {
          const r = await c.query(`explain (analyze, buffers, costs off) ${s.text}`, s.params);
          out.push(`${i + 1}. \`${s.text.replace(/\s+/g, ' ').slice(0, 400)}\``, '', '```', ...r.rows.map((x) => x['QUERY PLAN']), '```', '');
        } finally { await c.query('rollback'); }
      }
    }
  } finally { c.release(); }
  writeFileSync(file, `${out.join('\n')}\n`);
  console.log(`计划已写入 ${file}`);
}

async function orderCount(where) {
  if (where.url) {
    const c = new pg.Client({ connectionString: where.url });
    try { await c.connect(); return Number((await c.query('select count(*) from orders')).rows[0].count); } catch { return 0; } finally { await c.end().catch(() => undefined); }
  }
  if (!existsSync(join(where.dataDir, 'pglite', 'PG_VERSION'))) return 0;
  const { PGlite } = await import(join(root, 'server/node_modules/@electric-sql/pglite/dist/index.js')).catch(() => import('@electric-sql/pglite'));
  const db = await PGlite.create({ dataDir: join(where.dataDir, 'pglite') });
  try { return Number((await db.query('select count(*)::int as n from orders')).rows[0].n); } catch { return 0; } finally { await db.close(); }
}

/** Where the agency lives; created (PostgreSQL database / data dir) when missing. */
async function locate(engine, scale) {
  if (engine === 'pg') {
    const admin = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = process.env.BENCH_DB_NAME || `ta_scale_${scale}`;
    const u = new URL(admin); u.pathname = `/${name}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    if (!(await c.query('select 1 from pg_database where datname = $1', [name])).rowCount) await c.query(`create database "${name}"`);
    await c.end();
    const dataDir = process.env.BENCH_DATA_DIR || join(tmpdir(), `ta-bench-scale-pg-${scale}`);
    mkdirSync(dataDir, { recursive: true });
    return { url: u.toString(), dataDir, label: `PostgreSQL（数据库 ${name}）` };
  }
  const dataDir = process.env.BENCH_DATA_DIR || join(tmpdir(), `ta-bench-scale-${scale}`);
  mkdirSync(dataDir, { recursive: true });
  return { url: '', dataDir, label: `PGlite（${dataDir}）` };
}

export async function benchScaleTable(argv) {
  const scale = Number(arg(argv, '--scale', '1'));
  const engine = arg(argv, '--db', 'pglite') === 'pg' ? 'pg' : 'pglite';
  const targets = !argv.includes('--no-targets');
  const RUNS = Number(process.env.RUNS ?? 40);
  const SIGNUPS = Number(process.env.SIGNUPS ?? 300);
  const where = await locate(engine, scale);
  const env = { DATABASE_URL: where.url, DATA_DIR: where.dataDir };

  const have = await orderCount(where);
  let seeded = `复用（${have.toLocaleString('en-US')} 个订单）`;
  if (have < scale * 5000) {
    const t0 = Date.now();
    const r = await run('npm', ['run', 'seed', '--', '--scale', String(scale)], env);
    if (r.code !== 0) throw new Error('seed failed');
    seeded = `新建，用时 ${((Date.now() - t0) / 1000).toFixed(0)} s`;
  }

  const p = await startProduct({ dataDir: where.dataDir, env });
  const pool = where.url ? new pg.Pool({ connectionString: where.url, max: CLIENTS, options: '-c jit=off' }) : null;
  const rows = []; // { label, value cells…, ok }
  const missed = [];
  let orders = 0;
  const loads = [loadavg()[0]];
  try {
    const tokens = {};
    for (const login of ['admin', 'manager', 'sales']) tokens[login] = (await call(p.base, '/api/account/login', { login_name: login, password: 'demo123' })).data.secretKey;
    orders = (await call(p.base, '/api/v1/routeOrder/list', { pageNo: 1, pageSize: 1, exact_total: true }, tokens.admin)).data.page_data.total_size;
    // BENCH_LISTS=<regex>: only the list cases whose label matches (a quicker run while working on one list).
    const cases = listCases().filter(([label]) => !process.env.BENCH_LISTS || new RegExp(process.env.BENCH_LISTS).test(label));
    // The statements of each call, recorded from a second instance of the product (PostgreSQL only).
    const statements = pool ? await recordStatements(where, cases, tokens, env) : new Map();
    if (pool && process.env.BENCH_PLANS) await writePlans(pool, cases, statements, process.env.BENCH_PLANS, `${where.label}，规模 ${scale}`);
    for (const [label, path, body, login, how = {}] of cases) {
      let total = '';
      const once = async () => {
        const r = await call(p.base, path, body, tokens[login]);
        if (r.code !== 200) throw new Error(`${path}: ${r.code} ${r.msg}`);
        const pd = r.data.page_data;
        total = pd.total_deferred ? `${pd.data.length} 行，合计随后` : `${pd.total_size}${pd.total_capped ? '+' : ''}`;
        if (body.totals_only && r.data.summary) total += `，合计 ${Object.keys(r.data.summary).length} 项`;
      };
      for (let i = 0; i < 3; i++) await once();
      const one = await timeIt(once, RUNS, 1);
      const ten = await timeIt(once, Math.ceil(RUNS / 2), CLIENTS);
      let sql = null;
      const stmts = statements.get(label) ?? [];
      if (pool && stmts.length) {
        const c = await pool.connect();
        try {
          const q = async () => { for (const s of stmts) await c.query(s.text, s.params); };
          for (let i = 0; i < 3; i++) await q();
          sql = await timeIt(q, RUNS, 1);
        } finally { c.release(); }
      }
      const bad = [];
      if (how.info) { rows.push([label, total, f(one.p50), f(one.p95), f(ten.p50), f(ten.p95), sql ? `${f(sql.p50)}（${stmts.length} 条语句）` : '—', sql ? `${(one.p50 / sql.p50).toFixed(1)}×` : '—', '不计目标']); loads.push(loadavg()[0]); continue; }
      if (one.p95 > TARGET.p95one) bad.push('p95');
      if (ten.p95 > TARGET.p95ten) bad.push('10 客户端 p95');
      if (sql && one.p50 > TARGET.ratio * sql.p50 + TARGET.slack) bad.push('API/SQL');
      if (bad.length) missed.push(`${label}：${bad.join('、')}`);
      rows.push([label, total, f(one.p50), f(one.p95), f(ten.p50), f(ten.p95), sql ? `${f(sql.p50)}（${stmts.length} 条语句）` : '—', sql ? `${(one.p50 / sql.p50).toFixed(1)}×` : '—', bad.length ? '✗' : '✓']);
      loads.push(loadavg()[0]);
    }
    // Sign-ups on the same agency: the 200-racer seat race first, then 1 and 10 clients (none with SIGNUPS=0).
    if (SIGNUPS > 0) {
      const su = await signupRows(p.base, { signups: SIGNUPS, quiet: true });
      const okRate = engine !== 'pg' || su.par.perSecond >= TARGET.signups;
      if (!okRate) missed.push(`报名 ${su.par.perSecond.toFixed(0)}/s < ${TARGET.signups}/s`);
      if (!su.race.ok) missed.push('抢位超卖或结果不对');
      rows.push(['报名（1 个客户端）', `${su.seq.done} 单`, f(su.seq.p50), f(su.seq.p95), '', '', '', `${su.seq.perSecond.toFixed(0)} 单/秒`, '']);
      rows.push(['报名（10 个客户端）', `${su.par.done} 单`, '', '', f(su.par.p50), f(su.par.p95), '', `${su.par.perSecond.toFixed(0)} 单/秒${engine === 'pg' ? `（目标 ≥ ${TARGET.signups}）` : ''}`, okRate ? '✓' : '✗']);
      rows.push([`抢位（200 抢 40）`, `成功 ${su.race.won}，满员 ${su.race.full}`, '', '', '', '', '', `已占 ${su.race.taken}/${su.race.plan}，${su.race.ms.toFixed(0)} ms`, su.race.ok ? '✓' : '✗']);
      loads.push(loadavg()[0]);
    }
  } finally { await pool?.end(); await p.stop(); }

  // The server-side export (bench/export.mjs of the export work), on the same agency, when it is there.
  // Left out with --no-targets (the quick run inside npm test) unless BENCH_EXPORT=1: it starts the product once more.
  if (existsSync(join(root, 'bench/export.mjs')) && (targets || process.env.BENCH_EXPORT === '1')) {
    if (!readdirSync(where.dataDir).length) writeFileSync(join(where.dataDir, '.bench'), 'scale bench data dir\n');
    const r = await run(process.execPath, ['bench/export.mjs'], { ...env, EXPORT_DATA_DIR: where.dataDir, EXPORT_ROWS: String(Math.min(orders, 100000)) }, { quiet: true });
    const lines = r.out.split('\n').filter((l) => /^\| (xlsx|csv) \|/.test(l));
    for (const l of lines) {
      const c = l.split('|').map((x) => x.trim());
      // Columns of export.mjs: format | rows | file | first byte | total | server CPU | server RSS peak (idle before) | target | load.
      // On PGlite the RSS budget holds the export's own growth (bench/export.mjs): the column then says so.
      const rss = c[7].replace(/, export \+(\d+) MB$/, '，导出本身 +$1 MB（PGlite 的数据库在服务器进程内，预算按导出本身计）');
      rows.push([`导出 ${c[1]}（服务器流式）`, `${c[2]} 行`, '', '', '', '', '', `${c[5]}，首字节 ${c[4]}，服务器 CPU ${c[6]}，RSS 峰值 ${rss}`, /met/.test(c[8]) ? '✓' : '✗']);
      if (!/met/.test(c[8])) missed.push(`导出 ${c[1]}`);
    }
    if (!lines.length) { rows.push(['导出（bench/export.mjs）', '', '', '', '', '', '', `未运行成功（退出码 ${r.code}）`, '✗']); missed.push('导出'); }
    loads.push(loadavg()[0]);
  }

  console.log(`\n${where.label}，规模 ${scale}：${orders.toLocaleString('en-US')} 个订单（${seeded}）；每个列表 1 客户端 ${RUNS} 次，10 客户端各 ${Math.ceil(RUNS / 2)} 次；客户端 ${process.env.BENCH_CLIENT === 'fetch' ? 'fetch（undici）' : 'node:http 长连接，accept-encoding: gzip, deflate, br'}`);
  console.log(`目标：列表 p95 ≤ ${TARGET.p95one} ms（1 客户端）、≤ ${TARGET.p95ten} ms（10 客户端）、API p50 ≤ ${TARGET.ratio} × SQL p50 + ${TARGET.slack} ms；PostgreSQL 报名 ≥ ${TARGET.signups} 单/秒；抢位不超卖；导出每 10 万行 ≤ 10 s、服务器 RSS ≤ 200 MB${engine === 'pg' ? '' : '（PGlite：导出本身的增长）'}`);
  console.log('| 调用 | 条数 | p50 | p95 | 10 客户端 p50 | 10 客户端 p95 | SQL p50 | API/SQL（或结果） | |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log(`机器负载（1 分钟平均，测量中）：${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
  if (missed.length) console.log(`\n未达目标：${missed.join('；')}${targets ? '' : '（--no-targets：只检查能运行并输出）'}`);
  else console.log('\n全部达标');
  return missed.length && targets ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await benchScaleTable(process.argv.slice(2)));
