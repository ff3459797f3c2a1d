/**
 * Everyday use (issue 17), continued: a hold whose deadline passes is released by the server and its sales user
 * finds the 占位已过期 notice inside the shell, linked to the now-cancelled order; an order's booking, receipt
 * and refund show in the 交易记录 of its customer and of its sales channel with the right amounts; a user
 * without canSeeInfo walks the lists and details that carry personal data and never sees a full seeded phone,
 * ID or passport number, and saving a customer it sees masked keeps the stored values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { fenToYuan, idCheckDigit, PERSONAL_FIELD } from '@ta/contract';
import { apiAs as api, base, launch, loginAs, shot } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** A page whose clock reads China time, like the agency's users (dates and deadlines are typed in it). */
async function chinaPage(): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
  return ctx.newPage();
}
/** A moment as a China-time 'YYYY-MM-DD HH:mm'. */
function chinaMinute(d: Date): string {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

type Hall = { page_data: { data: { group_id: number; group_code: string; remaining: number; prices: Record<string, number> }[] } };
interface Order { id: number; code: string; version: number; total: number; received: number; enrollment_status: number; hold_deadline: string | null }

/** Passes the pending audit of an object of `type` as `who` (the queue's task, with a fresh smartToken). */
async function passAudit(type: string, objectId: number, who: string): Promise<void> {
  const tl = await api<{ runs: { instance_id: number; status: number }[] }>('/api/v1/audit/timeline', { type, object_id: objectId }, who);
  const run = tl.runs.find((r) => r.status === 0);
  expect(run, `pending ${type} audit of ${objectId}`).toBeTruthy();
  const d = await api<{ my_task: { task_id: number; version: number } | null }>(`/api/v1/audit/${type}/detail`, { id: run!.instance_id }, who);
  expect(d.my_task, `${who}'s task`).toBeTruthy();
  const st = await api<{ smartToken: string }>('/api/common/smartToken', {}, who);
  const r = await fetch(`${base()}/api/v1/audit/${type}/pass`, {
    method: 'POST', headers: { 'content-type': 'application/json', secretKey: await tokenOf(who), smartToken: st.smartToken }, body: JSON.stringify({ task_id: d.my_task!.task_id, version: d.my_task!.version }),
  });
  const j = (await r.json()) as { code: number; msg: string };
  expect(j.code, j.msg).toBe(200);
}
const loginTokens = new Map<string, string>();
async function tokenOf(user: string): Promise<string> {
  if (!loginTokens.has(user)) {
    const r = await fetch(`${base()}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_name: user, password: 'demo123' }) });
    loginTokens.set(user, ((await r.json()) as { data: { secretKey: string } }).data.secretKey);
  }
  return loginTokens.get(user)!;
}

const search = (p: Page) => p.locator('.ta-search-bar .ant-btn-primary').first().click();
/** The form item labelled `label` (exact text) within `scope`. */
const item = (scope: Page | Locator, label: string) => scope.locator(`.ant-form-item:has(> .ant-form-item-row > .ant-form-item-label > label[title="${label}"])`).first();

/**
 * The hold journey is split in two so that nobody sits idle while its deadline (a whole minute, typed in the
 * picker) comes: the first test places the hold and leaves its user on the home page; the file's other tests run
 * meanwhile; the last test waits for the sweep and follows the notice. The hold belongs to 刘洋 (liuyang, a sales
 * user no other journey uses) on a group the other tests do not book, so their audits and seats do not touch its
 * counts.
 */
type Counts = { agencyData: { number: number }; orderNotificationNum: { number: number }; resultNum: { number: number } };
const HOLDER = 'liuyang';
const total = (c: Counts) => c.agencyData.number + c.orderNotificationNum.number + c.resultNum.number;
/** The count on the shell's bell (its title), or null while it shows none. */
const shown = (page: Page) => page.locator('.ant-badge').filter({ has: page.locator('.anticon-bell') }).first()
  .locator('.ant-scroll-number').getAttribute('title').catch(() => null);
let held: { page: Page; orderId: number; code: string; deadline: Date; groupId: number; remainingHeld: number; before: Counts } | undefined;

describe('everyday use, continued', () => {
  it('a hold with a near deadline: a past minute is refused, a near one is taken; its sales user waits on the home page', async () => {
    const hall = await api<Hall>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, HOLDER);
    // The last open group with seats: the receipt test below books another one.
    const g = hall.page_data.data.filter((x) => x.remaining > 3).at(-1)!;
    const page = await chinaPage();
    await loginAs(page, HOLDER);
    await page.goto(`${base()}/order/signUp/detail?group_id=${g.group_id}`);
    await page.locator('.ta-tourist-table .ant-table-tbody > tr.ant-table-row').first().waitFor();
    await page.locator('#contact_name').fill('过期客人');
    await page.locator('#contact_phone').fill('13700000002');
    const tourist = page.locator('.ta-tourist-table .ant-table-tbody > tr.ant-table-row').first();
    const id17 = `11010519900101${String(100 + Math.floor(Math.random() * 900))}`;
    await tourist.locator('[data-field="client_name"] input').fill('周过期');
    await tourist.locator('[data-field="client_card_number"] input').fill(id17 + idCheckDigit(id17));
    await tourist.locator('[data-field="client_phone_number"] input').fill('13700000002');

    // The deadline is a date-time the user picks: a past minute is refused, a near one is taken.
    const deadlineInput = page.getByLabel('占位截止');
    expect(await deadlineInput.inputValue()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const typeDeadline = async (v: string) => {
      await deadlineInput.click();
      await deadlineInput.fill(v);
      // 确定 takes the typed time and closes the panel (pressed again if a busy machine swallowed the first press).
      const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      await panel.locator('.ant-picker-ok button').waitFor();
      await expect.poll(async () => {
        if (await panel.isVisible()) await panel.locator('.ant-picker-ok button').click({ timeout: 2000 }).catch(() => undefined);
        return panel.isVisible();
      }, { timeout: 20_000, interval: 1500 }).toBe(false).catch(async (e: unknown) => { await shot(page, 'everyday-hold-picker-stuck'); throw e; });
      await expect.poll(() => deadlineInput.inputValue()).toBe(v);
    };
    await typeDeadline(chinaMinute(new Date(Date.now() - 120_000)));
    await page.getByRole('button', { name: '提交占位' }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '占位截止时间必须晚于当前时间' }).first().waitFor();
    expect(page.url()).toContain('/order/signUp/detail');
    // The next whole minute at least 25 s away: the hold lasts well under two minutes.
    const deadline = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
    await typeDeadline(chinaMinute(deadline));
    await shot(page, 'everyday-hold-deadline-picked');
    await page.getByRole('button', { name: '提交占位' }).click();
    await page.waitForURL(/\/order\/signUp\/orderDetail\?id=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('id'));
    const code = (await page.getByTestId('order-code').innerText()).trim();
    await expect.poll(() => page.getByTestId('enrollment-status').innerText()).toBe('占位');
    expect(await page.locator('.ta-hold-deadline').innerText()).toContain(`${chinaMinute(deadline)}:00`);
    const heldOrder = await api<Order>('/api/v1/routeOrder/detail', { id: orderId }, HOLDER);
    expect(new Date(heldOrder.hold_deadline!).getTime()).toBe(deadline.getTime());
    const remainingHeld = (await api<{ remaining: number }>('/api/v1/registration/hall/detail', { id: g.group_id }, HOLDER)).remaining;

    // Sales waits on the home page (through the file's other tests); the server's sweep releases the hold after its
    // deadline and tells sales: the last test of the file.
    await page.goto(`${base()}/home`);
    await page.locator('.ant-badge').filter({ has: page.locator('.anticon-bell') }).first().waitFor();
    const before = await api<Counts>('/api/v1/message/counts', {}, HOLDER);
    if (total(before) > 0) await expect.poll(() => shown(page)).toBe(String(total(before)));
    held = { page, orderId, code, deadline, groupId: g.group_id, remainingHeld, before };
  }, 120_000);

  it("an order's booking, receipt and refund fill the 交易记录 of its customer and of its sales channel", async () => {
    // Setup through the API: sales books a confirmed order for one of its private customers, takes a part
    // payment (finance approves), then refunds part of it (finance approves).
    const customers = await api<{ page_data: { data: { id: number; name: string; channel_id: number | null; channel_name: string | null }[] } }>('/api/v1/customer/private/list', { pageSize: 50 }, 'sales');
    const channels = await api<{ page_data: { data: { id: number; name: string }[] } }>('/api/v1/salesChannel/list', { pageSize: 50 }, 'sales');
    const seen = new Set(channels.page_data.data.map((c) => c.id));
    const customer = customers.page_data.data.find((c) => c.channel_id && seen.has(c.channel_id))!;
    expect(customer, 'a customer of sales whose channel sales sees').toBeTruthy();
    const hall = await api<Hall>('/api/v1/registration/hall/list', { pageNo: 1, pageSize: 50, only_available: true }, 'sales');
    const g = hall.page_data.data.find((x) => x.remaining > 2 && x.group_id !== held?.groupId)!;
    const price = 300_000 + Math.floor(Math.random() * 600_000);
    const o = await api<Order>('/api/v1/routeOrder/add', {
      group_id: g.group_id, customer_kind: 'private', customer_id: customer.id, contact_name: customer.name, contact_phone: '13700000003', adult_count: 1,
      lines: [{ fee_type: 0, price, quantity: 1 }], enrollment: 0,
    }, 'sales');
    expect(o.total).toBe(price);
    const accounts = await api<{ page_data: { data: { id: number; type: number }[] } }>('/api/v1/financial/payAccount/list', {}, 'finance');
    const paid = 100_000 + Math.floor(Math.random() * 100_000);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const receipt = await api<{ id: number }>('/api/v1/collection/add', {
      pay_type: 0, pay_account_id: accounts.page_data.data[0].id, pay_date: today, payer: customer.name, items: [{ order_id: o.id, amount: paid }],
    }, 'sales');
    await passAudit('orderPayment', receipt.id, 'finance');
    const refunded = 10_000 + Math.floor(Math.random() * 50_000);
    const refund = await api<{ id: number }>('/api/v1/finance/refund/add', { order_id: o.id, amount: refunded, reason: '客户减少项目' }, 'sales');
    await passAudit('refund', refund.id, 'finance');
    const received = paid - refunded;
    expect((await api<Order>('/api/v1/routeOrder/detail', { id: o.id }, 'sales')).received).toBe(received);

    const page = await chinaPage();
    await loginAs(page, 'sales');
    const expectRow = async (name: string) => {
      await item(page, '订单号').locator('input').fill(o.code);
      await search(page);
      const row = page.locator('.ant-table-tbody > tr.ant-table-row').filter({ hasText: o.code });
      await row.first().waitFor();
      await expect.poll(() => page.locator('.ant-table-tbody > tr.ant-table-row').count()).toBe(1);
      const text = await row.innerText();
      // Amount, received net of the refund, outstanding; booked today; 确认.
      expect(text).toContain(fenToYuan(price));
      expect(text).toContain(fenToYuan(received));
      expect(text).toContain(fenToYuan(price - received));
      expect(text).toContain(today);
      expect(text).toContain('确认');
      // The summary bar of the query agrees.
      const summary = await page.locator('.ta-summary-bar, [class*="summary"]').first().innerText();
      expect(summary).toContain(fenToYuan(price));
      await shot(page, name);
    };

    // The customer's 交易记录, opened from its row in 散客.
    await page.goto(`${base()}/travelMerchant/customerList`);
    const cRow = page.locator('.ant-table-tbody > tr.ant-table-row').filter({ hasText: customer.name }).first();
    await cRow.getByText('交易记录').click();
    await page.waitForURL(new RegExp(`/travelMerchant/customerTradingRecord\\?.*customer_id=${customer.id}`));
    await expectRow('everyday-trades-customer');

    // The sales channel's 交易记录, opened from its row in 销售渠道.
    await page.goto(`${base()}/travelMerchant/salesChannel`);
    const chRow = page.locator('.ant-table-tbody > tr.ant-table-row').filter({ hasText: customer.channel_name! }).first();
    await chRow.getByText('交易记录').click();
    await page.waitForURL(new RegExp(`/travelMerchant/channelTradingRecord\\?.*channel_id=${customer.channel_id}`));
    await expectRow('everyday-trades-channel');
    expect(await page.locator('.ant-table-tbody > tr.ant-table-row').first().innerText()).toContain(customer.name);
    await page.context().close();
  });

  it('a user without canSeeInfo never sees a full phone, ID or passport number; saving a masked customer keeps the stored values', async () => {
    // The seeded personal values, read unmasked by the administrator.
    const secrets = new Set<string>();
    const collect = (v: unknown, key = ''): void => {
      if (Array.isArray(v)) { for (const x of v) collect(x, key); return; }
      if (v && typeof v === 'object') { for (const [k, x] of Object.entries(v)) collect(x, k); return; }
      if (typeof v === 'string' && PERSONAL_FIELD.test(key) && v.trim().length >= 7 && !v.includes('*')) secrets.add(v.trim());
    };
    for (const kind of ['private', 'unit', 'peer']) collect(await api(`/api/v1/customer/${kind}/list`, { pageSize: 100 }, 'admin'));
    collect(await api('/api/v1/person/list', { pageSize: 100 }, 'admin'));
    collect(await api('/api/v1/company/list', { pageSize: 100 }, 'admin'));
    const salesOrders = (await api<{ page_data: { data: { id: number; group_id: number }[] } }>('/api/v1/routeOrder/list', { pageSize: 100 }, 'sales')).page_data.data;
    let withTourists = 0;
    for (const o of salesOrders.slice(0, 30)) {
      const d = await api<{ tourists?: unknown[] }>('/api/v1/routeOrder/detail', { id: o.id }, 'admin');
      collect(d);
      if (!withTourists && (d.tourists?.length ?? 0) > 0) withTourists = o.id;
    }
    expect(withTourists, 'an order of sales with tourists').toBeGreaterThan(0);
    const opGroups = (await api<{ page_data: { data: { id: number; seats_confirmed: number }[] } }>('/api/v1/routeHall/list', { pageSize: 50 }, 'operator')).page_data.data;
    const busy = opGroups.filter((x) => x.seats_confirmed > 0).slice(0, 3);
    for (const grp of busy) collect(await api('/api/v1/routeHall/client/list', { group_id: grp.id, pageSize: 100 }, 'admin'));
    expect(secrets.size, 'the demo seed holds personal data').toBeGreaterThan(30);
    const idLike = [...secrets].filter((s) => /^\d{17}[\dX]$/.test(s));
    expect(idLike.length, 'seeded ID numbers').toBeGreaterThan(3);

    /** Opens a page, waits for its content, and finds no seeded personal value in its HTML or its inputs. */
    const walk = async (page: Page, path: string, ready: string, name: string, open?: () => Promise<void>) => {
      await page.goto(`${base()}${path}`);
      if (open) await open();
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const text = `${await page.content()}\n${(await page.evaluate(() => [...document.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value).join('\n')))}`;
      const leaks = [...secrets].filter((s) => text.includes(s));
      expect(leaks, `${path} shows personal data`).toEqual([]);
      // The page does show personal data, masked.
      expect(text, `${path} shows masked values`).toMatch(/\d{3}\*{3,}\d{3,4}/);
      await shot(page, name);
    };

    const sales = await chinaPage();
    await loginAs(sales, 'sales');
    const tbody = '.ant-table-tbody > tr.ant-table-row';
    await walk(sales, '/travelMerchant/customerList', tbody, 'everyday-mask-customers');
    const mine = (await api<{ page_data: { data: { id: number; name: string; phone: string }[] } }>('/api/v1/customer/private/list', { pageSize: 50 }, 'sales')).page_data.data[0];
    await walk(sales, `/travelMerchant/customerEditor?id=${mine.id}`, '#phone', 'everyday-mask-customer-editor');
    await walk(sales, '/order/list', tbody, 'everyday-mask-orders');
    await walk(sales, `/order/list/lineOrderDetail?id=${withTourists}`, '[data-testid="order-code"]', 'everyday-mask-order-detail');

    // Saving the customer unchanged (its phone and ID shown masked) keeps the stored values.
    const stored = await api<{ phone: string; id_card: string | null; version: number }>(`/api/v1/customer/private/detail`, { id: mine.id }, 'admin');
    expect(stored.phone).not.toContain('*');
    await sales.goto(`${base()}/travelMerchant/customerEditor?id=${mine.id}`);
    await sales.locator('#phone').waitFor();
    await expect.poll(() => sales.locator('#phone').inputValue()).toContain('*');
    await sales.getByRole('button', { name: /保\s*存/ }).click();
    await sales.locator('.ant-message-notice').filter({ hasText: '保存成功' }).first().waitFor();
    const after = await api<{ phone: string; id_card: string | null; version: number }>(`/api/v1/customer/private/detail`, { id: mine.id }, 'admin');
    expect(after.version).toBe(stored.version + 1);
    expect(after.phone).toBe(stored.phone);
    expect(after.id_card).toBe(stored.id_card);
    await sales.context().close();

    const op = await chinaPage();
    await loginAs(op, 'operator');
    await walk(op, '/travelMerchant/supplierList', tbody, 'everyday-mask-suppliers');
    const supplier = (await api<{ page_data: { data: { id: number }[] } }>('/api/v1/company/list', { pageSize: 5 }, 'operator')).page_data.data[0];
    await walk(op, `/travelMerchant/supplierEditor?id=${supplier.id}`, '.ant-form', 'everyday-mask-supplier-editor');
    // Its contacts (联系人 tab): names shown, phones masked.
    await walk(op, `/travelMerchant/supplierEditor?id=${supplier.id}`, `.ant-tabs-tabpane-active ${tbody}`, 'everyday-mask-supplier-contacts',
      () => op.getByRole('tab', { name: '联系人' }).click());
    for (const grp of busy.slice(0, 2)) await walk(op, `/product/touristList?id=${grp.id}`, tbody, `everyday-mask-tourists-${grp.id}`);
    await walk(op, '/product/supplyRouteOrderList', tbody, 'everyday-mask-operator-orders');
    const opOrder = (await api<{ page_data: { data: { id: number }[] } }>('/api/v1/routeHall/order/list', { group_id: busy[0].id, pageSize: 5 }, 'operator')).page_data.data[0];
    await walk(op, `/product/supplyRouteOrderDetail?id=${opOrder.id}`, '.ant-descriptions', 'everyday-mask-operator-order-detail');
    await op.context().close();
  }, 240_000);

  it('the hold past its deadline is released; its sales user gets the notice inside the shell and opens the cancelled order from it', async () => {
    expect(held, 'the hold placed by the first test').toBeTruthy();
    const { page, orderId, code, deadline, groupId, remainingHeld, before } = held!;
    await expect.poll(async () => (await api<Order>('/api/v1/routeOrder/detail', { id: orderId }, HOLDER)).enrollment_status,
      { timeout: 150_000, interval: 2000 }).toBe(2);
    expect(Date.now()).toBeGreaterThanOrEqual(deadline.getTime());
    // The shell's bell counts the new notice without a reload.
    await expect.poll(async () => (await api<Counts>('/api/v1/message/counts', {}, HOLDER)).resultNum.number).toBe(before.resultNum.number + 1);
    await expect.poll(() => shown(page), { timeout: 15_000 }).toBe(String(total(before) + 1));
    expect(page.url()).toContain('/home');
    // The seats came back to the group.
    const remainingAfter = (await api<{ remaining: number }>('/api/v1/registration/hall/detail', { id: groupId }, HOLDER)).remaining;
    expect(remainingAfter).toBe(remainingHeld + 1);

    await page.goto(`${base()}/otherService/pendTask/resultMessage`);
    const title = page.getByText(`订单${code}占位已过期`).first();
    await title.waitFor();
    expect(await page.locator('.ant-pro-sider, .ant-layout-sider').count()).toBeGreaterThan(0);
    await page.getByText(`订单${code}的1个占位已过截止时间，系统已自动释放。`).first().waitFor();
    await shot(page, 'everyday-hold-expired-notice');
    await title.click();
    await page.waitForURL(new RegExp(`/order/list/lineOrderDetail\\?id=${orderId}`));
    await expect.poll(() => page.getByTestId('enrollment-status').innerText()).toBe('取消');
    expect(await page.locator('.ta-hold-deadline').count()).toBe(0);
    await shot(page, 'everyday-hold-expired-order');
    await page.context().close();
  }, 240_000);
});
