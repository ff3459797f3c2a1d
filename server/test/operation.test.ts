/**
 * Line operation through the API: the hall list and summary, state transitions (every disallowed one refused
 * with a message naming both states; cancel refused with an active order), costs per kind (totals in fen,
 * whole-list save, blacklisted supplier, cost_version conflict), the local operator, statistics equal to the
 * sum of their rows, cost-adjustment bills (numbers change only on approval), settlement (finish, audit,
 * result, receivables and payables), the tourist list's masking and canSeeInfo, room allocation and 102s.
 * Products and groups come from the shared fixture; orders are signed up through the order route (which takes the
 * seats), money is received through approved receipts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { addDays, isoToday, TOUR_STATE_TRANSITIONS, TourState } from '@ta/contract';
import { startServer, type TestServer } from './harness';
import { createRole, createUser, decideRun, decideToEnd, idNumber, inDays, loadOrg, makeGroup, okData, openRun, signUp, uniq, type Org, type Page } from './fixtures';

let s: TestServer;
let admin: string, operator: string, sales: string, manager: string, finance: string;
let org: Org;
let opUid: number;
/** The last group of the demo seed (fixtures come after). */
let demoGroupMax = 0;
const supplier: Record<string, number> = {};

type Row = Record<string, unknown> & { id: number; version: number };
const H = '/api/v1/routeHall';
const F = '/api/v1/finance/route';
const q = async <T,>(text: string) => ((await s.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
const day = inDays;

beforeAll(async () => {
  s = await startServer();
  [admin, operator, sales, manager, finance] = await Promise.all(['admin', 'operator', 'sales', 'manager', 'finance'].map((n) => s.login(n)));
  org = await loadOrg(s, admin);
  opUid = (await q<{ id: number }>(`select id from users where login_name = 'operator'`))[0].id;
  demoGroupMax = Number((await q<{ n: number }>(`select coalesce(max(id), 0)::int as n from tour_groups`))[0].n);
  const sup = await q<{ id: number; type: number }>(`select distinct on (type) id, type from suppliers where not blacklisted order by type, id`);
  for (const r of sup) supplier[r.type] = Number(r.id);
  expect(supplier[5] && supplier[6] && supplier[10 in supplier ? 10 : 5] && supplier[3]).toBeTruthy();
});
afterAll(async () => { await s?.close(); });

interface Fixture { productId: number; packageId: number; groupId: number; code: string }
/** A product (3 days, adult sales price 3,000.00元, child 1,500.00元, cost price 1,200.00元) with one group of 20 seats. */
async function fixture(o: { departure?: string; state?: number; seats?: number; min?: number; adult?: number; code?: string } = {}): Promise<Fixture> {
  const departure = o.departure ?? day(30);
  return makeGroup(s.database.db, {
    destination: '杭州', days: 3, seats: o.seats ?? 20, adult: o.adult ?? 300000, code: o.code, child: 150000, costPrice: 120000, minGroupSize: o.min ?? 10, soonGroupSize: 5,
    stopSaleDays: 1, departure, disband: addDays(departure, 3), state: o.state ?? 0, createdBy: opUid, deptId: org.dept['国内操作组'],
  });
}

/** The ID number of the `i`-th tourist of an order (born 1990-01-01). */
const card = (i: number) => idNumber('19900101', 101 + 2 * i);
/** An ID number as a user without canSeeInfo sees it. */
const maskedCard = (i: number) => `110***********${card(i).slice(-4)}`;

/**
 * An order signed up through the order route (the sign-up code takes the seats): `status` 0 confirms the seats,
 * 1 holds them, 2 signs up confirmed and then cancels through the order route, 3 waits (only when the seats
 * asked exceed the free ones: a waiting order with free seats becomes a hold). One tourist per adult;
 * `received` is a receipt approved by finance; `confirmed` also passes the order audit. Signed up by `as` (admin).
 */
async function order(f: Fixture, o: { status?: 0 | 1 | 2 | 3; adults?: number; lines?: [number, number][]; received?: number; as?: string; confirmed?: boolean } = {}): Promise<number> {
  const adults = o.adults ?? 2;
  const status = o.status ?? 0;
  const as = o.as ?? admin;
  const lines = (o.lines ?? [[300000, adults]]).map(([price, quantity]) => ({ fee_type: price < 0 ? 10 : 0, price, quantity }));
  const tourists = Array.from({ length: adults }, (_, i) => ({
    client_name: `游客${i + 1}`, client_card_type: 1, client_card_number: card(i), client_phone_number: '13812345678', client_birthday: '1990-01-01',
  }));
  const r = await signUp(s, as, f.groupId, {
    adults, enrollment: status === 2 ? 0 : status, confirm: o.confirmed ? { approvers: [manager, admin] } : undefined,
    extra: { contact_name: '张三', contact_phone: '13812345678', lines, tourists },
  });
  expect(r.enrollment_status, 'enrollment after sign-up').toBe(status === 2 ? 0 : status);
  if (status === 2) okData(await s.api('/api/v1/routeOrder/cancel', { id: r.id, version: r.version, reason: '客人取消' }, as), 'cancel');
  if (o.received) await receive(r.id, o.received);
  return r.id;
}

/** A receipt of `amount` fen for an order, approved by finance (the order's received follows). */
async function receive(orderId: number, amount: number): Promise<void> {
  const accounts = okData(await s.api<Page<{ id: number }>>('/api/v1/financial/payAccount/list', {}, finance), 'accounts').page_data.data;
  const rc = okData(await s.api<{ id: number }>('/api/v1/collection/add', { pay_type: 0, pay_account_id: accounts[0].id, pay_date: isoToday(), payer: '张三', items: [{ order_id: orderId, amount }] }, admin), 'receipt');
  const run = await decideToEnd(s, 'orderPayment', await openRun(s, 'orderPayment', rc.id, finance), [finance, admin]);
  expect(run.status, 'receipt approved').toBe(1);
}

/**
 * Moves a group's dates so that it departs on `departure` (after its orders were signed up while it was on sale):
 * raw SQL, as no route moves a group with orders into the past.
 */
async function departOn(f: Fixture, departure: string): Promise<void> {
  await q(`update tour_groups set departure_date = '${departure}', disband_date = '${addDays(departure, 3)}', stop_sale_date = '${addDays(departure, -1)}' where id = ${f.groupId}`);
}

const group = async (id: number) => okData(await s.api<Row>(`${H}/detail`, { id }, operator), 'detail');
const stats = async (group_id: number) => okData(await s.api<Stats>(`${H}/statistics`, { group_id }, operator), 'statistics');
interface Stats {
  income: number; cost: number; profit: number; persons: number; margin_bp: number | null; margin: string; income_per_person: number; cost_per_person: number;
  break_even_persons: number | null; seats_to_break_even: number | null; planned_cost: number; actual_cost: number; price_per_person: number;
  income_rows: { total: number; order_id: number }[]; cost_rows: { kind: string; total: number; expense: number; income: number }[];
}
const guide = (o: Record<string, unknown> = {}) => ({ supplier_id: supplier[10] ?? supplier[5], person: '张导', start_date: day(30), end_date: day(32), quantity: 3, unit_price: 50000, ...o });
const saveGuide = async (group_id: number, items: unknown[], tok = operator) => {
  const g = await group(group_id);
  return s.api<{ cost_version: number; data: Row[] }>(`${H}/guide/add`, { group_id, cost_version: g.cost_version, items }, tok);
};

/**
 * The hall's rows (rows first: the summary is deferred, and the total too — the operator's boundary holds the
 * "sold inside" rule) and then its `totals_only` answer (exact total and summary), as the list screen asks them.
 * The rows equal those of the counted request (`exact_total`), whose total the totals request answers.
 */
async function hallWithSummary(q: Record<string, unknown>) {
  type Answer = Page<Row> & { page_data: { total_deferred?: boolean; total_capped?: boolean }; summary?: Record<string, number>; summary_deferred?: boolean };
  const rows = okData(await s.api<Answer>(`${H}/list`, q, operator), 'list');
  expect(rows.summary_deferred).toBe(true);
  expect(rows.summary).toBeUndefined();
  expect(rows.page_data).toMatchObject({ total_deferred: true, total_size: 0, total_page: 0 });
  const counted = okData(await s.api<Answer>(`${H}/list`, { ...q, exact_total: true }, operator), 'counted');
  expect(counted.page_data.total_deferred).toBeUndefined();
  expect(counted.page_data.data).toEqual(rows.page_data.data);
  const totals = okData(await s.api<Answer>(`${H}/list`, { ...q, totals_only: true }, operator), 'totals');
  expect(totals.page_data.data).toEqual([]);
  expect(totals.page_data.total_size).toBe(counted.page_data.total_size);
  return { ...rows, page_data: { ...rows.page_data, total_size: totals.page_data.total_size, total_deferred: undefined }, summary: totals.summary };
}

describe('hall list and detail', () => {
  it('lists groups with product, package and seat figures, and the summary over future departures', async () => {
    const f = await fixture({ seats: 20, min: 10 });
    await order(f, { adults: 3 });
    await order(f, { adults: 2, status: 1 });
    const page = await hallWithSummary({ keyword: f.code, pageSize: 50 });
    expect(page.page_data.total_size).toBe(1);
    const r = page.page_data.data[0];
    expect(r).toMatchObject({
      id: f.groupId, code: f.code, package_name: '标准套餐', days: 3, seats_plan: 20, seats_held: 2, seats_confirmed: 3, remaining: 15, count_confirm: 3,
      minimum_group_size: 10, soon_group_size: 5, state: 0, iron_hair: 1, cost_version_type: 0, settle_status: 0, income: 1500000, cost: 0, profit: 1500000,
    });
    expect(page.summary).toMatchObject({ future_groups: 1, below_minimum_groups: 1, cost_exposure: 0, seats_to_break_even: 0 });
    // With costs of 40,000.00元 the break-even is ceil(4,000,000 / 300,000) = 14 persons: 9 more to sell.
    okData(await saveGuide(f.groupId, [guide({ quantity: 1, unit_price: 4000000 })]), 'guide');
    const again = await hallWithSummary({ keyword: f.code });
    expect(again.summary).toMatchObject({ seats_to_break_even: 9, cost_exposure: 4000000, unreachable_groups: 0 });
    const d = await group(f.groupId);
    expect(d).toMatchObject({ orders_count: 2, remaining: 15, adult_price: 300000, income: 1500000, cost: 4000000 });
    // The package's prices as the fixture wrote them: adult and child, single-room supplement, peer adult price.
    expect((d.package as { prices: { fee_type: number; price_kind: number; price: number }[] }).prices.map((p) => [p.fee_type, p.price_kind, p.price]).sort())
      .toEqual([[0, 1, 300000], [0, 2, 250000], [1, 1, 150000], [13, 1, 80000]]);
  });

  it('sums the summary exactly over awkward groups: exact multiples, no or zero price, break-even above plan, net income, excluded states', async () => {
    const tag = `BE${uniq()}`.toUpperCase();
    /** A guide cost line of `total` fen, or (consumption 0) an income line of the other costs, saved through the hall. */
    const cost = async (f: Fixture, total: number, consumption = 1) => {
      if (consumption) return okData(await saveGuide(f.groupId, [guide({ quantity: 1, unit_price: total })]), 'guide cost');
      const g = await group(f.groupId);
      return okData(await s.api(`${H}/other/add`, { group_id: f.groupId, cost_version: g.cost_version, items: [{ supplier_id: supplier[6], name: '购物返佣', consumption: 0, quantity: 1, unit_price: total }] }, operator), 'income line');
    };
    const make = (name: string, o: { adult?: number } = {}) => fixture({ seats: 20, min: 10, code: `${tag}${name}`, ...o });
    /** Moves a group on through the hall (the transitions the contract allows). */
    const setState = async (f: Fixture, state: number) => okData(await s.api(`${H}/state/update`, { id: f.groupId, version: (await group(f.groupId)).version, state }, operator), `state ${state}`);
    // A: 4,000,000 − 100,000 income = 3,900,000 = 13 × 300,000 exactly → 13 to break even, 3 sold: 10 more; below 10.
    const a = await make('A'); await order(a, { adults: 3 }); await cost(a, 4000000); await cost(a, 100000, 0);
    // B: adult price 0 with a cost → unreachable, nothing to sell; below.
    const b = await make('B', { adult: 0 }); await cost(b, 100);
    // C: no adult price at all → unreachable; 12 persons, not below. Raw SQL: the package form requires an adult sales price.
    const c = await make('C'); await order(c, { adults: 12 }); await cost(c, 50000); await q(`delete from package_prices where package_id = ${c.packageId} and fee_type = 0`);
    // D: 6,300,001 → ceil = 22 > 20 seats → unreachable, still 22 to sell; below.
    const d = await make('D'); await cost(d, 6300001);
    // E: only an income line → cost −500,000: nothing to sell, but below and its (negative) cost counts in the exposure.
    const e = await make('E'); await cost(e, 500000, 0);
    // F: cancelled → listed and counted in the total, not in the summary.
    const f = await make('F'); await cost(f, 9000000); await setState(f, 3);
    // G: 已停售 is a future departure: 299,999 → 1 person, who is sold; below.
    const g = await make('G'); await order(g, { adults: 1 }); await cost(g, 299999);
    await setState(g, 4); // signed up while on sale
    const page = await hallWithSummary({ keyword: tag, pageSize: 5 });
    expect(page.page_data.total_size).toBe(7);
    expect(page.page_data.data).toHaveLength(5);
    expect(page.summary).toEqual({
      future_groups: 6, below_minimum_groups: 5, unreachable_groups: 3, seats_to_break_even: 10 + 22,
      cost_exposure: 3900000 + 100 + 6300001 - 500000 + 299999,
    });
    // The page rows carry each group's own cost (expense minus income lines).
    const rows = okData(await s.api<Page<Row>>(`${H}/list`, { keyword: tag, pageSize: 20, sortField: 'code', sortOrder: 'ascend' }, operator), 'list').page_data.data;
    expect(rows.map((r) => [r.code, r.cost])).toEqual([
      [`${tag}A`, 3900000], [`${tag}B`, 100], [`${tag}C`, 50000], [`${tag}D`, 6300001], [`${tag}E`, -500000], [`${tag}F`, 9000000], [`${tag}G`, 299999],
    ]);
  });

  it('filters by departure date range and state, and answers 102 to a user without the page', async () => {
    const f = await fixture({ departure: day(200) });
    const inRange = okData(await s.api<Page<Row>>(`${H}/list`, { departure_date: [day(199), day(201)], state: [0] }, operator), 'list');
    expect(inRange.page_data.data.map((r) => r.id)).toEqual([f.groupId]);
    const none = okData(await s.api<Page<Row>>(`${H}/list`, { departure_date: [day(199), day(201)], state: 4, totals_only: true }, operator), 'list');
    expect(none.page_data.total_size).toBe(0);
    expect((await s.api(`${H}/list`, {}, sales)).code).toBe(102);
  });
});

describe('data boundary', () => {
  it('a 仅本人 operator sees only its own groups; another group answers 404', async () => {
    const f = await fixture();
    const role = await createRole(s, admin, [{ permissionKey: 'line_operation', actions: ['canEditor', 'canSet'] }]);
    const u = await createUser(s, admin, [{ department_id: org.dept['出境操作组'], role_id: role, position_id: org.position['计调'], data_permission_id: org.dataPerm['仅本人'] }]);
    const tok = await s.login(u.login_name, u.password);
    const page = okData(await s.api<Page<Row>>(`${H}/list`, { keyword: f.code }, tok), 'list');
    expect(page.page_data.total_size).toBe(0);
    expect((await s.api(`${H}/detail`, { id: f.groupId }, tok)).code).toBe(404);
    expect((await s.api(`${H}/statistics`, { group_id: f.groupId }, tok)).code).toBe(404);
    expect((await s.api(`${H}/guide/add`, { group_id: f.groupId, cost_version: 1, items: [] }, tok)).code).toBe(404);
  });
});

describe('state transitions', () => {
  it('refuses every transition the contract does not allow, naming both states; allows the others', async () => {
    const f = await fixture();
    const states = Object.keys(TourState).map(Number);
    for (const from of states) {
      for (const to of states) {
        await q(`update tour_groups set state = ${from} where id = ${f.groupId}`); // every state as the start, incl. those no route leads back from
        const g = await group(f.groupId);
        const r = await s.api<Row>(`${H}/state/update`, { id: f.groupId, version: g.version, state: to }, operator);
        if (TOUR_STATE_TRANSITIONS[from].includes(to)) {
          expect(r.code, `${from}→${to}`).toBe(200);
          expect(r.data.state).toBe(to);
        } else {
          expect([r.status, r.code], `${from}→${to}`).toEqual([400, 400]);
          expect(r.msg).toContain(TourState[from as keyof typeof TourState]);
          if (from !== to) expect(r.msg).toContain(TourState[to as keyof typeof TourState]);
        }
      }
    }
  });

  it('refuses cancelling with an active order, allows it once the order is cancelled; stale version answers 409', async () => {
    // Two persons on a one-seat group: the order waits (active, though it holds no seat).
    const f = await fixture({ seats: 1 });
    const oid = await order(f, { status: 3, adults: 2 });
    const g = await group(f.groupId);
    const r = await s.api(`${H}/state/update`, { id: f.groupId, version: g.version, state: 3 }, operator);
    expect([r.code, r.msg]).toEqual([400, '团期还有有效订单，请先退团或取消订单']);
    const o = okData(await s.api<{ version: number }>('/api/v1/routeOrder/detail', { id: oid }, admin), 'order');
    okData(await s.api('/api/v1/routeOrder/cancel', { id: oid, version: o.version, reason: '客人取消' }, admin), 'cancel the order');
    const stale = await s.api(`${H}/state/update`, { id: f.groupId, version: g.version + 5, state: 3 }, operator);
    expect(stale.code).toBe(409);
    expect(okData(await s.api<Row>(`${H}/state/update`, { id: f.groupId, version: g.version, state: 3 }, operator), 'cancel').state).toBe(3);
    expect((await s.api(`${H}/state/update`, { id: f.groupId, version: g.version + 1, state: 0 }, sales)).code).toBe(102);
  });

  it('sets the guaranteed-departure flag', async () => {
    const f = await fixture();
    const g = await group(f.groupId);
    expect(okData(await s.api<Row>(`${H}/ironHair/update`, { id: f.groupId, version: g.version, iron_hair: 2 }, operator), 'iron').iron_hair).toBe(2);
  });
});

describe('costs', () => {
  it('saves a whole list per kind with totals in fen; lines left out are removed; cost_version guards', async () => {
    const f = await fixture();
    const saved = okData(await saveGuide(f.groupId, [guide(), guide({ person: '李导', quantity: 2, unit_price: 45050 })]), 'guide');
    expect(saved.data.map((r) => [r.person, r.total, r.supplier_name !== null])).toEqual([['张导', 150000, true], ['李导', 90100, true]]);
    const list = okData(await s.api<{ data: Row[]; total: number; cost_version: number }>(`${H}/guide/list`, { group_id: f.groupId }, operator), 'list');
    expect(list.total).toBe(240100);
    // Saving again with only the first line (by id) removes the second and keeps the first's id.
    const first = list.data[0];
    const again = okData(await s.api<{ data: Row[] }>(`${H}/guide/add`, { group_id: f.groupId, cost_version: list.cost_version, items: [{ ...guide(), id: first.id, unit_price: 60000 }] }, operator), 'again');
    expect(again.data.map((r) => [r.id, r.total])).toEqual([[first.id, 180000]]);
    // The old cost_version is stale now.
    const stale = await s.api(`${H}/guide/add`, { group_id: f.groupId, cost_version: list.cost_version, items: [] }, operator);
    expect(stale.code).toBe(409);
    // Money must be integer fen.
    const bad = await s.api<{ errors: { field: string }[] }>(`${H}/meal/add`, { group_id: f.groupId, cost_version: 1, items: [{ supplier_id: supplier[6], catering: 1, quantity: 2, unit_price: 12.5 }] }, operator);
    expect(bad.code).toBe(400);
    expect(bad.data.errors.map((e) => e.field)).toContain('items.0.unit_price');
  });

  it('refuses a blacklisted supplier, and a user without the page (102)', async () => {
    const f = await fixture();
    const [b] = await q<{ id: number }>(`update suppliers set blacklisted = true where id = (select id from suppliers where type = 6 and not blacklisted order by id desc limit 1) returning id`);
    const g = await group(f.groupId);
    const r = await s.api<{ errors: { field: string }[] }>(`${H}/meal/add`, { group_id: f.groupId, cost_version: g.cost_version, items: [{ supplier_id: b.id, catering: 1, quantity: 10, unit_price: 4000 }] }, operator);
    expect(r.code).toBe(400);
    expect(r.msg).toContain('黑名单');
    expect(r.data.errors[0].field).toBe('items.0.supplier_id');
    expect((await s.api(`${H}/guide/add`, { group_id: f.groupId, cost_version: g.cost_version, items: [guide()] }, sales)).code).toBe(102);
    expect((await q(`select * from group_costs where group_id = ${f.groupId}`)).length).toBe(0);
  });

  it('keeps the local operator as fee lines per supplier', async () => {
    const f = await fixture();
    const g = await group(f.groupId);
    const saved = okData(await s.api<{ items: { supplier_id: number; total: number; lines: Row[] }[] }>(`${H}/travelAgency/add`, {
      group_id: f.groupId, cost_version: g.cost_version,
      items: [{ supplier_id: supplier[3], contact: '王经理', lines: [{ fee_type: 9, description: '地接费', price: 20000, quantity: 10 }, { description: '接送机', price: 50000, quantity: 2 }] }],
    }, operator), 'agency');
    expect(saved.items).toHaveLength(1);
    expect(saved.items[0]).toMatchObject({ supplier_id: supplier[3], contact: '王经理', total: 300000 });
    const d = okData(await s.api<{ total: number }>(`${H}/travelAgency/detail`, { group_id: f.groupId }, operator), 'detail');
    expect(d.total).toBe(300000);
  });
});

describe('statistics', () => {
  it('every figure equals the sum of its rows; per person, margin and break-even follow the documented model', async () => {
    const f = await fixture();
    await order(f, { adults: 2, lines: [[300000, 2], [-10000, 1]] }); // 590,000
    await order(f, { adults: 1, status: 1 }); // 300,000
    await order(f, { adults: 4, status: 2 }); // cancelled: no income
    await order(f, { adults: 18, status: 3 }); // waiting (18 asked, 17 free): no income
    okData(await saveGuide(f.groupId, [guide()]), 'guide'); // 150,000
    let g = await group(f.groupId);
    okData(await s.api(`${H}/meal/add`, { group_id: f.groupId, cost_version: g.cost_version, items: [{ supplier_id: supplier[6], catering: 1, diners: 3, quantity: 3, unit_price: 4000 }] }, operator), 'meal'); // 12,000
    g = await group(f.groupId);
    okData(await s.api(`${H}/other/add`, { group_id: f.groupId, cost_version: g.cost_version, items: [
      { supplier_id: supplier[6], name: '购物返佣', consumption: 0, quantity: 1, unit_price: 5000 },
      { supplier_id: supplier[6], name: '杂费', consumption: 1, quantity: 1, unit_price: 1000 },
    ] }, operator), 'other');
    const st = await stats(f.groupId);
    expect(st.income).toBe(st.income_rows.reduce((a, r) => a + r.total, 0));
    expect(st.cost).toBe(st.cost_rows.reduce((a, r) => a + r.total, 0));
    expect(st).toMatchObject({ income: 890000, cost: 158000, profit: 732000, persons: 3, price_per_person: 300000, actual_cost: 0, planned_cost: 360000 }); // actual cost = approved payables (none yet)
    expect(st.income_rows).toHaveLength(2);
    expect(st.cost_rows.find((r) => r.kind === 'other')).toMatchObject({ expense: 1000, income: 5000, total: -4000 });
    expect(st.margin_bp).toBe(Math.trunc((732000 * 10000) / 890000)); // 8224
    expect(st.margin).toBe('82.24%');
    expect(st.income_per_person).toBe(296666);
    expect(st.cost_per_person).toBe(52666);
    expect(st.break_even_persons).toBe(1); // ceil(158,000 / 300,000)
    expect(st.seats_to_break_even).toBe(0);
  });
});

const decide = async (tok: string, type: string, runId: number, verb: 'pass' | 'reject', comment?: string) => okData(await decideRun(s, type, runId, tok, verb, comment), `${type} ${verb}`);

describe('settlement and cost adjustments', () => {
  it('finishes only after the disband date, locks costs, changes locked costs only through an approved adjustment, and settles', async () => {
    const future = await fixture();
    const fg = await group(future.groupId);
    const early = await s.api(`${F}/finish`, { group_id: future.groupId, version: fg.version }, operator);
    expect(early.code).toBe(400);
    expect(early.msg).toContain('尚未散团');

    const f = await fixture();
    await order(f, { adults: 2, received: 600000 });
    await order(f, { adults: 1, received: 100000 });
    await departOn(f, day(-10)); // signed up while on sale; now past its disband date
    okData(await saveGuide(f.groupId, [guide()]), 'guide'); // 150,000
    let g = await group(f.groupId);
    expect((await s.api(`${F}/finish`, { group_id: f.groupId, version: g.version }, sales)).code).toBe(102);
    expect((await s.api(`${F}/finish`, { group_id: f.groupId, version: g.version + 3 }, operator)).code).toBe(409);
    okData(await s.api(`${F}/finish`, { group_id: f.groupId, version: g.version }, operator), 'finish');
    g = await group(f.groupId);
    expect(g).toMatchObject({ cost_version_type: 1, group_cost_version_type: 1, settle_status: 1 });

    // Locked: a direct edit is refused.
    const locked = await saveGuide(f.groupId, [guide({ unit_price: 1 })]);
    expect([locked.code, locked.msg]).toEqual([400, '成本已锁定，请提交成本调整单']);

    // A cost adjustment changes nothing until approval; a rejected one changes nothing at all.
    const a1 = okData(await s.api<Row & { audit_id: number; code: string }>(`${H}/costAdjust/add`, { group_id: f.groupId, kind: 'guide', reason: '导游费上调', items: [guide({ unit_price: 70000 })] }, operator), 'adjust');
    expect(a1.code).toMatch(/^TZ/);
    expect((await stats(f.groupId)).cost).toBe(150000);
    const dup = await s.api(`${H}/costAdjust/add`, { group_id: f.groupId, kind: 'guide', reason: '再调', items: [] }, operator);
    expect(dup.code).toBe(409);
    await decide(manager, 'costAdjustment', a1.audit_id, 'reject', '费用不合理');
    expect((await stats(f.groupId)).cost).toBe(150000);
    const a2 = okData(await s.api<Row & { audit_id: number }>(`${H}/costAdjust/add`, { group_id: f.groupId, kind: 'guide', reason: '导游费上调', items: [guide({ unit_price: 70000 })] }, operator), 'adjust2');
    expect((await stats(f.groupId)).cost).toBe(150000);
    const before = (await group(f.groupId)).cost_version as number;
    await decide(manager, 'costAdjustment', a2.audit_id, 'pass');
    expect((await stats(f.groupId)).cost).toBe(210000);
    expect((await group(f.groupId)).cost_version).toBe(before + 1);
    const adjList = okData(await s.api<Page<Row>>(`${H}/costAdjust/list`, { group_id: f.groupId }, operator), 'adj list');
    expect(adjList.page_data.data.map((r) => [r.status, r.before_total, r.after_total])).toEqual([[1, 150000, 210000], [2, 150000, 210000]]);
    const adjDetail = okData(await s.api<Row & { items: Row[]; before_items: Row[] }>(`${H}/costAdjust/detail`, { id: a2.id }, operator), 'adj detail');
    expect(adjDetail.items[0].supplier_name).toBeTruthy();
    expect(adjDetail.before_items[0].total).toBe(150000);

    // Settlement audit: a version with the figures of the moment; finance approves.
    const sub = okData(await s.api<Row & { audit_id: number; income: number; cost: number; profit: number; seq: number }>(`${F}/audit`, { group_id: f.groupId }, operator), 'submit');
    expect(sub).toMatchObject({ seq: 1, income: 900000, cost: 210000, profit: 690000 });
    expect((await group(f.groupId)).settle_status).toBe(2);
    const adjDuring = await s.api(`${H}/costAdjust/add`, { group_id: f.groupId, kind: 'meal', reason: 'x', items: [] }, operator);
    expect(adjDuring.code).toBe(400);
    await decide(finance, 'lineSettlement', sub.audit_id, 'reject', '成本单据不全');
    expect((await group(f.groupId)).settle_status).toBe(4);
    const sub2 = okData(await s.api<Row & { audit_id: number; seq: number }>(`${F}/audit`, { group_id: f.groupId }, operator), 'submit2');
    expect(sub2.seq).toBe(2);
    await decide(finance, 'lineSettlement', sub2.audit_id, 'pass');
    const res = okData(await s.api<{ settle_status: number; versions: Row[] }>(`${F}/audit/result`, { group_id: f.groupId }, operator), 'result');
    expect(res.settle_status).toBe(3);
    expect(res.versions.map((v) => [v.seq, v.status, v.audit_status, v.decided_by_name])).toEqual([[2, 1, 1, '赵会计'], [1, 2, 2, '赵会计']]);
    expect((await q(`select count(*)::int as n from group_settlements where group_id = ${f.groupId}`))[0]).toEqual({ n: 2 });

    // Receivables per order and payables per cost line.
    const col = okData(await s.api<{ data: Row[]; summary: Record<string, number> }>(`${F}/collect/list`, { group_id: f.groupId }, operator), 'collect');
    expect(col.data.map((r) => [r.total, r.received, r.remaining, r.state_label])).toEqual([[600000, 600000, 0, '已结清'], [300000, 100000, 200000, '待收款']]);
    expect(col.summary).toMatchObject({ total: 900000, received: 700000, remaining: 200000 });
    const pay = okData(await s.api<{ data: Row[]; summary: Record<string, number> }>(`${F}/payment/list`, { group_id: f.groupId }, operator), 'payment');
    expect(pay.data.map((r) => [r.kind, r.payable, r.paid, r.unpaid])).toEqual([['guide', 210000, 0, 210000]]);
    expect(pay.data[0].settlement_cycle_label).toBeTruthy();
    expect(pay.summary).toEqual({ payable: 210000, paid: 0, unpaid: 210000 });
  });
});

describe('a group\'s income', () => {
  it('is one figure in the hall list, the detail, the statistics, the receivables and the settlement: Σ the income lines of the confirmed and held orders, after price changes and withdrawals', async () => {
    const f = await fixture({ seats: 12 });
    const o1 = await order(f, { adults: 2, lines: [[300000, 2], [-10000, 1]], as: sales, confirmed: true }); // 590,000
    const o2 = await order(f, { adults: 3, as: sales, confirmed: true }); // 900,000
    await order(f, { adults: 1, status: 1 }); // held: 300,000
    await order(f, { adults: 2, status: 2 }); // cancelled: nothing
    await order(f, { adults: 10, status: 3 }); // waiting (10 asked, 6 free): nothing
    const pendingRun = async (objectId: number) => (await q<{ id: number }>(`select id from audit_instances where type = 'orderAdjustment' and object_id = ${objectId} and status = 0`))[0].id;
    // A price change (lines replaced: 560,000) and a withdrawal with a refund line (900,000 − 250,000), both approved.
    const price = okData(await s.api<Row>(`${H}/adjust/add`, { order_id: o1, kind: 'price', lines: [{ fee_type: 0, price: 280000, quantity: 2 }], reason: '团队优惠' }, operator), 'price');
    await decide(manager, 'orderAdjustment', await pendingRun(price.id), 'pass');
    const tid = (await q<{ id: number }>(`select id from order_tourists where order_id = ${o2} order by id limit 1`))[0].id;
    const withdraw = okData(await s.api<Row>(`${H}/adjust/add`, { order_id: o2, kind: 'withdraw', tourist_ids: [tid], refund_amount: 250000, reason: '生病' }, operator), 'withdraw');
    await decide(manager, 'orderAdjustment', await pendingRun(withdraw.id), 'pass');
    okData(await saveGuide(f.groupId, [guide()]), 'guide'); // 150,000
    const income = 560000 + 650000 + 300000;

    // The definition, from the lines; every order's total is the sum of its lines (what the figures below rely on).
    const [fromLines] = await q<{ income: string }>(`select coalesce(sum(l.total), 0)::text as income from order_lines l join orders o on o.id = l.order_id
      where o.group_id = ${f.groupId} and o.enrollment_status in (0, 1)`);
    expect(Number(fromLines.income)).toBe(income);
    const perOrder = await q<{ id: number; total: string; lines: string }>(`select o.id, o.total::text as total,
      (select coalesce(sum(l.total), 0) from order_lines l where l.order_id = o.id)::text as lines from orders o where o.group_id = ${f.groupId} order by o.id`);
    expect(perOrder).toHaveLength(5);
    for (const r of perOrder) expect(r.total, `order ${r.id}`).toBe(r.lines);

    const hall = okData(await s.api<Page<Row & { income: number; cost: number; profit: number }>>(`${H}/list`, { pageNo: 1, pageSize: 20, keyword: f.code }, operator), 'hall');
    expect(hall.page_data.data.map((r) => [r.id, r.income, r.cost, r.profit])).toEqual([[f.groupId, income, 150000, income - 150000]]);
    expect(await group(f.groupId)).toMatchObject({ income, cost: 150000, profit: income - 150000 });
    const st = await stats(f.groupId);
    expect(st.income).toBe(income);
    expect(st.income_rows.map((r) => [r.order_id, r.total])).toEqual([[o1, 560000], [o2, 650000], [expect.any(Number), 300000]]);
    const col = okData(await s.api<{ data: Row[]; summary: Record<string, number> }>(`${F}/collect/list`, { group_id: f.groupId }, operator), 'collect');
    expect(col.summary.total).toBe(income);

    await departOn(f, day(-10));
    const g = await group(f.groupId);
    okData(await s.api(`${F}/finish`, { group_id: f.groupId, version: g.version }, operator), 'finish');
    const sub = okData(await s.api<Row & { income: number; cost: number }>(`${F}/audit`, { group_id: f.groupId }, operator), 'submit');
    expect(sub).toMatchObject({ income, cost: 150000, profit: income - 150000 });
  });
});

describe('tourists of a group', () => {
  it('masks ID, phone and birthday without canSeeInfo; shows them to admin and records the view', async () => {
    const f = await fixture();
    await order(f, { adults: 2 });
    const masked = okData(await s.api<Page<Row> & { masked: boolean }>(`${H}/client/list`, { group_id: f.groupId }, operator), 'list');
    expect(masked.masked).toBe(true);
    expect(masked.page_data.data[0]).toMatchObject({ client_card_number: maskedCard(0), client_phone_number: '138****5678', client_birthday: '1990-**-**' });
    expect(masked.page_data.data[0].order_code).toBeTruthy();
    const views0 = (await q(`select count(*)::int as n from change_log where table_name = 'tour_groups' and record_id = ${f.groupId} and action = 'view'`))[0];
    expect(views0).toEqual({ n: 0 });
    const open = okData(await s.api<Page<Row>>(`${H}/client/list`, { group_id: f.groupId }, admin), 'admin list');
    expect(open.page_data.data[0]).toMatchObject({ client_card_number: card(0), client_phone_number: '13812345678', client_birthday: '1990-01-01' });
    const views = await q<{ user_name: string }>(`select user_name from change_log where table_name = 'tour_groups' and record_id = ${f.groupId} and action = 'view'`);
    expect(views.map((v) => v.user_name)).toEqual(['系统管理员']);
  });

  it('exports the list to Excel with the same masking', async () => {
    const f = await fixture();
    await order(f, { adults: 1 });
    const res = await fetch(`${s.base}${H}/client/export`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: operator }, body: JSON.stringify({ group_id: f.groupId }) });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).map(String);
    const row = ws.getRow(2).values as unknown[];
    expect(row[header.indexOf('证件号码')]).toBe(maskedCard(0));
    expect(row[header.indexOf('手机号')]).toBe('138****5678');
    expect(row[header.indexOf('姓名')]).toBe('游客1');
  });

  it('allocates rooms and lists the group orders', async () => {
    const f = await fixture();
    await order(f, { adults: 2 });
    const other = await fixture();
    await order(other, { adults: 1 });
    const list = okData(await s.api<Page<Row>>(`${H}/client/list`, { group_id: f.groupId }, operator), 'list');
    const ids = list.page_data.data.map((r) => r.id);
    okData(await s.api(`${H}/client/room/update`, { group_id: f.groupId, items: ids.map((tourist_id) => ({ tourist_id, room_type: 0, client_room_number: '8201' })) }, operator), 'rooms');
    const after = okData(await s.api<Page<Row>>(`${H}/client/list`, { group_id: f.groupId }, operator), 'list');
    expect(after.page_data.data.map((r) => [r.room_type, r.client_room_number])).toEqual([[0, '8201'], [0, '8201']]);
    const foreign = (okData(await s.api<Page<Row>>(`${H}/client/list`, { group_id: other.groupId }, operator), 'other')).page_data.data[0].id;
    const bad = await s.api(`${H}/client/room/update`, { group_id: f.groupId, items: [{ tourist_id: foreign, room_type: 1 }] }, operator);
    expect(bad.code).toBe(400);
    const orders = okData(await s.api<Page<Row>>(`${H}/order/list`, { group_id: f.groupId }, operator), 'orders');
    expect(orders.page_data.data).toHaveLength(1);
    expect(orders.page_data.data[0]).toMatchObject({ seats: 2, total: 600000, contact_phone: '138****5678', enrollment_status_label: '确认' });
  });
});

describe('demo seed', () => {
  it('leaves groups on sale with confirmed orders (income) and no costs, for the hall and the operation journey', async () => {
    const free = await q<{ id: number }>(`select g.id from tour_groups g where g.id <= ${demoGroupMax} and g.state = 0
      and exists (select 1 from orders o where o.group_id = g.id and o.enrollment_status in (0, 1) and o.order_status = 1)
      and not exists (select 1 from group_costs c where c.group_id = g.id)`);
    expect(free.length).toBeGreaterThanOrEqual(2);
    const costed = await q<{ n: number }>(`select count(distinct group_id)::int as n from group_costs c where c.group_id <= ${demoGroupMax}`);
    expect(costed[0].n).toBeGreaterThanOrEqual(4);
  });

  it('puts cost lines with demo suppliers on the first groups, so the hall shows costs and profit', async () => {
    const { seedOperationDemo } = await import('../src/modules/operation/operation.seed');
    const f = await fixture();
    await order(f, { adults: 20, lines: [[300000, 20]] });
    await departOn(f, day(-400)); // signed up while on sale; now the earliest group: seeded first
    await seedOperationDemo(s.database.db);
    const st = await stats(f.groupId);
    expect(st.cost_rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['guide', 'meal', 'reside', 'motorcade']));
    expect(st.cost).toBeGreaterThan(0);
    expect(st.profit).toBe(st.income - st.cost);
    expect(st.profit).toBeGreaterThan(0);
    const blacklisted = await q(`select c.id from group_costs c join suppliers s on s.id = c.supplier_id where s.blacklisted`);
    expect(blacklisted).toEqual([]);
  });
});

describe('orders of a group and their adjustments from the operation side', () => {
  const pendingRun = async (objectId: number) => (await q<{ id: number }>(`select id from audit_instances where type = 'orderAdjustment' and object_id = ${objectId} and status = 0`))[0]?.id;

  it('reads an order the operator did not sell: lines, masked tourists, group and product; admin sees it unmasked and the view is recorded', async () => {
    const f = await fixture();
    const oid = await order(f, { adults: 2, lines: [[300000, 2], [-10000, 1]], as: sales, confirmed: true });
    // The order module answers by the order's boundary: the operator did not sell it.
    expect((await s.api(`/api/v1/routeOrder/detail`, { id: oid }, operator)).code).toBe(404);
    const d = okData(await s.api<Row & { lines: Row[]; tourists: Row[]; masked: boolean }>(`${H}/order/detail`, { id: oid }, operator), 'order detail');
    expect(d).toMatchObject({ id: oid, group_code: f.code, total: 590000, due: 590000, persons: 2, masked: true, contact_phone: '138****5678' });
    expect(d.product_name).toMatch(/^测试线路/);
    expect(d.lines.map((l) => [l.price, l.quantity, l.total])).toEqual([[300000, 2, 600000], [-10000, 1, -10000]]);
    expect(d.tourists).toHaveLength(2);
    expect(d.tourists[0]).toMatchObject({ client_name: '游客1', client_card_number: maskedCard(0), client_phone_number: '138****5678', client_birthday: '1990-**-**' });
    const views = async () => (await q<{ n: number }>(`select count(*)::int as n from change_log where table_name = 'orders' and record_id = ${oid} and action = 'view'`))[0].n;
    expect(await views()).toBe(0);
    const open = okData(await s.api<Row & { tourists: Row[]; masked: boolean }>(`${H}/order/detail`, { id: oid }, admin), 'admin detail');
    expect(open.masked).toBe(false);
    expect(open.tourists[0]).toMatchObject({ client_card_number: card(0), client_phone_number: '13812345678' });
    expect(await views()).toBe(1);
    expect((await s.api(`${H}/order/detail`, { id: 99999999 }, operator)).code).toBe(404);
    expect((await s.api(`${H}/order/detail`, { id: oid }, sales)).code).toBe(102);
  });

  it('the operator files a price change for any order of its group; nothing changes until the manager approves', async () => {
    const f = await fixture();
    const oid = await order(f, { adults: 2, as: sales, confirmed: true });
    const body = { order_id: oid, kind: 'price', lines: [{ fee_type: 0, price: 280000, quantity: 2 }], reason: '团队优惠' };
    // The order module's route needs canEditor on the order list, which the operator does not hold.
    expect((await s.api('/api/v1/routeOrder/adjust/add', body, operator)).code).toBe(102);
    const a = okData(await s.api<Row & { code: string; status: number; old_total: number; new_total: number; amount: number }>(`${H}/adjust/add`, body, operator), 'adjust');
    expect(a).toMatchObject({ status: 0, old_total: 600000, new_total: 560000, amount: -40000, group_id: f.groupId });
    expect(a.code).toMatch(/^TZ/);
    expect((await q<{ total: number }>(`select total::int as total from orders where id = ${oid}`))[0].total).toBe(600000);
    const list = okData(await s.api<Page<Row>>(`${H}/adjust/list`, { group_id: f.groupId }, operator), 'list');
    expect(list.page_data.data.map((r) => [r.id, r.order_code, r.group_code, r.kind_label, r.status_label, r.created_by_name])).toEqual([[a.id, expect.stringMatching(/^DD/), f.code, '调价', '待审核', '李计调']]);
    const d = okData(await s.api<Row & { order: Row }>(`${H}/adjust/detail`, { id: a.id }, operator), 'detail');
    expect(d).toMatchObject({ id: a.id, group_code: f.code, kind: 'price', reason: '团队优惠' });
    expect(d.order).toMatchObject({ id: oid, group_code: f.code, contact_name: '张三' });
    const runId = await pendingRun(a.id);
    expect(runId).toBeTruthy();
    await decide(manager, 'orderAdjustment', runId, 'pass');
    expect((await q<{ total: number }>(`select total::int as total from orders where id = ${oid}`))[0].total).toBe(560000);
    const after = okData(await s.api<Row & { lines: Row[]; adjustments: Row[] }>(`${H}/order/detail`, { id: oid }, operator), 'after');
    expect(after.lines.map((l) => l.total)).toEqual([560000]);
    expect(after.adjustments.map((x) => [x.id, x.status])).toEqual([[a.id, 1]]);
  });

  it('a withdrawal takes refund_amount as the positive amount the total goes down; a negative one is refused', async () => {
    const f = await fixture();
    const oid = await order(f, { adults: 2, as: sales, confirmed: true });
    const tid = (await q<{ id: number }>(`select id from order_tourists where order_id = ${oid} order by id limit 1`))[0].id;
    const neg = await s.api<{ errors: { field: string }[] }>(`${H}/adjust/add`, { order_id: oid, kind: 'withdraw', tourist_ids: [tid], refund_amount: -150000, reason: '生病' }, operator);
    expect([neg.code, neg.data.errors[0].field]).toEqual([400, 'refund_amount']);
    const noReason = await s.api(`${H}/adjust/add`, { order_id: oid, kind: 'withdraw', tourist_ids: [tid], refund_amount: 150000, reason: ' ' }, operator);
    expect(noReason.code).toBe(400);
    const a = okData(await s.api<Row & { new_total: number; amount: number }>(`${H}/adjust/add`, { order_id: oid, kind: 'withdraw', tourist_ids: [tid], refund_amount: 150000, reason: '生病' }, operator), 'withdraw');
    expect(a).toMatchObject({ refund_amount: 150000, old_total: 600000, new_total: 450000, amount: -150000 });
    expect((await group(f.groupId)).seats_confirmed).toBe(2);
    await decide(manager, 'orderAdjustment', await pendingRun(a.id), 'pass');
    const [o] = await q<{ total: number; seats: number; adult_count: number }>(`select total::int as total, seats, adult_count from orders where id = ${oid}`);
    expect(o).toEqual({ total: 450000, seats: 1, adult_count: 1 });
    expect((await group(f.groupId)).seats_confirmed).toBe(1);
    const d = okData(await s.api<Row & { tourists: Row[]; lines: Row[] }>(`${H}/order/detail`, { id: oid }, operator), 'detail');
    expect(d.tourists.filter((t) => t.withdrawn === 1).map((t) => t.id)).toEqual([tid]);
    expect(d.lines.map((l) => l.total)).toEqual([600000, -150000]);
  });

  it('refuses unconfirmed orders with the registration module\'s message, and answers 404 outside the operator\'s boundary', async () => {
    const f = await fixture();
    const unconfirmed = await order(f, { adults: 1 });
    const r = await s.api(`${H}/adjust/add`, { order_id: unconfirmed, kind: 'price', lines: [{ fee_type: 0, price: 1, quantity: 1 }], reason: 'x' }, operator);
    expect([r.code, r.msg]).toEqual([400, '只有已确认的订单才能调价或退团（未确认的订单请直接修改）']);
    const oid = await order(f, { adults: 1, confirmed: true });
    const a = okData(await s.api<Row>(`${H}/adjust/add`, { order_id: oid, kind: 'price', lines: [{ fee_type: 0, price: 250000, quantity: 1 }], reason: '优惠' }, operator), 'adjust');
    const role = await createRole(s, admin, [{ permissionKey: 'line_operation', actions: ['canEditor'] }]);
    const u = await createUser(s, admin, [{ department_id: org.dept['出境操作组'], role_id: role, position_id: org.position['计调'], data_permission_id: org.dataPerm['仅本人'] }]);
    const tok = await s.login(u.login_name, u.password);
    expect((await s.api(`${H}/order/detail`, { id: oid }, tok)).code).toBe(404);
    expect((await s.api(`${H}/adjust/detail`, { id: a.id }, tok)).code).toBe(404);
    expect((await s.api(`${H}/adjust/add`, { order_id: oid, kind: 'price', lines: [{ fee_type: 0, price: 1, quantity: 1 }], reason: 'x' }, tok)).code).toBe(404);
    expect(okData(await s.api<Page<Row>>(`${H}/adjust/list`, { group_id: f.groupId }, tok), 'list').page_data.total_size).toBe(0);
    expect((await s.api(`${H}/adjust/add`, { order_id: oid, kind: 'price', lines: [{ fee_type: 0, price: 1, quantity: 1 }], reason: 'x' }, sales)).code).toBe(102);
  });
});
