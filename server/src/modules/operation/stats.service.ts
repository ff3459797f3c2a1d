/**
 * A group's figures (/routeHall/statistics), every one the sum of the rows it answers:
 * - income = Σ income rows; one row per order of the group whose enrollment is 0 确认 or 1 占位, its amount the
 *   order's total, which is the sum of its income lines (order_lines.total: every write of the lines writes the
 *   total with them — sign-up, edit, price change and withdrawal bills); waiting and cancelled orders bring nothing.
 *   The hall list sums the same totals (hall.service.ts incomeSql), the settlement and receivables show these rows.
 * - cost = Σ cost rows; one row per kind: its expense lines minus its income lines (only 'other' lines with
 *   consumption 0 are income; they lower the cost rather than add to the income).
 * - profit = income − cost; margin in basis points = trunc(profit × 10000 / income) (null without income).
 * - persons = the group's confirmed + held seats; per-person figures are integer fen truncated toward zero
 *   (0 without persons).
 * - Break-even model: every cost line is a fixed cost of the group; the price per person is the package's adult
 *   sales price (fee type 0, price kind 1); no variable cost per person. break_even = ceil(cost / price)
 *   (0 when cost ≤ 0; null when the price is 0).
 * - planned cost = package cost_price × persons; supplier bills and payments are the sums of what the registered
 *   actual-cost providers answer (actual-cost.ts; the payable module's), 0 without any; actual cost = the supplier
 *   bills (approved + paid payables), not the cost lines (which are the plan the payables are checked against).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CostKind, INCOME_ENROLLMENT, type AnyCostKind, type GroupStatistics, type StatCostRow, type StatIncomeRow } from '@ta/contract';
import type { DB } from '../../db/client';
import { packagePrices, pricePackages } from '../product/product.tables';
import { orders } from '../registration/registration.tables';
import { actualCosts } from './actual-cost';
import type { GroupRow } from './operation.common';
import { groupCosts as C } from './operation.tables';

const big = (n: number) => BigInt(Math.trunc(n));
/** Integer division truncated toward zero (exact for any safe integers). */
export const idiv = (a: number, b: number): number => (b === 0 ? 0 : Number(big(a) / big(b)));
export const ceilDiv = (a: number, b: number): number => {
  if (b <= 0) return 0;
  const q = big(a) / big(b);
  return Number(big(a) % big(b) === 0n ? q : q + 1n);
};
export const marginBp = (profit: number, income: number): number | null => (income === 0 ? null : idiv(profit * 10000, income));
export function marginText(bp: number | null): string {
  if (bp === null) return '—';
  const a = Math.abs(bp);
  return `${bp < 0 ? '-' : ''}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}%`;
}

/** The adult sales price (fen) of a package: the price per person of the break-even model. */
export async function adultPrice(db: DB, packageId: number): Promise<number> {
  const [p] = await db.select({ price: packagePrices.price }).from(packagePrices)
    .where(and(eq(packagePrices.package_id, packageId), eq(packagePrices.fee_type, 0), eq(packagePrices.price_kind, 1))).limit(1);
  return p ? Number(p.price) : 0;
}

export async function incomeRows(db: DB, groupId: number): Promise<StatIncomeRow[]> {
  const rows = await db.select({
    order_id: orders.id, order_code: orders.code, enrollment_status: orders.enrollment_status, persons: orders.seats,
    total: orders.total,
  }).from(orders).where(and(eq(orders.group_id, groupId), inArray(orders.enrollment_status, [...INCOME_ENROLLMENT]))).orderBy(asc(orders.id));
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

export async function costRows(db: DB, groupId: number): Promise<StatCostRow[]> {
  const rows = await db.select({
    kind: C.kind, lines: sql<number>`count(*)::int`,
    expense: sql<string>`coalesce(sum(${C.total}) filter (where ${C.consumption} <> 0), 0)`,
    income: sql<string>`coalesce(sum(${C.total}) filter (where ${C.consumption} = 0), 0)`,
  }).from(C).where(eq(C.group_id, groupId)).groupBy(C.kind);
  const order = Object.keys(CostKind);
  return rows.map((r) => {
    const expense = Number(r.expense), income = Number(r.income);
    return { kind: r.kind as AnyCostKind, kind_name: CostKind[r.kind as AnyCostKind] ?? r.kind, lines: r.lines, expense, income, total: expense - income };
  }).sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

export async function groupStatistics(db: DB, g: GroupRow): Promise<GroupStatistics> {
  const [inc, cst, price, [pkg], actual] = await Promise.all([
    incomeRows(db, g.id), costRows(db, g.id), adultPrice(db, g.package_id),
    db.select({ cost_price: pricePackages.cost_price }).from(pricePackages).where(eq(pricePackages.id, g.package_id)),
    actualCosts(db, g.id),
  ]);
  const income = inc.reduce((s, r) => s + r.total, 0);
  const cost = cst.reduce((s, r) => s + r.total, 0);
  const profit = income - cost;
  const persons = g.seats_confirmed + g.seats_held;
  const per = (v: number) => (persons > 0 ? idiv(v, persons) : 0);
  const bp = marginBp(profit, income);
  const breakEven = price > 0 ? ceilDiv(Math.max(cost, 0), price) : null;
  const bills = actual.reduce((a, e) => a + e.bills, 0);
  return {
    group_id: g.id, persons, income, cost, profit, margin_bp: bp, margin: marginText(bp),
    income_per_person: per(income), cost_per_person: per(cost), profit_per_person: per(profit),
    price_per_person: price, break_even_persons: breakEven, seats_to_break_even: breakEven === null ? null : Math.max(breakEven - persons, 0),
    planned_cost: Number(pkg?.cost_price ?? 0) * persons, actual_cost: bills,
    supplier_bills: bills, supplier_paid: actual.reduce((a, e) => a + e.paid, 0),
    income_rows: inc, cost_rows: cst,
  };
}
