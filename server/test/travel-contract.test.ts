/**
 * Travel contracts over the real API (issue 14): a contract made from a template holds the tourists' names,
 * the group dates and the total in capital numerals; approval through the audit (finance, then the manager from
 * 10,000 元); signing freezes its text — an order edit leaves it unchanged and offers a new version; the PDF is a
 * real file whose text is selectable; races (approve, sign, apply) have one winner; bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, capitalAmount } from '@ta/contract';
import { planDays, productPlans } from '../src/modules/product/product.tables';
import { eq } from 'drizzle-orm';
import { pdfCompactText } from '../../e2e/pdf-text';
import { buildSnapshot } from '../src/modules/travel-contract/contract.fill';
import { orders } from '../src/modules/registration/registration.tables';
import { hasChinese, startServer, type TestServer } from './harness';
import { tableChecksums, idNumber, makeGroup, decideRun, myTask, openRun, smartToken } from './fixtures';

let s: TestServer;
let sales: string, finance: string, manager: string;
const db = () => s.database.db;
beforeAll(async () => {
  s = await startServer();
  [sales, finance, manager] = [await s.login('sales'), await s.login('finance'), await s.login('manager')];
});
afterAll(async () => { await s?.close(); });

interface Order { id: number; version: number; code: string; total: number; tourists: { id: number; client_name: string; client_card_type: number; client_card_number: string; client_phone_number: string }[] }
interface Contract {
  id: number; version: number; code: string; status: number; contract_version: number; order_id: number; total: number; text: string; title: string;
  order_changed: boolean; can_apply_new_version: boolean; order_code: string;
}
interface Run { id: number; status: number; my_task: { task_id: number; version: number } | null }
const ok = <T,>(r: { code: number; msg: string; data: T }): T => { expect(r.code, r.msg).toBe(200); return r.data; };
const token = (who: string) => smartToken(s, who);
const cnDate = (d: string) => { const [y, m, x] = d.split('-').map(Number); return `${y}年${m}月${x}日`; };

let templateId: number;
/** Tables that change without the request (sessions, tokens, the search index's background sync). */
const QUIET = ['sessions', 'login_throttle', 'change_logs', 'smart_tokens', 'search_names', 'search_sync', 'search_queue'];
async function domesticTemplate(): Promise<number> {
  const list = ok(await s.api<{ id: number; name: string }[]>('/api/v1/contract/templates', {}, sales));
  return list.find((t) => t.name.includes('境内'))!.id;
}

async function orderWithTourists(): Promise<{ order: Order; departure: string }> {
  const g = await makeGroup(db(), { seats: 10, deposit: 100000 });
  const [plan] = await db().select().from(productPlans).where(eq(productPlans.product_id, g.productId));
  await db().insert(planDays).values([
    { plan_id: plan.id, day_no: 1, title: '上海—昆明', description: '抵达昆明，入住酒店', meals: [2], lodging: '昆明' },
    { plan_id: plan.id, day_no: 2, title: '昆明—大理', description: '游览洱海', meals: [0, 1], lodging: '大理' },
  ]);
  const order = ok(await s.api<Order>('/api/v1/routeOrder/add', {
    group_id: g.groupId, customer_kind: 'private', contact_name: '赵合同', contact_phone: '13900001234', adult_count: 2, enrollment: 1,
    lines: [{ fee_type: 0, price: 623456, quantity: 2 }],
    tourists: [
      { client_name: '赵合同', client_card_type: 1, client_card_number: idNumber('19800101', 11), client_phone_number: '13700000011' },
      { client_name: '钱旅游', client_card_type: 1, client_card_number: idNumber('19850505', 22), client_phone_number: '13700000022' },
    ],
  }, sales));
  return { order, departure: g.departure };
}

const pass = async (type: string, objectId: number, who: string) => decideRun(s, type, await openRun(s, type, objectId, who), who);
const detail = async (id: number, who = sales) => ok(await s.api<Contract>('/api/v1/contract/detail', { id }, who));
async function approve(id: number) {
  ok(await pass('orderContract', id, finance));
  ok(await pass('orderContract', id, manager));
  expect((await detail(id)).status).toBe(1);
}

describe('travel contracts', () => {
  let order: Order;
  let departure: string;
  let contract: Contract;

  beforeAll(async () => {
    templateId = await domesticTemplate();
    ({ order, departure } = await orderWithTourists());
  });

  it('a contract made from the template holds the tourists, the group dates, the capital total and a number from the number rules', async () => {
    expect(order.total).toBe(1246912);
    const preview = ok(await s.api<{ text: string }>('/api/v1/contract/preview', { order_id: order.id, template_id: templateId }, sales));
    expect(preview.text).toContain('钱旅游');
    contract = ok(await s.api<Contract>('/api/v1/contract/apply', { order_id: order.id, template_id: templateId }, sales));
    expect(contract.status).toBe(0);
    expect(contract.code).toMatch(/^HT\d{6}\d{4,}$/);
    expect(contract.contract_version).toBe(1);
    const t = contract.text;
    expect(t).toContain('团队境内旅游合同');
    expect(t).toContain('赵合同、钱旅游');
    expect(t).toContain(cnDate(departure));
    expect(t).toContain(cnDate(addDays(departure, 4)));
    expect(t).toContain(capitalAmount(1246912));
    expect(t).toContain('壹万贰仟肆佰陆拾玖元壹角贰分');
    expect(t).toContain('12,469.12');
    expect(t).toContain('第2天 昆明—大理');
    expect(t).toContain('定金人民币2,000.00元');
    expect(t).toContain(order.code);
    // ID numbers masked for sales (no 查看敏感信息 on contracts), whole for finance.
    const card = idNumber('19800101', 11);
    expect(t).not.toContain(card);
    expect(t).toContain(`${card.slice(0, 3)}***********${card.slice(-4)}`);
    expect((await detail(contract.id, finance)).text).toContain(card);
    // The applications list has it with its order; its summary equals the sum of its rows.
    const list = ok(await s.api<{ page_data: { data: { id: number; total: number; order_code: string }[] }; summary: { total: number } }>('/api/v1/contract/apply/list', { order_id: order.id }, sales));
    expect(list.page_data.data.map((r) => r.id)).toEqual([contract.id]);
    expect(list.summary.total).toBe(list.page_data.data.reduce((a, r) => a + r.total, 0));
    // Not on the contracts page until approved.
    const page = ok(await s.api<{ page_data: { data: { id: number }[] } }>('/api/v1/contract/list', { order_id: order.id }, sales));
    expect(page.page_data.data).toHaveLength(0);
  });

  it('a second application for the same order is refused while one is open; two parallel ones give one contract', async () => {
    const again = await s.api('/api/v1/contract/apply', { order_id: order.id, template_id: templateId }, sales);
    expect(again.code).toBe(400);
    expect(again.msg).toContain('已有');
    const other = (await orderWithTourists()).order;
    const both = await Promise.all([1, 2].map(() => s.api<Contract>('/api/v1/contract/apply', { order_id: other.id, template_id: templateId }, sales)));
    expect(both.filter((r) => r.code === 200)).toHaveLength(1);
    expect(both.find((r) => r.code !== 200)!.msg).toMatch(/[\u4e00-\u9fff]/);
    const [{ n }] = (await db().execute(sql`select count(*)::int as n from travel_contracts where order_id = ${other.id}`) as unknown as { rows: { n: number }[] }).rows;
    expect(n).toBe(1);
  });

  it('bad input answers 400 in Chinese and changes nothing', async () => {
    const before = await tableChecksums(s, QUIET);
    for (const body of [{ order_id: order.id, template_id: 999999 }, { order_id: 999999, template_id: templateId }, { order_id: 'x' }, {}]) {
      const r = await s.api('/api/v1/contract/apply', body, sales);
      expect([400, 404]).toContain(r.code);
      expect(hasChinese(r.msg)).toBe(true);
    }
    const sign = await s.api('/api/v1/contract/sign', { id: contract.id, version: contract.version }, sales);
    expect(sign.code).toBe(400);
    expect(sign.msg).toContain('审核通过');
    expect(await tableChecksums(s, QUIET)).toEqual(before);
  });

  it('finance then manager approve (two parallel presses: one winner); two parallel sign presses: one winner', async () => {
    const t = await myTask(s, 'orderContract', contract.id, finance);
    const [a, b] = await Promise.all([finance, finance].map(async (who) => s.api<Run>('/api/v1/audit/orderContract/pass', { task_id: t.task_id, version: t.version }, who, { smartToken: await token(who) })));
    expect([a.code, b.code].filter((c) => c === 200)).toHaveLength(1);
    expect((await detail(contract.id)).status).toBe(0);
    ok(await pass('orderContract', contract.id, manager));
    const approved = await detail(contract.id);
    expect(approved.status).toBe(1);
    const signs = await Promise.all([1, 2].map(() => s.api<Contract>('/api/v1/contract/sign', { id: approved.id, version: approved.version }, sales)));
    expect(signs.filter((r) => r.code === 200)).toHaveLength(1);
    expect(signs.find((r) => r.code !== 200)!.code).toBe(409);
    contract = await detail(contract.id);
    expect(contract.status).toBe(2);
    expect(contract.order_changed).toBe(false);
    expect(contract.text).not.toContain('____年__月__日');
    const page = ok(await s.api<{ page_data: { data: { id: number; status: number }[] } }>('/api/v1/contract/list', { order_id: order.id }, sales));
    expect(page.page_data.data.map((r) => r.status)).toEqual([2]);
  });

  it('the PDF is a real file whose text holds the order number and the capital total', async () => {
    const res = await fetch(`${s.base}/api/v1/contract/pdf`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: sales }, body: JSON.stringify({ id: contract.id }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfCompactText(pdf);
    expect(text).toContain(order.code);
    expect(text).toContain(contract.code);
    expect(text).toContain('壹万贰仟肆佰陆拾玖元壹角贰分');
    expect(text).toContain('钱旅游');
  }, 60_000);

  it('a signed contract is unchanged after an order edit; the changed order offers a new version, whose signing replaces the old one', async () => {
    const before = contract.text;
    const d = ok(await s.api<Order>('/api/v1/routeOrder/detail', { id: order.id }, sales));
    const up = await s.api<Order>('/api/v1/routeOrder/update', {
      id: d.id, version: d.version, customer_kind: 'private', contact_name: '赵合同', contact_phone: '13900001234', adult_count: 3,
      lines: [{ fee_type: 0, price: 623456, quantity: 3 }],
      tourists: [...d.tourists.map((t) => ({ id: t.id, client_name: t.client_name, client_card_type: t.client_card_type, client_card_number: t.client_card_number, client_phone_number: t.client_phone_number })), { client_name: '孙新增', client_card_type: 1, client_card_number: idNumber('19900303', 33), client_phone_number: '13700000033' }],
    }, sales);
    expect(up.code, up.msg).toBe(200);
    const after = await detail(contract.id);
    expect(after.text).toBe(before);
    expect(after.text).not.toContain('孙新增');
    expect(after.status).toBe(2);
    expect(after.order_changed).toBe(true);
    expect(after.can_apply_new_version).toBe(true);
    const v2 = ok(await s.api<Contract>('/api/v1/contract/apply', { order_id: order.id, template_id: templateId }, sales));
    expect(v2.contract_version).toBe(2);
    expect(v2.text).toContain('孙新增');
    expect(v2.text).toContain(capitalAmount(623456 * 3));
    await approve(v2.id);
    const v2a = await detail(v2.id);
    ok(await s.api('/api/v1/contract/sign', { id: v2a.id, version: v2a.version }, sales));
    expect((await detail(contract.id)).status).toBe(3);
    expect((await detail(contract.id)).text).toBe(before);
    expect((await detail(v2.id)).status).toBe(2);
    contract = await detail(v2.id);
  });

  it('a contract is cancelled through the contract cancel audit', async () => {
    const c = await detail(contract.id);
    const bad = await s.api('/api/v1/contract/cancel/apply', { id: c.id, version: c.version, reason: '' }, sales);
    expect(bad.code).toBe(400);
    const r = ok(await s.api<{ id: number; status: number }>('/api/v1/contract/cancel/apply', { id: c.id, version: c.version, reason: '客户改期' }, sales));
    expect(r.status).toBe(0);
    const twice = await s.api('/api/v1/contract/cancel/apply', { id: c.id, version: (await detail(c.id)).version, reason: '再来一次' }, sales);
    expect(twice.code).toBe(400);
    ok(await pass('contractCancel', r.id, finance));
    ok(await pass('contractCancel', r.id, manager));
    expect((await detail(c.id)).status).toBe(3);
    const cd = ok(await s.api<{ status: number; contract: { status: number } }>('/api/v1/contract/cancel/detail', { id: r.id }, sales));
    expect(cd.status).toBe(2);
    expect(cd.contract.status).toBe(3);
    const ofOrder = ok(await s.api<{ contracts: unknown[]; apply_refused: string | null }>('/api/v1/contract/ofOrder', { order_id: order.id }, sales));
    expect(ofOrder.contracts).toHaveLength(2);
    expect(ofOrder.apply_refused).toBeNull();
  });

  it('a withdrawn application frees the order for a new one', async () => {
    const o = (await orderWithTourists()).order;
    const c = ok(await s.api<Contract>('/api/v1/contract/apply', { order_id: o.id, template_id: templateId }, sales));
    const w = ok(await s.api<Contract>('/api/v1/contract/withdraw', { id: c.id, version: c.version }, sales));
    expect(w.status).toBe(5);
    ok(await s.api('/api/v1/contract/apply', { order_id: o.id, template_id: templateId }, sales));
  });
  it('the deposit is due on the hold deadline\'s China date (17:00 UTC is already the next day in China)', async () => {
    const o = (await orderWithTourists()).order;
    const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
    // The snapshot of the real order, with a hold deadline at 2026-11-25T17:00Z = 2026-11-26 01:00 China time.
    const snap = await buildSnapshot(db(), { ...row, hold_deadline: new Date('2026-11-25T17:00:00Z') }, { name: '境内合同', content: '正文' });
    expect(snap.payment_terms).toContain('旅游者应于2026年11月26日前支付定金');
    const early = await buildSnapshot(db(), { ...row, hold_deadline: new Date('2026-11-25T15:59:59Z') }, { name: '境内合同', content: '正文' });
    expect(early.payment_terms).toContain('旅游者应于2026年11月25日前支付定金');
  });
});
