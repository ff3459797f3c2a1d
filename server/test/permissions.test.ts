/**
 * Who may call what: the route catalog as a reviewed file snapshot, every API route declared, and the
 * 102 matrix driven by the catalog itself (so a new module's routes are covered without editing this file).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ACTION_FLAGS, allPermissionKeys, Msg, type Grant, type RoutePermission } from '@ta/contract';
import { installGuard, type CatalogEntry } from '../src/platform/route';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, type Org } from './fixtures';

let s: TestServer;
let admin: string;
let org: Org;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
});
afterAll(async () => { await s?.close(); });

const rel = (role_id: number) => ({ department_id: org.dept['总公司'], role_id, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['全部数据'] });
const isKeyed = (e: CatalogEntry): e is CatalogEntry & { access: RoutePermission } => typeof e.access === 'object';
const accessText = (e: CatalogEntry) => (isKeyed(e) ? `${e.access.key}:${e.access.action}` : e.access);
const catalog = () => [...s.app.routeCatalog].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));

/** Calls a catalog route the way a client would (POST JSON body, GET query string). */
async function call(e: CatalogEntry, token?: string, body: Record<string, unknown> = {}) {
  const headers: Record<string, string> = token ? { secretKey: token } : {};
  let res: Response;
  if (e.method === 'POST') {
    res = await fetch(`${s.base}${e.path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } else {
    const q = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
    res = await fetch(`${s.base}${e.path}${q ? `?${q}` : ''}`, { method: e.method, headers });
  }
  // A file answer (an Excel template) is not an envelope: it was let through.
  if (!(res.headers.get('content-type') ?? '').includes('json')) return { status: res.status, code: res.status, msg: '', data: null, headers: res.headers };
  const j = (await res.json()) as { code: number; msg: string; data: unknown };
  return { status: res.status, code: j.code, msg: j.msg, data: j.data, headers: res.headers };
}

/** Every route Fastify knows, with full paths (parsed from printRoutes). */
function registeredRoutes(): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of s.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = full;
    out.push({ path: full, methods: m[3].split(',').map((x) => x.trim()) });
  }
  return out;
}

describe('route catalog', () => {
  it('matches the reviewed snapshot (method, path, access, smartToken)', async () => {
    const lines = catalog().map((e) => `${e.method.padEnd(4)} ${e.path.padEnd(48)} ${accessText(e)}${e.smartToken ? '  smartToken' : ''}`);
    expect(new Set(lines).size).toBe(lines.length);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/route-catalog.txt');
  });

  it('holds every /api/ and /user/ route with a permission declaration', () => {
    const all = registeredRoutes();
    expect(all.map((r) => r.path)).toContain('/api/account/login');
    expect(all.map((r) => r.path)).toContain('/ws');
    const api = all.filter((r) => /^\/(api|user)\//.test(r.path));
    expect(api.length).toBeGreaterThan(40);
    for (const r of api) {
      for (const m of r.methods.filter((x) => x !== 'HEAD')) {
        const e = s.app.routeCatalog.find((c) => c.path === r.path && c.method === m);
        expect(e, `${m} ${r.path} is not in the catalog`).toBeTruthy();
        expect(e!.access, `${m} ${r.path}`).toBeTruthy();
      }
    }
    // …and the OpenAPI document lists no API path the catalog lacks.
    const doc = (s.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!/^\/(api|user)\//.test(path)) continue;
      for (const m of Object.keys(ops)) expect(s.app.routeCatalog.some((c) => c.path === path && c.method === m.toUpperCase()), `${m} ${path}`).toBe(true);
    }
    // The catalog holds nothing Fastify does not serve.
    for (const e of s.app.routeCatalog) expect(all.some((r) => r.path === e.path && r.methods.includes(e.method)), `${e.method} ${e.path}`).toBe(true);
  });

  it('declares only known permission keys and action flags', () => {
    const keys = new Set(allPermissionKeys());
    const actions = new Set<string>([...ACTION_FLAGS, 'view']);
    for (const e of s.app.routeCatalog) {
      if (!isKeyed(e)) { expect(['public', 'session']).toContain(e.access); continue; }
      expect(keys.has(e.access.key), `${e.path}: unknown key ${e.access.key}`).toBe(true);
      expect(actions.has(e.access.action), `${e.path}: unknown action ${e.access.action}`).toBe(true);
    }
    // Public routes are exactly the log-in family.
    expect(s.app.routeCatalog.filter((e) => e.access === 'public').map((e) => e.path).sort())
      .toEqual(['/api/account/login', '/api/account/recover', '/api/account/register']);
  });

  it('refuses to register an API route without a declaration', () => {
    const f = Fastify();
    installGuard(f);
    expect(() => f.post('/api/undeclared', async () => 'x')).toThrow(/declares no permission/);
    expect(() => f.post('/user/undeclared', async () => 'x')).toThrow(/declares no permission/);
    expect(() => f.get('/other', async () => 'x')).not.toThrow();
    expect(f.routeCatalog).toEqual([]);
  });
});

describe('102 matrix', () => {

  it('answers 102 on every keyed route to a role with no permissions', { timeout: 300_000 }, async () => {
    const roleId = await createRole(s, admin, [], '无权限角色');
    const u = await createUser(s, admin, [rel(roleId)]);
    const tok = await s.login(u.login_name);
    // The session itself works, and its permission tree carries no key.
    expect((await s.api('/user/getLoginUser', {}, tok)).code).toBe(200);
    const tree = okData(await s.api<unknown[]>('/api/permission/getUserPermissionTree', {}, tok));
    expect(JSON.stringify(tree)).not.toContain('permissionKey');
    const keyed = s.app.routeCatalog.filter(isKeyed);
    expect(keyed.length).toBeGreaterThan(30);
    for (const e of keyed) {
      const r = await call(e, tok);
      expect([r.status, r.code, r.msg], `${e.method} ${e.path}`).toEqual([403, 102, Msg.noPermission]);
    }
  });

  it('needs exactly the declared key and action: all other grants do not help, the one grant suffices', async () => {
    const everything = allPermissionKeys();
    // One pair of roles per distinct (key, action) of the catalog.
    const pairs = new Map<string, { key: string; action: string; routes: CatalogEntry[] }>();
    for (const e of s.app.routeCatalog.filter(isKeyed)) {
      const id = `${e.access.key}:${e.access.action}`;
      if (!pairs.has(id)) pairs.set(id, { key: e.access.key, action: e.access.action, routes: [] });
      pairs.get(id)!.routes.push(e);
    }
    expect([...pairs.values()].some((p) => p.action !== 'view')).toBe(true);
    // One user with two role relations; the two roles are re-granted for each pair (a role change applies
    // to open sessions at once, so no new log-in is needed).
    const roles = { without: { id: await createRole(s, admin, []), version: 1, code: '' }, with: { id: await createRole(s, admin, []), version: 1, code: '' } };
    for (const r of Object.values(roles)) {
      const d = okData(await s.api<{ code: string; version: number }>('/api/role/detail', { id: r.id }, admin));
      Object.assign(r, { code: d.code, version: d.version });
    }
    const u = await createUser(s, admin, [rel(roles.without.id), rel(roles.with.id)]);
    const tok = await s.login(u.login_name);
    const rels = okData(await s.api<{ user_auth_relation_id: number; role_name: string }[]>('/api/account/getUserAuthRelations', {}, tok));
    expect(rels).toHaveLength(2);
    const regrant = async (r: typeof roles.with, permissions: Grant[]) => {
      const d = okData(await s.api<{ version: number }>('/api/role/update', { id: r.id, version: r.version, name: `矩阵角色${r.code}`, code: r.code, permissions }, admin), 'role update');
      r.version = d.version;
    };
    const useRelation = async (i: number) => okData(await s.api('/api/account/switchRole', { user_auth_relation_id: rels[i].user_auth_relation_id }, tok), 'switchRole');
    let checked = 0;
    for (const { key, action, routes } of pairs.values()) {
      // Without: every other key with every action; the route's key with every action but this one
      // (for 'view' routes: the key is not granted at all).
      const without: Grant[] = everything.flatMap((k) => {
        if (k !== key) return [{ permissionKey: k, actions: [...ACTION_FLAGS] }];
        return action === 'view' ? [] : [{ permissionKey: k, actions: ACTION_FLAGS.filter((a) => a !== action) }];
      });
      // With: only this key, with only this action (none for 'view').
      const withIt: Grant[] = [{ permissionKey: key, actions: action === 'view' ? [] : [action as (typeof ACTION_FLAGS)[number]] }];
      await regrant(roles.without, without);
      await regrant(roles.with, withIt);
      await useRelation(0);
      for (const e of routes) {
        const r = await call(e, tok);
        expect([r.status, r.code, r.msg], `without ${key}:${action} → ${e.path}`).toEqual([403, 102, Msg.noPermission]);
      }
      await useRelation(1);
      for (const e of routes) {
        const r = await call(e, tok);
        expect(r.code, `with ${key}:${action} → ${e.path} (${r.msg})`).not.toBe(102);
        expect(r.status, `with ${key}:${action} → ${e.path}`).not.toBe(403);
        checked++;
      }
    }
    expect(checked).toBe(s.app.routeCatalog.filter(isKeyed).length);
  }, 600_000);
});

describe('session and public routes', () => {
  it('answer 110 without a token on every non-public route', async () => {
    const guarded = s.app.routeCatalog.filter((e) => e.access !== 'public');
    expect(guarded.filter((e) => e.access === 'session').length).toBeGreaterThan(5);
    for (const e of guarded) {
      const r = await call(e);
      expect([r.status, r.code, r.msg], `${e.method} ${e.path}`).toEqual([401, 110, Msg.sessionExpired]);
    }
  });

  it('answer without a session on public routes (never 110 or 102)', async () => {
    for (const e of s.app.routeCatalog.filter((x) => x.access === 'public')) {
      const r = await call(e);
      expect([110, 102], `${e.path}`).not.toContain(r.code);
    }
  });

  it('session routes work for any logged-in user, whatever the role', async () => {
    const roleId = await createRole(s, admin, []);
    const u = await createUser(s, admin, [rel(roleId)]);
    const tok = await s.login(u.login_name);
    for (const e of s.app.routeCatalog.filter((x) => x.access === 'session' && !x.hasBody && x.path !== '/api/account/logout')) {
      const r = await call(e, tok);
      expect([r.status, r.code], `${e.path} ${r.msg}`).toEqual([200, 200]);
    }
  });
});
