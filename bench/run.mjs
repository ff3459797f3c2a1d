// `npm run bench`: every budget of the platform, printed as a table. Needs the built web app (npm run build).
import { benchListRender, seedScale } from './list-render.mjs';
import { benchLoginApi } from './login-api.mjs';
import { benchLoginBundle } from './login-bundle.mjs';
import { startProduct, tempDataDir } from './lib.mjs';
import { benchRestart } from './warm-restart.mjs';

const rows = [];
const dataDir = tempDataDir();
rows.push(...(await benchRestart(dataDir)));
seedScale(dataDir, 2);
const p = await startProduct({ dataDir });
try {
  rows.push(await benchLoginBundle(p));
  rows.push(await benchLoginApi(p));
  rows.push(await benchListRender(p));
} finally { await p.stop(); }
console.log('\n| 指标 | 结果 | 预算 | |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.value} | ${r.budget} | ${r.ok ? '✓' : '✗'} |`);
