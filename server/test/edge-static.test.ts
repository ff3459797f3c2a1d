/**
 * Issue 16 "Compression": the built web files go out as their precompressed twins (x.js.br / x.js.gz written by
 * the web build) when the browser accepts br or gzip, hashed assets are cached for a year, index.html is
 * revalidated and compressed too, and JSON answers are compressed by @fastify/compress (docs/decisions.md
 * "Web delivery"). A small built app is written to a temporary folder, so the test needs no web build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed';
import { fillShell, pickEncoding, webCacheControl, withFirstScreen } from '../src/platform/edge';
import { startServer, type TestServer } from './harness';

let s: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'ta-edge-dist-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: '第${i}行' }`).join(', ')}];\n`;
const html = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>旅行社业务管理系统</title>${'<link rel="modulepreload" crossorigin href="/assets/app-Ab12Cd34.js">'.repeat(20)}</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'assets/app-Ab12Cd34.js'), script);
  // Twins as the build writes them; the gzip one marked so the test sees it is the file, not a fresh compression.
  writeFileSync(join(dist, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-Ab12Cd34.js.gz'), gzipSync(script, { level: 1 }));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/first-screens.json'), JSON.stringify({ '/account/login': { js: ['/assets/LoginPage-Xy12.js'], css: ['/assets/LoginLayout-Zz34.css'] } }));
  writeFileSync(join(dist, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  s = await startServer({ webDist: dist });
});
afterAll(async () => {
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A GET with the raw body as sent (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(s.base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('issue 16 compression: static files', () => {
  it('compression: a hashed asset goes out as its brotli or gzip twin, byte for byte, cached for a year', async () => {
    const br = await rawGet('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], br.headers['content-type']]).toEqual([200, 'br', 'application/javascript; charset=utf-8']);
    expect(br.body.equals(readFileSync(join(dist, 'assets/app-Ab12Cd34.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gz = await rawGet('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(readFileSync(join(dist, 'assets/app-Ab12Cd34.js.gz')))).toBe(true);
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await rawGet('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compression: a file without twins is compressed on the fly; the twins have no address of their own', async () => {
    const logo = await rawGet('/logo.svg', { 'accept-encoding': 'br' });
    expect([logo.status, logo.headers['content-encoding'], logo.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=3600']);
    expect(brotliDecompressSync(logo.body).toString()).toContain('<svg');
    // x.js.br is no route: it answers the app (history routing), never the raw twin without its encoding header.
    const twin = await rawGet('/assets/app-Ab12Cd34.js.br');
    expect(twin.headers['content-type']).toMatch(/^text\/html/);
  });

  it('compression: index.html (every deep link) is compressed and revalidated on each load', async () => {
    for (const path of ['/', '/home', '/order/list?x=1']) {
      const r = await rawGet(path, { 'accept-encoding': 'br, gzip' });
      expect([r.status, r.headers['content-encoding'], r.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
      expect(brotliDecompressSync(r.body).toString()).toBe(html);
    }
    const gz = await rawGet('/home', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(html);
    const plain = await rawGet('/home');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, html]);
    expect((await rawGet('/index.html', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('no-cache');
    // The log-in page announces its first screen's chunk and style, so they download beside the entry.
    const login = await rawGet('/account/login?redirect=%2Fhome', { 'accept-encoding': 'gzip' });
    const loginHtml = gunzipSync(login.body).toString();
    expect(loginHtml).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-Xy12.js">');
    expect(loginHtml).toContain('<link rel="stylesheet" crossorigin href="/assets/LoginLayout-Zz34.css">');
    expect(loginHtml.replace(/\s*<link rel="(modulepreload|stylesheet)" crossorigin href="[^"]+">/g, '')).toBe(html.replace('</head>', '\n  </head>').replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, ''));
    // The build's folder of notes is not served.
    expect((await rawGet('/.vite/first-screens.json')).headers['content-type']).toMatch(/^text\/html/);
    // API paths still answer the envelope's 404, not the app.
    const api = await rawGet('/api/no-such-route');
    expect([api.status, JSON.parse(api.body.toString()).code]).toEqual([404, 404]);
  });

  it('compression: a JSON answer (/api/area/query, ~270 KB) is compressed when asked', async () => {
    const login = await s.api<{ secretKey: string }>('/api/account/login', { login_name: 'admin', password: DEMO_PASSWORD });
    const headers = { 'content-type': 'application/json', secretKey: login.data.secretKey };
    for (const [accept, enc, decode] of [['br, gzip', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync]] as const) {
      const r = await rawGet('/api/area/query', { ...headers, 'accept-encoding': accept }, 'POST', JSON.stringify({ area_type: 3 }));
      expect(r.headers['content-encoding']).toBe(enc);
      const json = decode(r.body);
      expect(JSON.parse(json.toString()).code).toBe(200);
      expect(r.body.length).toBeLessThan(json.length / 3);
    }
  });

  it('compression: the cache rule and the encoding choice', () => {
    expect(webCacheControl('/srv/dist/assets/index-Bf-KMAaS.js.br')).toBe('public, max-age=31536000, immutable');
    expect(webCacheControl('/srv/dist/index.html')).toBe('no-cache');
    expect(webCacheControl('/srv/dist/logo.svg')).toBe('public, max-age=3600');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    // Only plain asset paths are written into the page.
    expect(withFirstScreen('<head></head>', { js: ['/assets/a.js', '"><script>'], css: [] })).toBe('<head>  <link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head>');
  });

  it('the log-in page\'s static shell: the product name, year and filing number filled in, escaped, inside #root', () => {
    const shell = { html: '<h1>%TA_PRODUCT_NAME%</h1><p>© %TA_YEAR% %TA_PRODUCT_NAME%</p>%TA_FILING%', filing: '<a>%TA_FILING_NUMBER%</a>' };
    expect(fillShell(shell, { productName: 'A&B <旅行社>', filingNumber: '京ICP备1号', year: 2030 }))
      .toBe('<h1>A&#38;B &#60;旅行社&#62;</h1><p>© 2030 A&#38;B &#60;旅行社&#62;</p><a>京ICP备1号</a>');
    expect(fillShell(shell, { productName: 'X', filingNumber: '', year: 2030 })).toBe('<h1>X</h1><p>© 2030 X</p>');
    expect(withFirstScreen('<head></head><div id="root"></div>', { js: [], css: [] }, '<h1>$&</h1>')).toBe('<head></head><div id="root"><h1>$&</h1></div>');
  });
});
