#!/usr/bin/env node
// `npm start`: build the web app when its sources changed, then start the server (API, web app and
// WebSocket on one port; PGlite under DATA_DIR unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { newest } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'web/dist/index.html');

const stale = !existsSync(dist) || Math.max(newest(join(root, 'web')), newest(join(root, 'contract/src'))) > statSync(dist).mtimeMs;
if (stale && process.env.SKIP_WEB_BUILD !== '1') {
  // One progress line; the build's own output is shown only when it fails (or with VERBOSE=1).
  const t = Date.now();
  process.stdout.write('构建前端（web/dist，首次约需1–2分钟）…');
  const verbose = process.env.VERBOSE === '1';
  const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: verbose ? 'inherit' : 'pipe', encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    process.stdout.write(' 失败\n');
    if (!verbose) process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
    process.exit(r.status ?? 1);
  }
  process.stdout.write(` 完成（${Math.round((Date.now() - t) / 1000)} s）\n`);
}

// The server runs bundled (scripts/build-server.mjs, rebuilt when a source changed; SERVER_RUNTIME=tsx runs the
// sources through tsx as before). --heap-growing-percent: V8 lets the old generation grow to 1.x × what survived the
// last full collection instead of up to 4 ×, so a long export's short-lived rows do not pile up as resident memory
// (docs/decisions.md "Export memory and PGlite size").
// --max-semi-space-size=2: a young generation of 2 MB semi-spaces instead of up to 16 MB (idle RSS 173 → 140 MB,
// an export's peak −20 MB at about the same CPU; docs/performance.md "Server-side export, 2026-11-28").
// SERVER_V8_FLAGS="…" replaces these (A/B measurements of the server's memory settings).
const V8_FLAGS = (process.env.SERVER_V8_FLAGS ?? '--heap-growing-percent=25 --max-semi-space-size=2').split(/\s+/).filter(Boolean);
let args = ['--import', 'tsx', 'src/main.ts'];
// SERVER_BUNDLE_FILE=<a bundle built earlier>: run that one as it is (A/B measurements of two builds on one tree).
if (process.env.SERVER_BUNDLE_FILE) args = [resolve(process.env.SERVER_BUNDLE_FILE)];
else if (process.env.SERVER_RUNTIME !== 'tsx') {
  try {
    const { buildServer, serverBundleStale, SERVER_BUNDLE } = await import('./build-server.mjs');
    if (serverBundleStale()) await buildServer();
    args = [SERVER_BUNDLE];
  } catch (e) {
    process.stderr.write(`服务器打包失败，改用 tsx 直接运行源码：${e instanceof Error ? e.message : e}\n`);
  }
}
// glibc's malloc (mallopt(3); other C libraries ignore these): fixed 1 MB thresholds instead of its dynamic ones,
// which rise to the largest block freed (trim: 2 ×, up to 64 MB) after the first large free and from then on keep
// what Buffers, zlib and V8's compiler threads freed as resident memory. Blocks ≥ 1 MB are mapped and given back when
// freed, free space above 1 MB at the heap's top is returned. Idle RSS −20 MB, an export's peak −30 MB at the same
// CPU; 1 MB rather than 128 KB keeps a brotli answer's buffers (< 1 MB) reused, not mapped and faulted in per
// request (docs/performance.md "Export memory after an xlsx, 2026-11-28"). A value set in the environment wins.
const env = { MALLOC_TRIM_THRESHOLD_: '1048576', MALLOC_MMAP_THRESHOLD_: '1048576', ...process.env };
const child = spawn(process.execPath, [...V8_FLAGS, ...args], { cwd: join(root, 'server'), stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
