/** Sign-up and orders over the real API: seats, holds, waiting list, tourists, credit, audits, adjustments, OTA orders. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { expireHolds, confirmHoldByReceipt } from '../src/modules/registration/registration.service';
import { orders } from '../src/modules/registration/registration.tables';
import { creditLines } from '../src/modules/finance/finance.tables';
import { inTx } from '../src/platform/data';
import { diffRows } from '../src/platform/history';
import { RESOURCES } from '@ta/contract';
import { hasChinese, startServer, type TestServer } from './harness';
import { createRole, createUser, loadOrg, customerOf, groupSeats, idNumber, makeGroup, decideObject } from './fixtures';

let s: TestServer;
let sales: string, manager: string, finance: string, admin: string;
const db = () => s.database.db;
beforeAll(async () => {
  s = await startServer();
  [sales, manager, finance, admin] = [await s.login('sales'), await s.login('manager'), await s.login('finance'), await s.login('admin')];
});
afterAll(async () => { await s?.close(); });

interface Order { id: number; version: number; code: string; total: number; deposit: number; enrollment_status: number; order_status: number; credit_state: number; credit_audit_id: number | null; received: number; seats: number; hold_deadline: string | null; tourists: Tourist[]; lines: { total: number }[] }
interface Tourist { id: number; client_name: string; client_card_number: string | null; client_phone_number: string | null; client_birthday: string | null; client_sex: number | null; client_age: number | null; withdrawn: number }
interface Run { id: number; status: number; my_task: { task_id: number; version: number } | null }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };

const adult = (price = 329900) => ({ fee_type: 0, price, quantity: 1 });
const signUp = (groupId: number, extra: Record<string, unknown> = {}, tok = sales) => s.api<Order>('/api/v1/routeOrder/add', {
  group_id: groupId, customer_kind: 'private', contact_name: '李雷', contact_phone: '13900000001', adult_count: 1, lines: [adult()], enrollment: 1, ...extra,
}, tok);
const detail = async (id: number, tok = sales) => ok(await s.api<Order>('/api/v1/routeOrder/detail', { id }, tok));

const decide = (type: string, objectId: number, who: string, verb: 'pass' | 'reject' = 'pass', comment?: string) => decideObject(s, type, objectId, who, verb, comment);

describe('seats', () => {
  it('200 parallel sign-ups of one person on a 40-seat group: exactly 40 succeed, no oversell', async () => {
    const g = await makeGroup(db(), { seats: 40 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => signUp(g.groupId)));
    const won = answers.filter((a) => a.code === 200);
    const full = answers.filter((a) => a.code === 409);
    expect(won).toHaveLength(40);
    expect(full).toHaveLength(160);
    expect(full.every((a) => a.msg === '人数已达上限')).toBe(true);
    const seats = await groupSeats(db(), g.groupId);
    expect(seats.held + seats.confirmed).toBe(40);
    const [{ n }] = (await db().execute(sql`select count(*)::int as n from orders where group_id = ${g.groupId} and enrollment_status in (0, 1)`) as unknown as { rows: { n: number }[] }).rows;
    expect(n).toBe(40);
    // Order numbers are issued ahead of the transaction (not gap-free): the winners' numbers are still unique.
    expect(new Set(won.map((a) => a.data.code)).size).toBe(40);
  });

  it('a sign-up in one statement stores what book() and orderChanged did: the history of the stored row, its lines, the fresh counters; a refused one writes nothing', async () => {
    const g = await makeGroup(db(), { seats: 3 });
    const lines = [{ fee_type: 0, price: 300000, quantity: 2 }, { fee_type: 0, description: '单房差', price: 50000, quantity: 1 }];
    const o = ok(await s.api<Omit<Order, 'lines'> & { lines: { id: number; total: number }[]; group: { seats_held: number; seats_confirmed: number } }>('/api/v1/routeOrder/add', {
      group_id: g.groupId, customer_kind: 'private', contact_name: '李雷', contact_phone: '13900000001', adult_count: 2, lines, enrollment: 1, remark: '靠窗',
    }, sales));
    const [stored] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(stored).toMatchObject({ enrollment_status: 1, seats: 2, total: 650000, remark: '靠窗', credit_state: 0 });
    const q = async <T,>(x: ReturnType<typeof sql>) => (await db().execute(x) as unknown as { rows: T[] }).rows;
    const [log] = await q<{ changes: unknown[]; user_name: string }>(sql`select changes, user_name from change_log where table_name = 'orders' and record_id = ${o.id} and action = 'create'`);
    // The same entry recordChange(tx, orders, 'create', null, <stored row>) writes, then the list prices.
    expect(log.changes).toEqual([...diffRows(null, stored, RESOURCES.routeOrder), expect.objectContaining({ field: 'list_price', label: '牌价' })]);
    expect(log.user_name).toBeTruthy();
    const storedLines = await q<{ id: number; total: string | number }>(sql`select id, total from order_lines where order_id = ${o.id} order by sort`);
    expect(o.lines.map((l) => [l.id, l.total])).toEqual(storedLines.map((l) => [l.id, Number(l.total)]));
    expect(o.group).toMatchObject({ seats_held: 2, seats_confirmed: 0 });
    const counts = async () => (await q<{ o: number; h: number }>(sql`select (select count(*)::int from orders where group_id = ${g.groupId}) as o, (select count(*)::int from change_log where table_name = 'orders' and record_id in (select id from orders where group_id = ${g.groupId})) as h`))[0];
    const before = await counts();
    const full = await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] });
    expect(full.code).toBe(409);
    expect(full.msg).toBe('人数已达上限');
    expect(await counts()).toEqual(before);
    expect(await groupSeats(db(), g.groupId)).toMatchObject({ held: 2, confirmed: 0 });
  });

  it('a sign-up on the facts remembered from the group\'s last sign-up honours every change made meanwhile (by this or another server)', async () => {
    const g = await makeGroup(db(), { seats: 4, deposit: 50000 });
    const q = async <T,>(x: ReturnType<typeof sql>) => (await db().execute(x) as unknown as { rows: T[] }).rows;
    const listPrice = async (id: number) => (await q<{ changes: { field: string; new: string }[] }>(sql`select changes from change_log where table_name = 'orders' and record_id = ${id} and action = 'create'`))[0].changes.find((c) => c.field === 'list_price')?.new;
    const first = ok(await signUp(g.groupId));
    expect(first.deposit).toBe(50000);
    expect(await listPrice(first.id)).toContain('3,299.00元');
    // Written behind the server's back, as another server process would: deposit, list price, the product's name.
    await db().execute(sql`update products set deposit = 70000, name = '改名的线路' where id = ${g.productId}`);
    await db().execute(sql`update package_prices set price = 359900 where package_id = ${g.packageId} and fee_type = 0 and price_kind = 1`);
    const second = ok(await s.api<Order & { product: { deposit: number; name: string } }>('/api/v1/routeOrder/add', {
      group_id: g.groupId, customer_kind: 'private', contact_name: '李雷', contact_phone: '13900000001', adult_count: 1, lines: [adult()], enrollment: 1,
    }, sales));
    expect([second.deposit, second.product.deposit, second.product.name]).toEqual([70000, 70000, '改名的线路']);
    expect(await listPrice(second.id)).toContain('3,599.00元');
    // The per-order limit, then the sale itself, changed: refused as a sign-up on fresh facts is.
    await db().execute(sql`update products set max_persons = 1 where id = ${g.productId}`);
    const two = await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] });
    expect([two.code, two.msg]).toEqual([400, '每个订单最多报名1人（本单2人）']);
    await db().execute(sql`update products set audit_status = 0 where id = ${g.productId}`);
    const closed = await signUp(g.groupId);
    expect([closed.code, closed.msg]).toEqual([400, '该团期不可报名：产品未审核通过']);
    await db().execute(sql`update products set audit_status = 1, max_persons = null where id = ${g.productId}`);
    // The group filled up (remembered counters: full), then seats were given back elsewhere: the counters are read again.
    ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] }));
    expect((await signUp(g.groupId)).code).toBe(409);
    await db().execute(sql`update tour_groups set seats_held = seats_held - 1 where id = ${g.groupId}`);
    ok(await signUp(g.groupId));
    expect(await groupSeats(db(), g.groupId)).toMatchObject({ held: 4, confirmed: 0 });
  });

  it('a full group takes a waiting-list order; when seats free up it becomes a hold and its sales user is told', async () => {
    const g = await makeGroup(db(), { seats: 2 });
    const a = ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] }));
    expect((await signUp(g.groupId)).code).toBe(409);
    const w = ok(await signUp(g.groupId, { enrollment: 3 }));
    expect(w.enrollment_status).toBe(3);
    expect((await groupSeats(db(), g.groupId)).waiting).toBe(1);
    const todoBefore = ok(await s.api<{ agencyData: { number: number } }>('/api/v1/message/counts', {}, sales)).agencyData.number;
    ok(await s.api('/api/v1/routeOrder/cancel', { id: a.id, version: (await detail(a.id)).version, reason: '客户改期' }, sales));
    const after = await detail(w.id);
    expect(after.enrollment_status).toBe(1);
    expect(after.hold_deadline).toBeTruthy();
    expect(await groupSeats(db(), g.groupId)).toMatchObject({ held: 1, waiting: 0 });
    expect(ok(await s.api<{ agencyData: { number: number } }>('/api/v1/message/counts', {}, sales)).agencyData.number).toBe(todoBefore + 1);
  });

  it('hold expiry releases the seats (sweeper function) and they can be sold again', async () => {
    const g = await makeGroup(db(), { seats: 3, deposit: 100000 });
    const h = ok(await signUp(g.groupId, { adult_count: 3, lines: [{ fee_type: 0, price: 300000, quantity: 3 }] }));
    expect(h.deposit).toBe(300000);
    expect(new Date(h.hold_deadline!).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect((await signUp(g.groupId)).code).toBe(409);
    const expired = await expireHolds(s.app.services, new Date(Date.now() + 25 * 3600_000));
    expect(expired).toContain(h.id);
    expect((await detail(h.id)).enrollment_status).toBe(2);
    expect(await groupSeats(db(), g.groupId)).toMatchObject({ held: 0, confirmed: 0 });
    ok(await signUp(g.groupId, { enrollment: 0 }));
    expect((await groupSeats(db(), g.groupId)).confirmed).toBe(1);
  });

  it('a receipt covering the deposit confirms a hold (the finance hook)', async () => {
    const g = await makeGroup(db(), { seats: 5, deposit: 50000 });
    const h = ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] }));
    expect(h.deposit).toBe(100000);
    await inTx(db(), (tx) => confirmHoldByReceipt(tx, h.id, 60000));
    expect((await detail(h.id)).enrollment_status).toBe(1);
    await inTx(db(), (tx) => confirmHoldByReceipt(tx, h.id, 40000));
    const d = await detail(h.id);
    expect(d.received).toBe(100000);
    expect(d.enrollment_status).toBe(0);
    expect(await groupSeats(db(), g.groupId)).toMatchObject({ held: 0, confirmed: 2 });
  });

  it('an update before confirmation re-books the seats; over the group it answers 409 and changes nothing', async () => {
    const g = await makeGroup(db(), { seats: 4 });
    const o = ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] }));
    const body = { id: o.id, version: o.version, customer_kind: 'private', contact_name: '李雷', contact_phone: '13900000001', lines: [{ fee_type: 0, price: 300000, quantity: 3 }] };
    const up = ok(await s.api<Order>('/api/v1/routeOrder/update', { ...body, adult_count: 3 }, sales));
    expect(up.total).toBe(900000);
    expect((await groupSeats(db(), g.groupId)).held).toBe(3);
    const over = await s.api('/api/v1/routeOrder/update', { ...body, version: up.version, adult_count: 5, lines: [{ fee_type: 0, price: 300000, quantity: 5 }] }, sales);
    expect(over.code).toBe(409);
    expect((await groupSeats(db(), g.groupId)).held).toBe(3);
  });
});

describe('tourists and prices', () => {
  it('required tourist fields and the tourist count are enforced with Chinese messages', async () => {
    const g = await makeGroup(db());
    const r = await signUp(g.groupId, { tourists: [{ client_name: '韩梅梅', client_card_type: 1 }] });
    expect(r.code).toBe(400);
    expect(r.msg).toContain('请输入第1位游客的证件号码');
    expect(r.msg).toContain('请输入第1位游客的手机号');
    const many = await signUp(g.groupId, { tourists: [{ client_name: 'a' }, { client_name: 'b' }] });
    expect(many.code).toBe(400);
    expect(many.msg).toContain('不能超过报名人数');
    const bad = await s.api('/api/v1/routeOrder/add', { group_id: g.groupId, customer_kind: 'peer', contact_name: '', contact_phone: 'x', lines: [] }, sales);
    expect(bad.code).toBe(400);
    expect(hasChinese(bad.msg)).toBe(true);
    expect((bad.data as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(expect.arrayContaining(['contact_name', 'lines', 'customer_id']));
  });

  it('a mainland ID number is checked by its check digit; birthday, sex and the age at departure are derived', async () => {
    const g = await makeGroup(db());
    const good = idNumber('19900615', 123); // 3rd-last digit odd: male
    const wrong = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const r = await signUp(g.groupId, { tourists: [{ client_name: '韩梅梅', client_card_type: 1, client_card_number: wrong, client_phone_number: '13700000000' }] });
    expect(r.code).toBe(400);
    expect(r.msg).toContain('校验位');
    const o = ok(await signUp(g.groupId, { tourists: [{ client_name: '韩梅梅', client_card_type: 1, client_card_number: good, client_phone_number: '13700000000' }] }));
    const t = (await detail(o.id, manager)).tourists[0];
    expect(t.client_birthday).toBe('1990-06-15');
    expect(t.client_sex).toBe(1);
    const dep = g.departure;
    const expectedAge = Number(dep.slice(0, 4)) - 1990 - (dep.slice(5) < '06-15' ? 1 : 0);
    expect(t.client_age).toBe(expectedAge);
  });

  it('order totals in fen are the sum of price × quantity of the lines (a discount line may be negative, the total may not)', async () => {
    const g = await makeGroup(db());
    const o = ok(await signUp(g.groupId, {
      adult_count: 2, child_count: 1,
      lines: [{ fee_type: 0, price: 329900, quantity: 2 }, { fee_type: 1, price: 199900, quantity: 1 }, { fee_type: 13, price: 80000, quantity: 1 }, { fee_type: 10, description: '老客优惠', price: -10001, quantity: 1 }],
    }));
    expect(o.total).toBe(329900 * 2 + 199900 + 80000 - 10001);
    expect(o.lines.map((l) => l.total)).toEqual([659800, 199900, 80000, -10001]);
    expect(o.seats).toBe(3);
    const neg = await signUp(g.groupId, { lines: [{ fee_type: 0, price: 100, quantity: 1 }, { fee_type: 10, price: -200, quantity: 1 }] });
    expect(neg.code).toBe(400);
    expect(neg.msg).toContain('订单总额不能为负数');
    const float = await signUp(g.groupId, { lines: [{ fee_type: 0, price: 100.5, quantity: 1 }] });
    expect(float.code).toBe(400);
  });

  it('personal data is masked for sales; the manager (canSeeInfo) sees it and the view is recorded', async () => {
    const g = await makeGroup(db());
    const card = idNumber('19851201', 246);
    const o = ok(await signUp(g.groupId, { tourists: [{ client_name: '王芳', client_card_type: 1, client_card_number: card, client_phone_number: '13812345678' }] }));
    const masked = (await detail(o.id, sales)).tourists[0];
    expect(masked.client_card_number).toBe(`${card.slice(0, 3)}***********${card.slice(-4)}`);
    expect(masked.client_phone_number).toBe('138****5678');
    expect(masked.client_birthday).toBe('1985-**-**');
    const full = (await detail(o.id, manager)).tourists[0];
    expect(full.client_card_number).toBe(card);
    const hist = ok(await s.api<{ page_data: { data: { action: string; changes: { new: string }[] }[] } }>('/api/v1/history/list', { table: 'orders', record_id: o.id }, admin));
    expect(hist.page_data.data.some((h) => h.action === 'view' && h.changes.some((c) => c.new.includes('未脱敏')))).toBe(true);
    // Sales saves the list back with the masked values: the stored numbers are kept.
    const d = await detail(o.id, sales);
    ok(await s.api('/api/v1/routeOrder/client/add', { order_id: o.id, version: d.version, tourists: [{ ...masked, client_card_type: 1, client_remarks: '素食' }] }, sales));
    const again = (await detail(o.id, manager)).tourists[0];
    expect(again.client_card_number).toBe(card);
    expect(again.client_phone_number).toBe('13812345678');
    // likePerson finds the tourist again (masked for sales) and its source_id lets sales re-use it.
    const found = ok(await s.api<(Tourist & { source_id: number })[]>('/api/v1/person/likePerson', { name: '王芳' }, sales));
    expect(found[0].client_card_number).toContain('*');
    const o2 = ok(await signUp(g.groupId, { tourists: [{ ...found[0], id: undefined, client_card_type: 1, source_id: found[0].source_id }] }));
    expect((await detail(o2.id, manager)).tourists[0].client_card_number).toBe(card);
  });

  it('a user without the page key gets 102', async () => {
    const g = await makeGroup(db());
    // Finance may read orders (view only) but not sign up; a role with no grant at all reads nothing.
    expect((await signUp(g.groupId, {}, finance)).code).toBe(102);
    const org = await loadOrg(s, admin);
    const rel = { department_id: org.dept['总公司'], role_id: await createRole(s, admin, []), position_id: org.position['销售顾问'], data_permission_id: org.dataPerm['全部数据'] };
    const nobody = await s.login((await createUser(s, admin, [rel])).login_name);
    expect((await s.api('/api/v1/routeOrder/list', {}, nobody)).code).toBe(102);
  });
});

describe('order life', () => {
  it('the order audit: approval confirms the order and its seats; delete is refused afterwards', async () => {
    const g = await makeGroup(db(), { seats: 10 });
    const o = ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] }));
    ok(await s.api('/api/v1/routeOrder/submitAudit', { id: o.id }, sales));
    await decide('lineOrder', o.id, manager);
    const d = await detail(o.id);
    expect(d.order_status).toBe(1);
    expect(d.enrollment_status).toBe(0);
    expect(await groupSeats(db(), g.groupId)).toMatchObject({ held: 0, confirmed: 2 });
    const del = await s.api('/api/v1/routeOrder/delete', { id: o.id }, sales);
    expect(del.code).toBe(400);
    expect(del.msg).toBe('只能删除未确认的订单');
    // An unconfirmed order can be deleted and gives its seats back.
    const o2 = ok(await signUp(g.groupId));
    ok(await s.api('/api/v1/routeOrder/delete', { id: o2.id }, sales));
    expect((await groupSeats(db(), g.groupId)).held).toBe(0);
    expect((await s.api('/api/v1/routeOrder/detail', { id: o2.id }, sales)).code).toBe(404);
  });

  it('order adjustments change the order only on approval (price change; withdrawal releases seats)', async () => {
    const g = await makeGroup(db(), { seats: 10 });
    const t = (name: string, k: number) => ({ client_name: name, client_card_type: 1, client_card_number: idNumber('19800101', k), client_phone_number: '13600000000' });
    const o = ok(await signUp(g.groupId, { adult_count: 3, lines: [{ fee_type: 0, price: 300000, quantity: 3 }], tourists: [t('甲', 11), t('乙', 12), t('丙', 13)], enrollment: 0 }));
    ok(await s.api('/api/v1/routeOrder/submitAudit', { id: o.id }, sales));
    await decide('lineOrder', o.id, manager);
    const adj = ok(await s.api<{ id: number; status: number; amount: number }>('/api/v1/routeOrder/adjust/add', { order_id: o.id, kind: 'price', lines: [{ fee_type: 0, price: 280000, quantity: 3 }], reason: '团队优惠' }, sales));
    expect(adj.amount).toBe(-60000);
    expect((await detail(o.id)).total).toBe(900000);
    await decide('orderAdjustment', adj.id, manager);
    expect((await detail(o.id)).total).toBe(840000);

    const tid = (await detail(o.id)).tourists.find((x) => x.client_name === '丙')!.id;
    const wd = ok(await s.api<{ id: number }>('/api/v1/routeOrder/adjust/add', { order_id: o.id, kind: 'withdraw', tourist_ids: [tid], refund_amount: 200000, reason: '游客生病' }, sales));
    expect((await groupSeats(db(), g.groupId)).confirmed).toBe(3);
    await decide('orderAdjustment', wd.id, manager);
    const d = await detail(o.id);
    expect(d.total).toBe(640000);
    expect(d.seats).toBe(2);
    expect(d.tourists.find((x) => x.id === tid)!.withdrawn).toBe(1);
    expect((await groupSeats(db(), g.groupId)).confirmed).toBe(2);
    const list = ok(await s.api<{ page_data: { data: { status: number }[] } }>('/api/v1/routeOrder/adjust/list', { order_id: o.id }, sales));
    expect(list.page_data.data.map((x) => x.status)).toEqual([1, 1]);
  });

  it('a peer customer above its credit line: the order waits on a temporary credit audit and cannot be confirmed until approved', async () => {
    const g = await makeGroup(db(), { seats: 10 });
    const peer = await customerOf(db(), 'peer');
    await db().insert(creditLines).values({ customer_id: peer, credit_limit: 500000 }).onConflictDoUpdate({ target: creditLines.customer_id, set: { credit_limit: 500000, temporary_amount: 0 } });
    const within = ok(await signUp(g.groupId, { customer_kind: 'peer', customer_id: peer, adult_count: 1, lines: [{ fee_type: 0, price: 400000, quantity: 1 }], enrollment: 0 }));
    expect(within).toMatchObject({ credit_state: 0, enrollment_status: 0 });
    const over = ok(await signUp(g.groupId, { customer_kind: 'peer', customer_id: peer, adult_count: 1, lines: [{ fee_type: 0, price: 300000, quantity: 1 }], enrollment: 0 }));
    expect(over.credit_state).toBe(1);
    expect(over.enrollment_status).toBe(1);
    expect(over.credit_audit_id).toBeTruthy();
    const refused = await s.api('/api/v1/routeOrder/confirm', { id: over.id, version: over.version }, sales);
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('临时授信');
    // Re-entering the same order hits the same check.
    const copy = ok(await signUp(g.groupId, { customer_kind: 'peer', customer_id: peer, adult_count: 1, lines: [{ fee_type: 0, price: 300000, quantity: 1 }], enrollment: 1 }));
    expect(copy.credit_state).toBe(1);
    // Finance approves the temporary credit (shortfall 200000): the order is released and, as asked, confirmed.
    await decide('creditTemporary', over.credit_audit_id!, finance);
    const d = await detail(over.id);
    expect(d.credit_state).toBe(2);
    expect(d.enrollment_status).toBe(0);
    // The approved temporary credit is the document itself (finance's credit definition).
    const credit = ok(await s.api<{ temporary: number }>('/api/v1/financial/credit/detail', { customer_id: peer }, finance));
    expect(credit.temporary).toBe(200000);
    // Rejection cancels the other waiting order's hold.
    await decide('creditTemporary', copy.credit_audit_id!, finance, 'reject', '额度已满');
    expect((await detail(copy.id)).enrollment_status).toBe(2);
  });

  it('an OTA order import is idempotent and notifies the staff of the group department (1101 count)', async () => {
    const [{ id: east }] = (await db().execute(sql`select department_id as id from user_auth_relations r join users u on u.id = r.user_id where u.login_name = 'sales' limit 1`) as unknown as { rows: { id: number }[] }).rows;
    const g = await makeGroup(db(), { seats: 10, deptId: east });
    const counts = async () => ok(await s.api<{ orderNotificationNum: { number: number } }>('/api/v1/message/counts', {}, sales)).orderNotificationNum.number;
    const before = await counts();
    const body = { sales_platform: 0, channel_order_no: `CT${Date.now()}`, group_code: g.code, contact_name: '携程客人', contact_phone: '13500000000', adult_count: 2, amount: 618000 };
    const r = ok(await s.api<{ id: number; duplicated: boolean; order: Order }>('/api/v1/mfOrder/import', body, admin));
    expect(r.duplicated).toBe(false);
    expect(r.order.total).toBe(618000);
    expect(await counts()).toBe(before + 1);
    const again = ok(await s.api<{ id: number; duplicated: boolean }>('/api/v1/mfOrder/import', body, admin));
    expect(again).toMatchObject({ id: r.id, duplicated: true });
    expect(await counts()).toBe(before + 1);
    const list = ok(await s.api<{ page_data: { data: { id: number; order_type: number }[] } }>('/api/v1/mfOrder/list', { sales_platform: 0 }, admin));
    expect(list.page_data.data.map((x) => x.id)).toContain(r.id);
    expect((await groupSeats(db(), g.groupId)).confirmed).toBe(2);
  });

  it('the order list filters and shows product, group, persons, total, received and due', async () => {
    const g = await makeGroup(db());
    const o = ok(await signUp(g.groupId, { adult_count: 2, lines: [{ fee_type: 0, price: 300000, quantity: 2 }] }));
    await db().update(orders).set({ received: 100000 }).where(eq(orders.id, o.id));
    const r = ok(await s.api<{ page_data: { data: Record<string, unknown>[] } }>('/api/v1/routeOrder/list', { group_code: g.code }, sales));
    expect(r.page_data.data).toHaveLength(1);
    expect(r.page_data.data[0]).toMatchObject({ code: o.code, group_code: g.code, persons: 2, total: 600000, received: 100000, due: 500000, departure_date: g.departure });
    const hall = ok(await s.api<{ page_data: { data: { group_id: number; remaining: number; prices: Record<string, number> }[] } }>('/api/v1/registration/hall/list', { product_keyword: g.code, pageSize: 10 }, sales));
    expect(hall.page_data.data[0]).toMatchObject({ group_id: g.groupId, remaining: 38, prices: { 0: 329900, 1: 199900, 13: 80000 } });
  });

  it('the order list keyword finds order numbers, contact names, phone fragments and channel numbers (one character too), never across fields', async () => {
    const g = await makeGroup(db());
    const a = ok(await signUp(g.groupId, { contact_name: '欧阳娜娜', contact_phone: '13712345678' }));
    const b = ok(await signUp(g.groupId, { contact_name: '王五', contact_phone: '13800009999' }));
    type Page = { page_data: { total_size: number; data: { id: number; contact_phone: string }[] }; summary: { total: number }; summary_deferred?: boolean };
    const find = async (keyword: string, path = '/api/v1/routeOrder/list') => {
      const r = ok(await s.api<Page>(path, { keyword, group_id: g.groupId, pageSize: 50, exact_total: true }, admin));
      expect(r.page_data.total_size).toBe(r.page_data.data.length);
      return r.page_data.data.map((x) => x.id).sort((x, y) => x - y);
    };
    expect(await find('5678')).toEqual([a.id]);
    expect(await find('1234567')).toEqual([a.id]);
    expect(await find('娜')).toEqual([a.id]);
    expect(await find('欧阳娜娜')).toEqual([a.id]);
    expect(await find(' 王五 ')).toEqual([b.id]);
    expect(await find('138')).toEqual([b.id]);
    expect(await find('13')).toEqual([a.id, b.id]);
    expect(await find(b.code.toLowerCase())).toEqual([b.id]);
    expect(await find(b.code.slice(-4))).toContain(b.id);
    // Not across two fields (end of the phone + start of the name), and LIKE wildcards are plain characters.
    expect(await find('5678欧')).toEqual([]);
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
    // The grams follow every change of the fields.
    await db().update(orders).set({ contact_phone: '13922223333', channel_order_no: 'MT-Ab12Xy' }).where(eq(orders.id, a.id));
    expect(await find('5678')).toEqual([]);
    expect(await find('2333')).toEqual([a.id]);
    expect(await find('ab12XY')).toEqual([a.id]);
    expect(await find('ab12XY', '/api/v1/mfOrder/list')).toEqual([]);
    const one = ok(await s.api<Page>('/api/v1/routeOrder/list', { keyword: '2333', group_id: g.groupId }, admin));
    expect(one.summary_deferred).toBe(true);
    // The rows come without a count; the totals request counts exactly (docs/decisions.md "Lists that return rows first").
    expect(one.page_data).toMatchObject({ total_deferred: true, total_size: 0 });
    const sums = ok(await s.api<Page>('/api/v1/routeOrder/list', { keyword: '2333', group_id: g.groupId, totals_only: true }, admin));
    expect(sums.summary.total).toBe(a.total);
    expect(sums.page_data.total_size).toBe(1);
    expect(one.page_data.data[0]).not.toHaveProperty('search_grams');
  });

  it('insurance: tourists insured for the group dates; withdrawing the tourist cancels the cover', async () => {
    const g = await makeGroup(db());
    const [{ id: prod }] = (await db().execute(sql`select p.id from insurance_products p where p.on_sale and p.insurance_type not in (3, 4) and exists (select 1 from insurance_rates r where r.product_id = p.id and r.day_from <= 5 and r.day_to >= 5) order by p.id limit 1`) as unknown as { rows: { id: number }[] }).rows;
    const o = ok(await signUp(g.groupId, { tourists: [{ client_name: '赵六', client_card_type: 1, client_card_number: idNumber('19920303', 55), client_phone_number: '13300000000' }] }));
    const pol = ok(await s.api<{ id: number; premium: number; start_date: string; status: number }[]>('/api/v1/insurance/policy/add', { order_id: o.id, insurance_product_id: prod, tourist_ids: [o.tourists[0].id] }, admin));
    expect(pol[0].start_date).toBe(g.departure);
    expect(Number.isInteger(pol[0].premium)).toBe(true);
    const d = await detail(o.id);
    ok(await s.api('/api/v1/routeOrder/client/add', { order_id: o.id, version: d.version, tourists: [] }, sales));
    const list = ok(await s.api<{ page_data: { data: { id: number; status: number }[] } }>('/api/v1/insurance/policy/list', { order_id: o.id }, admin));
    expect(list.page_data.data[0].status).toBe(1);
  });
});

describe('demo data and the tourist name list', () => {
  it('the seed holds confirmed, held, waiting and OTA orders; every group\'s seat counters match its orders after all these tests', async () => {
    const q = async <T,>(x: ReturnType<typeof sql>) => (await db().execute(x) as unknown as { rows: T[] }).rows;
    const [st] = await q<{ n: number; waiting: number; ota: number; held: number; confirmed: number }>(sql`select count(*)::int as n,
      count(*) filter (where enrollment_status = 3)::int as waiting, count(*) filter (where order_type = 1)::int as ota,
      count(*) filter (where enrollment_status = 1)::int as held, count(*) filter (where enrollment_status = 0)::int as confirmed from orders`);
    expect(st.n).toBeGreaterThanOrEqual(10);
    expect(st.waiting).toBeGreaterThanOrEqual(1);
    expect(st.ota).toBeGreaterThanOrEqual(1);
    expect(st.held).toBeGreaterThan(0);
    const mismatched = await q(sql`select g.id from tour_groups g left join (select group_id,
      sum(seats) filter (where enrollment_status = 1) as held, sum(seats) filter (where enrollment_status = 0) as confirmed,
      sum(seats) filter (where enrollment_status = 3) as waiting from orders group by group_id) o on o.group_id = g.id
      where g.seats_held <> coalesce(o.held, 0) or g.seats_confirmed <> coalesce(o.confirmed, 0) or g.seats_waiting <> coalesce(o.waiting, 0)`);
    expect(mismatched).toEqual([]);
    const bad = await q<{ n: number }>(sql`select count(*)::int as n from order_tourists where client_card_type = 1 and client_card_number is not null`);
    expect(bad[0].n).toBeGreaterThan(10);
    const hall = ok(await s.api<{ page_data: { data: { seats_confirmed: number }[] } }>('/api/v1/registration/hall/list', { pageSize: 50 }, sales));
    expect(hall.page_data.data.some((g) => g.seats_confirmed > 0)).toBe(true);
  });

  it('an Excel name list imports with a per-row report; re-importing an amended list updates, adds and removes without duplicates', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const g = await makeGroup(db());
    const o = ok(await signUp(g.groupId, { adult_count: 3, lines: [{ fee_type: 0, price: 300000, quantity: 3 }] }));
    const file = async (rows: string[][]) => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('游客名单');
      ws.addRow(['姓名', '游客类型', '证件类型', '证件号码', '手机号']);
      for (const r of rows) ws.addRow(r);
      return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    };
    const a = idNumber('19800101', 21), b = idNumber('19810202', 32), c = idNumber('19820303', 43);
    const bad = await s.api<{ imported: number; errors: { row: number; column: string; message: string }[] }>('/api/v1/routeOrder/client/import',
      { order_id: o.id, version: o.version, file: await file([['张一', '成人', '身份证', a, '13800000001'], ['张二', '成人', '身份证', `${b.slice(0, 17)}${b[17] === '1' ? '2' : '1'}`, ''], ['张三', '外星人', '身份证', c, '']]) }, sales);
    const rep = ok(bad);
    expect(rep.imported).toBe(0);
    expect(rep.errors.map((e) => e.row)).toEqual([3, 4]);
    expect(rep.errors.find((e) => e.row === 4)!.column).toBe('游客类型');
    const v1 = (await detail(o.id)).version;
    const first = ok(await s.api<{ added: string[] }>('/api/v1/routeOrder/client/import', { order_id: o.id, version: v1, file: await file([['张一', '成人', '身份证', a, '13800000001'], ['张二', '成人', '身份证', b, '']]) }, sales));
    expect(first.added).toEqual(['张一', '张二']);
    const v2 = (await detail(o.id)).version;
    const second = ok(await s.api<{ added: string[]; changed: string[]; removed: string[]; unchanged: number }>('/api/v1/routeOrder/client/import',
      { order_id: o.id, version: v2, file: await file([['张一', '成人', '身份证', a, '13900000009'], ['张三', '成人', '身份证', c, '']]) }, sales));
    expect(second).toMatchObject({ added: ['张三'], changed: ['张一'], removed: ['张二'], unchanged: 0 });
    const names = (await detail(o.id)).tourists.map((t) => t.client_name).sort();
    expect(names).toEqual(['张一', '张三']);
  });
});
