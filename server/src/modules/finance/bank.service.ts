/**
 * Bank arrivals: statement preview and import (one transaction; duplicates reported, never added), the
 * bill-import audit, the column mapping per pay account, the arrival lists with their sub-lists, and the
 * arrival's rest (amount − claimed − claiming − refunding − refunded) taken and given back by conditional
 * UPDATEs only — the one place claims and refunds change it.
 */
import { performance } from 'node:perf_hooks';
import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ArrivalClaimState, BankLayout, BankImportStatus, FINANCE_RESOURCES, fenToYuan, type ArrivalRefundCreate, type BankColumnMapping, type BankImportCreate, type PageData,
} from '@ta/contract';
import type { z } from 'zod';
import type { arrivalListQuery, arrivalRecordQuery, bankImportListQuery, bankImportPreviewReq } from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler, submitForAudit, type AuditHookCtx } from '../../platform/approval';
import { boundaryCondition, dateRange, escapeLike, inTx, insertRow, type AnyRow } from '../../platform/data';
import { badInput, conflict, notFound } from '../../platform/errors';
import type { Ctx } from '../../platform/route';
import { issueNumber } from '../basic/number.service';
import { boundaryOf, userNames } from '../merchant/merchant.common';
import { bankArrivals, bankImports, bankMappings } from './bank.tables';
import { parseLines, readGrid, rejectFile, resolveLayout, UnknownLayout, type ArrivalLine, type Grid } from './bank.import';
import { payAccounts, refunds } from './finance.tables';
import { registerArrivalRefundHooks } from './receipt.service';

export const IMPORT_PENDING = 0, IMPORT_REJECTED = 1, IMPORT_PASSED = 2;
export type ArrivalRow = typeof bankArrivals.$inferSelect;
type ImportRow = typeof bankImports.$inferSelect;

const actorOf = (ctx: Ctx) => ({ uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id });
const yuan = (f: number) => `${fenToYuan(f)}元`;

/** The unclaimed rest of an arrival row, in SQL (the conditional UPDATEs' guard) and in code. */
const REST = sql`(${bankArrivals.amount} - ${bankArrivals.claimed} - ${bankArrivals.claiming} - ${bankArrivals.refunding} - ${bankArrivals.refunded})`;
export const restOf = (a: Pick<ArrivalRow, 'amount' | 'claimed' | 'claiming' | 'refunding' | 'refunded'>) =>
  a.amount - a.claimed - a.claiming - a.refunding - a.refunded;
export const claimStateOf = (a: Pick<ArrivalRow, 'amount' | 'claimed' | 'refunded' | 'claiming' | 'refunding'>) =>
  a.claimed + a.refunded >= a.amount ? 2 : a.claimed + a.claiming + a.refunded + a.refunding > 0 ? 1 : 0;

export function arrivalOut(a: ArrivalRow, extra: AnyRow = {}): AnyRow {
  const state = claimStateOf(a);
  return { ...a, rest: restOf(a), claim_state: state, claim_state_name: ArrivalClaimState[state as 0 | 1 | 2], ...extra };
}

// ---------------------------------------------------------------- pay accounts and mappings

async function payAccountOf(db: DB, id: number) {
  const [a] = await db.select().from(payAccounts).where(eq(payAccounts.id, id));
  if (!a) throw badInput('收款账户不存在', [{ field: 'pay_account_id', message: '收款账户不存在' }]);
  if (!a.enabled) throw badInput('收款账户已停用', [{ field: 'pay_account_id', message: '收款账户已停用' }]);
  return a;
}

export async function savedMapping(db: DB, payAccountId: number): Promise<BankColumnMapping | null> {
  const [m] = await db.select().from(bankMappings).where(eq(bankMappings.pay_account_id, payAccountId));
  return m?.mapping ?? null;
}

export async function saveMapping(ctx: Ctx, tx: DB, payAccountId: number, mapping: BankColumnMapping): Promise<void> {
  await payAccountOf(tx, payAccountId);
  await tx.insert(bankMappings).values({ pay_account_id: payAccountId, mapping, created_by: ctx.user.uid })
    .onConflictDoUpdate({ target: bankMappings.pay_account_id, set: { mapping, updated_at: sql`now()`, version: sql`${bankMappings.version} + 1` } });
}

// ---------------------------------------------------------------- preview and import

type PreviewReq = z.infer<typeof bankImportPreviewReq>;

async function readStatement(db: DB, i: PreviewReq): Promise<{ grid: Grid; layout: ReturnType<typeof resolveLayout> }> {
  await payAccountOf(db, i.pay_account_id);
  const grid = await readGrid(i.file, i.file_name);
  const layout = resolveLayout(grid, i.mapping, await savedMapping(db, i.pay_account_id));
  return { grid, layout };
}

const PREVIEW_ROWS = 20;

/**
 * The preview of a file: which layout it was read with, the header row, the first rows as parsed arrivals,
 * the first errors and how many lines are already imported. An unknown layout answers the first rows raw,
 * for the column-mapping step.
 */
export async function previewImport(ctx: Ctx, i: PreviewReq): Promise<AnyRow> {
  await payAccountOf(ctx.db, i.pay_account_id);
  const grid = await readGrid(i.file, i.file_name);
  let layout;
  try {
    layout = resolveLayout(grid, i.mapping, await savedMapping(ctx.db, i.pay_account_id));
  } catch (e) {
    if (!(e instanceof UnknownLayout)) throw e;
    return { layout: null, layout_name: null, message: e.message, header_row: null, headers: [], mapping: null, raw_rows: grid.slice(0, 30), lines: [], line_count: 0, skipped: 0, errors: [], duplicate_count: 0 };
  }
  const parsed = parseLines(grid, layout, 20);
  const dupKeys = await existingKeys(ctx.db, i.pay_account_id, parsed.lines);
  return {
    layout: layout.layout, layout_name: BankLayout[layout.layout], header_row: layout.header_row, headers: layout.headers, mapping: layout.mapping,
    raw_rows: grid.slice(layout.header_row, layout.header_row + PREVIEW_ROWS),
    lines: parsed.lines.slice(0, PREVIEW_ROWS).map((l) => ({ ...l, duplicate: dupKeys.has(l.dedup_key) })),
    line_count: parsed.lines.length, total_amount: parsed.lines.reduce((s, l) => s + l.amount, 0), skipped: parsed.skipped,
    errors: parsed.errors, duplicate_count: dupKeys.size,
  };
}

async function existingKeys(db: DB, payAccountId: number, lines: ArrivalLine[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let k = 0; k < lines.length; k += 5000) {
    const keys = lines.slice(k, k + 5000).map((l) => l.dedup_key);
    const found = await db.select({ k: bankArrivals.dedup_key }).from(bankArrivals)
      .where(and(eq(bankArrivals.pay_account_id, payAccountId), inArray(bankArrivals.dedup_key, keys)));
    for (const f of found) out.add(f.k);
  }
  return out;
}

const dupOut = (l: ArrivalLine) => ({ row: l.row_no, serial: l.serial, arrived_on: l.arrived_on, amount: l.amount, payer_name: l.payer_name });
const INSERT_CHUNK = 1000;

/**
 * Imports a statement in one transaction: every money-in line not imported before becomes an arrival of a new
 * import batch submitted to the bill-import audit; lines imported before are reported and not added. A bad line
 * rejects the whole file (400, its row number and reason). A file of nothing but duplicates adds nothing.
 */
export async function importStatement(ctx: Ctx, i: BankImportCreate): Promise<AnyRow> {
  const t0 = performance.now();
  const { grid, layout } = await readStatement(ctx.db, i).catch((e) => {
    if (e instanceof UnknownLayout) throw badInput(e.message, [{ field: 'mapping', message: e.message }]);
    throw e;
  });
  const parsed = parseLines(grid, layout);
  if (parsed.errors.length) rejectFile(parsed.errors);
  if (!parsed.lines.length) throw badInput('对账单中没有收入（贷方）记录，未导入', [{ field: 'file', message: '没有收入记录' }]);
  const parseMs = performance.now() - t0;
  let sqlMs = 0;
  const timing = () => ({ parse_ms: Math.round(parseMs), sql_ms: Math.round(sqlMs), total_ms: Math.round(performance.now() - t0) });
  return inTx(ctx.db, async (tx) => {
    if (i.save_mapping && layout.layout === 'custom') await saveMapping(ctx, tx, i.pay_account_id, layout.mapping);
    const before = await existingKeys(tx, i.pay_account_id, parsed.lines);
    const fresh = parsed.lines.filter((l) => !before.has(l.dedup_key));
    const duplicates = parsed.lines.filter((l) => before.has(l.dedup_key));
    const base = { skipped: parsed.skipped, layout: layout.layout, layout_name: BankLayout[layout.layout], duplicate_count: duplicates.length, duplicates: duplicates.slice(0, 200).map(dupOut) };
    if (!fresh.length) return { ...base, timing: timing(), id: null, code: null, imported: 0, total_amount: 0, message: `全部${duplicates.length}条到账此前已导入，本次未新增` };
    const imp = await insertRow<ImportRow>(tx, bankImports, {
      code: await issueNumber(tx, 'billImport'), pay_account_id: i.pay_account_id, file_name: i.file_name, layout: layout.layout,
      skipped_count: parsed.skipped, remark: i.remark ?? null, created_by: ctx.user.uid, dept_id: ctx.user.relation.department_id,
    }, { user: ctx.user });
    let imported = 0, total = 0;
    const s0 = performance.now();
    for (let k = 0; k < fresh.length; k += INSERT_CHUNK) {
      const chunk = fresh.slice(k, k + INSERT_CHUNK);
      const got = await tx.insert(bankArrivals).values(chunk.map((l) => ({ ...l, import_id: imp.id, pay_account_id: i.pay_account_id, created_by: ctx.user.uid })))
        .onConflictDoNothing({ target: [bankArrivals.pay_account_id, bankArrivals.dedup_key] }).returning({ amount: bankArrivals.amount });
      imported += got.length;
      total += got.reduce((s, g) => s + g.amount, 0);
    }
    sqlMs = performance.now() - s0;
    // Another import of the same lines committed in between: its lines are duplicates now; none new → nothing.
    if (!imported) throw conflict('这些到账刚被他人导入，请刷新后重试');
    const dupCount = parsed.lines.length - imported;
    await tx.update(bankImports).set({ line_count: imported, total_amount: total, duplicate_count: dupCount }).where(eq(bankImports.id, imp.id));
    const run = await submitForAudit(ctx.services, tx, { type: 'billImport', objectId: imp.id, submitter: actorOf(ctx) });
    return {
      ...base, timing: timing(), id: imp.id, code: imp.code, imported, total_amount: total, duplicate_count: dupCount, audit_instance_id: run.id,
      message: `导入${imported}条到账，共${yuan(total)}${dupCount ? `；${dupCount}条此前已导入，未重复添加` : ''}；已提交账单导入审核`,
    };
  });
}

// ---------------------------------------------------------------- the bill-import audit

async function importOf(tx: DB, id: number): Promise<ImportRow> {
  const [r] = await tx.select().from(bankImports).where(eq(bankImports.id, id));
  if (!r) throw notFound('导入批次不存在');
  return r;
}

async function endImport(tx: DB, id: number, status: number, comment: string | null): Promise<void> {
  await tx.update(bankImports).set({ audit_status: status, audit_comment: comment, audited_at: sql`now()`, updated_at: sql`now()`, version: sql`${bankImports.version} + 1` })
    .where(eq(bankImports.id, id));
  // Never claimable, nothing refers to them: dropping the lines frees their keys for a corrected import.
  if (status !== IMPORT_PASSED) await tx.delete(bankArrivals).where(eq(bankArrivals.import_id, id));
}

export function registerBillImportAudit(): void {
  registerAuditHandler('billImport', {
    async describe(tx, id) {
      const r = await importOf(tx, id);
      const [acc] = await tx.select({ name: payAccounts.name, number: payAccounts.number }).from(payAccounts).where(eq(payAccounts.id, r.pay_account_id));
      return {
        title: `${r.code}（${r.file_name}）`, amount: r.total_amount, link: `/financial/income/billDetail?import_id=${id}`,
        fields: [
          { label: '收款账户', value: acc ? `${acc.name} ${acc.number}` : '' },
          { label: '对账单格式', value: BankLayout[r.layout as keyof typeof BankLayout] ?? r.layout },
          { label: '到账笔数', value: String(r.line_count) },
          { label: '到账金额', value: yuan(r.total_amount) },
          { label: '重复未导入', value: `${r.duplicate_count}笔` },
        ],
      };
    },
    async onApproved(tx, id) {
      await endImport(tx, id, IMPORT_PASSED, null);
      await tx.update(bankArrivals).set({ usable: true, updated_at: sql`now()` }).where(eq(bankArrivals.import_id, id));
    },
    async onRejected(tx, id, _ctx: AuditHookCtx, comment) { await endImport(tx, id, IMPORT_REJECTED, comment); },
    async onWithdrawn(tx, id) { await endImport(tx, id, IMPORT_REJECTED, '提交人已撤回'); },
  });
}

// ---------------------------------------------------------------- the arrival's rest

async function restFailure(tx: DB, id: number, amount: number, what: string): Promise<never> {
  const [a] = await tx.select().from(bankArrivals).where(eq(bankArrivals.id, id));
  if (!a) throw notFound('到账记录不存在');
  if (!a.usable) throw badInput('该到账所在的导入批次尚未通过审核，暂不能认领或退款');
  throw badInput(`${what}${yuan(amount)}超过该到账的未认领余额（剩余${yuan(restOf(a))}），可能已被他人认领，请刷新后重试`);
}

/** Takes `amount` of the arrival's rest for a pending claim or refund; refuses (400) above the rest. */
async function take(tx: DB, id: number, amount: number, col: 'claiming' | 'refunding', what: string): Promise<ArrivalRow> {
  const c = bankArrivals[col];
  const [a] = await tx.update(bankArrivals).set({ [col]: sql`${c} + ${amount}`, updated_at: sql`now()`, version: sql`${bankArrivals.version} + 1` })
    .where(and(eq(bankArrivals.id, id), eq(bankArrivals.usable, true), sql`${REST} >= ${amount}`)).returning();
  return a ?? restFailure(tx, id, amount, what);
}
/** Moves a pending amount to its final column (approval) or back to the rest (rejection, withdrawal). */
async function settle(tx: DB, id: number, amount: number, from: 'claiming' | 'refunding', to: 'claimed' | 'refunded' | null): Promise<void> {
  const set: AnyRow = { [from]: sql`${bankArrivals[from]} - ${amount}`, updated_at: sql`now()`, version: sql`${bankArrivals.version} + 1` };
  if (to) set[to] = sql`${bankArrivals[to]} + ${amount}`;
  const done = await tx.update(bankArrivals).set(set).where(and(eq(bankArrivals.id, id), sql`${bankArrivals[from]} >= ${amount}`)).returning({ id: bankArrivals.id });
  if (!done.length) throw conflict('到账的待审核金额与单据不一致，请刷新后重试');
}

export const takeForClaim = (tx: DB, id: number, amount: number) => take(tx, id, amount, 'claiming', '认领金额');
export const settleClaim = (tx: DB, id: number, amount: number, approved: boolean) => settle(tx, id, amount, 'claiming', approved ? 'claimed' : null);
/** For finance's refund of an arrival's unclaimed rest: on submit (400 above the rest). */
export const reserveArrivalRefund = (tx: DB, id: number, amount: number) => take(tx, id, amount, 'refunding', '退款金额');
/** On the refund's approval. */
export const settleArrivalRefund = (tx: DB, id: number, amount: number) => settle(tx, id, amount, 'refunding', 'refunded');
/** On the refund's rejection or withdrawal: the amount returns to the rest. */
export const releaseArrivalRefund = (tx: DB, id: number, amount: number) => settle(tx, id, amount, 'refunding', null);

/**
 * A refund of an arrival's unclaimed rest (finance's refund document with bank_arrival_id and no order): the
 * amount leaves the rest at once (pending), the refund audit settles or returns it through the hooks below.
 */
export async function createArrivalRefund(ctx: Ctx, i: ArrivalRefundCreate): Promise<AnyRow> {
  return inTx(ctx.db, async (tx) => {
    if (i.pay_account_id) await payAccountOf(tx, i.pay_account_id);
    const a = await reserveArrivalRefund(tx, i.arrival_id, i.amount);
    const row = await insertRow<typeof refunds.$inferSelect>(tx, refunds, {
      code: await issueNumber(tx, 'refund'), order_id: null, bank_arrival_id: a.id, customer_id: null, amount: i.amount, reason: i.reason, pay_type: i.pay_type,
      pay_account_id: i.pay_account_id ?? a.pay_account_id, payee: i.payee ?? a.payer_name.slice(0, 100), status: 0, remark: i.remark ?? null,
      created_by: ctx.user.uid, dept_id: ctx.user.relation.department_id,
    }, { user: ctx.user, def: FINANCE_RESOURCES.refund });
    const run = await submitForAudit(ctx.services, tx, { type: 'refund', objectId: row.id, submitter: actorOf(ctx) });
    return { ...row, audit_instance_id: run.id };
  });
}

export function registerArrivalRefunds(): void {
  registerArrivalRefundHooks({
    async describe(tx, id) {
      const a = await arrivalOf(tx, id);
      return [{ label: '到账日期', value: a.arrived_on }, { label: '银行流水号', value: a.serial ?? '' }, { label: '付款人', value: a.payer_name },
        { label: '到账金额', value: yuan(a.amount) }, { label: '当前未认领余额', value: yuan(restOf(a)) }];
    },
    settle: settleArrivalRefund,
    release: releaseArrivalRefund,
  });
}

// ---------------------------------------------------------------- lists

const kw = (s?: string | null) => (s?.trim() ? `%${escapeLike(s.trim())}%` : undefined);
const page = <T,>(n: number, size: number, data: T[]): PageData<T> => ({ total_size: n, total_page: Math.ceil(n / size), data });

export async function listImports(ctx: Ctx, q: z.infer<typeof bankImportListQuery>) {
  const b = await boundaryOf(ctx);
  const k = kw(q.keyword);
  const where = and(boundaryCondition(bankImports, b), q.pay_account_id ? eq(bankImports.pay_account_id, q.pay_account_id) : undefined,
    q.audit_status !== undefined ? eq(bankImports.audit_status, q.audit_status) : undefined,
    k ? or(ilike(bankImports.code, k), ilike(bankImports.file_name, k)) : undefined, ...dateRange(bankImports.created_at, q.created_at));
  const [s] = await ctx.db.select({ n: sql<number>`count(*)::int`, lines: sql<string>`coalesce(sum(${bankImports.line_count}),0)`,
    amount: sql<string>`coalesce(sum(${bankImports.total_amount}),0)`, dups: sql<string>`coalesce(sum(${bankImports.duplicate_count}),0)` }).from(bankImports).where(where);
  const rows = await ctx.db.select({ r: bankImports, account_name: payAccounts.name, account_number: payAccounts.number }).from(bankImports)
    .leftJoin(payAccounts, eq(payAccounts.id, bankImports.pay_account_id)).where(where)
    .orderBy(desc(bankImports.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const names = await userNames(ctx.db, rows.map((r) => r.r.created_by));
  return {
    page_data: page(Number(s.n), q.pageSize, rows.map(({ r, account_name, account_number }) => ({
      ...r, account_name, account_number, layout_name: BankLayout[r.layout as keyof typeof BankLayout] ?? r.layout,
      audit_status_name: BankImportStatus[r.audit_status as 0 | 1 | 2], created_by_name: names.get(Number(r.created_by)) ?? null,
    }))),
    summary: { line_count: Number(s.lines), total_amount: Number(s.amount), duplicate_count: Number(s.dups) },
  };
}

/**
 * The arrivals (账单明细). Arrivals are the company's money, not a department's: every holder of the page sees
 * every line (sales staff must find the money to claim it) — docs/decisions.md.
 */
export async function listArrivals(ctx: Ctx, q: z.infer<typeof arrivalListQuery>) {
  const k = kw(q.keyword);
  const stateCond: Record<number, SQL> = {
    0: sql`${bankArrivals.claimed} + ${bankArrivals.claiming} + ${bankArrivals.refunded} + ${bankArrivals.refunding} = 0`,
    1: sql`${bankArrivals.claimed} + ${bankArrivals.claiming} + ${bankArrivals.refunded} + ${bankArrivals.refunding} > 0 and ${bankArrivals.claimed} + ${bankArrivals.refunded} < ${bankArrivals.amount}`,
    2: sql`${bankArrivals.claimed} + ${bankArrivals.refunded} >= ${bankArrivals.amount}`,
  };
  const where = and(
    q.pay_account_id ? eq(bankArrivals.pay_account_id, q.pay_account_id) : undefined,
    q.import_id ? eq(bankArrivals.import_id, q.import_id) : undefined,
    q.claim_state !== undefined ? stateCond[q.claim_state] : undefined,
    q.usable !== undefined ? eq(bankArrivals.usable, q.usable === 1) : undefined,
    q.open_only ? and(eq(bankArrivals.usable, true), sql`${REST} > 0`) : undefined,
    k ? or(ilike(bankArrivals.payer_name, k), ilike(bankArrivals.serial, k), ilike(bankArrivals.remark, k), ilike(bankArrivals.payer_account, k)) : undefined,
    ...dateRange(bankArrivals.arrived_on, q.arrived_at),
  );
  const [s] = await ctx.db.select({
    n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${bankArrivals.amount}),0)`, claimed: sql<string>`coalesce(sum(${bankArrivals.claimed}),0)`,
    claiming: sql<string>`coalesce(sum(${bankArrivals.claiming}),0)`, refunded: sql<string>`coalesce(sum(${bankArrivals.refunded}),0)`,
    refunding: sql<string>`coalesce(sum(${bankArrivals.refunding}),0)`, rest: sql<string>`coalesce(sum(${REST}),0)`,
  }).from(bankArrivals).where(where);
  const rows = await ctx.db.select({ a: bankArrivals, account_name: payAccounts.name, import_code: bankImports.code, import_status: bankImports.audit_status })
    .from(bankArrivals).innerJoin(bankImports, eq(bankImports.id, bankArrivals.import_id)).leftJoin(payAccounts, eq(payAccounts.id, bankArrivals.pay_account_id))
    .where(where).orderBy(desc(bankArrivals.arrived_on), desc(bankArrivals.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  return {
    page_data: page(Number(s.n), q.pageSize, rows.map((r) => arrivalOut(r.a, { account_name: r.account_name, import_code: r.import_code, import_status: r.import_status }))),
    summary: { amount: Number(s.amount), claimed: Number(s.claimed), claiming: Number(s.claiming), refunded: Number(s.refunded), refunding: Number(s.refunding), rest: Number(s.rest) },
  };
}

export async function arrivalOf(db: DB, id: number): Promise<ArrivalRow> {
  const [a] = await db.select().from(bankArrivals).where(eq(bankArrivals.id, id));
  if (!a) throw notFound('到账记录不存在');
  return a;
}

export async function arrivalDetail(ctx: Ctx, id: number): Promise<AnyRow> {
  const a = await arrivalOf(ctx.db, id);
  const imp = await importOf(ctx.db, a.import_id);
  const [acc] = await ctx.db.select({ name: payAccounts.name, number: payAccounts.number }).from(payAccounts).where(eq(payAccounts.id, a.pay_account_id));
  return arrivalOut(a, { account_name: acc?.name ?? null, account_number: acc?.number ?? null, import_code: imp.code, import_status: imp.audit_status, file_name: imp.file_name });
}

/** Refunds of arrivals' rests (账单退款记录, or one arrival's 退款记录): finance's refund documents with bank_arrival_id. */
export async function listArrivalRefunds(ctx: Ctx, q: z.infer<typeof arrivalRecordQuery> | (Omit<z.infer<typeof arrivalRecordQuery>, 'arrival_id'> & { arrival_id?: number | null })) {
  const k = kw(q.keyword);
  const where = and(q.arrival_id ? eq(refunds.bank_arrival_id, q.arrival_id) : isNotNull(refunds.bank_arrival_id),
    k ? or(ilike(refunds.code, k), ilike(refunds.reason, k), ilike(bankArrivals.payer_name, k)) : undefined);
  const [s] = await ctx.db.select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${refunds.amount}),0)` })
    .from(refunds).innerJoin(bankArrivals, eq(bankArrivals.id, refunds.bank_arrival_id)).where(where);
  const rows = await ctx.db.select({ r: refunds, payer_name: bankArrivals.payer_name, serial: bankArrivals.serial, arrived_on: bankArrivals.arrived_on, arrival_amount: bankArrivals.amount })
    .from(refunds).innerJoin(bankArrivals, eq(bankArrivals.id, refunds.bank_arrival_id)).where(where)
    .orderBy(desc(refunds.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const names = await userNames(ctx.db, rows.map((r) => r.r.created_by));
  return {
    page_data: page(Number(s.n), q.pageSize, rows.map((r) => ({ ...r.r, payer_name: r.payer_name, serial: r.serial, arrived_on: r.arrived_on, arrival_amount: r.arrival_amount, created_by_name: names.get(Number(r.r.created_by)) ?? null }))),
    summary: { amount: Number(s.amount) },
  };
}


