/**
 * Actual costs of a group (approved supplier bills and payments) come from the finance module, which is built
 * apart: it registers a provider here, and the group's statistics (supplier_bills, supplier_paid) and payables
 * (paid / unpaid per cost line and supplier) read every registered provider. With none registered both are 0.
 * A provider answers, for one group, amounts in fen per supplier and, when the bill or payment is tied to one,
 * per cost line (cost_id = group_costs.id). Providers are summed.
 */
import type { DB } from '../../db/client';

export interface ActualCostEntry {
  supplier_id: number;
  /** The cost line the amounts belong to; null when they are the supplier's for the whole group. */
  cost_id: number | null;
  /** Approved supplier bills (fen). */
  bills: number;
  /** Payments made (fen). */
  paid: number;
}
export type ActualCostProvider = (db: DB, groupId: number) => Promise<readonly ActualCostEntry[]>;

const providers = new Set<ActualCostProvider>();

/** Registers a provider; answers the function that removes it again. */
export function registerActualCostProvider(fn: ActualCostProvider): () => void {
  providers.add(fn);
  return () => { providers.delete(fn); };
}

/** Every provider's entries for the group. */
export async function actualCosts(db: DB, groupId: number): Promise<ActualCostEntry[]> {
  const all = await Promise.all([...providers].map((p) => p(db, groupId)));
  return all.flat().map((e) => ({ supplier_id: Number(e.supplier_id), cost_id: e.cost_id ?? null, bills: Number(e.bills), paid: Number(e.paid) }));
}

/**
 * Paid per cost line: entries tied to a line go to it; a supplier's untied payments fill its lines in order
 * (each up to its unpaid amount, what is left to the supplier's last line), so the lines sum to every payment.
 */
export function paidPerLine(lines: readonly { id: number; supplier_id: number; total: number }[], entries: readonly ActualCostEntry[]): Map<number, number> {
  const paid = new Map<number, number>(lines.map((l) => [l.id, 0]));
  const loose = new Map<number, number>();
  for (const e of entries) {
    if (e.cost_id !== null && paid.has(e.cost_id)) paid.set(e.cost_id, paid.get(e.cost_id)! + e.paid);
    else loose.set(e.supplier_id, (loose.get(e.supplier_id) ?? 0) + e.paid);
  }
  for (const [supplierId, amount] of loose) {
    const own = lines.filter((l) => l.supplier_id === supplierId);
    if (!own.length) continue;
    let left = amount;
    for (const l of own) {
      const take = Math.max(Math.min(left, l.total - paid.get(l.id)!), 0);
      paid.set(l.id, paid.get(l.id)! + take);
      left -= take;
    }
    const last = own[own.length - 1];
    if (left !== 0) paid.set(last.id, paid.get(last.id)! + left);
  }
  return paid;
}
