import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { loginFilingHtml, loginShellHtml, SHELL_TOKENS } from './src/app/layouts/login-shell.ts';
import { homeShellHtml, SHELL_ICON_NAMES } from './src/modules/home/home-shell.ts';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';

const backend = 'http://127.0.0.1:8080';

/**
 * Only the React runtime gets a named vendor chunk: every page needs it and it changes rarely. antd,
 * ProComponents and the pages are left to automatic splitting so that the log-in route loads only the
 * antd parts it uses (a group around ProComponents would pull shared antd modules into it and drag
 * ProLayout into the log-in page).
 */
const vendorReact = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/;

/**
 * The contract's modules only declare values (zod schemas, the menu tree, texts); its index alone has a
 * side effect (zod's Chinese messages). Declaring the rest side-effect free lets the bundler drop the
 * schemas a chunk does not use, which keeps zod out of the entry and the log-in route.
 */
const contractModule = /[\\/]contract[\\/]src[\\/](?!index\.ts$)/;

/**
 * Precompression (docs/decisions.md "Web delivery"): after the build writes its files, every text file of at least
 * 1 KB gets a brotli (quality 11) and a gzip (level 9) twin beside it, `x.js.br` and `x.js.gz`, which the server
 * sends as they are when the browser accepts br or gzip (@fastify/static `preCompressed`). A twin that would not
 * be smaller is not written. No dependency: node:zlib.
 */
export function precompress(): Plugin {
  const text = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm)$/;
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  const files = async (dir: string): Promise<string[]> => (await Promise.all((await readdir(dir, { withFileTypes: true }))
    .map((e) => (e.isDirectory() ? files(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))))).flat();
  return {
    name: 'ta-precompress',
    apply: 'build',
    configResolved(c) { outDir = resolve(c.root, c.build.outDir); },
    async closeBundle() {
      const todo = (await files(outDir)).filter((f) => text.test(f) && !/[\\/]\.vite[\\/]/.test(f));
      // Largest first, a few at a time (zlib runs on libuv's thread pool): the big chunks do not end up last.
      const sized = await Promise.all(todo.map(async (f) => ({ f, size: (await stat(f)).size })));
      const queue = sized.filter((x) => x.size >= 1024).sort((a, b) => b.size - a.size);
      const worker = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const body = await readFile(job.f);
          const [b, g] = await Promise.all([
            br(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gz(body, { level: 9 }),
          ]);
          if (b.length < body.length) await writeFile(`${job.f}.br`, b);
          if (g.length < body.length) await writeFile(`${job.f}.gz`, g);
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
    },
  };
}

/**
 * The first screens (docs/decisions.md "Web delivery"): the chunks and styles the log-in page renders,
 * beyond what index.html already loads. Written to `.vite/first-screens.json` ({ "/path": { js, css } }); the
 * server adds them to index.html as modulepreload / stylesheet links when it answers that path, so they download
 * beside the entry instead of after it has run. Keys are the addresses, values the modules the router lazily loads
 * there (web/src/app/routing/first-screen.ts loads the same ones).
 */
/** The chunks of home's first screen (first-screen.ts `firstScreenOf` for /home), by their file names. */
const HOME_FIRST_CHUNK = /(^|\/)(AuthedRoot|HomeLayout|HomePage)-[\w-]+\.js$/;

export const FIRST_SCREENS: Record<string, string[]> = {
  '/account/login': ['src/app/layouts/LoginLayout.tsx', 'src/modules/account/LoginPage.tsx'],
  // Not home: its ~70 chunks announced in the page would queue the entry's own files behind them on HTTP/1.1's six
  // connections (Lighthouse: first paint 4.0 s → 5.0 s); the entry's warm-up (first-screen.ts) starts them after it.
};

/**
 * Static markup of a first screen (docs/decisions.md "Lighthouse"): the server puts `html` inside `<div id="root">`
 * with the placeholders (SHELL_TOKENS) filled — the product name and year, and `filing` (its own %TA_FILING_NUMBER%
 * filled) or nothing — so the page's largest text paints before the scripts run.
 */
const SHELLS: Record<string, { html: string; filing: string }> = {
  '/account/login': { html: loginShellHtml(SHELL_TOKENS.productName, SHELL_TOKENS.year, SHELL_TOKENS.filing), filing: loginFilingHtml('%TA_FILING_NUMBER%') },
  // Home's first screen (src/modules/home/home-shell.ts), filled in by the entry before the app loads; its styles
  // are the entry's own (src/main.tsx), so it announces no chunks and no stylesheets.
  '/home': { html: homeShellHtml(SHELL_TOKENS.productName, homeShellIcons()), filing: '' },
};

/** The SVG markup of the icons home's first screen shows (the same antd renders), by name. */
function homeShellIcons(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const { renderIconDefinitionToSVGElement } = require('@ant-design/icons-svg/lib/helpers') as { renderIconDefinitionToSVGElement: (d: unknown, o: object) => string };
  return Object.fromEntries(SHELL_ICON_NAMES.map((n) => [n, renderIconDefinitionToSVGElement((require(`@ant-design/icons-svg/lib/asn/${n}`) as { default: unknown }).default, {
    extraSVGAttrs: { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
  })]));
}

interface ChunkLike { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; viteMetadata?: { importedCss: Set<string> } }

export function firstScreens(): Plugin {
  return {
    name: 'ta-first-screens',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is typeof c & ChunkLike => c.type === 'chunk') as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: ChunkLike[]) => {
        const seen = new Set<string>();
        const walk = (c: ChunkLike) => { if (seen.has(c.fileName)) return; seen.add(c.fileName); for (const i of c.imports) { const d = byFile.get(i); if (d) walk(d); } };
        start.forEach(walk);
        return seen;
      };
      const entryFiles = closure(chunks.filter((c) => c.isEntry));
      const out: Record<string, { js: string[]; css: string[]; shell?: { html: string; filing: string } }> = {};
      for (const [path, sources] of Object.entries(FIRST_SCREENS)) {
        const roots = sources.map((src) => chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${src}`)));
        if (roots.some((c) => !c)) { this.warn(`first screen ${path}: a module has no chunk of its own (${sources.join(', ')})`); continue; }
        const files = [...closure(roots as ChunkLike[])].filter((f) => !entryFiles.has(f));
        out[path] = {
          // A page with static markup announces no chunks: its entry requests the app only after the markup has
          // been painted (src/main.tsx), so nothing but the HTML, its stylesheets and the small entry is fetched
          // before the first paint (Lighthouse counts every script fetched before it; docs/decisions.md "Lighthouse").
          js: SHELLS[path] ? [] : files.map((f) => `/${f}`),
          css: [...new Set(files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))].map((f) => `/${f}`),
          ...(SHELLS[path] ? { shell: SHELLS[path] } : {}),
        };
      }
      for (const [path, shell] of Object.entries(SHELLS)) if (!out[path]) out[path] = { js: [], css: [], shell };
      this.emitFile({ type: 'asset', fileName: '.vite/first-screens.json', source: JSON.stringify(out, null, 1) });
    },
  };
}

/**
 * antd's styles of home as a file (docs/decisions.md "Home: antd's styles from a file"): at build time src/app/antd-static.tsx
 * is run in Node (Vite's module runner) and renders the antd components home shows with the default theme; their CSS is
 * written to `assets/antd-static-<hash>.css`, and `virtual:antd-static` exports its address (null outside a build: dev
 * server and tests generate every style at run time, as before). app/boot.tsx installs the file before the first render.
 */
export function antdStatic(): Plugin {
  const id = 'virtual:antd-static';
  let build = false;
  let root = '';
  return {
    name: 'ta-antd-static',
    configResolved(c) { build = c.command === 'build' && !c.build.ssr; root = c.root; },
    resolveId(source) { return source === id ? `\0${id}` : null; },
    async load(loaded) {
      if (loaded !== `\0${id}`) return null;
      if (!build) return 'export default null;';
      const { runnerImport } = await import('vite');
      // antd names its classes `css-dev-only-do-not-override-…` unless it runs as production, as the bundle does.
      const env = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        const { module } = await runnerImport<{ renderAntdStatic: () => string }>(resolve(root, 'src/app/antd-static.tsx'), {
          configFile: false, root, logLevel: 'error', resolve: { alias: { '@': resolve(root, 'src') } },
        });
        const css = module.renderAntdStatic();
        const fileName = `assets/antd-static-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
        this.emitFile({ type: 'asset', fileName, source: css });
        return `export default ${JSON.stringify(`/${fileName}`)};`;
      } finally {
        if (env === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = env;
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), antdStatic(), firstScreens(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    // Home's first-screen chunks (the logged-in root, home's layout and page, warmed by app/routing/first-screen.ts
    // behind home's static first screen) are imported without Vite's preload of their ~60 dependency chunks: that
    // preload appends a <link rel="modulepreload"> per chunk to <head> in one task (60–140 ms here, four times that
    // on a phone). The browser fetches the same chunks itself as each module's imports are read, in short tasks.
    // Their stylesheets are still loaded by the preload (a chunk does not load its own CSS).
    modulePreload: {
      resolveDependencies: (filename: string, deps: string[]) => (HOME_FIRST_CHUNK.test(filename) ? deps.filter((d) => d.endsWith('.css')) : deps),
    },
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (contractModule.test(id) ? false : undefined) },
      output: {
        codeSplitting: { groups: [{ name: 'vendor-react', test: vendorReact, priority: 10 }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/user': backend,
      // SPEC's product routes outside /api (/product/route/plan/…, /product/route/price/…); pages are /product/routeTravel etc.
      '/product/route/': backend,
      '/docs': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // One jsdom and one import of antd per worker instead of per file: 174 s → 29 s on 2 cores (98 files;
    // also passes with the files in random order, --sequence.shuffle.files).
    isolate: false,
  },
});
