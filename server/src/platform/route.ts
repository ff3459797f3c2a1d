/**
 * The one way to declare a route: path, permission (key + action, or public / any logged-in user),
 * input schema, optional output schema (strips undeclared fields) and smartToken guard. The handler
 * gets validated input and the request context and returns data; the envelope is added here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { allows, Code, maskPersonalDeep, Msg, type RoutePermission } from '@ta/contract';
import type { DB } from '../db/client';
import { AppError, badInput, noPermission } from './errors';
import { resolveSession, type SessionUser } from './session';
import type { Services } from './services';

export type RouteAccess = RoutePermission | 'public' | 'session';

export interface RouteSpec<S extends z.ZodTypeAny> {
  path: string;
  method?: 'POST' | 'GET';
  access: RouteAccess;
  body?: S;
  out?: z.ZodTypeAny;
  /** Irreversible write: needs a fresh one-time smartToken header. */
  smartToken?: boolean;
  summary?: string;
  tag?: string;
  /** Requests per client address (@fastify/rate-limit, keyed by req.ip) in the time window; answered 429. */
  rateLimit?: { max: number; timeWindow: number };
  /** Body size limit in bytes when the route takes more than the 1 MB JSON limit (uploads, imports). */
  bodyLimit?: number;
}

export interface Ctx {
  db: DB;
  user: SessionUser;
  services: Services;
  req: FastifyRequest;
  reply: FastifyReply;
}
export interface PublicCtx extends Omit<Ctx, 'user'> { user: SessionUser | null }

export interface CatalogEntry { method: string; path: string; access: RouteAccess; smartToken: boolean; hasBody: boolean }

/** Called for every route defined (platform/list-export.ts gives each list route its export). */
export type ListRouteHook = (app: FastifyInstance, spec: RouteSpec<z.ZodTypeAny>, handler: (input: never, ctx: Ctx) => unknown) => void;

declare module 'fastify' {
  interface FastifyContextConfig { access?: RouteAccess; smartToken?: boolean }
  interface FastifyRequest { sessionUser?: SessionUser | null }
  interface FastifyInstance { routeCatalog: CatalogEntry[]; listRouteHook?: ListRouteHook }
}

export function ok<T>(data: T) { return { code: Code.OK, msg: 'ok', data }; }

export function defineRoute<S extends z.ZodTypeAny, R>(
  app: FastifyInstance,
  spec: RouteSpec<S>,
  handler: (input: z.infer<S>, ctx: Ctx) => Promise<R> | R,
): void {
  const services = app.services;
  app.route({
    method: spec.method ?? 'POST',
    url: spec.path,
    config: { access: spec.access, smartToken: !!spec.smartToken, ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) },
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      ...(spec.body ? (spec.method === 'GET' ? { querystring: spec.body } : { body: spec.body }) : {}),
      ...(spec.summary ? { summary: spec.summary } : {}),
      ...(spec.tag ? { tags: [spec.tag] } : {}),
    },
    handler: async (req, reply) => {
      const input = (spec.method === 'GET' ? req.query : req.body) as z.infer<S>;
      const ctx = { db: services.db, user: req.sessionUser as SessionUser, services, req, reply };
      let data: unknown = await handler(input, ctx);
      if (spec.out && data !== undefined && data !== null) data = spec.out.parse(data);
      if (data && typeof data === 'object' && masksPersonal(spec, ctx.user)) data = maskPersonalDeep(data);
      return ok(data ?? null);
    },
  });
  app.listRouteHook?.(app, spec as RouteSpec<z.ZodTypeAny>, handler as (input: never, ctx: Ctx) => unknown);
}

/**
 * The one masking rule of personal data (issue 17): the answer of a reading route (action 'view': lists, details,
 * look-ups) has every phone, ID / passport / card number, address, bank account and birthday masked (by field name,
 * contract PERSONAL_FIELD) unless the user holds canSeeInfo on the route's key. A detail (path ending in /detail)
 * stays whole for a user who may edit the record (canEditor): the edit form loads it and saves it back.
 */
export function masksPersonal(spec: RouteSpec<z.ZodTypeAny>, user: SessionUser | null | undefined): boolean {
  const a = spec.access;
  if (typeof a !== 'object' || a.action !== 'view' || !user) return false;
  if (allows(user.grants, { key: a.key, action: 'canSeeInfo' })) return false;
  if (/\/detail$/.test(spec.path) && allows(user.grants, { key: a.key, action: 'canEditor' })) return false;
  return true;
}

/** Guard: session (110) and permission (102) before the body is validated (400); smartToken after it. */
export function installGuard(app: FastifyInstance): void {
  const catalog: CatalogEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (opts) => {
    const access = (opts.config as { access?: RouteAccess } | undefined)?.access;
    const url = opts.url ?? '';
    if (!access) {
      // Only framework routes (static files, docs, the socket) may go without a declaration.
      if (/^\/(api|user)\//.test(url)) throw new Error(`route ${url} declares no permission`);
      return;
    }
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const m of methods) if (m !== 'HEAD') catalog.push({ method: m, path: url, access, smartToken: !!(opts.config as { smartToken?: boolean }).smartToken, hasBody: !!(opts.schema?.body || opts.schema?.querystring) });
  });
  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config as { access?: RouteAccess; smartToken?: boolean };
    const access = cfg?.access;
    if (!access) return;
    const token = headerOf(req, 'secretkey');
    if (access === 'public') {
      req.sessionUser = token ? await resolveSession(app.services.db, token).catch(() => null) : null;
      return;
    }
    const user = await resolveSession(app.services.db, token);
    req.sessionUser = user;
    if (access !== 'session' && !allows(user.grants, access)) throw noPermission();
  });
  // A NUL character cannot be stored (PostgreSQL text refuses it) and has no business in any input: refuse it
  // in every string (and key) of the body or query, before the schema and long before the database.
  app.addHook('preValidation', async (req) => {
    if (!(req.routeOptions.config as { access?: RouteAccess })?.access) return;
    const at = nulPath(req.body) ?? nulPath(req.query);
    if (at !== undefined) throw badInput(Msg.nulCharacter, [{ field: at || 'body', message: Msg.nulCharacter }]);
  });
  // The one-time token is spent after the input is validated, so bad input (400) does not waste it.
  app.addHook('preHandler', async (req) => {
    const cfg = req.routeOptions.config as { smartToken?: boolean };
    if (cfg?.smartToken && req.sessionUser) await app.services.smartTokens.consume(req.sessionUser.uid, headerOf(req, 'smarttoken'));
  });
}

/** The dotted path of the first string (or key) holding U+0000, or undefined when there is none. */
export function nulPath(v: unknown, path = ''): string | undefined {
  if (typeof v === 'string') return v.includes('\u0000') ? path : undefined;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) { const p = nulPath(v[i], path ? `${path}.${i}` : String(i)); if (p !== undefined) return p; }
  } else if (v && typeof v === 'object' && [Object, undefined].includes((v as { constructor?: unknown }).constructor as ObjectConstructor | undefined)) {
    // Plain objects only (parsed JSON; the query, whose prototype has no constructor): not streams or upload parts.
    for (const [k, x] of Object.entries(v)) {
      const kp = path ? `${path}.${k}` : k;
      if (k.includes('\u0000')) return kp;
      const p = nulPath(x, kp); if (p !== undefined) return p;
    }
  }
  return undefined;
}

export function headerOf(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export const SMART_TOKEN_ERRORS = { missing: Msg.smartTokenMissing, used: Msg.smartTokenUsed };
export { AppError };
