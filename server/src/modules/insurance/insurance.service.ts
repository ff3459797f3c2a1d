/** Insurance rules other modules call: a product's price for a trip (orders, insurance centre), and its rates. */
import { asc, eq } from 'drizzle-orm';
import { fenToYuan, INSURANCE_TYPES_WITHOUT_RATE, RESOURCES, type InsuranceRateInput } from '@ta/contract';
import type { DB } from '../../db/client';
import { badInput } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import type { SessionUser } from '../../platform/session';
import { insuranceProducts, insuranceRates } from './insurance.tables';

export interface InsuranceQuote { product_id: number; days: number; persons: number; unit_price: number; total: number; price_mode: number; day_from: number; day_to: number }

/**
 * The price of insuring `persons` people for a trip of `days` days, in fen: the band covering the trip length,
 * times days (price mode 0, per person per day) or not (mode 1, per person per trip), times persons.
 * Ages, when given, must be within the product's age limits.
 */
export async function quoteInsurance(db: DB, productId: number, days: number, persons: number, ages: number[] = []): Promise<InsuranceQuote> {
  const [p] = await db.select().from(insuranceProducts).where(eq(insuranceProducts.id, productId));
  if (!p) throw badInput('保险产品不存在', [{ field: 'product_id', message: '保险产品不存在' }]);
  if (!p.on_sale) throw badInput(`保险产品“${p.name}”已停售`, [{ field: 'product_id', message: '该保险产品已停售' }]);
  if ((INSURANCE_TYPES_WITHOUT_RATE as readonly number[]).includes(p.insurance_type)) return { product_id: p.id, days, persons, unit_price: 0, total: 0, price_mode: p.price_mode, day_from: 0, day_to: 0 };
  const outside = ages.filter((a) => a < p.min_age || a > p.max_age);
  if (outside.length) throw badInput(`保险产品“${p.name}”的投保年龄为${p.min_age}–${p.max_age}岁`, [{ field: 'ages', message: `投保年龄应在${p.min_age}–${p.max_age}岁之间` }]);
  const bands = await db.select().from(insuranceRates).where(eq(insuranceRates.product_id, p.id)).orderBy(asc(insuranceRates.day_from));
  const band = bands.find((b) => b.day_from <= days && days <= b.day_to);
  if (!band) throw badInput(`保险产品“${p.name}”没有${days}天行程的费率`, [{ field: 'days', message: `没有${days}天行程的费率` }]);
  const unit = p.price_mode === 0 ? band.price * days : band.price;
  return { product_id: p.id, days, persons, unit_price: unit, total: unit * persons, price_mode: p.price_mode, day_from: band.day_from, day_to: band.day_to };
}

const rateText = (r: { day_from: number; day_to: number; price: number }) => `${r.day_from}–${r.day_to}天 ${fenToYuan(r.price)}元`;

/** Replaces a product's rate bands with the given list; one history entry when they changed. */
export async function saveRates(tx: DB, productId: number, rates: InsuranceRateInput[], user: Pick<SessionUser, 'uid' | 'user_name'> | null): Promise<void> {
  const before = await tx.select().from(insuranceRates).where(eq(insuranceRates.product_id, productId)).orderBy(asc(insuranceRates.day_from));
  const sorted = [...rates].sort((a, b) => a.day_from - b.day_from);
  await tx.delete(insuranceRates).where(eq(insuranceRates.product_id, productId));
  if (sorted.length) await tx.insert(insuranceRates).values(sorted.map((r, sort) => ({ product_id: productId, day_from: r.day_from, day_to: r.day_to, price: r.price, sort })));
  const old = before.map(rateText).join('；');
  const now = sorted.map(rateText).join('；');
  if (old !== now) {
    await recordChange(tx, insuranceProducts, 'update', { id: productId }, { id: productId }, { user, def: RESOURCES.insuranceProduct },
      [{ field: 'rates', label: '费率', old: old || null, new: now || null }]);
  }
}
