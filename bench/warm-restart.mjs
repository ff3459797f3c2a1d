// Budget: a warm restart on an existing database serves its first request within 5 s.
import { startProduct, tempDataDir } from './lib.mjs';

export async function benchRestart(dataDir = tempDataDir()) {
  const first = await startProduct({ dataDir });
  await first.stop();
  const second = await startProduct({ dataDir });
  await second.stop();
  return [
    { name: '首次启动（新数据库：迁移 + 演示数据）', value: `${(first.startedMs / 1000).toFixed(1)} s`, ok: true, budget: '—' },
    { name: '热重启（已有数据库）到第一个请求', value: `${(second.startedMs / 1000).toFixed(1)} s`, ok: second.startedMs <= 5000, budget: '≤ 5 s' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchRestart());
