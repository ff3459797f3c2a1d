/**
 * The HTTP edge (docs/decisions.md "Edge"): compression, security headers with a Content-Security-Policy the
 * built web app passes, per-address rate limits (routes opt in with `rateLimit`), the 1 MB JSON body limit and
 * who may open /docs. Registered by app.ts before any route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
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
  // gzip or brotli for JSON answers and static files, whichever the client asks for (above 1 KB).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // X-Frame-Options DENY as well as frame-ancestors 'none' (older browsers); HSTS is the TLS proxy's to set.
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  // Per-address limits for the routes that opt in (log-in, registration, recovery); keyed by req.ip, which is
  // the peer address unless trustProxy is configured.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => new AppError(Code.TOO_MANY, Msg.tooManyRequests, { retry_after_ms: ctx.ttl }),
  });
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
