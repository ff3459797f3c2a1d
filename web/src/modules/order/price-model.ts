/**
 * Price lines of a sign-up (all amounts integer fen): lines prefilled from the group's list prices for the
 * customer kind (private/unit: sales prices; peer: own peer price, else settlement price) per package fee type, their quantities following the person counts, discounts as negative lines, totals.
 */
import { FeeType, PACKAGE_FEE_TYPES, enumLabel, linesTotal, type CustomerKindCode } from '@ta/contract';

export interface PriceLine {
  /** Client-side key of the row. */
  key: string;
  fee_type: number;
  description: string;
  /** Unit price in fen; negative for a discount. */
  price: number;
  quantity: number;
}

export interface PersonCounts { adult_count: number; child_count: number; senior_count: number; infant_count: number }

/** Person type fee types of the package, and the count each follows. */
const COUNT_OF: Readonly<Record<number, keyof PersonCounts>> = { 0: 'adult_count', 1: 'child_count', 11: 'senior_count', 12: 'infant_count' };
export const SINGLE_ROOM_FEE = 13;
export const DISCOUNT_FEE = 10;

let seq = 0;
export const newLineKey = () => `l${Date.now().toString(36)}${(seq++).toString(36)}`;


/**
 * Lines of the package fee types the group sells (sales price in fen per fee type), quantities from the
 * counts; the single-room supplement starts at 0 (set per room allocation).
 */
export function packageLines(prices: Readonly<Record<number, number>>, counts: PersonCounts): PriceLine[] {
  return PACKAGE_FEE_TYPES.filter((t) => prices[t] !== undefined).map((t) => ({
    key: `pkg${t}`, fee_type: t, description: enumLabel(FeeType, t), price: prices[t],
    quantity: t === SINGLE_ROOM_FEE ? 0 : counts[COUNT_OF[t]],
  }));
}

/** The list prices (fen by fee type) a customer kind pays: the hall detail's prices_by_kind, else the sales prices. */
export function listPricesFor(group: { prices: Record<string, number>; prices_by_kind?: Partial<Record<CustomerKindCode, Record<string, number>>> }, kind: CustomerKindCode): Record<number, number> {
  const p = group.prices_by_kind?.[kind] ?? group.prices;
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [Number(k), v]));
}

/**
 * The customer kind changed: the package lines take that kind's list prices (a fee type the kind has no price
 * for keeps its line as it is); discount and extra lines stay as the user set them.
 */
export function repriceLines(lines: readonly PriceLine[], prices: Readonly<Record<number, number>>): PriceLine[] {
  return lines.map((l) => (l.key.startsWith('pkg') && prices[l.fee_type] !== undefined ? { ...l, price: prices[l.fee_type] } : l));
}

/** The counts changed: package person lines follow them; other lines stay as the user set them. */
export function syncQuantities(lines: readonly PriceLine[], counts: PersonCounts): PriceLine[] {
  return lines.map((l) => (l.key.startsWith('pkg') && COUNT_OF[l.fee_type] ? { ...l, quantity: counts[COUNT_OF[l.fee_type]] } : l));
}

export const discountLine = (): PriceLine => ({ key: newLineKey(), fee_type: DISCOUNT_FEE, description: '优惠', price: 0, quantity: 1 });
export const extraLine = (feeType = 10): PriceLine => ({ key: newLineKey(), fee_type: feeType, description: enumLabel(FeeType, feeType), price: 0, quantity: 1 });

/** Lines as the API takes them: without the client key, empty lines (quantity 0) left out. */
export function linesForApi(lines: readonly PriceLine[]): Omit<PriceLine, 'key'>[] {
  return lines.filter((l) => l.quantity > 0).map(({ fee_type, description, price, quantity }) => ({ fee_type, description, price, quantity }));
}

/** Problems with the lines, in Chinese; empty when they can be sent. */
export function lineProblems(lines: readonly PriceLine[]): string[] {
  const out: string[] = [];
  lines.forEach((l, i) => {
    if (!Number.isInteger(l.price)) out.push(`第${i + 1}行单价最多两位小数`);
    if (!Number.isInteger(l.quantity) || l.quantity < 0) out.push(`第${i + 1}行数量必须是非负整数`);
  });
  if (linesTotal(lines) < 0) out.push('订单总额不能为负数');
  return out;
}
