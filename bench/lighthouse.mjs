// Budget: Lighthouse mobile performance (default mobile settings: Moto G Power, slow 4G and 4× CPU, simulated) of
// the log-in page and of home (logged in as admin) at least 90. Needs the built web app (npm run build) and
// Chromium (/usr/bin/chromium, or CHROMIUM_PATH). Prints score, LCP, TBT and the bytes transferred per page;
// exits non-zero below 90. `node bench/lighthouse.mjs [--runs N]` takes the median of N runs (default 1).
// The score depends on the machine: note `uptime` beside it (the simulated throttling multiplies the CPU time
// this machine actually took). LH_OUT=<folder> keeps each run's full Lighthouse result there as JSON.
// `--pages login` (or `home`) measures one page only. `--accessibility` also runs Lighthouse's accessibility category
// and prints its score and the failed audits (with the first failing element) per run; the budget stays performance. The product serves the built web app of WEB_DIST (default
// web/dist), so `WEB_DIST=/tmp/dist-x node bench/lighthouse.mjs` measures a build of one's own.
// `--calibrate`: Lighthouse's 4× CPU slowdown is meant for a high-end desktop (benchmarkIndex 1500–2000, docs
// "throttling"); on a slower or busy machine it simulates a far slower phone, on a faster one a faster phone. With
// --calibrate a first run measures this machine's benchmarkIndex and the runs use 4 × index / 1750 (between 1 and
// 12) instead, the phone Lighthouse means whatever the machine; the table says which multiplier was used. The default
// (no flag) is Lighthouse's own mobile setting.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProduct, tempDataDir } from './lib.mjs';

const TARGET = 90;
/** Lighthouse's default mobile network (slow 4G), restated when only the CPU multiplier changes. */
const MOBILE_SLOW_4G = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };

/** Opens the log-in page in `page`, logs in through the form as the web app does and waits for home. */
async function logIn(page, base, user = 'admin', password = 'demo123') {
  await page.goto(`${base}/account/login`, { waitUntil: 'networkidle0' });
  await page.type('#login_name', user);
  await page.type('#password', password);
  await Promise.all([
    page.waitForFunction(() => location.pathname.startsWith('/home'), { timeout: 60000 }),
    page.keyboard.press('Enter'),
  ]);
  // The session lives in local storage (web/src/platform/session.ts); Lighthouse's storage reset keeps it
  // (clearStorageTypes leaves local_storage alone) but empties the HTTP cache, so home loads cold.
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60000 }).catch(() => {});
}

/** An audit's figure, or NaN when Lighthouse could not measure it (e.g. no layout-shift trace on a busy machine). */
const num = (a, key) => (typeof a[key]?.numericValue === 'number' ? a[key].numericValue : Number.NaN);

function figures(lhr) {
  const a = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(num(a, 'largest-contentful-paint')),
    fcpMs: Math.round(num(a, 'first-contentful-paint')),
    tbtMs: Math.round(num(a, 'total-blocking-time')),
    cls: Number(num(a, 'cumulative-layout-shift').toFixed(3)),
    siMs: Math.round(num(a, 'speed-index')),
    transferredKB: Number((num(a, 'total-byte-weight') / 1024).toFixed(1)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

const median = (xs, k) => [...xs].sort((a, b) => a[k] - b[k])[Math.floor(xs.length / 2)];

/** Runs Lighthouse on the log-in page and home of a running product; `runs` times each, median by score. */
export async function benchLighthouse(product, { runs = 1, quiet = false, calibrate = false, pages = ['login', 'home'], accessibility = false } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = (await import('puppeteer-core')).default;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  const results = [];
  let multiplier = 4;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: accessibility ? ['performance', 'accessibility'] : ['performance'] };
    if (calibrate) {
      const probe = await lighthouse(`${product.base}/account/login`, flags, undefined, page);
      const index = probe.lhr.environment.benchmarkIndex;
      multiplier = Math.min(12, Math.max(1, Number(((4 * index) / 1750).toFixed(2))));
      if (!quiet) console.error(`  benchmarkIndex ${index} → CPU slowdown ${multiplier}×`);
      flags.throttling = { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier: multiplier };
    }
    const run = async (key, name, url) => {
      const got = [];
      for (let i = 0; i < runs; i++) {
        let r = await lighthouse(url, flags, undefined, page);
        // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): one more try before giving up.
        if (r.lhr.runtimeError) {
          if (!quiet) console.error(`  ${name} #${i + 1}: ${r.lhr.runtimeError.code}, once more`);
          r = await lighthouse(url, flags, undefined, page);
        }
        if (process.env.LH_OUT) writeFileSync(join(process.env.LH_OUT, `${key}-${i + 1}.json`), JSON.stringify(r.lhr));
        if (r.lhr.runtimeError) throw new Error(`${name}: ${r.lhr.runtimeError.message}`);
        const f = figures(r.lhr);
        if (!quiet) console.error(`  ${name} #${i + 1}: ${JSON.stringify(f)}  (final URL ${r.lhr.finalDisplayedUrl})`);
        if (accessibility && !quiet) {
          const cat = r.lhr.categories.accessibility;
          const failed = cat.auditRefs.map((ref) => r.lhr.audits[ref.id]).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable');
          console.error(`  ${name} #${i + 1} accessibility ${Math.round((cat.score ?? 0) * 100)}${failed.map((a) => `\n    ✗ ${a.id}: ${a.details?.items?.[0]?.node?.snippet ?? ''} ${a.details?.items?.[0]?.node?.explanation?.split('\n')[1] ?? ''}`).join('')}`);
        }
        got.push({ ...f, finalUrl: r.lhr.finalDisplayedUrl });
      }
      const m = median(got, 'score');
      results.push({ name, ...m });
      return m;
    };
    if (pages.includes('login')) await run('login', '登录页', `${product.base}/account/login`);
    if (pages.includes('home')) {
      await logIn(page, product.base);
      const home = await run('home', '首页（admin）', `${product.base}/home`);
      if (!new URL(home.finalUrl).pathname.startsWith('/home')) throw new Error(`home was not reached: ${home.finalUrl}`);
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
  }
  return results.map((r) => ({
    name: `Lighthouse 移动端性能 · ${r.name}${multiplier === 4 ? '' : `（CPU ${multiplier}×）`}`,
    value: `${r.score}（LCP ${(r.lcpMs / 1000).toFixed(1)} s，TBT ${r.tbtMs} ms，FCP ${(r.fcpMs / 1000).toFixed(1)} s，CLS ${r.cls}，传输 ${r.transferredKB} KB）`,
    ok: r.score >= TARGET,
    budget: `≥ ${TARGET}`,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--runs');
  const runs = i > 0 ? Number(process.argv[i + 1]) : 1;
  const calibrate = process.argv.includes('--calibrate');
  const j = process.argv.indexOf('--pages');
  const pages = j > 0 ? process.argv[j + 1].split(',') : undefined;
  const accessibility = process.argv.includes('--accessibility');
  const { execSync } = await import('node:child_process');
  const p = await startProduct({ dataDir: tempDataDir() });
  let rows;
  try { rows = await benchLighthouse(p, { runs, calibrate, pages, accessibility }); } finally { await p.stop(); }
  console.log(`load: ${execSync('uptime').toString().trim()}`);
  console.log('| 指标 | 结果 | 预算 | |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.value} | ${r.budget} | ${r.ok ? '✓' : '✗'} |`);
  process.exit(rows.every((r) => r.ok) ? 0 : 1);
}
