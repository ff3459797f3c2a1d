// Budget: /api/account/login answers within 150 ms, the slow hash included.
import { api, pct, startProduct, tempDataDir } from './lib.mjs';

export async function benchLoginApi(product) {
  const times = [];
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    const r = await api(product.base, '/api/account/login', { login_name: ['admin', 'sales', 'operator', 'finance', 'manager'][i % 5], password: 'demo123' });
    times.push(performance.now() - t);
    if (r.code !== 200) throw new Error(r.msg);
  }
  return { name: '登录接口耗时 p50 / p95', value: `${pct(times, 50).toFixed(0)} ms / ${pct(times, 95).toFixed(0)} ms`, ok: pct(times, 95) <= 150, budget: '≤ 150 ms' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const p = await startProduct({ dataDir: tempDataDir() });
  console.log(await benchLoginApi(p));
  await p.stop();
}
