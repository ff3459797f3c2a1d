/**
 * The JSON a publish job carries: exactly what the shop connector needs to show and sell the product — its
 * basics, the itinerary, the prices per package and fee type, and the upcoming groups with their remaining seats.
 * Money is integer fen; codes come with their Chinese labels so the connector needs no copy of our enumerations.
 * Reads the product module's tables read-only (the one place this module looks at them).
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { isoToday, Catering, enumLabel, FeeType, HotelStar, InsuranceKind, IronHair, PACKAGE_FEE_TYPES, Shopping, TourState, TrafficType } from '@ta/contract';
import type { DB } from '../../db/client';
import { tourGroups } from '../operation/group.tables';
import { packagePrices, planDays, pricePackages, productPlans, products } from '../product/product.tables';

/** Price kinds the shop shows: 1 sales price (what the customer pays), 3 market price (struck-through). */
const SALES = 1, MARKET = 3;
/** Groups the shop may sell: 待出发 (0), not past their last day of sale. */
const ON_SALE_STATE = 0;

export type ProductRow = typeof products.$inferSelect;

export interface PublishPayload {
  action: 'publish';
  schema: 'ta.shop.product/1';
  currency: 'CNY';
  money_unit: 'fen';
  product: Record<string, unknown>;
  itinerary: Record<string, unknown>[];
  prices: Record<string, unknown>[];
  groups: Record<string, unknown>[];
}

export interface UnpublishPayload { action: 'unpublish'; schema: 'ta.shop.product/1'; product: { id: number; code: string; name: string }; reason: string }

const label = <M extends Record<number, string>>(map: M, v: number | null | undefined) => (v === null || v === undefined ? null : enumLabel(map, v));

/** Today in the agency's time zone (groups "upcoming" from today on). */

function productPart(p: ProductRow): Record<string, unknown> {
  return {
    id: p.id, code: p.code, name: p.name, days: p.days, nights: p.nights,
    departure: p.departure.map((a) => a.name), destination: p.destination.map((a) => a.name),
    traffic_go: label(TrafficType, p.traffic_go), traffic_back: label(TrafficType, p.traffic_back), hotel_star: label(HotelStar, p.hotel_star),
    shopping: label(Shopping, p.shopping), insurance: label(InsuranceKind, p.insurance_kind),
    cover_images: p.cover_images.map((f) => f.url), features: p.features, cost_include: p.cost_include, cost_exclude: p.cost_exclude,
    booking_notice: p.booking_notice, min_persons: p.min_persons, max_persons: p.max_persons, deposit: p.deposit,
    stop_sale_days: p.stop_sale_days, updated_at: p.updated_at,
  };
}

async function itineraryPart(db: DB, productId: number): Promise<Record<string, unknown>[]> {
  const plans = await db.select().from(productPlans).where(eq(productPlans.product_id, productId)).orderBy(asc(productPlans.sort), asc(productPlans.id));
  if (!plans.length) return [];
  const days = await db.select().from(planDays).where(inArray(planDays.plan_id, plans.map((p) => p.id))).orderBy(asc(planDays.day_no));
  return plans.map((p) => ({
    plan_id: p.id, name: p.name, is_default: p.is_default, days: p.days, nights: p.nights, gathering_place: p.gathering_place,
    schedule: days.filter((d) => d.plan_id === p.id).map((d) => ({
      day_no: d.day_no, title: d.title, description: d.description, meals: d.meals.map((m) => enumLabel(Catering, m)),
      lodging: d.lodging, hotel_star: label(HotelStar, d.hotel_star), traffic: label(TrafficType, d.traffic_type), place: d.place, sights: d.sights,
    })),
  }));
}

async function pricesPart(db: DB, productId: number): Promise<Record<string, unknown>[]> {
  const packs = await db.select().from(pricePackages).where(eq(pricePackages.product_id, productId)).orderBy(asc(pricePackages.sort), asc(pricePackages.id));
  if (!packs.length) return [];
  const prices = await db.select().from(packagePrices).where(inArray(packagePrices.package_id, packs.map((p) => p.id)));
  const priceOf = (pkg: number, fee: number, kind: number) => prices.find((x) => x.package_id === pkg && x.fee_type === fee && x.price_kind === kind)?.price ?? null;
  return packs.map((k) => ({
    package_id: k.id, plan_id: k.plan_id, name: k.name, seats: k.seats,
    fees: PACKAGE_FEE_TYPES.map((f) => ({ fee_type: f, fee_name: FeeType[f], price: priceOf(k.id, f, SALES), market_price: priceOf(k.id, f, MARKET) }))
      .filter((f) => f.price !== null),
  }));
}

async function groupsPart(db: DB, productId: number, today: string): Promise<Record<string, unknown>[]> {
  const list = await db.select().from(tourGroups)
    .where(and(eq(tourGroups.product_id, productId), eq(tourGroups.state, ON_SALE_STATE), gte(tourGroups.stop_sale_date, today), gte(tourGroups.departure_date, today)))
    .orderBy(asc(tourGroups.departure_date), asc(tourGroups.id)).limit(500);
  return list.map((g) => ({
    group_id: g.id, code: g.code, package_id: g.package_id, plan_id: g.plan_id, departure_date: g.departure_date, return_date: g.disband_date,
    stop_sale_date: g.stop_sale_date, seats_total: g.seats_plan, seats_remaining: Math.max(0, g.seats_plan - g.seats_held - g.seats_confirmed),
    state: enumLabel(TourState, g.state), guaranteed: g.iron_hair === 2, guaranteed_label: enumLabel(IronHair, g.iron_hair),
  }));
}

export async function publishPayload(db: DB, p: ProductRow, today = isoToday()): Promise<PublishPayload> {
  return {
    action: 'publish', schema: 'ta.shop.product/1', currency: 'CNY', money_unit: 'fen',
    product: productPart(p), itinerary: await itineraryPart(db, p.id), prices: await pricesPart(db, p.id), groups: await groupsPart(db, p.id, today),
  };
}

export const unpublishPayload = (p: Pick<ProductRow, 'id' | 'code' | 'name'>, reason: string): UnpublishPayload =>
  ({ action: 'unpublish', schema: 'ta.shop.product/1', product: { id: p.id, code: p.code, name: p.name }, reason });

/** Why the shop could not sell this product (recorded as the failed job's reason), or null. */
export function publishProblem(payload: PublishPayload): string | null {
  if (!payload.prices.length) return '产品没有价格套餐，商城无法展示价格';
  const adult = payload.prices.some((k) => (k.fees as { fee_type: number }[]).some((f) => f.fee_type === 0));
  if (!adult) return '产品没有成人销售价，商城无法展示价格';
  return null;
}
