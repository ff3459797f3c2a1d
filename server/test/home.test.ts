/**
 * The home figures over the real API (issue 15), recomputed here from the documents (orders, groups, costs):
 * monthly and daily sales this year and last, departures of the next 14 days with their load, groups below their
 * minimum size with their cost exposure, the receivables ageing and today's sign-ups; a new order moves them; the
 * data boundary cuts them; GET /analysis/month-bar answers the month figures in `result`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, Cmd, isoToday, type HomeFigures, type MonthBar } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, makeGroup } from './fixtures';
import { LiveClient } from './ws-client';

let s: TestServer;
// The live refresh's watch interval of this file's server: shorter than the product's HOME_WATCH_MS (5 s) so the
// refresh tests do not sit idle for half a minute; what they prove (one push per interval) does not depend on it.
const HOME_WATCH_MS = 1500;
let admin: string, sales: string;
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const figures = async (tok = admin) => ok(await s.api<HomeFigures>('/api/v1/home/figures', {}, tok));
const q = async <T,>(query: ReturnType<typeof sql>): Promise<T[]> => ((await s.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const chinaStart = (d: string) => new Date(`${d}T00:00:00+08:00`).toISOString();

beforeAll(async () => {
  s = await startServer({ homeWatchMs: HOME_WATCH_MS });
  [admin, sales] = [await s.login('admin'), await s.login('sales')];
});
afterAll(async () => { await s?.close(); });

/** This year's and last year's sales per month straight from the orders (admin sees all). */
async function monthsFromOrders(year: number) {
  const r = await q<{ y: number; m: number; amount: string; n: string }>(sql`
    select extract(year from created_at + interval '8 hours')::int as y, extract(month from (created_at at time zone 'UTC') + interval '8 hours')::int as m, sum(total) as amount, count(*) as n
    from orders where enrollment_status in (0, 1) and created_at >= ${chinaStart(`${year - 1}-01-01`)} and created_at < ${chinaStart(`${year + 1}-01-01`)} group by 1, 2`);
  const at = (y: number, m: number) => r.find((x) => Number(x.m) === m && Number(new Date(chinaStart(`${y}-${String(m).padStart(2, '0')}-15`)).getUTCFullYear()) === y && (Number(x.y) === y));
  return Array.from({ length: 12 }, (_, i) => ({ amount: Number(at(year, i + 1)?.amount ?? 0), last_amount: Number(at(year - 1, i + 1)?.amount ?? 0) }));
}

describe('home figures', () => {
  it('equal the figures recomputed from the documents', async () => {
    const today = isoToday();
    const f = await figures();
    expect(f.today).toBe(today);
    expect(f.monthly).toHaveLength(12);
    expect(f.monthly.map((m) => ({ amount: m.amount, last_amount: m.last_amount }))).toEqual(await monthsFromOrders(f.year));
    expect(f.totals.year_amount).toBe(f.monthly.reduce((a, m) => a + m.amount, 0));
    expect(f.daily).toHaveLength(30);
    expect(f.daily[29].label).toBe(today.slice(5));

    const [t] = await q<{ n: string; amount: string }>(sql`select count(*) as n, coalesce(sum(total), 0) as amount from orders where created_at >= ${chinaStart(today)} and created_at < ${chinaStart(addDays(today, 1))}`);
    expect(f.signups_today).toMatchObject({ orders: Number(t.n), amount: Number(t.amount) });

    const [dep] = await q<{ n: string }>(sql`select count(*) as n from tour_groups where departure_date between ${today} and ${addDays(today, 13)} and state <> 3`);
    expect(f.departures.length).toBe(Math.min(200, Number(dep.n)));
    for (const d of f.departures) {
      expect(d.departure_date >= today && d.departure_date <= addDays(today, 13)).toBe(true);
      expect(d.load_factor).toBeCloseTo(d.seats_plan ? d.seats_taken / d.seats_plan : 0, 3);
    }

    const [rec] = await q<{ amount: string }>(sql`select coalesce(sum(total - received), 0) as amount from orders where enrollment_status in (0, 1) and total > received`);
    expect(f.totals.receivable).toBe(Number(rec.amount));
    expect(f.ageing.reduce((a, b) => a + b.amount, 0)).toBe(Number(rec.amount));

    for (const u of f.under_minimum) {
      expect(u.persons).toBeLessThan(u.minimum);
      const [c] = await q<{ cost: string }>(sql`select coalesce(sum(case when consumption = 1 then total else -total end), 0) as cost from group_costs where group_id = ${u.group_id}`);
      expect(u.cost).toBe(Number(c.cost));
      expect(u.exposure).toBe(Math.max(0, u.cost - u.income));
    }
    const topSum = await q<{ amount: string }>(sql`select sum(total) as amount from orders where enrollment_status in (0, 1) and created_at >= ${chinaStart(`${f.year}-01-01`)} group by product_id order by 1 desc limit 1`);
    expect(f.top_lines[0]?.amount ?? 0).toBe(Number(topSum[0]?.amount ?? 0));
  });

  it('moves with a new order: today\'s sign-ups, this month, the departure\'s load, a group below its minimum', async () => {
    const g = await makeGroup(s.database.db, { seats: 20, departInDays: 3 });
    await s.database.db.execute(sql`update tour_groups set minimum_group_size = 10 where id = ${g.groupId}`);
    const before = await figures();
    const o = ok(await s.api<{ id: number; total: number }>('/api/v1/routeOrder/add', {
      group_id: g.groupId, customer_kind: 'private', contact_name: '韩梅梅', contact_phone: '13700002222', adult_count: 2,
      lines: [{ fee_type: 0, price: 250000, quantity: 2 }], enrollment: 1,
    }, sales));
    const after = await figures();
    expect(after.signups_today.orders).toBe(before.signups_today.orders + 1);
    expect(after.signups_today.amount).toBe(before.signups_today.amount + o.total);
    const m = Number(after.today.slice(5, 7)) - 1;
    expect(after.monthly[m].amount).toBe(before.monthly[m].amount + o.total);
    expect(after.daily[29].amount).toBe(before.daily[29].amount + o.total);
    expect(after.totals.receivable).toBe(before.totals.receivable + o.total);
    const dep = after.departures.find((d) => d.group_id === g.groupId)!;
    expect(dep).toMatchObject({ seats_plan: 20, seats_taken: 2, load_factor: 0.1 });
    expect(after.under_minimum.find((u) => u.group_id === g.groupId)).toMatchObject({ persons: 2, minimum: 10, income: o.total });
  });

  it("counts in a boundary's departures the groups its selling orders travel on (the sales manager's home)", async () => {
    const g = await makeGroup(s.database.db, { seats: 20, departInDays: 5 });
    const manager = await s.login('manager');
    expect((await figures(manager)).departures.some((d) => d.group_id === g.groupId)).toBe(false);
    ok(await s.api('/api/v1/routeOrder/add', {
      group_id: g.groupId, customer_kind: 'private', contact_name: '李经理客人', contact_phone: '13700003333', adult_count: 1,
      lines: [{ fee_type: 0, price: 100000, quantity: 1 }], enrollment: 1,
    }, sales));
    // sales (华东销售组) is inside the manager's 本部门及下级 on 销售部: the group is now among the manager's departures.
    expect((await figures(manager)).departures.find((d) => d.group_id === g.groupId)).toMatchObject({ seats_taken: 1 });
    // Someone outside (华南, 仅本人, no orders there) still does not see it.
    const org = await loadOrg(s, admin);
    const role = await createRole(s, admin, [{ permissionKey: 'route_order_list', actions: [] }]);
    const u = await createUser(s, admin, [{ department_id: org.dept['华南销售组'], role_id: role, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['仅本人'] }]);
    expect((await figures(await s.login(u.login_name))).departures.some((d) => d.group_id === g.groupId)).toBe(false);
  });

  it('cuts the figures to the data boundary', async () => {
    const org = await loadOrg(s, admin);
    const role = await createRole(s, admin, [{ permissionKey: 'route_order_list', actions: [] }]);
    const u = await createUser(s, admin, [{ department_id: org.dept['华南销售组'], role_id: role, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['仅本人'] }]);
    const f = await figures(await s.login(u.login_name));
    expect(f.totals).toEqual({ year_amount: 0, last_year_amount: 0, receivable: 0 });
    expect(f.signups_today.orders).toBe(0);
    expect(f.top_customers).toEqual([]);
  });

  it('GET /analysis/month-bar answers the home chart\'s month figures in result', async () => {
    const f = await figures();
    const res = await fetch(`${s.base}/analysis/month-bar`, { headers: { secretKey: admin } });
    const j = (await res.json()) as { code: number; data: { result: MonthBar[] } };
    expect(j.code).toBe(200);
    expect(j.data.result).toHaveLength(12);
    expect(j.data.result.map((b) => b.y)).toEqual(f.monthly.map((m) => m.amount));
    expect(j.data.result[0].x).toBe('1月');
    const bad = await fetch(`${s.base}/analysis/month-bar?year=abc`, { headers: { secretKey: admin } });
    expect(((await bad.json()) as { code: number }).code).toBe(400);
  });
});

describe('home live refresh', () => {
  const pushes = (c: LiveClient) => c.received.filter((m) => m.cmd === Cmd.PUSH_HOME_REFRESH).length;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** Waits until a whole watch interval passes without a push (earlier tests' writes are folded by then). */
  async function quiet(c: LiveClient) {
    for (let i = 0; i < 6; i++) {
      const n = pushes(c);
      await sleep(HOME_WATCH_MS + 500);
      if (pushes(c) === n) return;
    }
    throw new Error('the home push never went quiet');
  }

  it('pushes PUSH_HOME_REFRESH (1301) to every signed-in socket when an order is made, once per interval, and not for other writes', async () => {
    // Every user has a home (the route is session-only, cut by the boundary), so every signed-in socket is told;
    // the push carries no data. A socket that has not signed in is not.
    const org = await loadOrg(s, admin);
    const role = await createRole(s, admin, [{ permissionKey: 'supplier_list', actions: [] }]);
    const u = await createUser(s, admin, [{ department_id: org.dept['华南销售组'], role_id: role, position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['仅本人'] }]);
    const [a, b, bare, anon] = await Promise.all([LiveClient.open(s.base), LiveClient.open(s.base), LiveClient.open(s.base), LiveClient.open(s.base)]);
    try {
      await a.auth(admin); await b.auth(sales); await bare.auth(await s.login(u.login_name));
      await quiet(a);

      // A write the home does not show (a role): no push.
      const before = pushes(a);
      await createRole(s, admin, [{ permissionKey: 'supplier_list', actions: [] }]);
      await sleep(HOME_WATCH_MS * 2 + 500);
      expect(pushes(a)).toBe(before);

      // Three orders in a row: each signed-in socket gets the push, folded into one per watch interval.
      const g = await makeGroup(s.database.db, { seats: 20, departInDays: 5 });
      const t0 = Date.now();
      const got = [a, b, bare].map((c) => c.cmd(Cmd.PUSH_HOME_REFRESH, 15_000));
      for (let i = 0; i < 3; i++) {
        ok(await s.api('/api/v1/routeOrder/add', {
          group_id: g.groupId, customer_kind: 'private', contact_name: `推送${i}`, contact_phone: '13700003333', adult_count: 1,
          lines: [{ fee_type: 0, price: 100000, quantity: 1 }], enrollment: 1,
        }, sales));
      }
      const msgs = await Promise.all(got);
      expect(msgs.every((m) => m.cmd === 1301 && m.data === undefined)).toBe(true);
      await sleep(HOME_WATCH_MS + 500);
      const elapsed = Date.now() - t0;
      // At most one push per interval that passed (plus the one already due when the writes began).
      expect(pushes(a) - before).toBeLessThanOrEqual(Math.floor(elapsed / HOME_WATCH_MS) + 1);
      expect(anon.received.filter((m) => m.cmd === Cmd.PUSH_HOME_REFRESH)).toEqual([]);
    } finally { for (const c of [a, b, bare, anon]) c.close(); }
  }, 90_000);
});
