/**
 * Changes of an APPROVED supplier's key data go through the supplier-change audit (docs/decisions.md): the update
 * stores the proposed values in supplier_changes and submits the audit, the supplier keeps its approved data
 * (shown 变更审核中) until approval applies them; rejection or withdrawal drops them. Other fields change at once.
 * Key data: what decides who the agency pays and how — name, credit code, legal person, type, settlement cycle,
 * payment days and the pay accounts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RESOURCES, type PayAccountInput } from '@ta/contract';
import type { DB } from '../../db/client';
import { submitForAudit } from '../../platform/approval';
import type { AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { displayValue, recordChange } from '../../platform/history';
import type { Ctx } from '../../platform/route';
import type { SessionUser } from '../../platform/session';
import { assertUnique } from '../../platform/unique';
import { supplierAccounts, supplierChanges, suppliers, type SupplierChangeLine } from './merchant.tables';
import { accountText, saveAccounts } from './supplier.service';

const def = RESOURCES.supplier;
export const SUPPLIER_KEY_FIELDS = ['name', 'credit_code', 'legal_person', 'type', 'settlement_cycle', 'payment_days'] as const;
const PASSED = 1;
export const CHANGE_PENDING = 0, CHANGE_APPLIED = 1, CHANGE_REJECTED = 2, CHANGE_WITHDRAWN = 3;

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');
/** What identifies an account for the audit (remark and order are not key data). */
const accountKey = (a: AnyRow) => [a.account_type, a.account_name, a.account_no, a.bank_name ?? '', !!a.is_default].join('|');

export interface HeldChange {
  /** The values to write now: the key fields keep the approved data. */
  values: AnyRow;
  /** False when the pay accounts wait for the audit (the caller must not save them now). */
  saveAccounts: boolean;
  change: AnyRow | null;
}

/** The pending change of a supplier, or null. */
export async function pendingChangeOf(db: DB, supplierId: number): Promise<AnyRow | null> {
  const [c] = await db.select().from(supplierChanges).where(and(eq(supplierChanges.supplier_id, supplierId), eq(supplierChanges.status, CHANGE_PENDING))).limit(1);
  return c ?? null;
}

/** Ids of the suppliers (among `ids`) with a change under audit. */
export async function suppliersWithPendingChange(db: DB, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = await db.select({ id: supplierChanges.supplier_id }).from(supplierChanges)
    .where(and(inArray(supplierChanges.supplier_id, ids), eq(supplierChanges.status, CHANGE_PENDING)));
  return new Set(list.map((r) => r.id));
}

/**
 * Splits an update of `before` into what is written now and what waits for the supplier-change audit. A supplier
 * not yet approved changes directly (its own supplier audit covers it). A second key change while one is under
 * audit is refused.
 */
export async function holdKeyChanges(tx: DB, ctx: Ctx, before: AnyRow, values: AnyRow, accounts: PayAccountInput[] | undefined): Promise<HeldChange> {
  if (Number(before.audit_status) !== PASSED) return { values, saveAccounts: true, change: null };
  const id = Number(before.id);
  const fields = SUPPLIER_KEY_FIELDS.filter((f) => f in values && !same(values[f], before[f]));
  const current = await tx.select().from(supplierAccounts).where(eq(supplierAccounts.supplier_id, id)).orderBy(supplierAccounts.sort, supplierAccounts.id);
  const accountsChange = accounts !== undefined && current.map(accountKey).join(';') !== accounts.map((a) => accountKey(a as unknown as AnyRow)).join(';');
  if (!fields.length && !accountsChange) return { values, saveAccounts: true, change: null };
  if (await pendingChangeOf(tx, id)) {
    throw badInput(`供应商“${String(before.name)}”的关键信息变更正在审核中，审核完成前不能再修改${fields.map((f) => def.labels[f]).concat(accountsChange ? ['收款账户'] : []).join('、')}`,
      [...fields, ...(accountsChange ? ['accounts'] : [])].map((field) => ({ field, message: '变更审核中，暂不能修改' })));
  }
  const changes: SupplierChangeLine[] = fields.map((f) => ({ field: f, label: def.labels[f] ?? f, old: displayValue(f, before[f], def), new: displayValue(f, values[f], def) }));
  if (accountsChange) {
    changes.push({ field: 'accounts', label: def.labels.accounts ?? '收款账户', old: current.map((a) => accountText(a)).join('；') || null, new: accounts!.map((a) => accountText(a as unknown as AnyRow)).join('；') || null });
  }
  const [change] = await tx.insert(supplierChanges).values({
    supplier_id: id, proposed: Object.fromEntries(fields.map((f) => [f, values[f]])), accounts: accountsChange ? (accounts as unknown as AnyRow[]) : null,
    changes, created_by: ctx.user.uid, dept_id: ctx.user.relation.department_id,
  }).returning();
  await submitForAudit(ctx.services, tx, { type: 'supplierChange', objectId: id, submitter: { uid: ctx.user.uid, user_name: ctx.user.user_name, dept_id: ctx.user.relation.department_id } });
  const kept = { ...values };
  for (const f of fields) kept[f] = before[f];
  return { values: kept, saveAccounts: !accountsChange, change };
}

/** Approval: the proposed values become the supplier's (checked for duplicates again), in the decision's transaction. */
export async function applySupplierChange(tx: DB, supplierId: number, user: Pick<SessionUser, 'uid' | 'user_name'>): Promise<void> {
  const change = await pendingChangeOf(tx, supplierId);
  if (!change) throw badInput('该供应商没有待审核的变更');
  const proposed = change.proposed as AnyRow;
  const S = suppliers;
  await assertUnique(tx, { table: S, col: S.name, value: proposed.name, label: '供应商名称', field: 'name', idCol: S.id, exceptId: supplierId, lower: true });
  if (Object.keys(proposed).length) {
    const [before] = await tx.select().from(S).where(eq(S.id, supplierId));
    const [row] = await tx.update(S).set({ ...proposed, updated_at: new Date(), version: sql`${S.version} + 1` }).where(eq(S.id, supplierId)).returning();
    await recordChange(tx, S, 'update', before, row as AnyRow, { user, def });
  }
  if (change.accounts) await saveAccounts(tx, supplierId, change.accounts as PayAccountInput[], user);
  await closeChange(tx, change.id as number, CHANGE_APPLIED);
}

/** Rejection or withdrawal: the proposal is dropped; the supplier never had it. */
export async function dropSupplierChange(tx: DB, supplierId: number, status: typeof CHANGE_REJECTED | typeof CHANGE_WITHDRAWN): Promise<void> {
  const change = await pendingChangeOf(tx, supplierId);
  if (change) await closeChange(tx, change.id as number, status);
}

async function closeChange(tx: DB, id: number, status: number): Promise<void> {
  await tx.update(supplierChanges).set({ status, decided_at: new Date(), updated_at: new Date(), version: sql`${supplierChanges.version} + 1` }).where(eq(supplierChanges.id, id));
}

/** The approver's view of the pending change: one line per field, "旧 → 新". */
export async function describeChange(tx: DB, supplierId: number): Promise<{ label: string; value: string }[]> {
  const change = await pendingChangeOf(tx, supplierId);
  return ((change?.changes ?? []) as SupplierChangeLine[]).map((c) => ({ label: c.label, value: `${c.old ?? '（空）'} → ${c.new ?? '（空）'}` }));
}

