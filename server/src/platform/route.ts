/**
 * The one way to declare a route: path, permission (key + action, or public / any logged-in user),
 * input schema, optional output schema (strips undeclared fields) and smartToken guard. The handler
 * gets validated input and the request context and returns data; the envelope is added here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { allows, BIRTHDAY_FIELD, Code, envelopeOf, fileAnswer, maskField, maskPersonalDeep, Msg, PERSONAL_FIELD, type RoutePermission } from '@ta/contract';
import type { DB } from '../db/client';
import { AppError, badInput, noPermission } from './errors';
import { resolveSession, type SessionUser } from './session';
import { carriesPersonal, recordUnmaskedView } from './history';
import type { Services } from './services';

export type RouteAccess = RoutePermission | 'public' | 'session';

export interface RouteSpec<S extends z.ZodTypeAny> {
  path: string;
  method?: 'POST' | 'GET';
  access: RouteAccess;
  body?: S;
  /**
   * The answer's `data` (contract schemas; `fileAnswer` for a file download). The answer is parsed through it:
   * undeclared fields are stripped; under STRICT_ANSWERS=1 a mismatch or an undeclared field fails the request.
   */
  out?: z.ZodTypeAny;
  /** Irreversible write: needs a fresh one-time smartToken header. */
  smartToken?: boolean;
  summary?: string;
  tag?: string;
  /** Requests per client address (@fastify/rate-limit, keyed by req.ip) in the time window; answered 429. */
  rateLimit?: { max: number; timeWindow: number };
  /** Body size limit in bytes when the route takes more than the 1 MB JSON limit (uploads, imports). */
  bodyLimit?: number;
  /** The kind of record the answer shows (a resource route's table), named in the unmasked-view log; default the permission key. */
  record?: string;
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
  interface FastifyInstance { routeCatalog: CatalogEntry[]; listRouteHook?: ListRouteHook; routesWithoutAnswer: Set<string> }
}

export function ok<T>(data: T) { return { code: Code.OK, msg: 'ok', data }; }

export function defineRoute<S extends z.ZodTypeAny, R>(
  app: FastifyInstance,
  spec: RouteSpec<S>,
  handler: (input: z.infer<S>, ctx: Ctx) => Promise<R> | R,
): void {
  const services = app.services;
  const file = spec.out === fileAnswer;
  if (!spec.out) app.routesWithoutAnswer?.add(spec.path);
  app.route({
    method: spec.method ?? 'POST',
    url: spec.path,
    config: { access: spec.access, smartToken: !!spec.smartToken, ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) },
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      ...(spec.body ? (spec.method === 'GET' ? { querystring: spec.body } : { body: spec.body }) : {}),
      ...(spec.summary ? { summary: spec.summary } : {}),
      ...(spec.tag ? { tags: [spec.tag] } : {}),
      // For the OpenAPI document only: the handler has already checked the answer, so it is sent as it is.
      ...(spec.out && !file ? { response: { 200: envelopeOf(spec.out) } } : {}),
      ...(file ? { produces: ['application/octet-stream'] } : {}),
      ...(spec.access === 'public' ? {} : { security: [{ secretKey: [] }] }),
    },
    ...(spec.out && !file ? { serializerCompiler: () => (d: unknown) => JSON.stringify(d) } : {}),
    handler: async (req, reply) => {
      const input = (spec.method === 'GET' ? req.query : req.body) as z.infer<S>;
      const ctx = { db: services.db, user: req.sessionUser as SessionUser, services, req, reply };
      let data: unknown = await handler(input, ctx);
      const masks = masksPersonal(spec, ctx.user);
      // In service an answer to be masked is stripped and masked in one pass (maskingStripperOf): no second copy.
      if (spec.out && !file && data !== undefined && data !== null) {
        if (masks && !strictAnswers() && typeof data === 'object') return ok(maskingStripperOf(spec.out)(data, 0) ?? null);
        data = checkAnswer(spec.out, data, spec.path, req.log);
      }
      if (data && typeof data === 'object') {
        if (masks) data = maskPersonalDeep(data);
        // Personal values shown as they are to a user holding canSeeInfo: one log entry per request (issue 17).
        else if (seesPersonal(spec, ctx.user) && carriesPersonal(data)) {
          await recordUnmaskedView(ctx.db, spec.record ?? (spec.access as RoutePermission).key, spec.path, data, ctx.user);
        }
      }
      return ok(data ?? null);
    },
  });
  app.listRouteHook?.(app, spec as RouteSpec<z.ZodTypeAny>, handler as (input: never, ctx: Ctx) => unknown);
}

/** STRICT_ANSWERS=1 (API tests, journeys): an answer off its schema fails the request instead of being trimmed. */
const strictAnswers = () => process.env.STRICT_ANSWERS === '1';

/** Date values as JSON writes them (ISO strings), everything else as it is: what the schema is checked against. */
export function plainOf(v: unknown): unknown {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  if (Array.isArray(v)) return v.map(plainOf);
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) o[k] = plainOf(x);
    return o;
  }
  return v;
}

/** Dotted paths of fields present in `given` and absent from what the schema kept (`kept`). */
export function undeclaredFields(given: unknown, kept: unknown, path = '', acc: string[] = []): string[] {
  if (acc.length > 20) return acc;
  if (Array.isArray(given) && Array.isArray(kept)) {
    given.forEach((g, i) => undeclaredFields(g, kept[i], `${path}[${i}]`, acc));
  } else if (given && typeof given === 'object' && kept && typeof kept === 'object' && !Array.isArray(given)) {
    for (const [k, v] of Object.entries(given)) {
      const p = path ? `${path}.${k}` : k;
      if (!(k in kept)) { if (v !== undefined) acc.push(p); } else undeclaredFields(v, (kept as Record<string, unknown>)[k], p, acc);
    }
  }
  return acc;
}

/** A fault of our own answer (not the caller's): a 500 with the path named in the log. */
export class AnswerMismatch extends Error {}

/**
 * The answer through its schema. In service the answer is stripped to the declared fields (never sent with an
 * undeclared one); under STRICT_ANSWERS=1 (tests) it is parsed, and a mismatch or an undeclared field throws.
 */
export function checkAnswer(out: z.ZodTypeAny, data: unknown, where: string, log?: { error: (o: object, m: string) => void }): unknown {
  // In service only the stripping is needed (the tests prove the types): one pass of a stripper compiled once per
  // schema (stripperOf) copies the declared fields and writes dates as JSON does (no plainOf copy, no per-request
  // walk of the schema's definition: about a quarter of a list request's allocations, docs/performance.md).
  if (!strictAnswers()) return stripperOf(out)(data);
  const plain = plainOf(data);
  const r = out.safeParse(plain);
  if (r.success) {
    const extra = undeclaredFields(plain, r.data);
    if (extra.length) throw new AnswerMismatch(`answer of ${where} carries undeclared fields: ${extra.join(', ')}`);
    // The service path (stripperOf) proven on every answer of the tests: it must give what stripTo gives.
    const stripped = stripperOf(out)(data);
    if (JSON.stringify(stripped) !== JSON.stringify(stripTo(out, plain))) throw new AnswerMismatch(`answer of ${where}: the compiled stripper differs from stripTo`);
    // …and the masking one (the service path of an answer to a user without canSeeInfo) gives what masking the stripped answer gives.
    if (data && typeof data === 'object' && JSON.stringify(maskingStripperOf(out)(data, 0)) !== JSON.stringify(maskPersonalDeep(stripped))) {
      throw new AnswerMismatch(`answer of ${where}: the masking stripper differs from maskPersonalDeep`);
    }
    return r.data;
  }
  const issues = r.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  log?.error({ where, issues }, 'answer does not match its schema');
  throw new AnswerMismatch(`answer of ${where} does not match its schema: ${issues}`);
}

type Def = { type: string; innerType?: z.ZodTypeAny; in?: z.ZodTypeAny; out?: z.ZodTypeAny; element?: z.ZodTypeAny; options?: z.ZodTypeAny[]; shape?: Record<string, z.ZodTypeAny> };
const defOf = (s: z.ZodTypeAny) => (s as unknown as { _zod: { def: Def } })._zod.def;

type Strip = (v: unknown) => unknown;
const stripCache = new WeakMap<z.ZodTypeAny, Strip>();
/** A value that is not an object or array: dates as JSON writes them (an invalid date null), other objects dropped. */
const stripLeaf: Strip = (v) => (v instanceof Date ? (Number.isNaN(v.getTime()) ? null : v.toISOString()) : typeof v === 'object' && v !== null ? undefined : v);
const LEAF_TYPES = new Set(['string', 'number', 'int', 'boolean', 'bigint', 'literal', 'enum', 'null', 'undefined', 'date', 'nan', 'template_literal', 'void', 'never', 'symbol']);
/** Does stripTo keep a value of this schema as a leaf (no object or array inside)? */
const isLeaf = (s: z.ZodTypeAny): boolean => {
  const d = defOf(s);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(d.type)) return isLeaf(d.innerType!);
  if (d.type === 'pipe') return isLeaf(d.in!);
  if (d.type === 'union') return (d.options ?? []).every(isLeaf);
  return LEAF_TYPES.has(d.type);
};

/**
 * stripTo(s, plainOf(v)) as one function built once per schema (cached): the same fields kept, the same dates
 * written as ISO strings, in one pass without a copy of the whole answer first. Unions whose options are all
 * leaves (string | number, enums, literals) take no trial parse; other unions pick their option as stripTo does.
 */
export function stripperOf(s: z.ZodTypeAny): Strip {
  const hit = stripCache.get(s);
  if (hit) return hit;
  // A recursive schema (lazy) meets itself while being built: it calls the finished stripper through this cell.
  let built: Strip | undefined;
  stripCache.set(s, (v) => built!(v));
  built = buildStripper(s);
  stripCache.set(s, built);
  return built;
}

function buildStripper(s: z.ZodTypeAny): Strip {
  const d = defOf(s);
  switch (d.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional': {
      const inner = stripperOf(d.innerType!);
      return (v) => (v === null || v === undefined ? v : inner(v));
    }
    case 'pipe': return stripperOf(d.in!);
    case 'lazy': {
      let inner: Strip | undefined;
      const getter = (s as unknown as { _zod: { def: { getter: () => z.ZodTypeAny } } })._zod.def.getter;
      return (v) => (inner ??= stripperOf(getter()))(v);
    }
    case 'array': {
      const el = stripperOf(d.element!);
      return (v) => {
        if (!Array.isArray(v)) return undefined;
        const out = new Array<unknown>(v.length);
        for (let i = 0; i < v.length; i++) out[i] = el(v[i]);
        return out;
      };
    }
    case 'object': {
      const shape = (s as z.ZodObject).shape as Record<string, z.ZodTypeAny>;
      const keys = Object.keys(shape);
      const fns = keys.map((k) => stripperOf(shape[k]));
      const literal = literalBuilder(keys);
      return (v) => {
        if (!v || typeof v !== 'object' || Array.isArray(v) || v instanceof Date) return undefined;
        const src = v as Record<string, unknown>;
        const fast = literal(src, fns, 0);
        if (fast) return fast;
        const o: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) if (keys[i] in src) o[keys[i]] = fns[i](src[keys[i]]);
        return o;
      };
    }
    case 'union': {
      const opts = d.options ?? [];
      if (opts.every(isLeaf)) return stripLeaf;
      return (v) => {
        const plain = plainOf(v);
        const fit = opts.find((o) => o.safeParse(plain).success) ?? opts.find((o) => defOf(o).type === 'object') ?? opts[0];
        return fit ? stripperOf(fit)(v) : undefined;
      };
    }
    case 'record': case 'any': case 'unknown': return plainOf;
    default: return stripLeaf;
  }
}

/** A maskable string as maskField leaves it (the masking stripper's write of a maskable key). */
const maskValue = (k: string, x: unknown) => (typeof x === 'string' ? maskField(k, x) : x);
type ObjectLiteral = (src: Record<string, unknown>, fns: ((v: unknown, depth: number) => unknown)[], depth: number, mask: typeof maskValue) => Record<string, unknown>;
/** At most this many sets of present keys get a literal per object schema; others are copied key by key. */
const MAX_LITERALS = 16;

/**
 * An object stripper's copy as one object literal of the declared keys `src` holds, compiled once per set of present
 * keys: the same keys, values and order as writing them one by one (`o[k] = fn(src[k])` in declared order), but V8
 * keeps a literal's object in fast mode, where 20+ keyed writes make it a dictionary (larger, slower to read and to
 * serialize). With `maskable`, those keys' values go through maskValue. Undefined when the copy should be made key by
 * key: too many key sets, or a key a literal would not write as an own property (`__proto__`).
 */
function literalBuilder(keys: string[], maskable?: boolean[]): (src: Record<string, unknown>, fns: ((v: unknown, depth: number) => unknown)[], depth: number) => Record<string, unknown> | undefined {
  const shapes = new Map<string, ObjectLiteral>();
  const usable = !keys.includes('__proto__');
  return (src, fns, depth) => {
    if (!usable) return undefined;
    let missing = '';
    for (let i = 0; i < keys.length; i++) if (!(keys[i] in src)) missing += `${i},`;
    let make = shapes.get(missing);
    if (!make) {
      if (shapes.size >= MAX_LITERALS) return undefined;
      const absent = new Set(missing.split(',').filter(Boolean).map(Number));
      const parts = keys.flatMap((k, i) => {
        if (absent.has(i)) return [];
        const key = JSON.stringify(k);
        const value = `f[${i}](s[${key}], d)`;
        return [`${key}: ${maskable?.[i] ? `m(${key}, ${value})` : value}`];
      });
      make = new Function('s', 'f', 'd', 'm', `return {${parts.join(', ')}};`) as ObjectLiteral;
      shapes.set(missing, make);
    }
    return make(src, fns, depth, maskValue);
  };
}

type MaskStrip = (v: unknown, depth: number) => unknown;
const maskStripCache = new WeakMap<z.ZodTypeAny, MaskStrip>();
/** Whether maskField may change a string under this key (PERSONAL_FIELD or BIRTHDAY_FIELD): decided once per declared key. */
const maskableKey = (k: string) => PERSONAL_FIELD.test(k) || BIRTHDAY_FIELD.test(k);
/** maskPersonalDeep's depth limit: below it nothing is masked. */
const MASK_DEPTH = 12;

/**
 * maskPersonalDeep(stripperOf(s)(v)) in one pass (the answer of a reading route to a user without canSeeInfo, issue 17):
 * each declared string field whose key the one rule names (PERSONAL_FIELD, BIRTHDAY_FIELD) goes through maskField as it
 * is copied, at the depths maskPersonalDeep masks (`depth` as it counts it: the answer 0); undeclared free-form values
 * (record, any) are masked by maskPersonalDeep itself. Under STRICT_ANSWERS every answer of the tests proves it equal.
 */
export function maskingStripperOf(s: z.ZodTypeAny): MaskStrip {
  const hit = maskStripCache.get(s);
  if (hit) return hit;
  let built: MaskStrip | undefined;
  maskStripCache.set(s, (v, depth) => built!(v, depth));
  built = buildMaskingStripper(s);
  maskStripCache.set(s, built);
  return built;
}

function buildMaskingStripper(s: z.ZodTypeAny): MaskStrip {
  const d = defOf(s);
  const plain = stripperOf(s);
  switch (d.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional': {
      const inner = maskingStripperOf(d.innerType!);
      return (v, depth) => (v === null || v === undefined ? v : inner(v, depth));
    }
    case 'pipe': return maskingStripperOf(d.in!);
    case 'lazy': {
      let inner: MaskStrip | undefined;
      const getter = (s as unknown as { _zod: { def: { getter: () => z.ZodTypeAny } } })._zod.def.getter;
      return (v, depth) => (inner ??= maskingStripperOf(getter()))(v, depth);
    }
    case 'array': {
      const el = maskingStripperOf(d.element!);
      return (v, depth) => {
        if (depth > MASK_DEPTH) return plain(v);
        if (!Array.isArray(v)) return undefined;
        const out = new Array<unknown>(v.length);
        for (let i = 0; i < v.length; i++) out[i] = el(v[i], depth + 1);
        return out;
      };
    }
    case 'object': {
      const shape = (s as z.ZodObject).shape as Record<string, z.ZodTypeAny>;
      const keys = Object.keys(shape);
      const fns = keys.map((k) => maskingStripperOf(shape[k]));
      const maskable = keys.map(maskableKey);
      const literal = literalBuilder(keys, maskable);
      return (v, depth) => {
        if (depth > MASK_DEPTH) return plain(v);
        if (!v || typeof v !== 'object' || Array.isArray(v) || v instanceof Date) return undefined;
        const src = v as Record<string, unknown>;
        const fast = literal(src, fns, depth + 1);
        if (fast) return fast;
        const o: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) {
          const k = keys[i];
          if (!(k in src)) continue;
          const x = fns[i](src[k], depth + 1);
          o[k] = maskable[i] && typeof x === 'string' ? maskField(k, x) : x;
        }
        return o;
      };
    }
    case 'union': {
      const opts = d.options ?? [];
      if (opts.every(isLeaf)) return stripLeaf;
      return (v, depth) => {
        if (depth > MASK_DEPTH) return plain(v);
        const p = plainOf(v);
        const fit = opts.find((o) => o.safeParse(p).success) ?? opts.find((o) => defOf(o).type === 'object') ?? opts[0];
        return fit ? maskingStripperOf(fit)(v, depth) : undefined;
      };
    }
    case 'record': case 'any': case 'unknown': return (v, depth) => maskPersonalDeep(plainOf(v), depth);
    default: return stripLeaf;
  }
}

/** Keep only the declared fields of `v` (by the schema's shape, without checking types): the fallback of checkAnswer. */
export function stripTo(s: z.ZodTypeAny, v: unknown): unknown {
  const d = defOf(s);
  switch (d.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return v === null || v === undefined ? v : stripTo(d.innerType!, v);
    case 'pipe': return stripTo(d.in!, v);
    case 'lazy': return stripTo((s as unknown as { _zod: { def: { getter: () => z.ZodTypeAny } } })._zod.def.getter(), v);
    case 'array': return Array.isArray(v) ? v.map((x) => stripTo(d.element!, x)) : undefined;
    case 'object': {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
      const shape = (s as z.ZodObject).shape as Record<string, z.ZodTypeAny>;
      const o: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(shape)) if (k in (v as object)) o[k] = stripTo(x, (v as Record<string, unknown>)[k]);
      return o;
    }
    case 'union': {
      const opts = d.options ?? [];
      const fit = opts.find((o) => o.safeParse(v).success) ?? opts.find((o) => defOf(o).type === 'object') ?? opts[0];
      return fit ? stripTo(fit, v) : undefined;
    }
    case 'record': case 'any': case 'unknown': return v;
    default: return typeof v === 'object' && v !== null ? undefined : v;
  }
}

/**
 * The one masking rule of personal data (issue 17): the answer of a reading route (action 'view': lists, details,
 * look-ups) or of a write that answers the record (canAdd, canEditor) has every phone, ID / passport / card number, address, bank account and birthday masked (by field name,
 * contract PERSONAL_FIELD) unless the user holds canSeeInfo on the route's key — details too, also for a user who
 * may edit the record: an edit form saves the masked values back, and the update keeps the stored values of
 * fields sent back masked (platform/data.ts restoreMasked).
 */
export function masksPersonal(spec: RouteSpec<z.ZodTypeAny>, user: SessionUser | null | undefined): boolean {
  const a = spec.access;
  if (typeof a !== 'object' || !['view', 'canAdd', 'canEditor'].includes(a.action) || !user) return false;
  if (allows(user.grants, { key: a.key, action: 'canSeeInfo' })) return false;
  return true;
}

/** The other side of masksPersonal: a reading route whose answer goes out unmasked because the user holds canSeeInfo (logged). */
export function seesPersonal(spec: RouteSpec<z.ZodTypeAny>, user: SessionUser | null | undefined): boolean {
  const a = spec.access;
  return typeof a === 'object' && a.action === 'view' && a.key !== '*' && !!user && allows(user.grants, { key: a.key, action: 'canSeeInfo' });
}

/** Guard: session (110) and permission (102) before the body is validated (400); smartToken after it. */
export function installGuard(app: FastifyInstance): void {
  const catalog: CatalogEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.decorate('routesWithoutAnswer', new Set<string>());
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
