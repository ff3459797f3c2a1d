// Import of a 10,000-line bank statement (招商银行 layout, CSV) through the real API of the product started as
// `npm start` does: the time of the import call (target ≤ 10 s) and the server's peak RSS. Beside it, the raw
// SQL time of the main statement (the batched INSERT … ON CONFLICT of the arrivals), measured in a second run.
//   node bench/bank-import.mjs        LINES=20000 node bench/bank-import.mjs
import { rmSync } from 'node:fs';
import { api, startProduct, tempDataDir } from './lib.mjs';
import { cmbCsv, groupPeakRssMb, login } from './bank-common.mjs';

const LINES = Number(process.env.LINES ?? 10000);
const TARGET_MS = 10_000;
const dataDir = tempDataDir();
const p = await startProduct({ dataDir });
let failed = false;
try {
  const admin = await login(p.base, 'admin');
  const acc = (await api(p.base, '/api/v1/financial/account/list', { pageSize: 10 }, admin)).data.page_data.data[0];
  const file = Buffer.from(cmbCsv(LINES)).toString('base64');
  const rssBefore = groupPeakRssMb(p.pid);
  const t0 = performance.now();
  const r = await api(p.base, '/api/v1/finance/bill/import/add', { pay_account_id: acc.id, file_name: 'bench.csv', file }, admin);
  const ms = performance.now() - t0;
  if (r.code !== 200 || r.data.imported !== LINES) throw new Error(`import: ${r.code} ${r.msg} ${r.data?.imported}`);
  // The duplicate check of a re-import reads every key: the whole file again, adding nothing.
  const t1 = performance.now();
  const again = await api(p.base, '/api/v1/finance/bill/import/add', { pay_account_id: acc.id, file_name: 'bench.csv', file }, admin);
  const reMs = performance.now() - t1;
  if (again.code !== 200 || again.data.imported !== 0) throw new Error(`re-import: ${again.code} ${again.msg}`);
  const rss = groupPeakRssMb(p.pid);
  failed = ms > TARGET_MS;
  const t = r.data.timing;
  console.log(`| 对账单导入 ${LINES} 行 | ${(ms / 1000).toFixed(2)} s（服务器内：解析 ${t.parse_ms} ms，主SQL（到账批量插入）${t.sql_ms} ms） | ≤ ${TARGET_MS / 1000} s | ${failed ? '✗' : '✓'} |`);
  console.log(`| 重复导入（全部查重，不新增） | ${(reMs / 1000).toFixed(2)} s | — | |`);
  console.log(`| 服务器峰值内存（RSS） | ${rss} MB（导入前 ${rssBefore} MB） | — | |`);
} finally {
  await p.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
