/**
 * Order adjustments (调价退团) from the operation side: a price change proposes the order's new income lines,
 * a withdrawal names the leaving tourists and the amount the order loses. Money typed in yuan, sent in fen.
 * Pure, tested.
 */
import { adjustmentCreate, fenToYuan, linesTotal, yuanToFen } from '@ta/contract';
import { newRowKey, type EditableRow } from '@/platform/editable/editable-rows';
import type { RowField } from '@/platform/inputs/rules';

export interface PriceEditRow extends EditableRow { fee_type?: number | null; description?: string | null; price_yuan?: string | null; quantity?: number | null }
export interface OrderLineView { fee_type: number; description?: string | null; price: number; quantity: number }

/** A line's price may be negative (a discount line), so only quantity is checked for sign. */
export const PRICE_FIELDS: RowField[] = [
  { field: 'fee_type', title: '费用类型', required: true },
  { field: 'price_yuan', title: '单价', required: true },
  { field: 'quantity', title: '数量', required: true, numeric: true },
];

export const priceRows = (lines: readonly OrderLineView[]): PriceEditRow[] =>
  lines.map((l) => ({ key: newRowKey('line'), fee_type: l.fee_type, description: l.description ?? null, price_yuan: fenToYuan(l.price, false), quantity: l.quantity }));

const fenOf = (y: string | null | undefined): number | null => {
  if (y === null || y === undefined || y === '') return null;
  try { return yuanToFen(y); } catch { return null; }
};

export function priceLines(rows: readonly PriceEditRow[]): OrderLineView[] {
  return rows.map((r) => ({ fee_type: Number(r.fee_type), description: r.description?.trim() || null, price: fenOf(r.price_yuan) ?? 0, quantity: Number(r.quantity) }));
}

/** The proposed order total (fen) of the rows. */
export const rowsTotal = (rows: readonly PriceEditRow[]) => linesTotal(priceLines(rows).filter((l) => Number.isInteger(l.quantity)));

export type AdjustDraft =
  | { kind: 'price'; order_id: number; rows: PriceEditRow[]; reason: string }
  | { kind: 'withdraw'; order_id: number; tourist_ids: number[]; refund_yuan: string | null; reason: string };

/** The body of /routeHall/adjust/add (the registration module's adjustmentCreate), or the first problem (the contract's own message). */
export function adjustBody(d: AdjustDraft): { body: Record<string, unknown> } | { error: string } {
  const body: Record<string, unknown> = d.kind === 'price'
    ? { order_id: d.order_id, kind: 'price', lines: priceLines(d.rows), reason: d.reason }
    : { order_id: d.order_id, kind: 'withdraw', tourist_ids: d.tourist_ids, reason: d.reason, ...(d.refund_yuan ? { refund_amount: fenOf(d.refund_yuan) ?? Number.NaN } : {}) };
  const r = adjustmentCreate.safeParse(body);
  return r.success ? { body } : { error: r.error.issues[0]?.message ?? '提交的数据不正确' };
}
