// Budget: the log-in page loads at most 250 KB of gzipped JS and CSS.
import { gzipSync } from 'node:zlib';
import { browser, startProduct, tempDataDir } from './lib.mjs';

export async function benchLoginBundle(product) {
  const b = await browser();
  const page = await b.newPage();
  const sizes = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try { const body = await res.body(); sizes.push({ url: res.url(), gz: gzipSync(body, { level: 9 }).length }); } catch { /* redirect */ }
  });
  await page.goto(`${product.base}/account/login`, { waitUntil: 'networkidle' });
  await b.close();
  const total = sizes.reduce((s, x) => s + x.gz, 0);
  return { name: '登录页 JS+CSS（gzip）', value: `${(total / 1024).toFixed(1)} KB in ${sizes.length} files`, ok: total <= 250 * 1024, budget: '≤ 250 KB' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const p = await startProduct({ dataDir: tempDataDir() });
  console.log(await benchLoginBundle(p));
  await p.stop();
}
