#!/usr/bin/env node
// Bundles the server (server/src + the contract's TypeScript) into server/dist/main.mjs for `npm start`
// (docs/decisions.md "Export memory and PGlite size"): plain node then runs JavaScript instead of tsx's
// off-thread loader compiling every file on load — about 90 MB less resident memory and a quicker start.
// The packages in node_modules stay outside the bundle (imported at run time as before). Each file's
// import.meta.url / import.meta.dirname are written in as the source file's own, so the paths the code
// computes from them (migrations, the web build, uploads, seed data) are those of the sources.
//   node scripts/build-server.mjs          build when a source is newer than the bundle
//   node scripts/build-server.mjs --force  always build
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = join(root, 'server/dist/main.mjs');

/** The newest modification time under `dir` (node_modules and dist left out); scripts/start.mjs uses it too. */
export function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export const serverBundleStale = () => !existsSync(SERVER_BUNDLE)
  || Math.max(newest(join(root, 'server/src')), newest(join(root, 'contract/src')), statSync(join(root, 'server/package.json')).mtimeMs,
    statSync(import.meta.filename).mtimeMs) > statSync(SERVER_BUNDLE).mtimeMs;

export async function buildServer() {
  // esbuild as tsx (a dependency of the server) brings it: the same compiler that ran the sources before.
  const esbuild = createRequire(createRequire(join(root, 'server/package.json')).resolve('tsx'))('esbuild');
  const pkg = JSON.parse(readFileSync(join(root, 'server/package.json'), 'utf8'));
  const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => d !== '@ta/contract');
  // Written aside and renamed: several `npm start` at once never run a half-written bundle.
  const tmp = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [join(root, 'server/src/main.ts')], outfile: tmp, bundle: true, platform: 'node', format: 'esm', target: 'node20',
    external: [...packages, ...packages.map((d) => `${d}/*`)], logLevel: 'error', legalComments: 'none',
    plugins: [{
      name: 'source-paths',
      setup(b) {
        b.onLoad({ filter: /\.[cm]?ts$/ }, async (a) => ({
          loader: 'ts',
          contents: (await readFile(a.path, 'utf8')).replaceAll('import.meta.dirname', JSON.stringify(dirname(a.path)))
            .replaceAll('import.meta.filename', JSON.stringify(a.path)).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(a.path).href)),
        }));
      },
    }],
  });
  renameSync(tmp, SERVER_BUNDLE);
  // The build runs in an esbuild service process; end it so that it does not stay beside the server.
  esbuild.stop?.();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--force') || serverBundleStale()) await buildServer();
}
