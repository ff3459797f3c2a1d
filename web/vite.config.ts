import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
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
