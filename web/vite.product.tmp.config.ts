// Temporary dev config of the product helper (ports 9120/9121); stubs imports of pages other helpers have not written yet.
import { mergeConfig, type Plugin } from 'vite';
import base from './vite.config';
const backend = 'http://127.0.0.1:9120';
const stubMissing: Plugin = {
  name: 'stub-missing', enforce: 'pre',
  async resolveId(src, importer) {
    if (!importer || !src.startsWith('.') || importer.includes('node_modules')) return null;
    const r = await this.resolve(src, importer, { skipSelf: true });
    return r ? null : `\0stub:${src}`;
  },
  load(id) { return id.startsWith('\0stub:') ? 'export {}' : null; },
};
export default mergeConfig(base, { plugins: [stubMissing], server: { port: 9121, strictPort: true, proxy: { '/api': backend, '/user': backend, '/docs': backend, '/product/route/': backend, '/ws': { target: backend, ws: true } } } });
