/**
 * The HTTP edge (docs/decisions.md "Edge"): compression, security headers with a Content-Security-Policy the
 * built web app passes, per-address rate limits (routes opt in with `rateLimit`), the 1 MB JSON body limit and
 * who may open /docs. Registered by app.ts before any route.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyRateLimit from '@fastify/rate-limit';
import { Code, Msg } from '@ta/contract';
import { AppError } from './errors';
import type { AppConfig } from './services';
import { isSystemAdmin } from './session';
import { browserSession } from './web-session';

/** Fastify logger options: pretty lines in a terminal, JSON lines otherwise or when LOG=json; off with LOG=off. */
export function loggerOptions(enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  const level = process.env.LOG_LEVEL ?? 'info';
  if (process.env.LOG === 'json' || !process.stdout.isTTY) return { level };
  return { level, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } } };
}

/** The Content-Security-Policy directives (helmet's names). Exported for the test that reads them back. */
export function cspDirectives(config: AppConfig): Record<string, string[] | null> {
  const wsOrigin = (() => { try { return config.wsUrl ? new URL(config.wsUrl).origin : ''; } catch { return ''; } })();
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // antd's css-in-js writes <style> elements at run time: inline styles must stay allowed (scripts need not).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(wsOrigin ? [wsOrigin.replace(/^http/, 'ws'), wsOrigin] : [])],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // The product is served over plain HTTP on a LAN as often as behind TLS: do not force https sub-requests.
    upgradeInsecureRequests: null,
  };
}

export async function installEdge(app: FastifyInstance, config: AppConfig): Promise<void> {
  // gzip or brotli for JSON answers and static files, whichever the client asks for (above 4 KB: a 20-row page of
  // 3 KB cost 1.2 ms to compress at brotli 5, more than its SQL; brotli 4 is about as small and twice as fast).
  // The built web files are precompressed at build time and sent as they are (serveWebApp below): this compresses
  // the JSON answers (and any file without a twin). Answers up to 64 KB (every list page) are compressed in one
  // synchronous call (~0.1–0.3 ms for a 20 KB page) instead of through a zlib stream per request: the plugin's
  // default on 2 cores is 8 KB, and the stream's set-up, piping and buffers cost more than the compression itself.
  await app.register(fastifyCompress, {
    global: true, threshold: 4096, syncThreshold: 65536, encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Security headers by helmet (the one @fastify/helmet runs, with the same options), worked out once: every answer gets
  // the same headers, so the plugin's per-request helmet(options) — building its middlewares and parsing the CSP anew
  // for each request — is replaced by setting the recorded headers (securityHeaders; issue 16 "Cheap requests").
  const security = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // X-Frame-Options DENY as well as frame-ancestors 'none' (older browsers); HSTS is the TLS proxy's to set.
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (_req, reply, done) => { security(reply.raw); done(); });
  // Per-address limits for the routes that opt in (log-in, registration, recovery); keyed by req.ip, which is
  // the peer address unless trustProxy is configured.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => new AppError(Code.TOO_MANY, Msg.tooManyRequests, { retry_after_ms: ctx.ttl }),
  });
}

/** What helmet does to a response: header writes and removals, in its order. */
type HeaderOp = [name: string, value: string | number | readonly string[]] | [name: string];
interface HeaderTarget { setHeader(name: string, value: string | number | readonly string[]): unknown; removeHeader(name: string): unknown }

/**
 * helmet's headers for `options`, recorded once and replayed on each response in helmet's own order. helmet is the
 * module @fastify/helmet depends on (loaded from there, so it is the same version the plugin would run). Only
 * options whose headers do not depend on the request may be given (static directives, no nonces); a middleware
 * that does not finish synchronously, or at all, fails here at start-up.
 */
export function securityHeaders(options: Record<string, unknown>): (res: HeaderTarget) => void {
  const load = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
  const helmet = load('helmet') as (o: Record<string, unknown>) => (req: unknown, res: HeaderTarget, next: (err?: unknown) => void) => void;
  const ops: HeaderOp[] = [];
  let finished = false;
  helmet(options)({}, { setHeader: (k, v) => ops.push([k, v]), removeHeader: (k) => ops.push([k]) }, (err) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('securityHeaders: helmet did not finish synchronously');
  return (res) => {
    for (const op of ops) if (op.length === 2) res.setHeader(op[0], op[1]); else res.removeHeader(op[0]);
  };
}

/** /docs and /docs/json: a system administrator's session (header or the file cookie), unless API_DOCS=public. */
export function docsGuard(app: FastifyInstance, config: AppConfig) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (config.apiDocs === 'public') return;
    const user = await browserSession(app.services.db, req);
    if (user && isSystemAdmin(user)) return;
    return reply.status(user ? 403 : 401).header('content-type', 'application/json; charset=utf-8')
      .send({ code: user ? Code.NO_PERMISSION : Code.SESSION_EXPIRED, msg: user ? 'API文档仅对系统管理员开放' : '请先以系统管理员身份登录后再打开API文档', data: null });
  };
}

/**
 * Cache rule of a built web file (docs/decisions.md "Web delivery"): files under assets/ carry a content hash in
 * their name, so they are cached for a year and never revalidated; index.html names the current hashes, so it is
 * revalidated on every load; anything else (the logo) for an hour.
 */
export function webCacheControl(path: string): string {
  if (/[\\/]assets[\\/][^\\/]+$/.test(path)) return 'public, max-age=31536000, immutable';
  if (/\.html(\.br|\.gz)?$/.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

/** The encoding to send of the ones we hold, by the request's accept-encoding (br before gzip; q=0 refuses). */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (e: string) => (offered.get(e) ?? offered.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

/**
 * A first screen's static markup (web/src/app/layouts/login-shell.ts): `html` with %TA_PRODUCT_NAME%, %TA_YEAR%
 * and %TA_FILING% to fill, `filing` the footer's filing link with %TA_FILING_NUMBER%.
 */
interface Shell { html: string; filing: string }
/** Per address, the chunks and styles its first screen needs beyond index.html (written by the web build). */
type FirstScreens = Record<string, { js: string[]; css: string[]; shell?: Shell }>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shell's markup with the product name, the year and the filing number (each HTML-escaped) filled in. */
export function fillShell(shell: Shell, v: { productName: string; filingNumber: string; year: number }): string {
  const filing = v.filingNumber ? shell.filing.replaceAll('%TA_FILING_NUMBER%', escapeHtml(v.filingNumber)) : '';
  return shell.html.replaceAll('%TA_PRODUCT_NAME%', escapeHtml(v.productName)).replaceAll('%TA_YEAR%', String(v.year)).replaceAll('%TA_FILING%', filing);
}

/**
 * index.html with the first screen's files announced in its head, so they download beside the entry, and its
 * static markup (if any) inside `<div id="root">`, painted before the scripts run (React replaces it).
 */
export function withFirstScreen(html: string, files: { js: string[]; css: string[] }, markup = ''): string {
  const safe = (f: string) => /^\/[\w./-]+$/.test(f);
  const links = [
    ...files.css.filter(safe).map((f) => `<link rel="stylesheet" crossorigin href="${f}">`),
    ...files.js.filter(safe).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
  ];
  const page = markup ? html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`) : html;
  return links.length ? page.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : page;
}

/**
 * Serves the built web app from `dist`: each file under its own path, its precompressed twin (x.js.br, x.js.gz,
 * written by the web build) when the browser accepts br or gzip, with the cache rule above; every other GET that
 * is not an API path answers index.html (history routing), compressed and revalidated as well — for the log-in
 * page with its first screen's chunks preloaded and its layout as static markup (dist/.vite/first-screens.json),
 * with `site`'s product name and filing number (those /ServiceConfig.json answers).
 */
export async function serveWebApp(app: FastifyInstance, dist: string, site: { productName: string; filingNumber: string } = { productName: Msg.productName, filingNumber: '' }): Promise<void> {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  let screens: FirstScreens = {};
  try { screens = JSON.parse(readFileSync(join(dist, '.vite/first-screens.json'), 'utf8')) as FirstScreens; } catch { /* an older build: index.html alone */ }
  const variant = (text: string) => {
    const body = Buffer.from(text);
    return { identity: body, br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(body, { level: 9 }) };
  };
  const plain = variant(html);
  // Pages with a static shell carry the year in their footer: built again when the year turns (server local time).
  let year = new Date().getFullYear();
  const build = () => new Map(Object.entries(screens).map(([path, files]) =>
    [path, variant(withFirstScreen(html, files, files.shell ? fillShell(files.shell, { ...site, year }) : ''))]));
  let byPath = build();
  // The web build carries a ServiceConfig.json of its own (for the dev server); app.ts's route answers it here.
  await app.register(fastifyStatic, {
    root: dist, wildcard: false, index: false, preCompressed: true, cacheControl: false,
    globIgnore: ['ServiceConfig.json', '**/*.br', '**/*.gz'],
    setHeaders: (res, path) => {
      res.setHeader('cache-control', webCacheControl(path));
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // History routing: every deep link answers the app, API paths answer the envelope 404.
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || /^\/(api|user)\//.test(req.url)) return reply.status(404).send({ code: Code.NOT_FOUND, msg: '接口不存在', data: null });
    if (new Date().getFullYear() !== year) { year = new Date().getFullYear(); byPath = build(); }
    const page = byPath.get(req.url.split('?')[0]) ?? plain;
    const enc = pickEncoding(req.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (enc) reply.header('content-encoding', enc);
    return reply.send(page[enc ?? 'identity']);
  });
}
