/**
 * Every route that takes input refuses input that is wrong for its schema with HTTP 400, code 400, a Chinese
 * message and a per-field list — and writes nothing. The routes come from the catalog and the wrong body is
 * derived from each route's published (OpenAPI) schema, so new routes are covered without editing this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../src/platform/route';
import { hasChinese, startServer, type TestServer } from './harness';
import { tableCounts } from './fixtures';
import { openApiOf, schemaOf as publishedSchema, type JsonSchema, type OpenApiDoc } from './route-schemas';

let s: TestServer;
let admin: string;
let doc: OpenApiDoc;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  doc = openApiOf(s);
});
afterAll(async () => { await s?.close(); });

const schemaOf = (e: CatalogEntry) => publishedSchema(doc, e);

/** A value of the wrong type for a property schema. */
function wrongValueFor(p: JsonSchema): unknown {
  const type = [p.type ?? p.anyOf?.[0]?.type].flat()[0];
  if (p.enum) return '__not_one_of_them__';
  switch (type) {
    case 'integer': case 'number': return 'x';
    case 'boolean': return 'x';
    case 'array': return 'x';
    case 'object': return 'x';
    default: return { wrong: true };
  }
}

/**
 * A body that is wrong for the schema: `{}` when the schema requires fields; `{ pageNo: 0 }` for list
 * routes (everything optional, paging present); otherwise every declared field with a value of the wrong type.
 */
function wrongBody(schema: JsonSchema): Record<string, unknown> {
  if (schema.required?.length) return {};
  const props = schema.properties ?? {};
  if ('pageNo' in props) return { pageNo: 0 };
  const entries = Object.entries(props);
  if (!entries.length) throw new Error('this schema accepts any body: give it at least one declared field');
  return Object.fromEntries(entries.map(([k, p]) => [k, wrongValueFor(p)]));
}

async function send(e: CatalogEntry, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  if (e.method === 'POST') return s.api<{ errors: { field: string; message: string }[] }>(e.path, body, admin, headers);
  const q = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  const res = await fetch(`${s.base}${e.path}?${q}`, { method: e.method, headers: { secretKey: admin } });
  const j = (await res.json()) as { code: number; msg: string; data: { errors: { field: string; message: string }[] } };
  return { status: res.status, code: j.code, msg: j.msg, data: j.data, headers: res.headers };
}

const okToken = (d: { smartToken: string }) => d.smartToken;

describe('bad input on every route with a body', () => {
  it('answers 400 with Chinese field messages and writes nothing', async () => {
    const routes = s.app.routeCatalog.filter((e) => e.hasBody);
    expect(routes.length).toBeGreaterThan(35);
    const seen = { empty: 0, paging: 0 };
    for (const e of routes) {
      const schema = schemaOf(e);
      const body = wrongBody(schema);
      if (Object.keys(body).length === 0) seen.empty++; else if ('pageNo' in body) seen.paging++;
      // Irreversible writes pass the smartToken guard first, so the input check is what answers.
      const headers = e.smartToken ? { smartToken: okToken((await s.api<{ smartToken: string }>('/api/common/smartToken', {}, admin)).data) } : undefined;
      const before = await tableCounts(s);
      const r = await send(e, body, headers);
      const what = `${e.method} ${e.path} ${JSON.stringify(body)} → ${r.code} ${r.msg}`;
      expect([r.status, r.code], what).toEqual([400, 400]);
      expect(hasChinese(r.msg), what).toBe(true);
      const errors = r.data?.errors;
      expect(Array.isArray(errors) && errors.length > 0, what).toBe(true);
      const declared = Object.keys(schema.properties ?? {});
      for (const err of errors) {
        expect(err.field, what).toBeTruthy();
        expect(declared, `${what}: error field ${err.field}`).toContain(err.field.split('.')[0]);
        expect(hasChinese(err.message), `${what}: ${err.message}`).toBe(true);
      }
      // A required field left out is named.
      for (const f of Object.keys(body).length === 0 ? schema.required ?? [] : []) {
        expect(errors.map((x) => x.field), `${what}: required ${f}`).toContain(f);
      }
      expect(await tableCounts(s), `${what} wrote rows`).toEqual(before);
    }
    // Both kinds of wrong input were exercised (inputs with required fields, and list paging).
    expect(seen.empty).toBeGreaterThan(10);
    expect(seen.paging).toBeGreaterThan(5);
  }, 600_000);

  it('names every wrong field of a malformed write', async () => {
    const before = await tableCounts(s);
    const r = await s.api<{ errors: { field: string; message: string }[] }>('/api/account/add',
      { login_name: '', user_name: '', password: '1', relations: [{ department_id: 'x', role_id: 1, position_id: 1, data_permission_id: 1 }] }, admin);
    expect([r.status, r.code]).toEqual([400, 400]);
    expect([...new Set(r.data.errors.map((e) => e.field))].sort()).toEqual(['login_name', 'password', 'relations.0.department_id', 'user_name']);
    expect(r.msg).toContain('请输入登录名');
    const u = await s.api<{ errors: { field: string }[] }>('/api/v1/system/department/update', { id: 'x', version: 'x', name: '' }, admin);
    expect([...new Set(u.data.errors.map((e) => e.field))].sort()).toEqual(['id', 'name', 'version']);
    expect(await tableCounts(s)).toEqual(before);
  });

  it('refuses a list filter of the wrong type, a NUL character anywhere, and an unknown filter field (issue 11 finding 8)', async () => {
    const before = await tableCounts(s);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['/api/v1/system/department/list', { id: 'abc' }, 'id', '不正确'],
      ['/api/v1/system/department/list', { created_at: ['yesterday', ''] }, 'created_at', '不正确'],
      ['/api/v1/system/position/list', { sort: 2147483648 }, 'sort', '不正确'],
      ['/api/v1/dictionary/options', { type_code: '\u0000' }, 'type_code', '空字符'],
      ['/api/v1/system/position/list', { keyword: 'a\u0000' }, 'keyword', '空字符'],
      ['/api/v1/system/position/add', { name: '岗位', code: 'P', remark: { deep: ['\u0000'] } }, 'remark.deep.0', '空字符'],
      ['/user/queryUsers', { password_hash: '$' }, 'password_hash', '不支持的查询条件'],
      ['/api/v1/system/department/list', { no_such_column: 1 }, 'no_such_column', '不支持的查询条件'],
    ];
    for (const [path, body, field, text] of cases) {
      const r = await s.api<{ errors: { field: string; message: string }[] }>(path, body, admin);
      const what = `${path} ${JSON.stringify(body)} → ${r.status} ${r.code} ${r.msg}`;
      expect([r.status, r.code], what).toEqual([400, 400]);
      expect(r.msg, what).toContain(text);
      expect(r.data.errors.some((e) => e.field === field || e.field.startsWith(`${field}.`)), `${what} names ${field}: ${JSON.stringify(r.data.errors)}`).toBe(true);
    }
    const res = await fetch(`${s.base}/api/area/query?keyword=%00`, { headers: { secretKey: admin } });
    expect(res.status).toBe(400);
    // The filters that are declared still work.
    const ok = await s.api<{ page_data: { data: { name: string }[] } }>('/api/v1/system/department/list', { name: '销售', pageSize: 50 }, admin);
    expect(ok.code).toBe(200);
    expect(ok.data.page_data.data.length).toBeGreaterThan(0);
    expect(ok.data.page_data.data.every((d) => d.name.includes('销售'))).toBe(true);
    expect(await tableCounts(s)).toEqual(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const before = await tableCounts(s);
    const res = await fetch(`${s.base}/api/v1/system/position/add`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: admin }, body: '{"name":' });
    const j = (await res.json()) as { code: number; msg: string };
    expect([res.status, j.code]).toEqual([400, 400]);
    expect(hasChinese(j.msg)).toBe(true);
    expect(await tableCounts(s)).toEqual(before);
  });
});
