/** Builds the HTTP server: envelope and errors, guard, OpenAPI, live channel, modules and the web app. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { agencyTimeZone, Code, DEFAULT_TIME_ZONE, HTTP_STATUS_OF_CODE, JSON_BODY_LIMIT_BYTES, Msg, setAgencyTimeZone, type FieldError } from '@ta/contract';
import type { Database } from './db/client';
import { docsGuard, installEdge, loggerOptions, serveWebApp } from './platform/edge';
import { AppError } from './platform/errors';
import { LiveHub } from './platform/live';
import { historyRoutes } from './platform/resource';
import { portOf } from './platform/module';
import { installGuard } from './platform/route';
import { installListExport } from './platform/list-export';
import type { AppConfig, Services } from './platform/services';
import { smartTokenService } from './platform/smart-token';
import { MODULES } from './modules';

export interface BuildOptions { database: Database; config?: Partial<AppConfig>; logger?: boolean }

export const DEFAULT_CONFIG: AppConfig = {
  productName: Msg.productName, filingNumber: '京ICP备00000000号-1', devPreview: true, wsUrl: '', timeZone: DEFAULT_TIME_ZONE,
};

export async function buildApp(o: BuildOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...DEFAULT_CONFIG, ...o.config };
  // The agency's time zone: the one setting behind every day boundary (contract dates.ts), set before anything runs.
  setAgencyTimeZone(config.timeZone);
  config.timeZone = agencyTimeZone();
  const app = Fastify({ logger: loggerOptions(!!o.logger), bodyLimit: JSON_BODY_LIMIT_BYTES, trustProxy: config.trustProxy ?? false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let live: LiveHub | undefined;
  const messages = portOf(MODULES, 'messages')(o.database.db, () => live!);
  live = new LiveHub(o.database.db, o.database.notifier, (uid) => messages.counts(uid));
  await live.start();
  const services: Services = { db: o.database.db, database: o.database, live, smartTokens: smartTokenService(o.database.db), messages, config };
  app.decorate('services', services);

  // An empty POST body is an empty object, so the schema answers with field messages.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const s = String(body ?? '').trim();
    if (!s) return done(null, {});
    try { done(null, JSON.parse(s)); } catch { done(new AppError(Code.BAD_INPUT, '请求数据不是有效的JSON') as unknown as FastifyError, undefined); }
  });
  app.addHook('preValidation', async (req) => { if (req.method === 'POST' && req.body === undefined) req.body = {}; });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    let code: number = Code.SERVER_ERROR;
    let msg: string = Msg.serverError;
    let data: unknown = null;
    if (err instanceof AppError) {
      ({ code, data } = err); msg = err.message;
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldError[] = err.validation.map((v) => ({ field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'), message: v.message ?? Msg.badInput }));
      code = Code.BAD_INPUT; msg = errors.map((e) => e.message).filter((m, i, a) => a.indexOf(m) === i).join('；') || Msg.badInput; data = { errors };
    } else if (pgCode(err) === '23505') {
      code = Code.CONFLICT; msg = '数据重复：该记录已存在';
    } else if (/^22/.test(pgCode(err))) {
      // A value the schema let through but the column cannot hold (out of range, bad format): the
      // transaction is already rolled back, so this is bad input, not a server error.
      code = Code.BAD_INPUT; msg = Msg.valueOutOfRange;
      req.log.warn({ err }, 'database refused a value');
    } else if (pgCode(err) === '23503') {
      code = Code.BAD_INPUT; msg = Msg.referenceMissing;
    } else if ((err as FastifyError).statusCode === 413) {
      code = Code.PAYLOAD_TOO_LARGE; msg = Msg.bodyTooLarge;
    } else if ((err as FastifyError).statusCode && (err as FastifyError).statusCode! < 500) {
      code = Code.BAD_INPUT; msg = Msg.badInput;
    } else {
      req.log.error(err);
    }
    reply.status(HTTP_STATUS_OF_CODE[code] ?? 500).send({ code, msg, data });
  });

  await installEdge(app, config);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.productName} API`, version: '0.1.0', description: '由 contract 包中的 zod 模式生成。所有接口均为 POST JSON，令牌放在请求头 secretKey；应答为信封 { code, msg, data }。' },
      components: { securitySchemes: { secretKey: { type: 'apiKey', in: 'header', name: 'secretKey', description: '登录（/api/account/login）得到的令牌' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true, uiHooks: { onRequest: docsGuard(app, config) } });
  await app.register(fastifyWebsocket);
  installGuard(app);
  installListExport(app);

  app.get('/ws', { websocket: true }, (socket) => live!.handle(socket));
  app.get('/ServiceConfig.json', async () => ({
    productName: config.productName, filingNumber: config.filingNumber, devPreview: config.devPreview, wsUrl: config.wsUrl, timeZone: config.timeZone,
  }));

  historyRoutes(app);
  for (const m of MODULES) m.routes?.(app);
  // Each module's start step runs when the server is ready; its stop function when the server closes.
  const stops: (() => void | Promise<void>)[] = [];
  app.addHook('onReady', async () => { for (const m of MODULES) { const stop = m.start?.(services, app); if (stop) stops.push(stop); } });
  app.addHook('onClose', async () => { for (const stop of stops.splice(0)) await stop(); });

  const dist = config.webDist;
  // The web app: precompressed files, a year's cache for hashed assets, index.html for deep links (edge.ts).
  if (dist && existsSync(join(dist, 'index.html'))) await serveWebApp(app, dist, config);
  else app.setNotFoundHandler((_req, reply) => reply.status(404).send({ code: Code.NOT_FOUND, msg: '接口不存在', data: null }));
  app.addHook('onClose', async () => { await o.database.close(); });
  return app;
}

/** The SQLSTATE of a database error, also when drizzle wraps it (DrizzleQueryError keeps it in `cause`). */
function pgCode(err: unknown): string {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : '';
}
