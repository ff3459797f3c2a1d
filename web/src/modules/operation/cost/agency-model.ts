/**
 * 地接社 (local operator) in the editor: one editable row per fee line, each naming its operator; saved as
 * the contract's items (per operator: contact and its fee lines). Pure, tested.
 */
import { fenToYuan, yuanToFen, type TravelAgencyItem } from '@ta/contract';
import { newRowKey, type EditableRow } from '@/platform/editable/editable-rows';
import type { RowField } from '@/platform/inputs/rules';

export interface AgencyEditRow extends EditableRow {
  id?: number | null;
  supplier_id?: number | null;
  supplier_name?: string | null;
  contact?: string | null;
  contact_phone?: string | null;
  fee_type?: number;
  description?: string | null;
  price_yuan?: string | null;
  quantity?: number | null;
  remark?: string | null;
}

/** An item as answered by /travelAgency/detail (money in fen). */
export interface AgencyItemView {
  supplier_id: number; supplier_name?: string | null; contact?: string | null; contact_phone?: string | null; remark?: string | null;
  lines: { id?: number | null; fee_type: number; description?: string | null; price: number; quantity: number; total?: number }[];
}

export const AGENCY_FIELDS: RowField[] = [
  { field: 'supplier_id', title: '地接社', required: true },
  { field: 'quantity', title: '数量', required: true, numeric: true },
  { field: 'price_yuan', title: '单价', required: true, numeric: true },
];

export function agencyRows(items: readonly AgencyItemView[]): AgencyEditRow[] {
  return items.flatMap((it) => it.lines.map((l) => ({
    key: l.id ? `id-${l.id}` : newRowKey(), id: l.id ?? null, supplier_id: it.supplier_id, supplier_name: it.supplier_name ?? null,
    contact: it.contact ?? null, contact_phone: it.contact_phone ?? null, remark: it.remark ?? null,
    fee_type: l.fee_type, description: l.description ?? null, price_yuan: fenToYuan(l.price, false), quantity: l.quantity,
  })));
}

const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** Rows → items: rows of the same operator become one item (first contact given wins), in first-seen order. */
export function agencyItems(rows: readonly AgencyEditRow[]): TravelAgencyItem[] {
  const by = new Map<number, TravelAgencyItem>();
  for (const r of rows) {
    const sid = Number(r.supplier_id);
    let it = by.get(sid);
    if (!it) { it = { supplier_id: sid, contact: null, contact_phone: null, remark: null, lines: [] }; by.set(sid, it); }
    it.contact = it.contact ?? blank(r.contact);
    it.contact_phone = it.contact_phone ?? blank(r.contact_phone);
    it.remark = it.remark ?? blank(r.remark);
    it.lines.push({ ...(r.id ? { id: r.id } : {}), fee_type: r.fee_type ?? 9, description: blank(r.description), price: yuanToFen(String(r.price_yuan)), quantity: Number(r.quantity) });
  }
  return [...by.values()];
}

export function agencyRowTotal(r: AgencyEditRow): number {
  try { return Number.isInteger(Number(r.quantity)) && r.price_yuan ? Number(r.quantity) * yuanToFen(r.price_yuan) : 0; } catch { return 0; }
}

export const newAgencyRow = (): Omit<AgencyEditRow, 'key' | 'isNew'> => ({ supplier_id: null, fee_type: 9, quantity: 1, price_yuan: '' });
