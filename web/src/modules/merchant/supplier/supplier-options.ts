/** Options of the supplier picker (pure, tested): labels and keeping the chosen supplier in the list. */
import { enumLabel, SupplierType } from '@ta/contract';

export const SUPPLIER_LIKE_NAME_URL = '/api/v1/company/likeName';
/** Wait this long after the last key stroke before asking the server. */
export const LIKE_NAME_DEBOUNCE_MS = 300;
export const LIKE_NAME_LIMIT = 20;

export interface SupplierPick {
  id: number; name: string; short_name?: string | null; code?: string | null; type: number; city_name?: string | null;
  settlement_cycle?: number; payment_days?: number; audit_status?: number; blacklisted?: boolean;
}

export interface SupplierOption { value: number; label: string; title: string; row?: SupplierPick | undefined }

/** "西湖国宾馆（住宿 · 杭州市）": the name, then the type and the city to tell namesakes apart. */
export function supplierOptionLabel(r: SupplierPick): string {
  const extra = [enumLabel(SupplierType, r.type), r.city_name].filter(Boolean).join(' · ');
  return extra ? `${r.name}（${extra}）` : r.name;
}

/** The request body of a search (blank text lists the newest suppliers). */
export function likeNameBody(text: string, opts: { type?: number | number[]; includeBlacklisted?: boolean } = {}) {
  const name = text.trim();
  return {
    ...(name ? { name } : {}),
    ...(opts.type !== undefined ? { type: opts.type } : {}),
    ...(opts.includeBlacklisted ? { include_blacklisted: true } : {}),
    limit: LIKE_NAME_LIMIT,
  };
}

/**
 * Options of the found suppliers, with the chosen one kept first when the search did not return it
 * (an edited record's supplier, shown by the name it was saved with).
 */
export function pickerOptions(found: readonly SupplierPick[], value: number | null | undefined, valueLabel?: string | null): SupplierOption[] {
  const opts: SupplierOption[] = found.map((r) => ({ value: r.id, label: supplierOptionLabel(r), title: r.name, row: r }));
  if (value && !opts.some((o) => o.value === value)) opts.unshift({ value, label: valueLabel || `供应商 #${value}`, title: valueLabel || '' });
  return opts;
}
