// The dependency rules (.dependency-cruiser.cjs) really refuse a wrong import: each case writes a tiny tree
// to a temporary folder with the repository's paths and runs depcruise there with the project's config.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'node_modules/.bin/depcruise');

/** Runs depcruise with the project's config over `files` ({ path: source }); answers exit status and report. */
function cruise(files) {
  const dir = mkdtempSync(join(tmpdir(), 'ta-deps-'));
  try {
    cpSync(join(root, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
    cpSync(join(root, 'tsconfig.depcruise.json'), join(dir, 'tsconfig.depcruise.json'));
    for (const [p, src] of Object.entries(files)) { mkdirSync(dirname(join(dir, p)), { recursive: true }); writeFileSync(join(dir, p), src); }
    const tops = [...new Set(Object.keys(files).map((p) => p.split('/').slice(0, 2).join('/')))];
    const r = spawnSync(bin, [...tops, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd: dir, encoding: 'utf8' });
    return { status: r.status, out: `${r.stdout}${r.stderr}` };
  } finally { rmSync(dir, { recursive: true, force: true }); }
}

test('a downward import passes', () => {
  const r = cruise({
    'server/src/platform/data.ts': 'export const find = 1;\n',
    'server/src/modules/order/order.routes.ts': "import { find } from '../../platform/data';\nexport const routes = find;\n",
  });
  assert.equal(r.status, 0, r.out);
});

test('the server platform importing a module fails', () => {
  const r = cruise({
    'server/src/platform/data.ts': "import { routes } from '../modules/order/order.routes';\nexport const find = routes;\n",
    'server/src/modules/order/order.routes.ts': 'export const routes = 1;\n',
  });
  assert.notEqual(r.status, 0);
  assert.match(r.out, /server-platform-not-modules: server\/src\/platform\/data\.ts → server\/src\/modules\/order\/order\.routes\.ts/);
});

test('a web module importing the app, and the web platform importing a module, fail', () => {
  const r = cruise({
    'web/src/app/router.tsx': 'export const router = 1;\n',
    'web/src/modules/order/OrderPage.tsx': "import { router } from '../../app/router';\nexport const page = router;\n",
    'web/src/platform/list.ts': "import { page } from '../modules/order/OrderPage';\nexport const list = page;\n",
  });
  assert.notEqual(r.status, 0);
  assert.match(r.out, /web-modules-not-app: web\/src\/modules\/order\/OrderPage\.tsx → web\/src\/app\/router\.tsx/);
  assert.match(r.out, /web-platform-not-app-or-modules: web\/src\/platform\/list\.ts → web\/src\/modules\/order\/OrderPage\.tsx/);
});

test('an import cycle fails, type-only imports included', () => {
  const r = cruise({
    'server/src/modules/order/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
    'server/src/modules/order/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
  });
  assert.notEqual(r.status, 0);
  assert.match(r.out, /no-circular/);
});

test('the contract importing the server fails', () => {
  const r = cruise({
    'contract/src/index.ts': "import { x } from '../../server/src/platform/x';\nexport const y = x;\n",
    'server/src/platform/x.ts': 'export const x = 1;\n',
  });
  assert.notEqual(r.status, 0);
  assert.match(r.out, /contract-is-the-bottom/);
});
