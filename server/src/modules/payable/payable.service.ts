/**
 * Money out: paying documents and their audits. Every write is one transaction; what a cost line can still take
 * is checked under the group's row lock (so parallel payments on one line never overpay), and paying locks the
 * document row and checks its state and version (so one press of 已付款 wins).
 *
 * - A cost line's unpaid rest = its total − the lines of payments and reimbursements that reserve it (pending,
 *   approved, awaiting payment, paid) − bindings of advances (pending or approved).
 * - The group's actual cost (actual-cost provider): approved payment lines, approved reimbursement lines and
 *   approved bindings; paid = paid payments, reimbursements paid or wholly settled against loans, approved bindings.
 * - A reimbursement is settled at approval against its person's open loans (the same group's first, oldest
 *   first); the rest is paid out. A loan's open balance = paid amount − offsets − cash returned.
 * - An advance (pre-loan, prepayment) once paid is open until bound to cost lines (bindPrepayment audit).
 * - Paying a supplier payment or prepayment without the supplier's invoice starts the costInvoiceArrears audit;
 *   the payment stays in the arrears until its invoice is recorded.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BIND_APPROVED, BIND_PENDING, BIND_REJECTED, BIND_WITHDRAWN, fenToYuan, isoToday, PAY_DOC_AUDIT, PAYABLE_RESOURCES,
  PayDocKind, PD_APPROVED, PD_AWAITING, PD_DRAFT, PD_PAID, PD_PENDING, PD_REJECTED, PD_WITHDRAWN, type PayDocKindCode,
} from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler, submitForAudit } from '../../platform/approval';
import { insertRow, updateRow } from '../../platform/data';
import { badInput, conflict, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { users } from '../account/account.tables';
import { issueNumber } from '../basic/number.service';
import { writeLedger } from '../finance/ledger.service';
import { payAccounts } from '../finance/finance.tables';
import { suppliers } from '../merchant/merchant.tables';
import type { ActualCostEntry } from '../operation/actual-cost';
import { tourGroups } from '../operation/group.tables';
import { groupCosts } from '../operation/operation.tables';
import { advanceBinds, loanSettlements, payDocItems, payDocs } from './payable.tables';

export type Actor = { uid: number; user_name: string; dept_id?: number | null };
export type PayDocRow = typeof payDocs.$inferSelect;
export type BindRow = typeof advanceBinds.$inferSelect;
type GroupRow = typeof tourGroups.$inferSelect;
const docW = (user: { uid: number; user_name: string } | null) => ({ user, def: PAYABLE_RESOURCES.payDoc });
const bindW = (user: { uid: number; user_name: string } | null) => ({ user, def: PAYABLE_RESOURCES.advanceBind });
const refuse = (msg: string, field = 'id') => badInput(msg, [{ field, message: msg }]);
const y = (f: number) => `${fenToYuan(f)}元`;
const RESERVING = sql.raw(`(${PD_PENDING}, ${PD_APPROVED}, ${PD_AWAITING}, ${PD_PAID})`);

// ---------------------------------------------------------------- look-ups

export async function lockGroup(tx: DB, id: number, field = 'group_id'): Promise<GroupRow> {
  const [g] = await tx.select().from(tourGroups).where(eq(tourGroups.id, id)).for('update');
  if (!g) throw refuse('团期不存在', field);
  return g;
}

export async function lockDoc(tx: DB, id: number, kind?: PayDocKindCode): Promise<PayDocRow> {
  const [d] = await tx.select().from(payDocs).where(eq(payDocs.id, id)).for('update');
  if (!d || (kind && d.kind !== kind)) throw notFound(`${kind ? PayDocKind[kind] : '付款'}单不存在`);
  return d;
}

async function checkUser(tx: DB, id: number, field: string, label: string): Promise<string> {
  const [u] = await tx.select({ name: users.user_name }).from(users).where(eq(users.id, id));
  if (!u) throw refuse(`${label}不存在`, field);
  return u.name;
}

async function checkSupplier(tx: DB, id: number): Promise<string> {
  const [s] = await tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
  if (!s) throw refuse('供应商不存在', 'supplier_id');
  return s.name;
}

async function checkAccount(tx: DB, id: number): Promise<void> {
  const [a] = await tx.select({ enabled: payAccounts.enabled }).from(payAccounts).where(eq(payAccounts.id, id));
  if (!a) throw refuse('付款账户不存在', 'pay_account_id');
  if (!a.enabled) throw refuse('付款账户已停用', 'pay_account_id');
}

/** Reserved per cost line: payment and reimbursement lines of reserving documents, and pending or approved bindings. */
export async function reservedOf(db: DB, costIds: number[], exceptDocId = 0): Promise<Map<number, number>> {
  const out = new Map<number, number>(costIds.map((id) => [id, 0]));
  if (!costIds.length) return out;
  const items = await db.select({ cost_id: payDocItems.cost_id, s: sql<string>`sum(${payDocItems.amount})` }).from(payDocItems)
    .innerJoin(payDocs, eq(payDocs.id, payDocItems.doc_id))
    .where(and(inArray(payDocItems.cost_id, costIds), sql`${payDocs.status} in ${RESERVING}`, sql`${payDocs.id} <> ${exceptDocId}`)).groupBy(payDocItems.cost_id);
  const binds = await db.select({ cost_id: advanceBinds.cost_id, s: sql<string>`sum(${advanceBinds.amount})` }).from(advanceBinds)
    .where(and(inArray(advanceBinds.cost_id, costIds), inArray(advanceBinds.status, [BIND_PENDING, BIND_APPROVED]))).groupBy(advanceBinds.cost_id);
  for (const r of [...items, ...binds]) out.set(Number(r.cost_id), (out.get(Number(r.cost_id)) ?? 0) + Number(r.s));
  return out;
}

/** The group's cost lines named by the items: each exists, is an expense of this group, and can take the amount. */
async function checkCostItems(tx: DB, g: GroupRow, items: { cost_id?: number | null; amount: number }[], o: { supplierId?: number; exceptDocId?: number; what: string }): Promise<Map<number, typeof groupCosts.$inferSelect>> {
  const ids = items.map((i) => i.cost_id).filter((x): x is number => !!x);
  const lines = ids.length ? await tx.select().from(groupCosts).where(inArray(groupCosts.id, ids)) : [];
  const byId = new Map(lines.map((l) => [l.id, l]));
  const reserved = await reservedOf(tx, ids, o.exceptDocId);
  for (const [idx, it] of items.entries()) {
    if (!it.cost_id) continue;
    const field = `items.${idx}.cost_id`;
    const l = byId.get(it.cost_id);
    if (!l || l.group_id !== g.id) throw refuse('成本项不存在或不属于该团期', field);
    if (l.consumption === 0) throw refuse('收入类成本项不能付款', field);
    if (o.supplierId && l.supplier_id !== o.supplierId) throw refuse('成本项的供应商与付款供应商不一致', field);
    const rest = Number(l.total) - (reserved.get(l.id) ?? 0);
    if (it.amount > rest) {
      const m = `${o.what}${y(it.amount)}超过该成本项未付余额${y(Math.max(rest, 0))}（应付${y(Number(l.total))}）`;
      throw badInput(m, [{ field: `items.${idx}.amount`, message: m }]);
    }
  }
  return byId;
}

// ---------------------------------------------------------------- creating

interface DocInput {
  kind: PayDocKindCode; group_id?: number | null; supplier_id?: number | null; borrower_id?: number | null; amount: number;
  pay_type: number; payee?: string | null; payee_account?: string | null; reason: string; remark?: string | null; submit: boolean;
  invoice_no?: string | null; invoice_date?: string | null; invoice_amount?: number | null;
  items?: { cost_id?: number | null; supplier_id?: number; amount: number; description?: string | null; images?: string[] }[];
}

async function insertDoc(s: Services, tx: DB, i: DocInput, actor: Actor): Promise<PayDocRow> {
  const row = await insertRow<PayDocRow>(tx, payDocs, {
    code: await issueNumber(tx, i.kind), kind: i.kind, group_id: i.group_id ?? null, supplier_id: i.supplier_id ?? null, borrower_id: i.borrower_id ?? null,
    amount: i.amount, pay_amount: i.amount, status: i.submit ? PD_PENDING : PD_DRAFT, pay_type: i.pay_type, payee: i.payee ?? null,
    payee_account: i.payee_account ?? null, reason: i.reason, remark: i.remark ?? null,
    invoice_no: i.invoice_no || null, invoice_date: i.invoice_no ? i.invoice_date || null : null, invoice_amount: i.invoice_no ? i.invoice_amount ?? null : null,
    created_by: actor.uid, dept_id: actor.dept_id ?? null,
  }, docW(actor));
  if (i.items?.length) {
    await tx.insert(payDocItems).values(i.items.map((it, n) => ({
      doc_id: row.id, group_id: i.group_id!, cost_id: it.cost_id ?? null, supplier_id: it.supplier_id ?? 0, description: it.description ?? null,
      amount: it.amount, images: it.images ?? [], sort: n,
    })));
  }
  if (i.submit) await submitForAudit(s, tx, { type: PAY_DOC_AUDIT[i.kind], objectId: row.id, submitter: actor });
  return row;
}

/** A settled group (settlement approved) takes no new payables except against its cost lines (changed only by cost adjustments). */
const isSettled = (g: GroupRow) => g.settle_status === 3;

export async function createLoan(s: Services, tx: DB, i: { group_id: number; borrower_id: number; amount: number } & Omit<DocInput, 'kind'>, actor: Actor): Promise<PayDocRow> {
  const g = await lockGroup(tx, i.group_id);
  if (isSettled(g)) throw refuse('团期已报账审核通过，不能再借款；如需调整成本请提交成本调整单', 'group_id');
  const name = await checkUser(tx, i.borrower_id, 'borrower_id', '借款人');
  return insertDoc(s, tx, { ...i, kind: 'loan', payee: i.payee || name }, actor);
}

export async function createReimbursement(s: Services, tx: DB, i: { group_id: number; borrower_id: number; items: { description: string; amount: number; cost_id?: number | null; images: string[] }[] } & Omit<DocInput, 'kind' | 'amount' | 'items'>, actor: Actor): Promise<PayDocRow> {
  const g = await lockGroup(tx, i.group_id);
  if (isSettled(g) && i.items.some((it) => !it.cost_id)) throw refuse('团期已报账审核通过，报销明细必须对应已有的成本项；新增成本请提交成本调整单', 'items');
  const name = await checkUser(tx, i.borrower_id, 'borrower_id', '报销人');
  const lines = await checkCostItems(tx, g, i.items, { what: '报销金额' });
  const amount = i.items.reduce((a, x) => a + x.amount, 0);
  return insertDoc(s, tx, {
    ...i, kind: 'reimbursement', amount, payee: i.payee || name,
    items: i.items.map((it) => ({ ...it, supplier_id: it.cost_id ? lines.get(it.cost_id)!.supplier_id : 0 })),
  }, actor);
}

export async function createPayment(s: Services, tx: DB, i: { group_id: number; supplier_id: number; items: { cost_id: number; amount: number }[] } & Omit<DocInput, 'kind' | 'amount' | 'items'>, actor: Actor): Promise<PayDocRow> {
  const g = await lockGroup(tx, i.group_id);
  const name = await checkSupplier(tx, i.supplier_id);
  await checkCostItems(tx, g, i.items, { supplierId: i.supplier_id, what: '付款金额' });
  const amount = i.items.reduce((a, x) => a + x.amount, 0);
  return insertDoc(s, tx, { ...i, kind: 'payment', amount, payee: i.payee || name, items: i.items.map((it) => ({ ...it, supplier_id: i.supplier_id })) }, actor);
}

export async function createPreLoan(s: Services, tx: DB, i: { borrower_id: number; amount: number } & Omit<DocInput, 'kind'>, actor: Actor): Promise<PayDocRow> {
  const name = await checkUser(tx, i.borrower_id, 'borrower_id', '借款人');
  return insertDoc(s, tx, { ...i, kind: 'preLoan', payee: i.payee || name }, actor);
}

export async function createPrepayment(s: Services, tx: DB, i: { supplier_id: number; amount: number } & Omit<DocInput, 'kind'>, actor: Actor): Promise<PayDocRow> {
  const name = await checkSupplier(tx, i.supplier_id);
  return insertDoc(s, tx, { ...i, kind: 'prepayment', payee: i.payee || name }, actor);
}

/** Submits a draft (or a rejected / withdrawn document again), re-checking what its cost lines can take. */
export async function submitDoc(s: Services, tx: DB, id: number, version: number, kind: PayDocKindCode, actor: Actor): Promise<PayDocRow> {
  let d = await lockDoc(tx, id, kind);
  if (d.version !== version) throw conflict();
  if (![PD_DRAFT, PD_REJECTED, PD_WITHDRAWN].includes(d.status)) throw refuse(`单据当前为“${statusText(d.status)}”，不能提交`);
  if (d.group_id) {
    const g = await lockGroup(tx, d.group_id);
    d = await lockDoc(tx, id, kind);
    const items = await tx.select().from(payDocItems).where(eq(payDocItems.doc_id, d.id)).orderBy(asc(payDocItems.sort));
    if (d.kind === 'loan' && isSettled(g)) throw refuse('团期已报账审核通过，不能再借款');
    await checkCostItems(tx, g, items.map((x) => ({ cost_id: x.cost_id, amount: Number(x.amount) })), { supplierId: d.kind === 'payment' ? d.supplier_id ?? undefined : undefined, exceptDocId: d.id, what: '金额' });
  }
  const row = await updateRow<PayDocRow>(tx, payDocs, d.id, d.version, { status: PD_PENDING, offset_amount: 0, pay_amount: d.amount }, docW(actor));
  await submitForAudit(s, tx, { type: PAY_DOC_AUDIT[kind], objectId: d.id, submitter: actor });
  return row;
}

/** Deletes a draft, rejected or withdrawn document. */
export async function deleteDoc(tx: DB, id: number, kind: PayDocKindCode, actor: Actor): Promise<void> {
  const d = await lockDoc(tx, id, kind);
  if (![PD_DRAFT, PD_REJECTED, PD_WITHDRAWN].includes(d.status)) throw refuse(`单据当前为“${statusText(d.status)}”，不能删除`);
  if (d.created_by !== actor.uid) throw refuse('只能删除自己的单据');
  await tx.delete(payDocItems).where(eq(payDocItems.doc_id, d.id));
  await tx.delete(payDocs).where(eq(payDocs.id, d.id));
}

const STATUS_TEXT: Record<number, string> = { 9: '草稿', 0: '待审核', 1: '已驳回', 2: '已通过', 3: '待付款', 4: '已付款', 5: '已撤回' };
export const statusText = (s: number) => STATUS_TEXT[s] ?? String(s);

// ---------------------------------------------------------------- loans and advances

/** Open balance of loans (paid amount − offsets − returns), per loan. */
export async function loanOpen(db: DB, loanIds: number[]): Promise<Map<number, { settled: number; returned: number; open: number }>> {
  const out = new Map<number, { settled: number; returned: number; open: number }>();
  if (!loanIds.length) return out;
  const docs = await db.select({ id: payDocs.id, amount: payDocs.amount, status: payDocs.status }).from(payDocs).where(inArray(payDocs.id, loanIds));
  const st = await db.select({
    loan_id: loanSettlements.loan_id,
    offset: sql<string>`coalesce(sum(${loanSettlements.amount}) filter (where ${loanSettlements.reimbursement_id} is not null), 0)`,
    ret: sql<string>`coalesce(sum(${loanSettlements.amount}) filter (where ${loanSettlements.reimbursement_id} is null), 0)`,
  }).from(loanSettlements).where(inArray(loanSettlements.loan_id, loanIds)).groupBy(loanSettlements.loan_id);
  const m = new Map(st.map((r) => [r.loan_id, r]));
  for (const d of docs) {
    const r = m.get(d.id);
    const settled = Number(r?.offset ?? 0), returned = Number(r?.ret ?? 0);
    out.set(d.id, { settled, returned, open: d.status === PD_PAID ? Number(d.amount) - settled - returned : 0 });
  }
  return out;
}

/** Bound (pending or approved) per advance, and what is still open. */
export async function advanceOpen(db: DB, docIds: number[]): Promise<Map<number, { bound: number; pending: number; returned: number; open: number }>> {
  const out = new Map<number, { bound: number; pending: number; returned: number; open: number }>();
  if (!docIds.length) return out;
  const docs = await db.select({ id: payDocs.id, amount: payDocs.amount, status: payDocs.status }).from(payDocs).where(inArray(payDocs.id, docIds));
  const b = await db.select({
    doc_id: advanceBinds.doc_id,
    bound: sql<string>`coalesce(sum(${advanceBinds.amount}) filter (where ${advanceBinds.status} = ${BIND_APPROVED}), 0)`,
    pending: sql<string>`coalesce(sum(${advanceBinds.amount}) filter (where ${advanceBinds.status} = ${BIND_PENDING}), 0)`,
  }).from(advanceBinds).where(inArray(advanceBinds.doc_id, docIds)).groupBy(advanceBinds.doc_id);
  const ret = await db.select({ loan_id: loanSettlements.loan_id, s: sql<string>`sum(${loanSettlements.amount})` }).from(loanSettlements)
    .where(inArray(loanSettlements.loan_id, docIds)).groupBy(loanSettlements.loan_id);
  const m = new Map(b.map((r) => [r.doc_id, r]));
  const r = new Map(ret.map((x) => [x.loan_id, Number(x.s)]));
  for (const d of docs) {
    const bound = Number(m.get(d.id)?.bound ?? 0), pending = Number(m.get(d.id)?.pending ?? 0), returned = r.get(d.id) ?? 0;
    out.set(d.id, { bound, pending, returned, open: d.status === PD_PAID ? Number(d.amount) - bound - pending - returned : 0 });
  }
  return out;
}

/** Binds part of a paid advance to a cost line: never more than the advance's open rest nor the line's unpaid rest. */
export async function bindAdvance(s: Services, tx: DB, i: { doc_id: number; cost_id: number; amount: number; remark?: string | null }, actor: Actor): Promise<BindRow> {
  const [line] = await tx.select().from(groupCosts).where(eq(groupCosts.id, i.cost_id));
  if (!line) throw refuse('成本项不存在', 'cost_id');
  const g = await lockGroup(tx, line.group_id, 'cost_id');
  const d = await lockDoc(tx, i.doc_id);
  if (d.kind !== 'prepayment' && d.kind !== 'preLoan') throw refuse('只能绑定预付款或预借款', 'doc_id');
  if (d.status !== PD_PAID) throw refuse(`${PayDocKind[d.kind as PayDocKindCode]}单${d.code}尚未付款，不能绑定`, 'doc_id');
  if (d.kind === 'prepayment' && d.supplier_id !== line.supplier_id) throw refuse('成本项的供应商与预付款供应商不一致', 'cost_id');
  const open = (await advanceOpen(tx, [d.id])).get(d.id)!.open;
  if (i.amount > open) throw refuse(`绑定金额${y(i.amount)}超过${d.code}未绑定余额${y(Math.max(open, 0))}`, 'amount');
  await checkCostItems(tx, g, [{ cost_id: line.id, amount: i.amount }], { what: '绑定金额' });
  const row = await insertRow<BindRow>(tx, advanceBinds, {
    doc_id: d.id, group_id: g.id, cost_id: line.id, supplier_id: line.supplier_id, amount: i.amount, status: BIND_PENDING, remark: i.remark ?? null,
    created_by: actor.uid, dept_id: actor.dept_id ?? null,
  }, bindW(actor));
  await submitForAudit(s, tx, { type: 'bindPrepayment', objectId: row.id, submitter: actor });
  return row;
}

/** Cash returned on a loan: never more than its open balance; journaled as money in. */
export async function returnLoan(tx: DB, i: { loan_id: number; amount: number; pay_account_id: number; pay_date: string; remark?: string | null }, actor: Actor): Promise<{ loan_id: number; open: number }> {
  const d = await lockDoc(tx, i.loan_id);
  if (d.kind !== 'loan' && d.kind !== 'preLoan') throw refuse('只能归还借款或预借款', 'loan_id');
  if (d.status !== PD_PAID) throw refuse(`借款单${d.code}尚未付款，不能还款`, 'loan_id');
  await checkAccount(tx, i.pay_account_id);
  if (i.pay_date > isoToday()) throw refuse('还款日期不能晚于今天', 'pay_date');
  const open = d.kind === 'loan' ? (await loanOpen(tx, [d.id])).get(d.id)!.open : (await advanceOpen(tx, [d.id])).get(d.id)!.open;
  if (i.amount > open) throw refuse(`还款金额${y(i.amount)}超过未还余额${y(Math.max(open, 0))}`, 'amount');
  const [st] = await tx.insert(loanSettlements).values({
    loan_id: d.id, reimbursement_id: null, amount: i.amount, pay_account_id: i.pay_account_id, pay_date: i.pay_date, remark: i.remark ?? null,
    created_by: actor.uid, dept_id: d.dept_id,
  }).returning();
  await writeLedger(tx, {
    direction: 'in', docType: 'loanReturn', docId: st.id, docNo: d.code, amountFen: i.amount, payAccountId: i.pay_account_id, occurredOn: i.pay_date,
    counterparty: d.payee ?? '', groupId: d.group_id, departmentId: d.dept_id, userId: actor.uid,
  });
  return { loan_id: d.id, open: open - i.amount };
}

// ---------------------------------------------------------------- paying

/** 已付款: an approved document awaiting payment is paid once (row lock + state + version). */
export async function payDoc(s: Services, tx: DB, i: { id: number; version: number; pay_account_id: number; pay_date: string; pay_type: number; remark?: string | null }, kind: PayDocKindCode, actor: Actor): Promise<PayDocRow> {
  const d = await lockDoc(tx, i.id, kind);
  if (d.status === PD_PAID) throw conflict(`单据${d.code}已付款，不能重复付款`);
  if (d.status !== PD_AWAITING) throw refuse(`单据当前为“${statusText(d.status)}”，不能付款`);
  if (d.version !== i.version) throw conflict();
  await checkAccount(tx, i.pay_account_id);
  if (i.pay_date > isoToday()) throw refuse('付款日期不能晚于今天', 'pay_date');
  const needsInvoice = (d.kind === 'payment' || d.kind === 'prepayment') && !d.invoice_no;
  const row = await updateRow<PayDocRow>(tx, payDocs, d.id, d.version, {
    status: PD_PAID, pay_account_id: i.pay_account_id, pay_date: i.pay_date, pay_type: i.pay_type, paid_by: actor.uid, paid_at: new Date(),
    ...(i.remark ? { remark: `${d.remark ? `${d.remark}；` : ''}${i.remark}`.slice(0, 500) } : {}),
    ...(needsInvoice ? { arrears_status: 0 } : {}),
  }, docW(actor));
  let counterparty = d.payee ?? '';
  if (d.supplier_id) counterparty = (await tx.select({ n: suppliers.name }).from(suppliers).where(eq(suppliers.id, d.supplier_id)))[0]?.n ?? counterparty;
  if (row.pay_amount > 0) {
    await writeLedger(tx, {
      direction: 'out', docType: d.kind, docId: d.id, docNo: d.code, amountFen: Number(row.pay_amount), payAccountId: i.pay_account_id, occurredOn: i.pay_date,
      counterparty, groupId: d.group_id, departmentId: d.dept_id, userId: d.created_by ?? actor.uid,
    });
  }
  if (needsInvoice) await submitForAudit(s, tx, { type: 'costInvoiceArrears', objectId: d.id, submitter: actor });
  return row;
}

/** Records the supplier's invoice of a payment or prepayment; a paid one leaves the arrears. */
export async function recordInvoice(tx: DB, i: { id: number; version: number; invoice_no: string; invoice_date: string; invoice_amount: number }, actor: Actor): Promise<PayDocRow> {
  const d = await lockDoc(tx, i.id);
  if (d.kind !== 'payment' && d.kind !== 'prepayment') throw refuse('只有付款单和预付款单登记供应商发票');
  if (d.version !== i.version) throw conflict();
  if (d.invoice_no) throw refuse(`单据${d.code}已登记发票${d.invoice_no}`);
  if (i.invoice_amount > Number(d.amount)) throw refuse(`发票金额${y(i.invoice_amount)}超过单据金额${y(Number(d.amount))}`, 'invoice_amount');
  return updateRow<PayDocRow>(tx, payDocs, d.id, d.version, { invoice_no: i.invoice_no, invoice_date: i.invoice_date, invoice_amount: i.invoice_amount }, docW(actor));
}

// ---------------------------------------------------------------- audits

/** Settles a reimbursement against its person's open loans (the same group's first, oldest first). */
async function settleAgainstLoans(tx: DB, d: PayDocRow, user: Actor | null): Promise<number> {
  const loans = await tx.select().from(payDocs)
    .where(and(eq(payDocs.kind, 'loan'), eq(payDocs.borrower_id, d.borrower_id!), eq(payDocs.status, PD_PAID)))
    .orderBy(sql`(${payDocs.group_id} = ${d.group_id}) desc`, asc(payDocs.id)).for('update');
  const open = await loanOpen(tx, loans.map((l) => l.id));
  let left = Number(d.amount), offset = 0;
  for (const l of loans) {
    if (left <= 0) break;
    const take = Math.min(left, open.get(l.id)?.open ?? 0);
    if (take <= 0) continue;
    await tx.insert(loanSettlements).values({ loan_id: l.id, reimbursement_id: d.id, amount: take, pay_date: isoToday(), created_by: user?.uid ?? null, dept_id: d.dept_id });
    left -= take; offset += take;
  }
  return offset;
}

async function describeDoc(tx: DB, id: number) {
  const [d] = await tx.select().from(payDocs).where(eq(payDocs.id, id));
  if (!d) throw notFound('单据不存在');
  const kindName = PayDocKind[d.kind as PayDocKindCode] ?? d.kind;
  const [g] = d.group_id ? await tx.select({ code: tourGroups.code }).from(tourGroups).where(eq(tourGroups.id, d.group_id)) : [];
  const [sup] = d.supplier_id ? await tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, d.supplier_id)) : [];
  const [who] = d.borrower_id ? await tx.select({ name: users.user_name }).from(users).where(eq(users.id, d.borrower_id)) : [];
  const items = await tx.select().from(payDocItems).where(eq(payDocItems.doc_id, d.id)).orderBy(asc(payDocItems.sort));
  const page = d.kind === 'payment' ? 'payment' : d.kind === 'loan' ? 'loan' : d.kind === 'reimbursement' ? 'reimbursement' : d.kind === 'preLoan' ? 'preLoan' : 'prepayment';
  return {
    d,
    info: {
      title: `${d.code} ${kindName} ${sup?.name ?? who?.name ?? d.payee ?? ''} ${y(Number(d.amount))}`, amount: Number(d.amount), link: `/financial/${page}?id=${d.id}`,
      fields: [
        { label: '单号', value: d.code }, { label: '单据类型', value: kindName },
        ...(g ? [{ label: '团号', value: g.code }] : []), ...(sup ? [{ label: '供应商', value: sup.name }] : []), ...(who ? [{ label: d.kind === 'reimbursement' ? '报销人' : '借款人', value: who.name }] : []),
        { label: '金额', value: y(Number(d.amount)) }, { label: '用途', value: d.reason }, { label: '收款人', value: d.payee ?? '' },
        ...(items.length ? [{ label: '明细', value: items.map((x) => `${x.description ?? `成本项#${x.cost_id}`}：${y(Number(x.amount))}${(x.images ?? []).length ? `（附图${x.images.length}张）` : ''}`).join('；') }] : []),
        ...(d.invoice_no ? [{ label: '供应商发票', value: `${d.invoice_no} ${d.invoice_date ?? ''} ${y(Number(d.invoice_amount ?? 0))}` }] : []),
      ],
    },
  };
}

async function endDoc(tx: DB, id: number, status: number, user: Actor | null, remark?: string): Promise<void> {
  const d = await lockDoc(tx, id);
  if (d.status !== PD_PENDING) throw badInput('单据不是待审核状态');
  await updateRow(tx, payDocs, d.id, d.version, { status, decided_at: new Date(), ...(remark ? { remark: `${d.remark ? `${d.remark}；` : ''}${remark}`.slice(0, 500) } : {}) }, docW(user));
}

async function lockBind(tx: DB, id: number): Promise<BindRow> {
  const [b] = await tx.select().from(advanceBinds).where(eq(advanceBinds.id, id)).for('update');
  if (!b) throw notFound('绑定记录不存在');
  return b;
}

export function registerPayableAudits(): void {
  for (const kind of Object.keys(PAY_DOC_AUDIT) as PayDocKindCode[]) {
    registerAuditHandler(PAY_DOC_AUDIT[kind], {
      async describe(tx, id) { return (await describeDoc(tx, id)).info; },
      async onApproved(tx, id, c) {
        const d = await lockDoc(tx, id);
        if (d.status !== PD_PENDING) throw badInput('单据不是待审核状态');
        let offset = 0;
        if (d.kind === 'reimbursement') offset = await settleAgainstLoans(tx, d, c.user);
        const pay = Number(d.amount) - offset;
        await updateRow(tx, payDocs, d.id, d.version, { status: pay > 0 ? PD_AWAITING : PD_APPROVED, offset_amount: offset, pay_amount: pay, decided_at: new Date() }, docW(c.user));
      },
      async onRejected(tx, id, c, comment) { await endDoc(tx, id, PD_REJECTED, c.user, `驳回：${comment}`); },
      async onWithdrawn(tx, id, c) { await endDoc(tx, id, PD_WITHDRAWN, c.user); },
    });
  }
  registerAuditHandler('bindPrepayment', {
    async describe(tx, id) {
      const b = await lockBind(tx, id);
      const [d] = await tx.select().from(payDocs).where(eq(payDocs.id, b.doc_id));
      const [g] = await tx.select({ code: tourGroups.code }).from(tourGroups).where(eq(tourGroups.id, b.group_id));
      const [l] = await tx.select().from(groupCosts).where(eq(groupCosts.id, b.cost_id));
      return {
        title: `${d?.code ?? ''} 绑定 ${g?.code ?? ''} ${y(Number(b.amount))}`, amount: Number(b.amount), link: `/financial/prepaymentDetail?doc_id=${b.doc_id}`,
        fields: [
          { label: '预付单号', value: d?.code ?? '' }, { label: '预付金额', value: y(Number(d?.amount ?? 0)) }, { label: '团号', value: g?.code ?? '' },
          { label: '成本项', value: l ? `#${l.id} 应付${y(Number(l.total))}` : `#${b.cost_id}` }, { label: '绑定金额', value: y(Number(b.amount)) },
        ],
      };
    },
    async onApproved(tx, id, c) {
      const b = await lockBind(tx, id);
      if (b.status !== BIND_PENDING) throw badInput('绑定记录不是待审核状态');
      await updateRow(tx, advanceBinds, b.id, b.version, { status: BIND_APPROVED, decided_at: new Date() }, bindW(c.user));
    },
    async onRejected(tx, id, c) {
      const b = await lockBind(tx, id);
      await updateRow(tx, advanceBinds, b.id, b.version, { status: BIND_REJECTED, decided_at: new Date() }, bindW(c.user));
    },
    async onWithdrawn(tx, id, c) {
      const b = await lockBind(tx, id);
      await updateRow(tx, advanceBinds, b.id, b.version, { status: BIND_WITHDRAWN, decided_at: new Date() }, bindW(c.user));
    },
  });
  registerAuditHandler('costInvoiceArrears', {
    async describe(tx, id) {
      const { d, info } = await describeDoc(tx, id);
      return { ...info, title: `欠票：${info.title}`, fields: [...info.fields, { label: '付款日期', value: d.pay_date ?? '' }, { label: '发票', value: d.invoice_no ? `已登记 ${d.invoice_no}` : '未收到供应商发票' }] };
    },
    async onApproved(tx, id, c) {
      const d = await lockDoc(tx, id);
      await updateRow(tx, payDocs, d.id, d.version, { arrears_status: 2 }, docW(c.user));
    },
    async onRejected(tx, id, c, comment) {
      const d = await lockDoc(tx, id);
      await updateRow(tx, payDocs, d.id, d.version, { arrears_status: 1, remark: `${d.remark ? `${d.remark}；` : ''}欠票驳回：${comment}`.slice(0, 500) }, docW(c.user));
    },
  });
}

// ---------------------------------------------------------------- the group's actual cost

/** The actual-cost provider: approved payables of the group per supplier and cost line (see the header). */
export async function payableActualCosts(db: DB, groupId: number): Promise<ActualCostEntry[]> {
  const items = await db.select({
    supplier_id: payDocItems.supplier_id, cost_id: payDocItems.cost_id,
    bills: sql<string>`sum(${payDocItems.amount})`,
    paid: sql<string>`coalesce(sum(${payDocItems.amount}) filter (where ${payDocs.status} = ${PD_PAID} or (${payDocs.kind} = 'reimbursement' and ${payDocs.status} = ${PD_APPROVED})), 0)`,
  }).from(payDocItems).innerJoin(payDocs, eq(payDocs.id, payDocItems.doc_id))
    .where(and(eq(payDocItems.group_id, groupId), inArray(payDocs.status, [PD_APPROVED, PD_AWAITING, PD_PAID])))
    .groupBy(payDocItems.supplier_id, payDocItems.cost_id);
  const binds = await db.select({ supplier_id: advanceBinds.supplier_id, cost_id: advanceBinds.cost_id, s: sql<string>`sum(${advanceBinds.amount})` })
    .from(advanceBinds).where(and(eq(advanceBinds.group_id, groupId), eq(advanceBinds.status, BIND_APPROVED))).groupBy(advanceBinds.supplier_id, advanceBinds.cost_id);
  return [
    ...items.map((r) => ({ supplier_id: Number(r.supplier_id), cost_id: r.cost_id ?? null, bills: Number(r.bills), paid: Number(r.paid) })),
    ...binds.map((r) => ({ supplier_id: Number(r.supplier_id), cost_id: Number(r.cost_id), bills: Number(r.s), paid: Number(r.s) })),
  ];
}

