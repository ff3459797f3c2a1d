// Budget: supplier name search (/api/v1/company/likeName) answers within 50 ms (p95) on 100,000 suppliers.
// Seeds 100,000 realistic Chinese supplier names (1,000 rows per INSERT) into a fresh PGlite data dir — and,
// when DATABASE_URL is set, into a fresh PostgreSQL database — starts the product on it, and times the API
// round trip (client side, including the session check) for typed text of 1 to 7 characters, whole names,
// middle parts of names and text that matches nothing.
//
//   node bench/like-name.mjs            PGlite only (PostgreSQL too when DATABASE_URL is set)
//   LIKE_NAME_ROWS=20000 node bench/like-name.mjs   a smaller run
import { rmSync } from 'node:fs';
import os, { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { api, pct, startProduct, tempDataDir } from './lib.mjs';

const ROWS = Number(process.env.LIKE_NAME_ROWS ?? 100000);
const BUDGET_MS = 50;

const CITIES = '上海 北京 杭州 苏州 南京 三亚 丽江 桂林 成都 西安 厦门 黄山 张家界 九寨沟 大理 青岛 大连 哈尔滨 昆明 重庆 广州 深圳 珠海 武汉 长沙 宁波 绍兴 无锡 扬州 洛阳 敦煌 拉萨 乌鲁木齐 呼和浩特 银川 西宁 兰州 贵阳 南宁 海口 福州 泉州 合肥 济南 天津 石家庄 太原 郑州 南昌 沈阳'.split(' ');
const BRANDS = '锦江 如家 汉庭 全季 亚朵 开元 希尔顿 万豪 洲际 喜来登 维也纳 君亭 宋城 海昌 华侨城 长隆 方特 东方 顺风 阳光 金陵 国泰 中旅 康辉 春秋 众信 凯撒 途远 鸿运 百川 锦绣 天禧 祥和 瑞丰 恒通 安达 利民 永安 新世纪 银河 星河 蓝天 白云 青山 绿水 金桥 华夏 神州 龙腾 盛世'.split(' ');
// Suffix → supplier type (SupplierChannelType 3–11).
const SUFFIXES = [
  ['大酒店', 5], ['宾馆', 5], ['度假村', 5], ['客栈', 5], ['精品酒店', 5], ['温泉度假酒店', 5], ['民宿', 5], ['青年旅舍', 5],
  ['旅游汽车服务有限公司', 4], ['客运有限公司', 4], ['车队', 4], ['汽车租赁有限公司', 4], ['游船有限公司', 4],
  ['餐饮管理有限公司', 6], ['酒家', 6], ['大饭店', 6], ['农家乐', 6], ['美食城', 6], ['火锅店', 6], ['茶餐厅', 6],
  ['风景区管理处', 7], ['景区管理有限公司', 7], ['旅游度假区', 7], ['乐园', 7], ['索道有限公司', 7],
  ['票务代理有限公司', 8], ['航空票务中心', 8], ['火车票代售点', 8],
  ['导游服务中心', 10], ['领队服务有限公司', 10],
  ['国际旅行社有限公司', 3], ['旅行社', 3], ['地接社', 3],
  ['财产保险股份有限公司', 9], ['人寿保险公司', 9],
  ['商务服务有限公司', 11], ['会展服务有限公司', 11], ['演艺有限公司', 11], ['文化旅游有限公司', 11], ['户外用品店', 11],
];

function names() {
  const out = [];
  for (let round = 0; out.length < ROWS; round++) {
    for (const c of CITIES) for (const b of BRANDS) for (const [s, type] of SUFFIXES) {
      if (out.length >= ROWS) break;
      out.push([round ? `${c}${b}${s}（${round + 1}号店）` : `${c}${b}${s}`, type]);
    }
  }
  return out;
}

const quote = (s) => `'${s.replace(/'/g, "''")}'`;
/** 1,000-row INSERT statements of benchmark suppliers, owned by the administrator (user 1, department 1). */
function* inserts(all) {
  for (let i = 0; i < all.length; i += 1000) {
    const values = all.slice(i, i + 1000).map(([name, type], j) =>
      `(${quote(name)}, ${type}, ${(i + j) % 5}, ${((i + j) % 4) * 15}, ${(i + j) % 50 === 0}, 1, 1, 1)`).join(',');
    // A generated name may equal a demo supplier's: keep the demo one.
    yield `insert into suppliers (name, type, settlement_cycle, payment_days, blacklisted, audit_status, created_by, dept_id) values ${values} on conflict do nothing`;
  }
}

/** Seeds through `exec` (PGlite or pg); answers the seconds it took. */
async function seed(exec) {
  const all = names();
  const t0 = Date.now();
  for (const stmt of inserts(all)) await exec(stmt);
  await exec("select gin_clean_pending_list('suppliers_name_grams'::regclass)");
  await exec('analyze suppliers');
  return { seconds: (Date.now() - t0) / 1000, all };
}

/** The texts a user types: 1–2 characters, brand and city words, longer prefixes, whole names, middles, misses. */
function terms(all) {
  const pick = (k) => all[Math.floor((k * 7919) % all.length)][0];
  return {
    '1 字': ['酒', '店', '车', '票', '海', '游'],
    '2 字': ['酒店', '锦江', '旅行', '上海', '票务', '客栈', '度假', '车队'],
    '3–7 字前缀': ['上海锦江', '杭州开元度', '如家大酒店', '三亚亚龙湾', '张家界龙腾', '桂林山水国际'],
    '整名': Array.from({ length: 8 }, (_, k) => pick(k + 1)),
    '名称中段': Array.from({ length: 8 }, (_, k) => { const n = pick(k + 101); return n.slice(2, Math.min(n.length, 7)); }),
    '无匹配': ['不存在的供应商', 'xyz', '喵喵喵旅行'],
  };
}

async function measure(base, all) {
  const login = await api(base, '/api/account/login', { login_name: 'admin', password: 'demo123' });
  const token = login.data.secretKey;
  const groups = terms(all);
  // Warm-up: plans and caches.
  for (const list of Object.values(groups)) for (const t of list) await api(base, '/api/v1/company/likeName', { name: t }, token);
  const times = []; const byGroup = {}; const baseline = [];
  const load = loadavg()[0];
  for (let round = 0; round < 5; round++) {
    for (const [g, list] of Object.entries(groups)) {
      for (const t of list) {
        const t0 = performance.now();
        const r = await api(base, '/api/v1/company/likeName', { name: t }, token);
        const ms = performance.now() - t0;
        if (r.code !== 200) throw new Error(`likeName ${t}: ${r.code} ${r.msg}`);
        times.push(ms); (byGroup[g] ??= []).push(ms);
        // The same round trip to a route that does no work of its own (session check, envelope): the floor.
        const b0 = performance.now();
        await api(base, '/api/v1/common/rate', {}, token);
        baseline.push(performance.now() - b0);
      }
    }
  }
  return { times, byGroup, baseline, load: (load + loadavg()[0]) / 2 };
}

function report(engine, seeded, m) {
  const p50 = pct(m.times, 50); const p95 = pct(m.times, 95);
  console.log(`\n${engine}: ${ROWS.toLocaleString()} 个供应商（写入 ${seeded.seconds.toFixed(1)} s），${m.times.length} 次 likeName`);
  console.log('| 输入 | p50 | p95 | 最慢 |\n|---|---|---|---|');
  for (const [g, xs] of Object.entries(m.byGroup)) console.log(`| ${g} | ${pct(xs, 50).toFixed(1)} ms | ${pct(xs, 95).toFixed(1)} ms | ${Math.max(...xs).toFixed(1)} ms |`);
  console.log(`| 全部 | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${Math.max(...m.times).toFixed(1)} ms |`);
  console.log(`| 对照：/api/v1/common/rate（只有会话检查） | ${pct(m.baseline, 50).toFixed(1)} ms | ${pct(m.baseline, 95).toFixed(1)} ms | ${Math.max(...m.baseline).toFixed(1)} ms |`);
  console.log(`机器负载（1 分钟平均）：${m.load.toFixed(1)}，CPU ${os.cpus().length} 个`);
  return { name: `供应商名称搜索 likeName（${engine}，${ROWS / 10000} 万条，p50 / p95）`, value: `${p50.toFixed(1)} ms / ${p95.toFixed(1)} ms`, ok: p95 <= BUDGET_MS, budget: `p95 ≤ ${BUDGET_MS} ms` };
}

export async function benchLikeNamePglite() {
  const dataDir = tempDataDir();
  const env = { DATABASE_URL: '' }; // this run is PGlite's even when DATABASE_URL is set
  const first = await startProduct({ dataDir, env }); // migrates and seeds the demo agency
  await first.stop();
  const db = await PGlite.create({ dataDir: `${dataDir}/pglite` });
  const seeded = await seed((s) => db.exec(s));
  await db.close();
  const p = await startProduct({ dataDir, env });
  try { return report('PGlite', seeded, await measure(p.base, seeded.all)); } finally { await p.stop(); rmSync(dataDir, { recursive: true, force: true }); }
}

export async function benchLikeNamePg(url) {
  const name = `ta_bench_likename_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const u = new URL(url); u.pathname = `/${name}`;
  let p;
  const dataDir = tempDataDir();
  try {
    p = await startProduct({ dataDir, env: { DATABASE_URL: u.toString() } });
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    const seeded = await seed((s) => c.query(s));
    await c.end();
    return report('PostgreSQL', seeded, await measure(p.base, seeded.all));
  } finally {
    await p?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = [await benchLikeNamePglite()];
  if (process.env.DATABASE_URL) rows.push(await benchLikeNamePg(process.env.DATABASE_URL));
  console.log('\n| 指标 | 结果 | 预算 | |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.value} | ${r.budget} | ${r.ok ? '✓' : '✗'} |`);
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}
