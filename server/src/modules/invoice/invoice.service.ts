/**
 * Invoice applications (开票申请) and what moves them: apply (order / bank bill / advance, each into its audit),
 * approve, allocate to an issuer, issue (by hand or by the tax platform's result file), void (invoiceVoid audit)
 * and bind an advance invoice to a receipt (advanceInvoiceBind audit).
 *
 * What an order can still be invoiced: total − (live applications of the order + live binding lines of the
 * order); a bill (bank arrival): its received amount (amount − refunded − refunding) − live bill applications.
 * "Live" = 待审核, 待开票, 已开票 (a void restores the amount). Every check runs under the row lock of the order
 * or arrival (orders by id, then receipt, then application), so two applications racing on the last yuan
 * cannot both pass.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BindStatus, DOC_APPROVED, fenToYuan, INV_APPROVED, INV_ISSUED, INV_LIVE, INV_PENDING, INV_REJECTED, INV_VOIDED, INV_WITHDRAWN, INVOICE_AUDIT_TYPE,
  INVOICE_RESOURCES, INVOICE_SPECIAL, InvoiceRuleCode, InvoiceStatus, taxOf, type InvoiceApplyInput, type InvoiceKindCode, type InvoiceRuleCodeKey,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler, submitForAudit } from '../../platform/approval';
import { insertRow, updateRow } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { users } from '../account/account.tables';
import { issueNumber } from '../basic/number.service';
import { bankArrivals } from '../finance/bank.tables';
import { receiptItems, receipts, ticketers } from '../finance/finance.tables';
import { lockOrder } from '../registration/registration.service';
import { orders } from '../registration/registration.tables';
import { invoiceApplications, invoiceApplyTypes, invoiceBindLines, invoiceBinds, invoiceContents, invoiceLines, invoiceRules, invoiceTypes } from './invoice.tables';

export type Actor = { uid: number; user_name: string; dept_id?: number | null };
export type AppRow = typeof invoiceApplications.$inferSelect;
type BindRow = typeof invoiceBinds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
const appW = (user: { uid: number; user_name: string } | null) => ({ user, def: INVOICE_RESOURCES.invoiceApplication });
const bindW = (user: { uid: number; user_name: string } | null) => ({ user, def: INVOICE_RESOURCES.invoiceBind });
const yuan = (f: number) => `${fenToYuan(f)}元`;
const LIVE = [...INV_LIVE];
const BIND_LIVE = [0, 2];

// ---------------------------------------------------------------- figures

/** Invoiced (live applications + live binding lines) per order. */
export async function orderInvoiced(db: DB, ids: readonly number[], exceptApp?: number): Promise<Map<number, number>> {
  const out = new Map<number, number>(ids.map((id) => [id, 0]));
  if (!ids.length) return out;
  const a = await db.select({ id: invoiceApplications.order_id, s: sql<string>`sum(${invoiceApplications.amount})` }).from(invoiceApplications)
    .where(and(inArray(invoiceApplications.order_id, [...ids]), inArray(invoiceApplications.status, LIVE), exceptApp ? sql`${invoiceApplications.id} <> ${exceptApp}` : undefined))
    .groupBy(invoiceApplications.order_id);
  const b = await db.select({ id: invoiceBindLines.order_id, s: sql<string>`sum(${invoiceBindLines.amount})` }).from(invoiceBindLines)
    .where(and(inArray(invoiceBindLines.order_id, [...ids]), inArray(invoiceBindLines.status, BIND_LIVE))).groupBy(invoiceBindLines.order_id);
  for (const r of [...a, ...b]) out.set(Number(r.id), (out.get(Number(r.id)) ?? 0) + Number(r.s));
  return out;
}

export interface OrderInvoiceFigures { order_id: number; order_code: string; total: number; received: number; invoiced: number; invoiceable: number; issued: number; warnings: string[] }

export async function orderFigures(db: DB, o: OrderRow, amount = 0): Promise<OrderInvoiceFigures> {
  const invoiced = (await orderInvoiced(db, [o.id])).get(o.id) ?? 0;
  const [iss] = await db.select({ s: sql<string>`coalesce(sum(${invoiceApplications.amount}), 0)` }).from(invoiceApplications)
    .where(and(eq(invoiceApplications.order_id, o.id), eq(invoiceApplications.status, INV_ISSUED)));
  return {
    order_id: o.id, order_code: o.code, total: o.total, received: o.received, invoiced, invoiceable: Math.max(o.total - invoiced, 0), issued: Number(iss.s),
    warnings: (await ruleHits(db, { kind: 'order', order: o, invoicedAfter: invoiced + amount, customer_id: o.customer_id })).map((h) => h.text),
  };
}

type ArrivalRow = typeof bankArrivals.$inferSelect;
export async function billFigures(db: DB, a: ArrivalRow, exceptApp?: number) {
  const [s] = await db.select({ s: sql<string>`coalesce(sum(${invoiceApplications.amount}), 0)` }).from(invoiceApplications)
    .where(and(eq(invoiceApplications.arrival_id, a.id), inArray(invoiceApplications.status, LIVE), exceptApp ? sql`${invoiceApplications.id} <> ${exceptApp}` : undefined));
  const received = a.amount - a.refunded - a.refunding;
  const invoiced = Number(s.s);
  return { arrival_id: a.id, amount: a.amount, received, invoiced, invoiceable: Math.max(received - invoiced, 0) };
}

// ---------------------------------------------------------------- rules (warnings)

interface RuleHit { rule: InvoiceRuleCodeKey; level: number; text: string }
async function ruleHits(db: DB, c: { kind: InvoiceKindCode; order?: OrderRow; invoicedAfter?: number; customer_id?: number | null }): Promise<RuleHit[]> {
  const rules = await db.select().from(invoiceRules).where(eq(invoiceRules.enabled, true)).orderBy(asc(invoiceRules.id));
  const out: RuleHit[] = [];
  for (const r of rules) {
    const rule = r.rule as InvoiceRuleCodeKey;
    if (!(rule in InvoiceRuleCode)) continue;
    let detail: string | null = null;
    if (rule === 'over_received' && c.order && (c.invoicedAfter ?? 0) > c.order.received) detail = `订单${c.order.code}已收${yuan(c.order.received)}，开票后累计${yuan(c.invoicedAfter ?? 0)}`;
    if (rule === 'unpaid' && c.order && c.order.received < c.order.total) detail = `订单${c.order.code}应收${yuan(c.order.total)}，已收${yuan(c.order.received)}`;
    if (rule === 'advance_unbound' && c.customer_id && c.kind !== 'advance') {
      const [u] = await db.select({ s: sql<string>`coalesce(sum(${invoiceApplications.amount} - ${invoiceApplications.bound}), 0)` }).from(invoiceApplications)
        .where(and(eq(invoiceApplications.kind, 'advance'), eq(invoiceApplications.customer_id, c.customer_id), inArray(invoiceApplications.status, [INV_APPROVED, INV_ISSUED])));
      if (Number(u.s) > 0) detail = `该客户预开票未绑定收款${yuan(Number(u.s))}`;
    }
    if (detail) out.push({ rule, level: r.level, text: `${r.message}（${detail}）` });
  }
  return out;
}

function refuseByRules(hits: RuleHit[]): string[] {
  const stop = hits.find((h) => h.level === 1);
  if (stop) throw badInput(stop.text, [{ field: 'lines', message: stop.text }]);
  return hits.map((h) => h.text);
}

// ---------------------------------------------------------------- apply

async function checkSettings(tx: DB, i: InvoiceApplyInput) {
  const [at] = await tx.select().from(invoiceApplyTypes).where(eq(invoiceApplyTypes.id, i.apply_type_id));
  if (!at || !at.enabled) throw badInput('申请类型不存在或已停用', [{ field: 'apply_type_id', message: '申请类型不存在或已停用' }]);
  const [it] = await tx.select().from(invoiceTypes).where(eq(invoiceTypes.id, i.invoice_type_id));
  if (!it || !it.enabled) throw badInput('发票类型不存在或已停用', [{ field: 'invoice_type_id', message: '发票类型不存在或已停用' }]);
  if (it.kind === INVOICE_SPECIAL) {
    const need: [keyof InvoiceApplyInput, string][] = [['buyer_tax_no', '纳税人识别号'], ['buyer_address_phone', '地址电话'], ['buyer_bank_account', '开户行及账号']];
    const miss = need.filter(([k]) => !String(i[k] ?? '').trim());
    if (miss.length) throw badInput(`专用发票请填写购买方${miss.map((m) => m[1]).join('、')}`, miss.map(([k, l]) => ({ field: String(k), message: `专用发票请填写${l}` })));
  }
  const ids = [...new Set(i.lines.map((l) => l.content_id))];
  const cs = new Map((await tx.select().from(invoiceContents).where(inArray(invoiceContents.id, ids))).map((c) => [c.id, c]));
  const lines = i.lines.map((l, idx) => {
    const c = cs.get(l.content_id);
    if (!c || !c.enabled) throw badInput('发票内容不存在或已停用', [{ field: `lines.${idx}.content_id`, message: '发票内容不存在或已停用' }]);
    return {
      content_id: c.id, item_name: l.item_name?.trim() || c.name, spec: l.spec?.trim() || c.spec, unit: l.unit?.trim() || c.unit,
      quantity: l.quantity, amount: l.amount, tax_rate: l.tax_rate, tax: taxOf(l.amount, l.tax_rate),
    };
  });
  return { lines, amount: lines.reduce((a, l) => a + l.amount, 0), tax: lines.reduce((a, l) => a + l.tax, 0) };
}

async function lockArrival(tx: DB, id: number): Promise<ArrivalRow> {
  const [a] = await tx.select().from(bankArrivals).where(eq(bankArrivals.id, id)).for('update');
  if (!a) throw notFound('到账记录不存在');
  return a;
}

const overMsg = (what: string, amount: number, rest: number) => `开票金额${yuan(amount)}超过${what}可开票金额${yuan(rest)}`;

/** Checks an order application's amount against the order (under its lock); returns the warnings. */
async function checkOrder(tx: DB, o: OrderRow, amount: number, exceptApp?: number): Promise<string[]> {
  if (o.order_status === 2 || o.order_status === 3 || o.enrollment_status === 2) throw badInput(`订单${o.code}已取消、拒绝或退款，不能开票`, [{ field: 'order_id', message: '订单不能开票' }]);
  const invoiced = (await orderInvoiced(tx, [o.id], exceptApp)).get(o.id) ?? 0;
  const rest = o.total - invoiced;
  if (amount > rest) {
    const m = `${overMsg(`订单${o.code}`, amount, Math.max(rest, 0))}（订单金额${yuan(o.total)}，已开票及申请中${yuan(invoiced)}）`;
    throw badInput(m, [{ field: 'lines', message: m }]);
  }
  return refuseByRules(await ruleHits(tx, { kind: 'order', order: o, invoicedAfter: invoiced + amount, customer_id: o.customer_id }));
}

async function checkBill(tx: DB, a: ArrivalRow, amount: number, exceptApp?: number): Promise<void> {
  if (!a.usable) throw badInput('该到账尚未通过账单导入审核，不能开票', [{ field: 'arrival_id', message: '到账尚未审核' }]);
  const f = await billFigures(tx, a, exceptApp);
  if (amount > f.invoiceable) {
    const m = `${overMsg('该账单', amount, f.invoiceable)}（到账${yuan(f.received)}，已开票及申请中${yuan(f.invoiced)}）`;
    throw badInput(m, [{ field: 'lines', message: m }]);
  }
}

export async function createApplication(s: Services, tx: DB, kind: InvoiceKindCode, i: InvoiceApplyInput, actor: Actor): Promise<AppRow> {
  const c = await checkSettings(tx, i);
  let warnings: string[] = [];
  let customerId: number | null = i.customer_id ?? null;
  if (kind === 'order') {
    const o = await lockOrder(tx, i.order_id!);
    warnings = await checkOrder(tx, o, c.amount);
    customerId = o.customer_id;
  } else if (kind === 'bill') {
    await checkBill(tx, await lockArrival(tx, i.arrival_id!), c.amount);
  } else {
    warnings = refuseByRules(await ruleHits(tx, { kind, customer_id: customerId }));
  }
  const row = await insertRow<AppRow>(tx, invoiceApplications, {
    code: await issueNumber(tx, 'invoiceApply'), kind, order_id: kind === 'order' ? i.order_id : null, arrival_id: kind === 'bill' ? i.arrival_id : null, customer_id: customerId,
    apply_type_id: i.apply_type_id, invoice_type_id: i.invoice_type_id, buyer_name: i.buyer_name, buyer_tax_no: i.buyer_tax_no?.trim() || null,
    buyer_address_phone: i.buyer_address_phone ?? null, buyer_bank_account: i.buyer_bank_account ?? null, amount: c.amount, tax: c.tax, status: INV_PENDING,
    warnings, remark: i.remark ?? null, created_by: actor.uid, dept_id: actor.dept_id ?? null,
  }, appW(actor));
  await tx.insert(invoiceLines).values(c.lines.map((l) => ({ ...l, application_id: row.id })));
  await submitForAudit(s, tx, { type: INVOICE_AUDIT_TYPE[kind], objectId: row.id, submitter: actor });
  return row;
}

// ---------------------------------------------------------------- audits

export async function appOf(tx: DB, id: number, lock = true): Promise<AppRow> {
  const q = tx.select().from(invoiceApplications).where(eq(invoiceApplications.id, id));
  const [r] = lock ? await q.for('update') : await q;
  if (!r) throw notFound('开票申请不存在');
  return r;
}

async function describeApp(tx: DB, id: number) {
  const r = await appOf(tx, id, false);
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.application_id, id)).orderBy(asc(invoiceLines.id));
  const [t] = await tx.select({ name: invoiceTypes.name }).from(invoiceTypes).where(eq(invoiceTypes.id, r.invoice_type_id));
  const [o] = r.order_id ? await tx.select({ code: orders.code, total: orders.total, received: orders.received }).from(orders).where(eq(orders.id, r.order_id)) : [];
  return {
    r,
    info: {
      title: `${r.code} ${r.buyer_name} ${yuan(r.amount)}`, amount: r.amount, link: `/financial/invoice/${r.kind === 'order' ? 'orderApply' : r.kind === 'bill' ? 'billApply' : 'advanceApply'}?id=${id}`,
      fields: [
        { label: '申请单号', value: r.code }, { label: '发票类型', value: t?.name ?? '' }, { label: '购买方名称', value: r.buyer_name },
        { label: '纳税人识别号', value: r.buyer_tax_no ?? '' }, ...(r.buyer_address_phone ? [{ label: '地址电话', value: r.buyer_address_phone }] : []),
        ...(r.buyer_bank_account ? [{ label: '开户行及账号', value: r.buyer_bank_account }] : []),
        ...(o ? [{ label: '订单号', value: o.code }, { label: '订单金额', value: yuan(o.total) }, { label: '订单已收', value: yuan(o.received) }] : []),
        { label: '开票内容', value: lines.map((l) => `${l.item_name} ${yuan(l.amount)}（税率${l.tax_rate}%，税额${yuan(l.tax)}）`).join('；') },
        { label: '开票金额', value: yuan(r.amount) }, { label: '税额', value: yuan(r.tax) },
        ...(r.warnings.length ? [{ label: '预警', value: r.warnings.join('；') }] : []),
      ],
    },
  };
}

async function endApp(tx: DB, r: AppRow, status: number, user: Actor | null, remark?: string): Promise<void> {
  if (r.status !== INV_PENDING) throw badInput(`开票申请不是待审核状态（${InvoiceStatus[r.status as keyof typeof InvoiceStatus]}）`);
  await updateRow(tx, invoiceApplications, r.id, r.version, { status, decided_at: new Date(), ...(remark ? { remark: `${r.remark ? `${r.remark}；` : ''}${remark}`.slice(0, 500) } : {}) }, appW(user));
}

async function approveApp(tx: DB, id: number, user: Actor): Promise<void> {
  const pre = await appOf(tx, id, false);
  let warnings = pre.warnings;
  if (pre.kind === 'order' && pre.order_id) warnings = await checkOrder(tx, await lockOrder(tx, pre.order_id), pre.amount, pre.id);
  if (pre.kind === 'bill' && pre.arrival_id) await checkBill(tx, await lockArrival(tx, pre.arrival_id), pre.amount, pre.id);
  const r = await appOf(tx, id);
  if (r.status !== INV_PENDING) throw badInput('开票申请不是待审核状态');
  await updateRow(tx, invoiceApplications, r.id, r.version, { status: INV_APPROVED, decided_at: new Date(), warnings }, appW(user));
}

async function bindOf(tx: DB, id: number): Promise<BindRow> {
  const [b] = await tx.select().from(invoiceBinds).where(eq(invoiceBinds.id, id)).for('update');
  if (!b) throw notFound('绑定记录不存在');
  return b;
}

async function endBind(tx: DB, id: number, status: number, user: Actor | null, remark?: string): Promise<void> {
  const b = await bindOf(tx, id);
  if (b.status !== 0) throw badInput('绑定不是待审核状态');
  if (status !== DOC_APPROVED) {
    const a = await appOf(tx, b.application_id);
    await updateRow(tx, invoiceApplications, a.id, a.version, { bound: a.bound - b.amount }, appW(user));
  }
  await tx.update(invoiceBindLines).set({ status }).where(eq(invoiceBindLines.bind_id, id));
  await updateRow(tx, invoiceBinds, id, b.version, { status, decided_at: new Date(), ...(remark ? { remark: remark.slice(0, 500) } : {}) }, bindW(user));
}

export function registerInvoiceAudits(): void {
  for (const kind of ['order', 'bill', 'advance'] as const) {
    registerAuditHandler(INVOICE_AUDIT_TYPE[kind], {
      async describe(tx, id) { return (await describeApp(tx, id)).info; },
      async onApproved(tx, id, c) { await approveApp(tx, id, c.user); },
      async onRejected(tx, id, c, comment) { await endApp(tx, await appOf(tx, id), INV_REJECTED, c.user, `驳回：${comment}`); },
      async onWithdrawn(tx, id, c) { await endApp(tx, await appOf(tx, id), INV_WITHDRAWN, c.user); },
    });
  }
  registerAuditHandler('invoiceVoid', {
    async describe(tx, id) {
      const { r, info } = await describeApp(tx, id);
      return {
        ...info, title: `作废 ${info.title}`,
        fields: [...info.fields, { label: '状态', value: InvoiceStatus[r.status as keyof typeof InvoiceStatus] }, ...(r.invoice_no ? [{ label: '发票号码', value: `${r.invoice_code ?? ''} ${r.invoice_no}`.trim() }] : []), { label: '作废原因', value: r.void_reason ?? '' }],
      };
    },
    async onApproved(tx, id, c) {
      const r = await appOf(tx, id);
      if (r.void_state !== 1) throw badInput('该发票没有待审核的作废申请');
      await updateRow(tx, invoiceApplications, r.id, r.version, { status: INV_VOIDED, void_state: 0, voided_at: new Date() }, appW(c.user));
    },
    async onRejected(tx, id, c) { const r = await appOf(tx, id); await updateRow(tx, invoiceApplications, r.id, r.version, { void_state: 0 }, appW(c.user)); },
    async onWithdrawn(tx, id, c) { const r = await appOf(tx, id); await updateRow(tx, invoiceApplications, r.id, r.version, { void_state: 0 }, appW(c.user)); },
  });
  registerAuditHandler('advanceInvoiceBind', {
    async describe(tx, id) {
      const [b] = await tx.select().from(invoiceBinds).where(eq(invoiceBinds.id, id));
      if (!b) throw notFound('绑定记录不存在');
      const a = await appOf(tx, b.application_id, false);
      const [r] = await tx.select({ code: receipts.code, amount: receipts.amount, payer: receipts.payer }).from(receipts).where(eq(receipts.id, b.receipt_id));
      const ls = await tx.select({ code: orders.code, amount: invoiceBindLines.amount }).from(invoiceBindLines).innerJoin(orders, eq(orders.id, invoiceBindLines.order_id)).where(eq(invoiceBindLines.bind_id, id));
      return {
        title: `${a.code} 绑定 ${r?.code ?? ''} ${yuan(b.amount)}`, amount: b.amount, link: `/financial/invoice/advanceApply?id=${a.id}`,
        fields: [
          { label: '预开票申请', value: a.code }, { label: '购买方名称', value: a.buyer_name }, { label: '预开票金额', value: yuan(a.amount) },
          { label: '收款单', value: r ? `${r.code} ${r.payer} ${yuan(r.amount)}` : '' }, { label: '绑定金额', value: yuan(b.amount) },
          { label: '绑定订单', value: ls.map((l) => `${l.code}：${yuan(l.amount)}`).join('；') },
        ],
      };
    },
    async onApproved(tx, id, c) { await endBind(tx, id, DOC_APPROVED, c.user); },
    async onRejected(tx, id, c, comment) { await endBind(tx, id, 1, c.user, `驳回：${comment}`); },
    async onWithdrawn(tx, id, c) { await endBind(tx, id, 5, c.user); },
  });
}

// ---------------------------------------------------------------- allocate, issue, void, bind

async function checkIssuer(tx: DB, uid: number, field = 'issuer_id'): Promise<void> {
  const [t] = await tx.select({ enabled: ticketers.enabled }).from(ticketers).where(eq(ticketers.user_id, uid));
  if (!t || !t.enabled) throw badInput('开票人不在开票员列表中或已停用', [{ field, message: '请选择开票员列表中的开票人' }]);
}

function issuable(r: AppRow): void {
  if (r.status !== INV_APPROVED) throw badInput(`申请${r.code}为${InvoiceStatus[r.status as keyof typeof InvoiceStatus]}，不是待开票状态`);
  if (r.void_state === 1) throw badInput(`申请${r.code}正在作废审核中，不能开票`);
}

export async function allocate(tx: DB, i: { id: number; version: number; issuer_id: number }, user: Actor): Promise<AppRow> {
  const r = await appOf(tx, i.id);
  issuable(r);
  await checkIssuer(tx, i.issuer_id);
  return updateRow<AppRow>(tx, invoiceApplications, r.id, i.version, { issuer_id: i.issuer_id }, appW(user));
}

async function numberTaken(tx: DB, code: string | null, no: string, exceptId: number): Promise<string | null> {
  const [d] = await tx.select({ code: invoiceApplications.code }).from(invoiceApplications)
    .where(and(eq(invoiceApplications.invoice_no, no), sql`coalesce(${invoiceApplications.invoice_code}, '') = ${code ?? ''}`, sql`${invoiceApplications.id} <> ${exceptId}`));
  return d?.code ?? null;
}

export async function issue(tx: DB, i: { id: number; version: number; invoice_no: string; invoice_code?: string | null; issued_on: string; issuer_id: number }, user: Actor): Promise<AppRow> {
  const r = await appOf(tx, i.id);
  issuable(r);
  await checkIssuer(tx, i.issuer_id);
  const code = i.invoice_code?.trim() || null;
  const taken = await numberTaken(tx, code, i.invoice_no, r.id);
  if (taken) throw badInput(`发票号码${i.invoice_no}已登记在申请${taken}上`, [{ field: 'invoice_no', message: '发票号码已被使用' }]);
  return updateRow<AppRow>(tx, invoiceApplications, r.id, i.version, { status: INV_ISSUED, invoice_no: i.invoice_no, invoice_code: code, issued_on: i.issued_on, issuer_id: i.issuer_id }, appW(user));
}

export async function requestVoid(s: Services, tx: DB, i: { id: number; version: number; reason: string }, actor: Actor): Promise<AppRow> {
  const r = await appOf(tx, i.id);
  if (r.status !== INV_APPROVED && r.status !== INV_ISSUED) throw badInput(`申请${r.code}为${InvoiceStatus[r.status as keyof typeof InvoiceStatus]}，只有待开票或已开票的发票可以作废`);
  if (r.void_state === 1) throw badInput('该发票已在作废审核中');
  if (r.kind === 'advance' && r.bound > 0) throw badInput(`该预开票已绑定收款${yuan(r.bound)}，不能作废`);
  const row = await updateRow<AppRow>(tx, invoiceApplications, r.id, i.version, { void_state: 1, void_reason: i.reason }, appW(actor));
  await submitForAudit(s, tx, { type: 'invoiceVoid', objectId: r.id, submitter: actor });
  return row;
}

/** Binds (part of) an approved receipt to an approved or issued advance invoice, split over the receipt's orders in turn. */
export async function bindReceipt(s: Services, tx: DB, i: { id: number; version: number; receipt_id: number; amount: number }, actor: Actor): Promise<BindRow> {
  const [rc] = await tx.select().from(receipts).where(eq(receipts.id, i.receipt_id));
  if (!rc) throw badInput('收款单不存在', [{ field: 'receipt_id', message: '收款单不存在' }]);
  const items = await tx.select().from(receiptItems).where(eq(receiptItems.receipt_id, rc.id)).orderBy(asc(receiptItems.id));
  const locked = new Map<number, OrderRow>();
  for (const id of [...new Set(items.map((x) => x.order_id))].sort((a, b) => a - b)) locked.set(id, await lockOrder(tx, id));
  const [r] = await tx.select().from(receipts).where(eq(receipts.id, rc.id)).for('update');
  if (r.status !== DOC_APPROVED) throw badInput(`收款单${r.code}尚未审核通过，不能绑定`, [{ field: 'receipt_id', message: '收款单尚未审核通过' }]);
  const a = await appOf(tx, i.id);
  if (a.kind !== 'advance') throw badInput('只有预开票申请可以绑定收款');
  if (a.status !== INV_APPROVED && a.status !== INV_ISSUED) throw badInput(`预开票申请${a.code}为${InvoiceStatus[a.status as keyof typeof InvoiceStatus]}，审核通过后才能绑定收款`);
  if (a.void_state === 1) throw badInput('该预开票正在作废审核中，不能绑定');
  if (a.customer_id && rc.customer_id && a.customer_id !== rc.customer_id) throw badInput('收款单与预开票不是同一客户', [{ field: 'receipt_id', message: '不是同一客户的收款单' }]);
  if (i.amount > a.amount - a.bound) {
    const m = `绑定金额${yuan(i.amount)}超过预开票未绑定金额${yuan(a.amount - a.bound)}`;
    throw badInput(m, [{ field: 'amount', message: m }]);
  }
  const boundOn = new Map((await tx.select({ order_id: invoiceBindLines.order_id, s: sql<string>`sum(${invoiceBindLines.amount})` }).from(invoiceBindLines)
    .innerJoin(invoiceBinds, eq(invoiceBinds.id, invoiceBindLines.bind_id))
    .where(and(eq(invoiceBinds.receipt_id, rc.id), inArray(invoiceBindLines.status, BIND_LIVE))).groupBy(invoiceBindLines.order_id)).map((x) => [x.order_id, Number(x.s)]));
  const invoiced = await orderInvoiced(tx, [...locked.keys()]);
  let left = i.amount;
  const lines: { order_id: number; amount: number }[] = [];
  for (const it of items) {
    if (!left) break;
    const o = locked.get(it.order_id)!;
    const room = Math.min(it.amount - (boundOn.get(it.order_id) ?? 0), o.total - (invoiced.get(o.id) ?? 0));
    const take = Math.min(Math.max(room, 0), left);
    if (take > 0) { lines.push({ order_id: o.id, amount: take }); left -= take; }
  }
  if (left > 0) {
    const m = `绑定金额${yuan(i.amount)}超过收款单${rc.code}可绑定金额${yuan(i.amount - left)}（已绑定或订单已开票的部分不能再绑定）`;
    throw badInput(m, [{ field: 'amount', message: m }]);
  }
  await updateRow(tx, invoiceApplications, a.id, i.version, { bound: a.bound + i.amount }, appW(actor));
  const b = await insertRow<BindRow>(tx, invoiceBinds, { application_id: a.id, receipt_id: rc.id, amount: i.amount, status: 0, created_by: actor.uid, dept_id: actor.dept_id ?? null }, bindW(actor));
  await tx.insert(invoiceBindLines).values(lines.map((l) => ({ ...l, bind_id: b.id, status: 0 })));
  await submitForAudit(s, tx, { type: 'advanceInvoiceBind', objectId: b.id, submitter: actor });
  return b;
}

export const BIND_STATUS = BindStatus;

/** Ticketers by user name (the import's 开票人 column). */
export async function ticketerIdsByName(tx: DB): Promise<Map<string, number>> {
  const rs = await tx.select({ id: users.id, name: users.user_name }).from(ticketers).innerJoin(users, eq(users.id, ticketers.user_id)).where(eq(ticketers.enabled, true));
  return new Map(rs.map((r) => [r.name, r.id]));
}
export { numberTaken, issuable };
