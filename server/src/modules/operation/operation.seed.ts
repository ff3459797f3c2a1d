/**
 * Demo data of the operation module, seeded once on an empty database after the product demo: cost lines
 * (guide, meals, lodging, coach, and a local operator on some) on the first demo groups, with the merchant
 * demo's suppliers, so the hall and the statistics show costs and profit. Does nothing without groups.
 * The registration demo (seeded next) puts orders on the first six groups open for sale; the 2nd and 4th
 * of those get no costs here, so the hall always holds groups with income and no costs yet (the operation
 * journey sets their costs and expects exact figures).
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { addDays, isoToday } from '@ta/contract';
import type { DB } from '../../db/client';
import { suppliers } from '../merchant/merchant.tables';
import { products } from '../product/product.tables';
import { tourGroups as G } from './group.tables';
import { groupCosts as C } from './operation.tables';

type Line = typeof C.$inferInsert;

export async function seedOperationDemo(db: DB): Promise<void> {
  // The same selection as the registration demo's groups (state 0, approved product, still on sale).
  const forSale = await db.select({ id: G.id }).from(G).innerJoin(products, eq(products.id, G.product_id))
    .where(and(eq(G.state, 0), eq(products.audit_status, 1), gte(G.stop_sale_date, isoToday())))
    .orderBy(asc(G.departure_date), asc(G.id)).limit(6);
  const withoutCosts = new Set([forSale[1]?.id, forSale[3]?.id].filter((x): x is number => x !== undefined));
  const groups = (await db.select({ id: G.id, departure_date: G.departure_date, days: products.days, plan: G.seats_plan, created_by: G.created_by })
    .from(G).innerJoin(products, eq(products.id, G.product_id)).orderBy(asc(G.departure_date), asc(G.id)).limit(6 + withoutCosts.size))
    .filter((g) => !withoutCosts.has(g.id)).slice(0, 6);
  if (!groups.length) return;
  const pick = async (type: number) => (await db.select({ id: suppliers.id }).from(suppliers)
    .where(and(eq(suppliers.type, type), eq(suppliers.blacklisted, false))).orderBy(asc(suppliers.id)).limit(1))[0]?.id;
  const [hotel, coach, restaurant, guide, agency, ticket] = await Promise.all([pick(5), pick(4), pick(6), pick(10), pick(3), pick(7)]);
  const lines: Line[] = [];
  groups.forEach((g, gi) => {
    const days = Math.max(1, g.days);
    const pax = Math.max(10, Math.min(g.plan, 30));
    const end = addDays(g.departure_date, days - 1);
    const line = (kind: string, supplier: number | undefined, detail: Record<string, string | number | null>, quantity: number, unit: number, sort: number, consumption = 1) => {
      if (!supplier) return;
      lines.push({ group_id: g.id, kind, supplier_id: supplier, detail, quantity, unit_price: unit, total: quantity * unit, consumption, sort, created_by: g.created_by });
    };
    line('guide', guide, { person: ['张导', '李导', '王导'][gi % 3], phone: '13900000000', start_date: g.departure_date, end_date: end, tourists: pax }, days, 50000, 0);
    for (let d = 0; d < days; d += 1) line('meal', restaurant, { catering: 1, date: addDays(g.departure_date, d), diners: pax, free_diners: 0 }, pax, 4000, d);
    if (days > 1) line('reside', hotel, { hotel: null, room_type: 0, hotel_star: 3, check_in: g.departure_date, check_out: end, nights: days - 1, rooms: Math.ceil(pax / 2) }, Math.ceil(pax / 2) * (days - 1), 38000, 0);
    line('motorcade', coach, { vehicle: '33座大巴', seats: 33, driver: '陈师傅', start_date: g.departure_date, end_date: end }, days, 120000, 0);
    line('ticket', ticket, { sight: '景区门票', ticket_type: 0, date: g.departure_date }, pax, 8000, 0);
    if (gi % 2 === 1) line('travelAgency', agency, { agency_index: 0, contact: '地接联系人', contact_phone: '13900001111', fee_type: 9, description: '地接综合服务费' }, pax, 10000, 0);
  });
  if (lines.length) await db.insert(C).values(lines);
  // Each seeded list is a saved cost version.
  await db.update(G).set({ cost_version: sql`${G.cost_version} + 1` }).where(sql`${G.id} in (${sql.join(groups.map((g) => sql`${g.id}`), sql`, `)})`);
}
