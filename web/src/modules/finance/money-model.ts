/**
 * Money typed in yuan and kept in fen (exactly: through the contract's yuanToFen, never `Number(v) * 100`), and
 * the split of one payment over several orders (batch receipt, claim): each order takes at most its open
 * amount, the total never exceeds what is there to split.
 */
import { fenToYuan, yuanToFen } from '@ta/contract';

/** Text typed in a yuan input → fen; '' / null → null; text that is no amount (3 decimals, letters) → NaN. */
export function yuanTextToFen(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  if (s === '') return null;
  try { return yuanToFen(s); } catch { return Number.NaN; }
}

/** Fen → the plain yuan text of an input ("1234.50"). */
export const fenToYuanText = (fen: number | null | undefined): string | null => (fen === null || fen === undefined || Number.isNaN(fen) ? null : fenToYuan(fen, false));

export interface SplitLine { order_id: number; open: number; amount: number | null }

/** Fills the orders in their order, each up to its open amount, until `total` is used up. */
export function autoSplit(total: number, orders: readonly { order_id: number; open: number }[]): SplitLine[] {
  let left = Math.max(0, total);
  return orders.map((o) => {
    const take = Math.min(left, Math.max(0, o.open));
    left -= take;
    return { order_id: o.order_id, open: o.open, amount: take > 0 ? take : null };
  });
}

export const splitTotal = (lines: readonly { amount: number | null }[]) => lines.reduce((s, l) => s + (l.amount && Number.isFinite(l.amount) ? l.amount : 0), 0);

/**
 * What is wrong with a split (Chinese, first problem first); [] when it can be sent. `limit` is the most the
 * lines may add up to (an arrival's unclaimed rest), `codeOf` names an order in the messages.
 */
export function splitProblems(lines: readonly SplitLine[], limit: number | null, codeOf: (id: number) => string): string[] {
  const out: string[] = [];
  const used = lines.filter((l) => l.amount !== null);
  if (used.length === 0) out.push('请至少为一个订单填写金额');
  for (const l of used) {
    const a = l.amount as number;
    if (!Number.isInteger(a)) out.push(`订单${codeOf(l.order_id)}的金额格式不正确（最多两位小数）`);
    else if (a <= 0) out.push(`订单${codeOf(l.order_id)}的金额必须大于0`);
    else if (a > l.open) out.push(`订单${codeOf(l.order_id)}的金额不能超过未收${fenToYuan(l.open)}元`);
  }
  const total = splitTotal(used);
  if (limit !== null && total > limit) out.push(`合计${fenToYuan(total)}元超过可认领余额${fenToYuan(limit)}元`);
  return out;
}

/** The API lines of a split (lines without an amount left out). */
export const splitForApi = (lines: readonly SplitLine[]) => lines.filter((l) => l.amount !== null && l.amount > 0).map((l) => ({ order_id: l.order_id, amount: l.amount as number }));
