// Claim suggestion latency on 100,000 past claims (target p95 ≤ 100 ms), over the real API of the product started
// as `npm start` does; beside it the raw SQL time of the main query (the payer's claim history), run directly on
// the database and as measured inside the server.
//   node bench/claim-suggest.mjs        CLAIMS=200000 CALLS=300 node bench/claim-suggest.mjs
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { api, pct, startProduct, tempDataDir } from './lib.mjs';
import { cmbCsv, login, passAll } from './bank-common.mjs';

const CLAIMS = Number(process.env.CLAIMS ?? 100_000);
const CALLS = Number(process.env.CALLS ?? 200);
const ARRIVALS = 300;
const TARGET_MS = 100;
const dataDir = tempDataDir();

// 1. The demo, with a statement of ARRIVALS lines from 500 payers, imported and approved.
let p = await startProduct({ dataDir });
try {
  const [admin, finance, manager] = [await login(p.base, 'admin'), await login(p.base, 'finance'), await login(p.base, 'manager')];
  const acc = (await api(p.base, '/api/v1/financial/account/list', { pageSize: 10 }, admin)).data.page_data.data[0];
  const r = await api(p.base, '/api/v1/finance/bill/import/add', { pay_account_id: acc.id, file_name: 'bench.csv', file: Buffer.from(cmbCsv(ARRIVALS, 'S')).toString('base64') }, admin);
  if (r.code !== 200) throw new Error(`import: ${r.code} ${r.msg}`);
  const run = await passAll(p.base, 'billImport', r.data.audit_instance_id, [finance, manager]);
  if (run.status !== 1) throw new Error('bill import not approved');
} finally { await p.stop(); }

// 2. CLAIMS past approved claims straight into the database (the history the suggestion reads).
const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
const { rows: [{ n: customers }] } = await db.query('select count(*)::int as n from customers');
const t0 = performance.now();
await db.exec(`insert into bank_claims (code, arrival_id, customer_id, amount, status, payer_name, payer_account, created_by, dept_id)
  select 'HB' || g, (select min(id) from bank_arrivals), (select id from customers order by id offset (g * 7) % ${customers} limit 1),
    10000 + g % 90000, 2, '压测付款单位' || (g % 500) || '有限公司', '6222' || lpad((g % 500)::text, 12, '0'), 1, null
  from generate_series(1, ${CLAIMS}) g`);
await db.exec('analyze bank_claims');
console.log(`seeded ${CLAIMS} past claims in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const raw = [];
for (let i = 0; i < 50; i++) {
  const s0 = performance.now();
  await db.query(`select customer_id, count(*)::int as n, max(created_at)::date::text as last from bank_claims
    where status = 2 and customer_id is not null and (payer_name = $1 or payer_account = $2) group by customer_id order by n desc, last desc limit 5`,
  [`压测付款单位${i * 7 % 500}有限公司`, `6222${String(i * 7 % 500).padStart(12, '0')}`]);
  raw.push(performance.now() - s0);
}
await db.close();

// 3. The suggestion over the API.
p = await startProduct({ dataDir });
let failed = false;
try {
  const sales = await login(p.base, 'admin');
  const list = (await api(p.base, '/api/v1/finance/bill/list', { pageSize: ARRIVALS, usable: 1 }, sales)).data.page_data.data;
  const times = [], sqlTimes = [];
  for (let i = 0; i < CALLS; i++) {
    const a = list[i % list.length];
    const s0 = performance.now();
    const r = await api(p.base, '/api/v1/finance/bill/claim/suggest', { arrival_id: a.id }, sales);
    times.push(performance.now() - s0);
    if (r.code !== 200) throw new Error(`suggest: ${r.code} ${r.msg}`);
    sqlTimes.push(r.data.sql_ms);
  }
  const p95 = pct(times, 95);
  failed = p95 > TARGET_MS;
  console.log(`| 认领建议（${CLAIMS} 条历史认领）p95 | ${p95.toFixed(1)} ms（p50 ${pct(times, 50).toFixed(1)} ms） | ≤ ${TARGET_MS} ms | ${failed ? '✗' : '✓'} |`);
  console.log(`| 主查询（付款人历史）原始SQL p95 | 直连数据库 ${pct(raw, 95).toFixed(2)} ms；服务器内 ${pct(sqlTimes, 95).toFixed(2)} ms | — | |`);
} finally {
  await p.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
