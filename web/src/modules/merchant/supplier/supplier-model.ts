/** Pure rules of the supplier pages: the default account, the editor's payload, the list's row tone. */
import type { RowTone } from '@/platform/list';
import type { PayAccountRow, SupplierRow } from '../shared/types';

/** Accounts with only the one at `index` marked default. */
export function onlyDefault<T extends { is_default?: boolean }>(accounts: readonly T[] | undefined, index: number): T[] {
  return (accounts ?? []).map((a, i) => ({ ...a, is_default: i === index }));
}

const ACCOUNT_KEYS = ['id', 'account_type', 'account_name', 'account_no', 'bank_name', 'is_default', 'remark'] as const;

/** The accounts as the update schema takes them (no supplier_id, sort, created_at; blanks null). */
export function accountsToWire(list: readonly Partial<PayAccountRow>[] | undefined): PayAccountRow[] {
  return (list ?? []).map((a) => {
    const out: Record<string, unknown> = {};
    for (const k of ACCOUNT_KEYS) {
      const v = a[k];
      out[k] = typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v ?? null;
    }
    out.is_default = Boolean(a.is_default);
    if (!out.id) delete out.id;
    return out as unknown as PayAccountRow;
  });
}

/** Blacklisted suppliers show red; unreviewed ones are left plain (their tag is coloured). */
export function supplierTone(r: Pick<SupplierRow, 'blacklisted'>): RowTone | undefined {
  return r.blacklisted ? 'danger' : undefined;
}

/** "月结 · 30天": the settlement line of a supplier. */
export function settlementText(cycleLabel: string, days: number | null | undefined): string {
  return days ? `${cycleLabel} · ${days}天` : cycleLabel;
}
