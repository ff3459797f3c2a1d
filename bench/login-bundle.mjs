// Budget: the log-in page, loaded cold by a browser that accepts br and gzip, transfers at most 250 KB — every
// response (document, scripts, styles, the logo, ServiceConfig.json), bodies as sent on the wire plus headers.
import { browser, startProduct, tempDataDir } from './lib.mjs';

const BUDGET_KB = 250;

export async function benchLoginBundle(product) {
  const b = await browser();
  const ctx = await b.newContext({ extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });
  const page = await ctx.newPage();
  const done = [];
  page.on('requestfinished', (req) => done.push(req));
  await page.goto(`${product.base}/account/login`, { waitUntil: 'networkidle' });
  await page.getByPlaceholder('登录名').waitFor();
  const rows = await Promise.all(done.map(async (req) => {
    const s = await req.sizes();
    const res = await req.response();
    return { url: req.url(), type: req.resourceType(), bytes: s.responseBodySize + s.responseHeadersSize, raw: (await res?.body().catch(() => null))?.length ?? 0, enc: (await res?.allHeaders())?.['content-encoding'] ?? '' };
  }));
  await b.close();
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  const raw = rows.reduce((sum, r) => sum + r.raw, 0);
  const scripts = rows.filter((r) => r.type === 'script' || r.type === 'stylesheet');
  const plain = scripts.filter((r) => !r.enc && r.raw >= 1024);
  if (process.env.VERBOSE === '1') for (const r of rows.sort((a, b) => b.bytes - a.bytes)) console.error(`${(r.bytes / 1024).toFixed(1).padStart(7)} KB ${r.enc.padEnd(4)} ${r.url}`);
  return {
    name: '登录页传输量（br/gzip）',
    value: `${(total / 1024).toFixed(1)} KB in ${rows.length} responses (${(raw / 1024).toFixed(0)} KB unpacked${plain.length ? `; ${plain.length} JS/CSS ≥ 1 KB sent uncompressed` : ''})`,
    ok: total <= BUDGET_KB * 1024 && plain.length === 0,
    budget: `≤ ${BUDGET_KB} KB`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const p = await startProduct({ dataDir: tempDataDir() });
  let r;
  try { r = await benchLoginBundle(p); } finally { await p.stop(); }
  console.log(r);
  process.exit(r.ok ? 0 : 1);
}
