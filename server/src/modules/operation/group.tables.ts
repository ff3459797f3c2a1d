/**
 * Departure groups (团期): one row per (product, plan, package, departure date). Seat counters live on the row
 * and change only through seats.service.ts (one conditional UPDATE each), so two sign-ups for the last seats
 * can never both succeed: remaining = seats_plan − seats_held − seats_confirmed, never below 0.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ownedMeta } from '../../db/columns';
import { pricePackages, productPlans, products } from '../product/product.tables';

export const tourGroups = pgTable('tour_groups', {
  id: serial('id').primaryKey(),
  /** Group number from the number rule of document type 'group'. */
  code: varchar('code', { length: 40 }).notNull(),
  product_id: integer('product_id').notNull().references(() => products.id),
  plan_id: integer('plan_id').notNull().references(() => productPlans.id),
  package_id: integer('package_id').notNull().references(() => pricePackages.id),
  departure_date: date('departure_date', { mode: 'string' }).notNull(),
  /** departure_date + days. */
  disband_date: date('disband_date', { mode: 'string' }).notNull(),
  /** Last day of sale: departure_date − the product's stop_sale_days. */
  stop_sale_date: date('stop_sale_date', { mode: 'string' }).notNull(),
  seats_plan: integer('seats_plan').notNull(),
  seats_held: integer('seats_held').notNull().default(0),
  seats_confirmed: integer('seats_confirmed').notNull().default(0),
  /** Persons waiting on the list (候补) for this group. */
  seats_waiting: integer('seats_waiting').notNull().default(0),
  minimum_group_size: integer('minimum_group_size').notNull().default(1),
  soon_group_size: integer('soon_group_size').notNull().default(1),
  /** Tour state 0–5 (TourState); transitions in the contract's TOUR_STATE_TRANSITIONS. */
  state: smallint('state').notNull().default(0),
  /** Guaranteed departure (铁发): 1 no, 2 yes. */
  iron_hair: smallint('iron_hair').notNull().default(1),
  /** Cost version (group_cost_version_type): 0 editable, 1 locked (settlement started). */
  cost_version_type: smallint('cost_version_type').notNull().default(0),
  cost_version: integer('cost_version').notNull().default(1),
  /** Settlement (报账): 0 open, 1 accounting finished, 2 under settlement audit, 3 settled, 4 rejected. */
  settle_status: smallint('settle_status').notNull().default(0),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('tour_groups_code_key').on(t.code),
  uniqueIndex('tour_groups_package_date').on(t.package_id, t.departure_date),
  index('tour_groups_departure').on(t.departure_date, t.state),
  // The lists' default order (departure_date, id: the hall, its boundary branches): read in order and stopped at the page,
  // where (departure_date, state) made the planner sort every group of the first departure dates — a manager's "sold
  // inside" branch probed the orders of all 287 groups of the first day for a page of 20 (1M orders: 1,567 → 490
  // buffers per hall page; issue 16, migration 0012).
  index('tour_groups_departure_id').on(t.departure_date, t.id),
  index('tour_groups_product').on(t.product_id),
  index('tour_groups_dept').on(t.dept_id),
  // The hall's own-records branch of the department boundary (groups a user created), in its default order.
  index('tour_groups_owner').on(t.created_by, t.departure_date, t.id),
  check('tour_groups_seats', sql`${t.seats_held} >= 0 and ${t.seats_confirmed} >= 0 and ${t.seats_held} + ${t.seats_confirmed} <= ${t.seats_plan}`),
]);
