// `npm run bench`: every budget of the platform, printed as a table; exits non-zero when one is missed. Needs the
// built web app (npm run build). `--no-lighthouse` leaves out the Lighthouse scores (about a minute, needs Chromium).
import { benchListRender, seedScale } from './list-render.mjs';
import { benchLoginApi } from './login-api.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLoginBundle } from './login-bundle.mjs';
import { startProduct, tempDataDir } from './lib.mjs';
import { benchRestart } from './warm-restart.mjs';
import { execSync } from 'node:child_process';

// `npm run bench -- --scale N [--db pg|pglite] [--no-targets]`: the scale table of issue 16 instead (bench/scale-table.mjs).
if (process.argv.includes('--scale')) {
  const { benchScaleTable } = await import('./scale-table.mjs');
  process.exit(await benchScaleTable(process.argv.slice(2)));
}

const rows = [];
const dataDir = tempDataDir();
rows.push(...(await benchRestart(dataDir)));
seedScale(dataDir, 2);
const p = await startProduct({ dataDir });
try {
  rows.push(await benchLoginBundle(p));
  rows.push(await benchLoginApi(p));
  rows.push(await benchListRender(p));
  if (!process.argv.includes('--no-lighthouse')) rows.push(...(await benchLighthouse(p, { quiet: true })));
} finally { await p.stop(); }
console.log(`\nload: ${execSync('uptime').toString().trim()}`);
console.log('\n| 指标 | 结果 | 预算 | |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.value} | ${r.budget} | ${r.ok ? '✓' : '✗'} |`);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
