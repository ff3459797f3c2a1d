/**
 * The masking walk (issue 17): every list and detail route of the route catalogue, called by a user who holds
 * every permission key with every action except canSeeInfo, answers no unmasked value of the seeded personal data
 * (phones, ID / passport numbers, addresses, bank accounts). Generated from the catalogue, so a new module's
 * routes are walked without editing this file; the seeded values are read from every table's personal columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allPermissionKeys, PERSONAL_FIELD, type Grant, type RoutePermission } from '@ta/contract';
import type { CatalogEntry } from '../src/platform/route';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, okData, type Org } from './fixtures';
import { idLike, objectOf, openApiOf, schemaOf, type OpenApiDoc } from './route-schemas';

let s: TestServer;
let admin: string;
let org: Org;
let doc: OpenApiDoc;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  org = await loadOrg(s, admin);
  doc = openApiOf(s);
});
afterAll(async () => { await s?.close(); });

const isKeyed = (e: CatalogEntry): e is CatalogEntry & { access: RoutePermission } => typeof e.access === 'object';

/** Every seeded value of a personal column (by the one rule's field names), long enough to be recognised. */
async function seededPersonalValues(): Promise<Map<string, string>> {
  const cols = (await s.database.db.execute(sql`select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying')`)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const out = new Map<string, string>();
  // The agency's own companies are not personal data: their phone, address and account are printed on every
  // contract (and are the examples of the contract placeholders); they are still masked by field name in answers.
  const own = new Set(['companies']);
  for (const c of cols.rows.filter((r) => PERSONAL_FIELD.test(r.column_name) && !own.has(r.table_name))) {
    const q = `select distinct "${c.column_name}" as v from "${c.table_name}" where "${c.column_name}" is not null`;
    const res = (await s.database.db.execute(sql.raw(q))) as unknown as { rows: { v: string }[] };
    for (const { v } of res.rows) {
      const t = String(v).trim();
      // Values that identify a person: at least 7 characters, not already masked.
      if (t.length >= 7 && !t.includes('*')) out.set(t, `${c.table_name}.${c.column_name}`);
    }
  }
  return out;
}

/** Calls a catalogued route the way a client would. */
async function call(e: CatalogEntry, token: string, body: Record<string, unknown>): Promise<{ code: number; text: string; data: unknown }> {
  let res: Response;
  if (e.method === 'POST') {
    res = await fetch(`${s.base}${e.path}`, { method: 'POST', headers: { secretKey: token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } else {
    const q = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
    res = await fetch(`${s.base}${e.path}${q ? `?${q}` : ''}`, { method: e.method, headers: { secretKey: token } });
  }
  const text = await res.text();
  if (!(res.headers.get('content-type') ?? '').includes('json')) return { code: res.status, text, data: null };
  const j = JSON.parse(text) as { code: number; data: unknown };
  return { code: j.code, text, data: j.data };
}

/** Every object found anywhere inside an answer. */
function objectsIn(v: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(v)) for (const x of v) objectsIn(x, out);
  else if (v && typeof v === 'object') { out.push(v as Record<string, unknown>); for (const x of Object.values(v)) objectsIn(x, out); }
  return out;
}

describe('masking walk', () => {
  it('answers no unmasked phone, ID, passport, address or bank account to a user without canSeeInfo', async () => {
    const secrets = await seededPersonalValues();
    expect(secrets.size, 'the demo seed holds personal data').toBeGreaterThan(10);

    // Every key to view (no action, so not canSeeInfo), over all data of the head office.
    const grants: Grant[] = allPermissionKeys().map((k) => ({ permissionKey: k, actions: [] }));
    const roleId = await createRole(s, admin, grants, '脱敏巡检角色');
    const u = await createUser(s, admin, [{ department_id: org.dept['总公司'], role_id: roleId, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['全部数据'] }]);
    const tok = await s.login(u.login_name);

    const reads = s.app.routeCatalog.filter((e) => isKeyed(e) && e.access.action === 'view')
      .sort((a, b) => a.path.localeCompare(b.path));
    expect(reads.length).toBeGreaterThan(100);

    // Values of id-like fields seen so far, by field name (and the ids of each list's rows, by path prefix).
    const seen = new Map<string, Set<number>>();
    const listIds = new Map<string, number[]>();
    const remember = (path: string, data: unknown) => {
      const rows = objectsIn(data);
      const prefix = path.replace(/\/[^/]+$/, '');
      for (const r of rows) {
        for (const [k, v] of Object.entries(r)) {
          if (!(idLike(k) || /_id$/.test(k)) || typeof v !== 'number' || v <= 0) continue;
          if (!seen.has(k)) seen.set(k, new Set());
          if (seen.get(k)!.size < 40) seen.get(k)!.add(v);
        }
        if (typeof r.id === 'number' && r.id > 0) {
          const l = listIds.get(prefix) ?? [];
          if (l.length < 8 && !l.includes(r.id)) l.push(r.id);
          listIds.set(prefix, l);
        }
      }
    };

    const leaks: string[] = [];
    const inspect = (e: CatalogEntry, body: Record<string, unknown>, text: string) => {
      for (const [v, where] of secrets) {
        if (text.includes(JSON.stringify(v).slice(1, -1))) leaks.push(`${e.path} ${JSON.stringify(body)}: ${where} ${v}`);
      }
    };

    const required = (e: CatalogEntry) => {
      const schema = schemaOf(doc, e);
      return { schema, ids: (schema.required ?? []).filter((k) => idLike(k)) };
    };
    // Lists first (no required id), then the detail-like routes with the ids the lists showed.
    const lists = reads.filter((e) => required(e).ids.length === 0);
    const details = reads.filter((e) => required(e).ids.length > 0);
    let answered = 0;
    for (const e of lists) {
      const body = { ...objectOf(required(e).schema), pageNo: 1, pageSize: 100 };
      let r = await call(e, tok, body);
      if (r.code === 400) r = await call(e, tok, objectOf(required(e).schema));
      if (r.code === 200) { answered++; remember(e.path, r.data); }
      inspect(e, body, r.text);
    }
    for (const e of details) {
      const { schema, ids } = required(e);
      const prefix = e.path.replace(/\/[^/]+$/, '');
      const candidates = (k: string): number[] => {
        if (k === 'id') return listIds.get(prefix) ?? [...(seen.get('id') ?? [])].slice(0, 3);
        const name = k.replace(/s$/, '');
        return [...(seen.get(k) ?? seen.get(name) ?? [])].slice(0, 8);
      };
      const first = candidates(ids[0]);
      for (const id of first) {
        const body: Record<string, unknown> = { ...objectOf(schema), pageNo: 1, pageSize: 100 };
        for (const k of ids) {
          const v = k === ids[0] ? id : candidates(k)[0];
          if (v === undefined) continue;
          body[k] = k.endsWith('ids') ? [v] : v;
        }
        const r = await call(e, tok, body);
        if (r.code === 200) { answered++; remember(e.path, r.data); }
        inspect(e, body, r.text);
      }
    }
    expect(answered, 'routes answered 200').toBeGreaterThan(100);
    expect([...new Set(leaks)]).toEqual([]);
  }, 600_000);
});
