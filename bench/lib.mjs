// Shared helpers of the budget scripts: start the product as `npm start` does, and a headless Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';

export const root = resolve(import.meta.dirname, '..');

/** A free TCP port: any (the OS picks), or one of BENCH_PORTS="4100-4149" when that is set (a shared machine). */
export async function freePort() {
  const tryPort = (port) => new Promise((res) => { const s = createServer(); s.once('error', () => res(0)); s.listen(port, '127.0.0.1', () => { const p = s.address().port; s.close(() => res(p)); }); });
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return tryPort(0);
  for (let p = Number(range[1]); p <= Number(range[2]); p++) if (await tryPort(p)) return p;
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'ta-bench-'));

/** Starts the product; resolves when /ServiceConfig.json answers, with the time it took. */
export async function startProduct({ dataDir, port = 0, env = {} }) {
  port ||= await freePort();
  const t0 = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG: 'off', SKIP_WEB_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.on('data', (d) => { out += d; });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    try { const r = await fetch(`${base}/ServiceConfig.json`); if (r.ok) break; } catch { /* not yet */ }
    if (Date.now() - t0 > 180000) throw new Error('server did not answer within 180 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const startedMs = Date.now() - t0;
  return {
    base, port, startedMs, pid: child.pid,
    async stop() { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } await new Promise((r) => child.once('exit', r)); },
  };
}

export async function api(base, path, body = {}, token) {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { secretKey: token } : {}) }, body: JSON.stringify(body) });
  return r.json();
}

/**
 * The benches' JSON client: POST with node:http on ONE shared keep-alive agent (a connection per concurrent caller,
 * kept between calls as a browser keeps its connections), asking `accept-encoding: gzip, deflate, br` as Chrome does —
 * so the server still compresses as it would for a user — and decompressing the answer. The benches run their clients
 * on the same cores as the server and the database; undici's `fetch` cost about as much CPU per call as the server's
 * own work (bench/signup.mjs, docs/decisions.md "The sign-up bench's client"), so with ten clients the bench measured
 * its own client competing for the cores. In production the clients are browsers on other machines. `BENCH_CLIENT=fetch`
 * sends through `fetch` (the old client) for comparison. Resolves { status, headers, bytes (as transferred), json }.
 */
export const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
export function request(base, path, body = {}, token, { headers = {}, agent = httpAgent } = {}) {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, {
      method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': data.length, 'accept-encoding': 'gzip, deflate, br', ...(token ? { secretKey: token } : {}), ...headers },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        try {
          const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          const text = (enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : enc === 'deflate' ? zlib.inflateSync(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode, headers: res.headers, bytes: raw.length, json: text ? JSON.parse(text) : undefined });
        } catch (e) { reject(e); }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** POST JSON to the API; the parsed answer. The shared keep-alive client (`request`), or `fetch` with BENCH_CLIENT=fetch. */
export async function call(base, path, body = {}, token) {
  if (process.env.BENCH_CLIENT === 'fetch') return api(base, path, body, token);
  return (await request(base, path, body, token)).json;
}

/** Closes the shared client's idle connections (a bench that ends its process need not). */
export const closeClient = () => httpAgent.destroy();

export async function browser() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]; };

/** Runs `fn` runs × clients times, `clients` at once; p50 / p95 in ms. */
export async function timeIt(fn, runs, clients) {
  const times = [];
  let left = runs * clients;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (left-- > 0) { const t0 = performance.now(); await fn(); times.push(performance.now() - t0); }
  }));
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

/** `npm run seed -- --scale N` into an embedded data dir (DATABASE_URL cleared), output kept: { seconds, out }. */
export function seedPglite(dataDir, scale) {
  return new Promise((res, rej) => {
    const t0 = Date.now();
    const child = spawn('npm', ['run', 'seed', '--', '--scale', String(scale)], {
      cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => (code === 0 ? res({ seconds: (Date.now() - t0) / 1000, out }) : rej(new Error(`seed failed: ${out}`))));
  });
}
