/** Fixtures of the registration tests: an approved product with a package and a departure group written to the database. */
import { eq, sql } from 'drizzle-orm';
import { isoToday } from '@ta/contract';
import type { DB } from '../src/db/client';
import { tourGroups } from '../src/modules/operation/group.tables';
import { packagePrices, pricePackages, productPlans, products } from '../src/modules/product/product.tables';
import { customers } from '../src/modules/merchant/merchant.tables';

let n = 0;
const addDays = (d: string, k: number) => new Date(Date.parse(`${d}T00:00:00Z`) + k * 86400_000).toISOString().slice(0, 10);

export interface GroupFixture { groupId: number; productId: number; code: string; departure: string }

/** An approved product (deposit per person, 5 days) with a 40-seat (or `seats`) group departing in 30 days. */
export async function makeGroup(db: DB, o: { seats?: number; deposit?: number; adult?: number; child?: number; deptId?: number | null; departInDays?: number } = {}): Promise<GroupFixture> {
  const k = `${process.pid}${Date.now().toString(36)}${++n}`;
  const [p] = await db.insert(products).values({
    code: `TP${k}`, name: `测试线路${k}`, days: 5, nights: 4, destination_text: '云南 昆明 大理 丽江', audit_status: 1, deposit: o.deposit ?? 50000,
    stop_sale_days: 2, dept_id: o.deptId ?? null,
  }).returning();
  const [plan] = await db.insert(productPlans).values({ product_id: p.id, name: '标准行程', is_default: true, days: 5, nights: 4 }).returning();
  const [pkg] = await db.insert(pricePackages).values({ product_id: p.id, plan_id: plan.id, name: '标准套餐', seats: o.seats ?? 40 }).returning();
  await db.insert(packagePrices).values([
    { package_id: pkg.id, fee_type: 0, price_kind: 1, price: o.adult ?? 329900 }, { package_id: pkg.id, fee_type: 1, price_kind: 1, price: o.child ?? 199900 },
    { package_id: pkg.id, fee_type: 13, price_kind: 1, price: 80000 }, { package_id: pkg.id, fee_type: 0, price_kind: 2, price: 250000 },
  ]);
  const departure = addDays(isoToday(), o.departInDays ?? 30);
  const [g] = await db.insert(tourGroups).values({
    code: `TG${k}`, product_id: p.id, plan_id: plan.id, package_id: pkg.id, departure_date: departure, disband_date: addDays(departure, 4),
    stop_sale_date: addDays(departure, -2), seats_plan: o.seats ?? 40, dept_id: o.deptId ?? null,
  }).returning();
  return { groupId: g.id, productId: p.id, code: g.code, departure };
}

export async function groupSeats(db: DB, id: number) {
  const [g] = await db.select().from(tourGroups).where(eq(tourGroups.id, id));
  return { plan: g.seats_plan, held: g.seats_held, confirmed: g.seats_confirmed, waiting: g.seats_waiting };
}

export async function customerOf(db: DB, kind: 'private' | 'unit' | 'peer'): Promise<number> {
  const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.kind, kind)).orderBy(customers.id).limit(1);
  return c.id;
}

/** A valid 18-digit mainland ID number for a birthday (YYYYMMDD), area 110105, sequence `seq` (odd: male). */
export function idNumber(birthday: string, seq: number): string {
  const first17 = `110105${birthday}${String(seq).padStart(3, '0')}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = w.reduce((s, x, i) => s + x * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11];
}

export const rawSql = (db: DB, q: ReturnType<typeof sql>) => db.execute(q);
