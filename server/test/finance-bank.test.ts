/**
 * Bank arrivals and claiming over the real API and database: statements made by LibreOffice (fixtures/bank,
 * see make.mjs) in the two built-in layouts and a GBK CSV with a column mapping; re-import adds nothing;
 * a bad row rejects the whole file; 20 parallel claims on the last 100 元; approval becomes a receipt;
 * rejection frees the rest; the suggestion ranks the true customer first on a seeded history; list summaries.
 * Customers are added and orders signed up through their routes (the sign-up code takes the seats).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankArrivals, bankClaims } from '../src/modules/finance/bank.tables';
import { payAccounts } from '../src/modules/finance/finance.tables';
import { orders } from '../src/modules/registration/registration.tables';
import { createUser, loadOrg, makeGroup, okData, signUp, type Page, decideToEnd } from './fixtures';
import { hasChinese, startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string, cashier: string, finance: string, sales: string, manager: string;
let accountId: number;
const fx = (f: string) => readFileSync(join(import.meta.dirname, 'fixtures/bank', f)).toString('base64');
const B = '/api/v1/finance/bill';

interface Run { id: number; status: number; my_task: { task_id: number; version: number } | null }

/** Passes (or rejects) every level of a run with whoever holds its task among finance and manager. */
const decide = (type: string, runId: number, verb: 'pass' | 'reject' = 'pass', comment = '核对无误') => decideToEnd(s, type, runId, [finance, manager], verb, comment);

async function importFile(file: string, extra: Record<string, unknown> = {}) {
  return s.api<{ id: number | null; imported: number; duplicate_count: number; duplicates: { row: number }[]; audit_instance_id: number; total_amount: number; layout: string }>(
    `${B}/import/add`, { pay_account_id: accountId, file_name: file, file: fx(file), ...extra }, cashier);
}

let groupId = 0;
/**
 * An open order of `total` fen, signed up by the sales user through the order route (seats confirmed, one adult
 * at price `total`): for a unit customer (no credit check: credit lines are for peers only), or 散客 when
 * `customerId` is null. Left unconfirmed (order_status 0): claims and receipts take any order not refused,
 * refunded or cancelled, and the order audit is tested elsewhere.
 */
async function order(customerId: number | null, total: number, o: { contact?: string } = {}) {
  const r = await signUp(s, sales, groupId, {
    price: total, enrollment: 0,
    extra: { customer_kind: customerId ? 'unit' : 'private', customer_id: customerId ?? undefined, contact_name: o.contact ?? '联系人', contact_phone: '13900000000' },
  });
  expect([r.total, r.seats, r.enrollment_status, r.order_status], 'signed-up order').toEqual([total, 1, 0, 0]);
  return r;
}
/** A unit customer (单位客户) added by the sales user through the customer route. */
async function customer(name: string) {
  const c = okData(await s.api<{ id: number; name: string }>('/api/v1/customer/unit/add', { name, phone: '021-60000000', contact_name: '财务联系人' }, sales), `customer ${name}`);
  return { id: c.id, name };
}

beforeAll(async () => {
  s = await startServer();
  [admin, finance, sales, manager] = [await s.login('admin'), await s.login('finance'), await s.login('sales'), await s.login('manager')];
  const org = await loadOrg(s, admin);
  // A cashier (finance role) imports; the finance accountant audits (the submitter never audits their own import).
  const finDept = Object.entries(org.dept).find(([n]) => n.includes('财务'))?.[1] ?? Object.values(org.dept)[0];
  const u = await createUser(s, admin, [{ department_id: finDept, role_id: org.role.finance, position_id: Object.values(org.position)[0], data_permission_id: org.dataPerm['全部数据'] }], { user_name: '钱出纳' });
  cashier = await s.login(u.login_name, u.password);
  [{ id: accountId }] = await s.database.db.select({ id: payAccounts.id }).from(payAccounts).where(eq(payAccounts.enabled, true)).limit(1);
  // One group for every order of this file (48 one-person orders), on sale for a month.
  ({ groupId } = await makeGroup(s.database.db, { seats: 60 }));
});
afterAll(async () => { await s?.close(); });

const arrivalCount = async () => Number((await s.database.db.select({ n: sql<number>`count(*)::int` }).from(bankArrivals))[0].n);

describe('statement import', () => {
  it('a 招商银行 statement (xlsx by LibreOffice) is imported once: the second import adds nothing and reports the duplicates', async () => {
    const pre = okData(await s.api<{ layout: string; line_count: number; skipped: number; lines: { amount: number; serial: string }[] }>(`${B}/import/preview`, { pay_account_id: accountId, file_name: 'cmb.xlsx', file: fx('cmb.xlsx') }, cashier));
    expect(pre.layout).toBe('cmb');
    expect(pre.line_count).toBe(3);
    expect(pre.skipped).toBe(1);
    expect(pre.lines.map((l) => l.amount)).toEqual([123456, 200000, 80050]);
    const before = await arrivalCount();
    const first = okData(await importFile('cmb.xlsx'), 'import');
    expect(first.imported).toBe(3);
    expect(first.total_amount).toBe(123456 + 200000 + 80050);
    expect(await arrivalCount()).toBe(before + 3);
    const again = await importFile('cmb.xlsx');
    expect(again.code, again.msg).toBe(200);
    expect(again.data.imported).toBe(0);
    expect(again.data.id).toBeNull();
    expect(again.data.duplicate_count).toBe(3);
    expect(again.data.duplicates.map((d) => d.row)).toEqual([4, 6, 7]);
    expect(await arrivalCount()).toBe(before + 3);
    // Not claimable before the bill-import audit passes.
    const [a] = await s.database.db.select().from(bankArrivals).where(eq(bankArrivals.import_id, first.id!));
    const o = await order(null, 50000);
    const early = await s.api(`${B}/claim/add`, { arrival_id: a.id, lines: [{ order_id: o.id, amount: 100 }] }, sales);
    expect(early.code).toBe(400);
    expect(early.msg).toContain('尚未通过审核');
    expect((await decide('billImport', first.audit_instance_id)).status).toBe(1);
    const list = okData(await s.api<Page<{ usable: boolean }>>(`${B}/list`, { import_id: first.id }, sales));
    expect(list.page_data.data.every((r) => r.usable)).toBe(true);
  });

  it('a 工商银行 statement (xls by LibreOffice, no serial) is keyed by content: two equal payments stay two, a re-import adds nothing', async () => {
    const first = okData(await importFile('icbc.xls'));
    expect(first.layout).toBe('icbc');
    expect(first.imported).toBe(3);
    const again = okData(await importFile('icbc.xls'));
    expect([again.imported, again.duplicate_count]).toEqual([0, 3]);
  });

  it('a statement with one bad row is refused whole, naming the row; nothing is imported', async () => {
    const before = await arrivalCount();
    const r = await importFile('cmb-bad-row.xlsx');
    expect(r.code).toBe(400);
    expect(r.msg).toContain('第6行');
    expect(r.msg).toContain('12.3.4');
    expect(hasChinese(r.msg)).toBe(true);
    expect(await arrivalCount()).toBe(before);
  });

  it('an unknown layout (a GBK CSV) asks for the column mapping; the mapping saved per account reads the next file by itself', async () => {
    const body = { pay_account_id: accountId, file_name: 'other-gbk.csv', file: fx('other-gbk.csv') };
    const unknown = okData(await s.api<{ layout: string | null; raw_rows: string[][] }>(`${B}/import/preview`, body, cashier));
    expect(unknown.layout).toBeNull();
    expect(unknown.raw_rows[0]).toContain('对方户名');
    const refused = await s.api(`${B}/import/add`, body, cashier);
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('列映射');
    const mapping = { header_row: 1, columns: { date: '日期', credit: '收入金额', debit: '支出金额', payer_name: '对方户名', payer_account: '对方账号', remark: '附言', serial: '交易流水' } };
    const pre = okData(await s.api<{ layout: string; lines: { payer_name: string; amount: number }[] }>(`${B}/import/preview`, { ...body, mapping }, cashier));
    expect(pre.lines).toEqual([expect.objectContaining({ payer_name: '广州广之旅国际旅行社股份有限公司', amount: 150000 }), expect.objectContaining({ payer_name: '王五', amount: 234567 })]);
    okData(await s.api(`${B}/mapping/save`, { pay_account_id: accountId, mapping }, cashier));
    const done = okData(await importFile('other-gbk.csv'));
    expect([done.layout, done.imported]).toEqual(['custom', 2]);
    const badMap = await s.api(`${B}/import/preview`, { ...body, mapping: { header_row: 1, columns: { date: '日期' } } }, cashier);
    expect(badMap.code).toBe(400);
  });
});

/** An approved arrival of `amount` fen (imported through a CSV in the 招商银行 layout). */
async function arrival(amount: number, payer: string, remark = '', account = ''): Promise<number> {
  const serial = `T${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const y = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
  const csv = `交易日,交易时间,借方金额,贷方金额,余额,摘要,流水号,收/付方名称,收/付方帐号\r\n20240201,100000,,${y},,${remark},${serial},${payer},${account}\r\n`;
  const r = okData(await s.api<{ id: number; audit_instance_id: number }>(`${B}/import/add`, { pay_account_id: accountId, file_name: 'a.csv', file: Buffer.from(csv).toString('base64') }, cashier));
  await decide('billImport', r.audit_instance_id);
  const [a] = await s.database.db.select({ id: bankArrivals.id }).from(bankArrivals).where(eq(bankArrivals.import_id, r.id));
  return a.id;
}

describe('claims', () => {
  it('20 parallel claims on the last 100 元 of an arrival: exactly one wins, the others get a Chinese refusal, totals unchanged', async () => {
    const c = await customer('并发认领测试有限公司');
    const id = await arrival(50000, c.name);
    const big = await order(c.id, 40000);
    okData(await s.api(`${B}/claim/add`, { arrival_id: id, lines: [{ order_id: big.id, amount: 40000 }] }, sales));
    const targets = await Promise.all(Array.from({ length: 20 }, () => order(c.id, 20000)));
    const answers = await Promise.all(targets.map((o) => s.api(`${B}/claim/add`, { arrival_id: id, lines: [{ order_id: o.id, amount: 10000 }] }, sales)));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(1);
    const losers = answers.filter((r) => r.code !== 200);
    expect(losers.every((r) => r.code === 400 && r.msg.includes('超过该到账的未认领余额'))).toBe(true);
    const [a] = await s.database.db.select().from(bankArrivals).where(eq(bankArrivals.id, id));
    expect(a.claiming + a.claimed).toBe(50000);
    const claims = await s.database.db.select().from(bankClaims).where(eq(bankClaims.arrival_id, id));
    expect(claims.reduce((t, x) => t + x.amount, 0)).toBe(50000);
  });

  it('a claim split over two orders becomes a receipt on each when finance approves; a rejected claim frees the rest', async () => {
    const c = await customer('拆分认领测试有限公司');
    const id = await arrival(300000, c.name);
    const [o1, o2] = await Promise.all([order(c.id, 120000), order(c.id, 250000)]);
    const over = await s.api(`${B}/claim/add`, { arrival_id: id, lines: [{ order_id: o1.id, amount: 130000 }] }, sales);
    expect(over.code).toBe(400);
    const claim = okData(await s.api<{ id: number; audit_instance_id: number }>(`${B}/claim/add`, { arrival_id: id, lines: [{ order_id: o1.id, amount: 120000 }, { order_id: o2.id, amount: 100000 }] }, sales));
    expect((await decide('claim', claim.audit_instance_id)).status).toBe(1);
    const got = await s.database.db.select({ id: orders.id, received: orders.received }).from(orders).where(sql`${orders.id} in (${o1.id}, ${o2.id})`);
    expect([o1.id, o2.id].map((oid) => got.find((g) => g.id === oid)?.received)).toEqual([120000, 100000]);
    const rec = okData(await s.api<Page<{ status: number; lines: { receipt_id: number | null }[] }>>(`${B}/claim/list`, { arrival_id: id }, sales));
    expect(rec.page_data.data[0].status).toBe(2);
    expect(rec.page_data.data[0].lines.every((l) => l.receipt_id)).toBe(true);
    const second = okData(await s.api<{ audit_instance_id: number }>(`${B}/claim/add`, { arrival_id: id, lines: [{ order_id: o2.id, amount: 80000 }] }, sales));
    expect((await decide('claim', second.audit_instance_id, 'reject', '金额不符')).status).toBe(2);
    const d = okData(await s.api<{ rest: number; claimed: number; claiming: number }>(`${B}/detail`, { arrival_id: id }, sales));
    expect([d.claimed, d.claiming, d.rest]).toEqual([220000, 0, 80000]);
    const refused = okData(await s.api<Page<{ status: number }>>(`${B}/claim/list`, { arrival_id: id, status: 3 }, finance));
    expect(refused.page_data.data).toHaveLength(1);
  });
});

describe('suggestion', () => {
  it('ranks the true customer first on a seeded history (hit rate ≥ 90%), with Chinese reasons', async () => {
    const N = 12;
    const cs = await Promise.all(Array.from({ length: N }, (_, i) => customer(`建议测试${'甲乙丙丁戊己庚辛壬癸子丑'[i]}科技有限公司`)));
    // Payers: the company itself, and a staff member paying for it; one shared payer pays for two customers (mostly the first: 3 to 2).
    // Raw SQL: 74 approved claims of history would be 74 imports, claims and approvals; the claim path itself is tested above.
    const staff = (i: number) => `员工${'一二三四五六七八九十百千'[i]}号`;
    const hist: (typeof bankClaims.$inferInsert)[] = [];
    const anyArrival = (await s.database.db.select({ id: bankArrivals.id }).from(bankArrivals).limit(1))[0].id;
    cs.forEach((c, i) => {
      for (let k = 0; k < 6; k++) hist.push({ code: `H${i}-${k}-${Math.random()}`, arrival_id: anyArrival, customer_id: c.id, amount: 1000, status: 2, payer_name: k % 2 ? staff(i) : c.name });
    });
    for (let k = 0; k < 2; k++) hist.push({ code: `HS-${k}-${Math.random()}`, arrival_id: anyArrival, customer_id: cs[1].id, amount: 1000, status: 2, payer_name: staff(0) });
    await s.database.db.insert(bankClaims).values(hist);
    const orderOf = await Promise.all(cs.map((c, i) => order(c.id, 100037 + i * 1013, { contact: `联系人${i}` })));
    // Odd amounts, so no demo order's remaining (which follows the seed's dates) equals them by chance.
    await Promise.all(cs.map((c) => order(c.id, 333317)));
    let hits = 0;
    const cases: { payer: string; amount: number; remark: string; truth: number }[] = [];
    cs.forEach((c, i) => {
      cases.push({ payer: staff(i), amount: 7777, remark: '', truth: c.id });                       // history only
      cases.push({ payer: '个人付款' + i, amount: orderOf[i].total, remark: '', truth: c.id });     // amount = one order's remaining
      cases.push({ payer: '某某' + i, amount: 5000, remark: `${orderOf[i].code} 团款`, truth: c.id }); // remark names the order
    });
    cases.push({ payer: staff(0), amount: orderOf[0].total + 333317, remark: '', truth: cs[0].id }); // sum of two open orders
    for (const k of cases) {
      const id = await arrival(k.amount, k.payer, k.remark);
      const r = okData(await s.api<{ suggestions: { customer_id: number; score: number; reasons: string[]; orders: { reasons: string[] }[] }[] }>(`${B}/claim/suggest`, { arrival_id: id }, sales));
      if (r.suggestions[0]?.customer_id === k.truth) hits++;
      else console.log(`miss: ${JSON.stringify(k)} → ${JSON.stringify(r.suggestions.slice(0, 2).map((x) => [x.customer_id, x.score, x.reasons]))}`);
      expect(r.suggestions[0]?.reasons.every(hasChinese) ?? true).toBe(true);
    }
    const rate = hits / cases.length;
    console.log(`claim suggestion hit rate: ${hits}/${cases.length} = ${(rate * 100).toFixed(1)}%`);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});

describe('list summaries', () => {
  it('every list summary equals the sum of its rows', async () => {
    const imports = okData(await s.api<Page<{ total_amount: number; line_count: number }> & { summary: { total_amount: number; line_count: number } }>(`${B}/import/list`, { pageSize: 100 }, finance));
    expect(imports.summary.total_amount).toBe(imports.page_data.data.reduce((t, r) => t + r.total_amount, 0));
    expect(imports.summary.line_count).toBe(imports.page_data.data.reduce((t, r) => t + r.line_count, 0));
    const arr = okData(await s.api<Page<{ amount: number; rest: number; claimed: number }> & { summary: Record<string, number> }>(`${B}/list`, { pageSize: 100 }, finance));
    expect(arr.page_data.total_size).toBe(arr.page_data.data.length);
    for (const k of ['amount', 'rest', 'claimed'] as const) expect(arr.summary[k]).toBe(arr.page_data.data.reduce((t, r) => t + r[k], 0));
    const claims = okData(await s.api<Page<{ amount: number }> & { summary: { amount: number } }>(`${B}/claim/list`, { pageSize: 100 }, finance));
    expect(claims.summary.amount).toBe(claims.page_data.data.reduce((t, r) => t + r.amount, 0));
  });
});
