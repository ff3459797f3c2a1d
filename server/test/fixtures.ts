/** Shared helpers of the API tests: ids of the seeded organisation, creating roles and users through the API. */
import { expect } from 'vitest';
import type { Grant } from '@ta/contract';
import type { TestServer } from './harness';

export interface Page<T> { page_data: { total_size: number; total_page: number; data: T[] } }
export interface Org {
  dept: Record<string, number>;
  position: Record<string, number>;
  dataPerm: Record<string, number>;
  role: Record<string, number>;
}
export interface Relation { department_id: number; role_id: number; position_id: number; data_permission_id: number }

/** Unwraps an answer that must be 200. */
export function okData<T>(r: { code: number; msg: string; data: T }, what = ''): T {
  if (r.code !== 200) throw new Error(`${what} answered ${r.code} ${r.msg}`);
  return r.data;
}

async function byName(s: TestServer, token: string, path: string, body: Record<string, unknown>, key: string): Promise<Record<string, number>> {
  const page = okData(await s.api<Page<Record<string, unknown>>>(path, { pageSize: 300, ...body }, token), path);
  return Object.fromEntries(page.page_data.data.map((r) => [String(r[key]), Number(r.id)]));
}

/** Ids of the seeded departments, positions, data permissions (by name) and roles (by code). */
export async function loadOrg(s: TestServer, adminToken: string): Promise<Org> {
  return {
    dept: await byName(s, adminToken, '/api/v1/system/department/list', { tree: true }, 'name'),
    position: await byName(s, adminToken, '/api/v1/system/position/list', {}, 'name'),
    dataPerm: await byName(s, adminToken, '/api/v1/system/dataPermission/list', {}, 'name'),
    role: await byName(s, adminToken, '/api/role/role_list', {}, 'code'),
  };
}

let seq = 0;
/** A short unique suffix (role codes allow letters, digits and underscores; login names also dots and dashes). */
export const uniq = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

export async function createRole(s: TestServer, adminToken: string, permissions: Grant[], name = `测试角色${uniq()}`): Promise<number> {
  const r = await s.api<{ id: number }>('/api/role/add', { name, code: `r_${uniq()}`, permissions }, adminToken);
  return okData(r, `role add ${name}`).id;
}

export async function createUser(s: TestServer, adminToken: string, relations: Relation[], o: { login_name?: string; user_name?: string; password?: string } = {}):
  Promise<{ id: number; login_name: string; user_name: string; password: string }> {
  const login_name = o.login_name ?? `u_${uniq()}`;
  const user_name = o.user_name ?? `测试用户${uniq()}`;
  const password = o.password ?? 'demo123';
  const r = await s.api<{ id: number }>('/api/account/add', { login_name, user_name, password, relations }, adminToken);
  return { id: okData(r, `user add ${login_name}`).id, login_name, user_name, password };
}

/** Counts of rows in every table of the public schema (to prove a refused call wrote nothing). */
export async function tableCounts(s: TestServer): Promise<Record<string, number>> {
  const { sql } = await import('drizzle-orm');
  const tables = (await s.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.map((t) => t.table_name);
  expect(names).toContain('change_log');
  const q = names.map((n) => `select '${n}' as t, count(*)::int as n from "${n}"`).join(' union all ');
  const res = (await s.database.db.execute(sql.raw(q))) as unknown as { rows: { t: string; n: number }[] };
  return Object.fromEntries(res.rows.map((r) => [r.t, Number(r.n)]));
}

/**
 * A checksum of every row's content, per table of the public schema (md5 of the rows as text, in order), to
 * prove that a refused call changed nothing — not only that it added or removed no row. `except` leaves out
 * bookkeeping tables that any call may touch (sessions, one-time tokens, log-in throttling).
 */
export async function tableChecksums(s: TestServer, except: readonly string[] = []): Promise<Record<string, string>> {
  const { sql } = await import('drizzle-orm');
  const tables = (await s.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.map((t) => t.table_name).filter((n) => !except.includes(n));
  expect(names).toContain('change_log');
  const q = names.map((n) => `select '${n}' as t, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${n}" r`).join(' union all ');
  const res = (await s.database.db.execute(sql.raw(q))) as unknown as { rows: { t: string; h: string }[] };
  return Object.fromEntries(res.rows.map((r) => [r.t, r.h]));
}
