/**
 * Shared helpers of the API tests: ids of the seeded organisation, creating roles and users through the API,
 * dates from today (China time), ID numbers, the product → plan → package → group fixture, signing up through the
 * real order route, and deciding approval runs.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, idCheckDigit, isoToday, type Grant } from '@ta/contract';
import type { DB } from '../src/db/client';
import { tourGroups } from '../src/modules/operation/group.tables';
import { packagePrices, pricePackages, productPlans, products } from '../src/modules/product/product.tables';
import { customers } from '../src/modules/merchant/merchant.tables';
import type { ApiAnswer, TestServer } from './harness';

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

/**
 * The search material brought up to date first: the server's background sync (every few seconds) moves earlier
 * writes' entries from search_queue into search_names, and would otherwise do so between a "before" and an "after".
 */
async function settleSearch(s: TestServer): Promise<void> {
  const { syncSearchNames } = await import('../src/modules/insight/search.sync');
  await syncSearchNames(s.database.db);
}

/** Counts of rows in every table of the public schema (to prove a refused call wrote nothing). */
export async function tableCounts(s: TestServer): Promise<Record<string, number>> {
  const { sql } = await import('drizzle-orm');
  await settleSearch(s);
  const tables = (await s.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.map((t) => t.table_name);
  expect(names).toContain('change_log');
  // Reads write "查看未脱敏信息" entries (action 'view') into change_log: a refused write is judged by the rest.
  const q = names.map((n) => `select '${n}' as t, count(*)::int as n from "${n}"${n === 'change_log' ? ` where action <> 'view'` : ''}`).join(' union all ');
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
  await settleSearch(s);
  const tables = (await s.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.map((t) => t.table_name).filter((n) => !except.includes(n));
  expect(names).toContain('change_log');
  const q = names.map((n) => `select '${n}' as t, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${n}" r${n === 'change_log' ? ` where r.action <> 'view'` : ''}`).join(' union all ');
  const res = (await s.database.db.execute(sql.raw(q))) as unknown as { rows: { t: string; h: string }[] };
  return Object.fromEntries(res.rows.map((r) => [r.t, r.h]));
}

// ---------------------------------------------------------------- dates and ID numbers

/** The China-time day `n` days from today (negative: before). */
export const inDays = (n: number): string => addDays(isoToday(), n);

/** A valid 18-digit mainland ID number for a birthday (YYYYMMDD), area 110105, sequence `seq` (odd: male). */
export function idNumber(birthday: string, seq: number): string {
  const first17 = `110105${birthday}${String(seq).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}

// ---------------------------------------------------------------- product → plan → package → group

export interface GroupFixture { groupId: number; productId: number; planId: number; packageId: number; code: string; departure: string }
export interface GroupOptions {
  /** Seats of the package and the group (40). */
  seats?: number;
  /** Deposit per person, fen (50,000). */
  deposit?: number;
  /** Adult and child prices, fen (329,900 and 199,900, plus the single-room supplement and a peer price); `adultOnly` keeps only the adult price. */
  adult?: number;
  child?: number;
  adultOnly?: boolean;
  deptId?: number | null;
  createdBy?: number | null;
  /** Departure in this many days (30), or on `departure`. */
  departInDays?: number;
  departure?: string;
  /** Days of the trip (5); the group disbands on its last day unless `disband` says otherwise. */
  days?: number;
  disband?: string;
  /** Stop sale this many days before departure (2). */
  stopSaleDays?: number;
  minGroupSize?: number;
  soonGroupSize?: number;
  costPrice?: number;
  state?: number;
  name?: string;
  destination?: string;
  /** The group's code (TG… unique). */
  code?: string;
}

let groupSeq = 0;
/** An approved product with one plan and one package, and one departure group of it, written to the database. */
export async function makeGroup(db: DB, o: GroupOptions = {}): Promise<GroupFixture> {
  const k = `${process.pid}${Date.now().toString(36)}${++groupSeq}`;
  const days = o.days ?? 5;
  const seats = o.seats ?? 40;
  const [p] = await db.insert(products).values({
    code: `TP${k}`, name: o.name ?? `测试线路${k}`, days, nights: days - 1, destination_text: o.destination ?? '云南 昆明 大理 丽江', audit_status: 1,
    deposit: o.deposit ?? 50000, stop_sale_days: o.stopSaleDays ?? 2, dept_id: o.deptId ?? null, created_by: o.createdBy ?? null,
  }).returning();
  const [plan] = await db.insert(productPlans).values({ product_id: p.id, name: '标准行程', is_default: true, days, nights: days - 1 }).returning();
  const [pkg] = await db.insert(pricePackages).values({
    product_id: p.id, plan_id: plan.id, name: '标准套餐', seats, cost_price: o.costPrice, min_group_size: o.minGroupSize,
  }).returning();
  await db.insert(packagePrices).values(o.adultOnly ? [{ package_id: pkg.id, fee_type: 0, price_kind: 1, price: o.adult ?? 329900 }] : [
    { package_id: pkg.id, fee_type: 0, price_kind: 1, price: o.adult ?? 329900 }, { package_id: pkg.id, fee_type: 1, price_kind: 1, price: o.child ?? 199900 },
    { package_id: pkg.id, fee_type: 13, price_kind: 1, price: 80000 }, { package_id: pkg.id, fee_type: 0, price_kind: 2, price: 250000 },
  ]);
  const departure = o.departure ?? inDays(o.departInDays ?? 30);
  const [g] = await db.insert(tourGroups).values({
    code: o.code ?? `TG${k}`, product_id: p.id, plan_id: plan.id, package_id: pkg.id, departure_date: departure, disband_date: o.disband ?? addDays(departure, days - 1),
    stop_sale_date: addDays(departure, -(o.stopSaleDays ?? 2)), seats_plan: seats, minimum_group_size: o.minGroupSize, soon_group_size: o.soonGroupSize,
    state: o.state ?? 0, dept_id: o.deptId ?? null, created_by: o.createdBy ?? null,
  }).returning();
  return { groupId: g.id, productId: p.id, planId: plan.id, packageId: pkg.id, code: g.code, departure };
}

export async function groupSeats(db: DB, id: number) {
  const [g] = await db.select().from(tourGroups).where(eq(tourGroups.id, id));
  return { plan: g.seats_plan, held: g.seats_held, confirmed: g.seats_confirmed, waiting: g.seats_waiting };
}

export async function customerOf(db: DB, kind: 'private' | 'unit' | 'peer'): Promise<number> {
  const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.kind, kind)).orderBy(customers.id).limit(1);
  return c.id;
}

// ---------------------------------------------------------------- signing up (the real order route)

export interface SignedUp { id: number; code: string; version: number; total: number; seats: number; enrollment_status: number; order_status: number }

/**
 * Signs `adults` up on a group through the order route (seats counted by the sign-up code itself): `enrollment`
 * 0 confirms the seats, 1 holds them, 3 waits; `confirm` also passes the order audit (`approvers` decide it).
 */
export async function signUp(s: TestServer, token: string, groupId: number, o: {
  adults?: number; price?: number; enrollment?: 0 | 1 | 3; extra?: Record<string, unknown>; confirm?: { approvers: readonly string[] };
} = {}): Promise<SignedUp> {
  const adults = o.adults ?? 1;
  const order = okData(await s.api<SignedUp>('/api/v1/routeOrder/add', {
    group_id: groupId, customer_kind: 'private', contact_name: '李雷', contact_phone: '13900000001', adult_count: adults,
    lines: [{ fee_type: 0, price: o.price ?? 329900, quantity: adults }], enrollment: o.enrollment ?? 1, ...o.extra,
  }, token), 'sign-up');
  if (!o.confirm) return order;
  okData(await s.api('/api/v1/routeOrder/submitAudit', { id: order.id }, token), 'submit the order audit');
  const run = await decideToEnd(s, 'lineOrder', await openRun(s, 'lineOrder', order.id, o.confirm.approvers[0]), o.confirm.approvers);
  expect(run.status, 'order audit passed').toBe(1);
  return okData(await s.api<SignedUp>('/api/v1/routeOrder/detail', { id: order.id }, token), 'order detail');
}

// ---------------------------------------------------------------- approval runs

export interface AuditTask { task_id: number; version: number }
export interface AuditRun { status: number; my_task: AuditTask | null; [k: string]: unknown }

/** A fresh smart token of the caller (every approval decision carries one). */
export async function smartToken(s: TestServer, who: string): Promise<string> {
  return okData(await s.api<{ smartToken: string }>('/api/common/smartToken', {}, who), 'smart token').smartToken;
}

/** The id of the object's open approval run (from its timeline); fails the test when there is none. */
export async function openRun(s: TestServer, type: string, objectId: number, who: string): Promise<number> {
  const tl = okData(await s.api<{ runs: { instance_id: number; status: number }[] }>('/api/v1/audit/timeline', { type, object_id: objectId }, who), `${type} timeline`);
  const run = tl.runs.find((r) => r.status === 0);
  expect(run, `pending ${type} run`).toBeTruthy();
  return run!.instance_id;
}

/** The caller's task on the object's open run (for tests that decide it themselves, e.g. many times in parallel); fails when they hold none. */
export async function myTask(s: TestServer, type: string, objectId: number, who: string): Promise<AuditTask> {
  const run = okData(await s.api<AuditRun>(`/api/v1/audit/${type}/detail`, { id: await openRun(s, type, objectId, who) }, who), `${type} run`);
  expect(run.my_task, `task of ${type} for this user`).toBeTruthy();
  return run.my_task!;
}

/** The caller's decision on a run (by run id), answered as is (a test may expect a refusal); fails when they hold no task. */
export async function decideRun(s: TestServer, type: string, runId: number, who: string, verb: 'pass' | 'reject' = 'pass', comment?: string): Promise<ApiAnswer<AuditRun>> {
  const run = okData(await s.api<AuditRun>(`/api/v1/audit/${type}/detail`, { id: runId }, who), `${type} run`);
  expect(run.my_task, `${type}: a task of the caller`).toBeTruthy();
  return s.api<AuditRun>(`/api/v1/audit/${type}/${verb}`, { task_id: run.my_task!.task_id, version: run.my_task!.version, comment }, who, { smartToken: await smartToken(s, who) });
}

/** The caller's decision on the object's open run; must answer 200. */
export async function decideObject(s: TestServer, type: string, objectId: number, who: string, verb: 'pass' | 'reject' = 'pass', comment?: string): Promise<AuditRun> {
  return okData(await decideRun(s, type, await openRun(s, type, objectId, who), who, verb, comment), `${type} ${verb}`);
}

/** Decides level after level, each by whichever of `deciders` holds its task, until the run closes; answers the closed run. */
export async function decideToEnd(s: TestServer, type: string, runId: number, deciders: readonly string[], verb: 'pass' | 'reject' = 'pass', comment?: string): Promise<AuditRun> {
  for (let level = 0; level < 5; level++) {
    let acted = false;
    for (const who of deciders) {
      const d = await s.api<AuditRun>(`/api/v1/audit/${type}/detail`, { id: runId }, who);
      if (d.code !== 200) continue; // not (yet) taking part in the run
      if (d.data.status !== 0) return d.data;
      if (!d.data.my_task) continue;
      okData(await s.api(`/api/v1/audit/${type}/${verb}`, { task_id: d.data.my_task.task_id, version: d.data.my_task.version, comment }, who, { smartToken: await smartToken(s, who) }), `${type} ${verb}`);
      acted = true;
      break;
    }
    if (!acted) break;
  }
  return okData(await s.api<AuditRun>(`/api/v1/audit/${type}/detail`, { id: runId }, deciders[0]), `${type} run`);
}
