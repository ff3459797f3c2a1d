/**
 * Supplier rules other modules call: choosing a supplier (blacklisted ones cannot be chosen), the audit status
 * the approval engine sets, and the name search (likeName) behind every supplier picker.
 */
import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { AuditStatus, RESOURCES, type PayAccountInput } from '@ta/contract';
import type { DB } from '../../db/client';
import { escapeLike, findById, type AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { SessionUser } from '../../platform/session';
import { codeFilter } from './merchant.common';
import { supplierAccounts, suppliers } from './merchant.tables';

const def = RESOURCES.supplier;

export interface SupplierRef { id: number; name: string; type: number; settlement_cycle: number; payment_days: number; audit_status: number }

/**
 * The supplier a document may name (cost lines, payments, insurance companies): it must exist and must not be
 * blacklisted. Answers 400 naming `field` otherwise.
 */
export async function assertSupplierSelectable(tx: DB, id: number, field = 'supplier_id'): Promise<SupplierRef> {
  const [s] = await tx.select({
    id: suppliers.id, name: suppliers.name, type: suppliers.type, settlement_cycle: suppliers.settlement_cycle,
    payment_days: suppliers.payment_days, audit_status: suppliers.audit_status, blacklisted: suppliers.blacklisted,
  }).from(suppliers).where(eq(suppliers.id, id)).limit(1);
  if (!s) throw badInput('供应商不存在', [{ field, message: '供应商不存在' }]);
  if (s.blacklisted) throw badInput(`供应商“${s.name}”已被列入黑名单，不能选择`, [{ field, message: '该供应商已被列入黑名单，不能选择' }]);
  const { blacklisted: _b, ...ref } = s;
  return ref;
}

/** Sets the audit status (0 未审核, 1 已通过, 2 已驳回) — called by the approval engine; recorded in the change history. */
export async function setSupplierAuditStatus(tx: DB, id: number, status: number, user: Pick<SessionUser, 'uid' | 'user_name'> | null = null): Promise<AnyRow> {
  if (!(String(status) in AuditStatus)) throw badInput('审核状态不正确', [{ field: 'audit_status', message: '审核状态不正确' }]);
  const before = await findById<AnyRow>(tx, suppliers, id);
  const [row] = await tx.update(suppliers).set({ audit_status: status, updated_at: new Date(), version: sql`${suppliers.version} + 1` })
    .where(eq(suppliers.id, id)).returning();
  await recordChange(tx, suppliers, 'update', before, row as AnyRow, { user, def });
  return row as AnyRow;
}

export interface LikeNameInput { name?: string | null; type?: number | number[]; include_blacklisted?: boolean; limit: number }
const pickCols = {
  id: suppliers.id, name: suppliers.name, short_name: suppliers.short_name, code: suppliers.code, type: suppliers.type,
  settlement_cycle: suppliers.settlement_cycle, payment_days: suppliers.payment_days, audit_status: suppliers.audit_status,
  blacklisted: suppliers.blacklisted, city_name: suppliers.city_name,
};

/**
 * Name search for pickers: names starting with the text first (in name order, from the C-collation name index),
 * then other names containing it (newest first, from the character-pair GIN index: name_grams @> the text's
 * pairs, confirmed by strpos). The second query runs only when the first leaves room, and it excludes the first
 * one's rows by id rather than by "not at the start", so the planner's estimate of the pairs holds (an early-
 * stopping newest-first scan for common text, the GIN index for rare text). Blacklisted suppliers are left out
 * unless asked for. Not cut to the data boundary: suppliers are the whole agency's master data.
 */
export async function likeSuppliers(db: DB, i: LikeNameInput): Promise<AnyRow[]> {
  const q = (i.name ?? '').trim();
  const base: (SQL | undefined)[] = [i.include_blacklisted ? undefined : eq(suppliers.blacklisted, false), codeFilter(suppliers.type, i.type)];
  if (!q) return db.select(pickCols).from(suppliers).where(and(...base)).orderBy(desc(suppliers.id)).limit(i.limit);
  const lowerName = sql`(lower(${suppliers.name}) collate "C")`;
  const first = await db.select(pickCols).from(suppliers)
    .where(and(...base, sql`${lowerName} like lower(${`${escapeLike(q)}%`})`))
    .orderBy(lowerName).limit(i.limit);
  if (first.length >= i.limit) return first;
  const rest = await db.select(pickCols).from(suppliers)
    .where(and(...base, sql`name_grams @> merchant_query_grams(${q})`, sql`strpos(lower(${suppliers.name}), lower(${q})) > 0`,
      first.length ? notInArray(suppliers.id, first.map((r) => r.id)) : undefined))
    .orderBy(desc(suppliers.id)).limit(i.limit - first.length);
  return [...first, ...rest];
}

/** Flushes the GIN pending list after a bulk load, so likeName does not scan it (PGlite has no autovacuum). */
export async function flushNameIndex(db: DB): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('suppliers_name_grams'::regclass)`);
}

export const accountText = (a: AnyRow) => `${['银行卡', '支付宝', '微信'][Number(a.account_type)] ?? ''} ${a.account_name} ${a.account_no}${a.bank_name ? `（${a.bank_name}）` : ''}${a.is_default ? ' 默认' : ''}`;

/** Replaces a supplier's pay accounts with the given list (kept ids updated, others removed); one history entry. */
export async function saveAccounts(tx: DB, supplierId: number, list: PayAccountInput[], user: Pick<SessionUser, 'uid' | 'user_name'> | null): Promise<void> {
  const before = await tx.select().from(supplierAccounts).where(eq(supplierAccounts.supplier_id, supplierId)).orderBy(supplierAccounts.sort, supplierAccounts.id);
  const known = new Set(before.map((a) => a.id));
  const stray = list.find((a) => a.id && !known.has(a.id));
  if (stray) throw badInput('收款账户不属于该供应商', [{ field: 'accounts', message: '收款账户不属于该供应商' }]);
  const kept = list.filter((a) => a.id).map((a) => a.id!);
  const gone = before.filter((a) => !kept.includes(a.id)).map((a) => a.id);
  if (gone.length) await tx.delete(supplierAccounts).where(inArray(supplierAccounts.id, gone));
  for (const [sort, a] of list.entries()) {
    const v = { account_type: a.account_type, account_name: a.account_name, account_no: a.account_no, bank_name: a.bank_name ?? null, is_default: a.is_default, remark: a.remark ?? null, sort };
    if (a.id) await tx.update(supplierAccounts).set(v).where(eq(supplierAccounts.id, a.id));
    else await tx.insert(supplierAccounts).values({ supplier_id: supplierId, ...v });
  }
  const old = before.map(accountText).join('；');
  const now = list.map((a) => accountText(a as unknown as AnyRow)).join('；');
  if (old !== now) {
    await recordChange(tx, suppliers, 'update', { id: supplierId }, { id: supplierId }, { user, def },
      [{ field: 'accounts', label: def.labels.accounts, old: old || null, new: now || null }]);
  }
}

