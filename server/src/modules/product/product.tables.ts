/**
 * Line products (DOMAIN.md "Products, plans, packages, groups"): categories, products with presale settings,
 * itinerary plans with their day-by-day nodes, price packages with their prices per fee type and price kind,
 * and own prices for peer and internal sales. Departure groups (tour_groups) are in operation/group.tables.ts.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FileRef } from '@ta/contract';
import { ownedMeta, recordMeta } from '../../db/columns';

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  parent_id: integer('parent_id'),
  name: varchar('name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('product_categories_name_key').on(sql`lower(${t.name})`)]);

/** One area chosen in the area tree (SPEC section 3 area fields), kept with its names for display. */
export interface AreaRef { country_id?: number | null; province_id?: number | null; city_id?: number | null; county_id?: number | null; name: string }

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  category_id: integer('category_id').references(() => productCategories.id),
  departure: jsonb('departure').$type<AreaRef[]>().notNull().default([]),
  destination: jsonb('destination').$type<AreaRef[]>().notNull().default([]),
  /** Destination names joined, for the hall's destination filter. */
  destination_text: varchar('destination_text', { length: 300 }).notNull().default(''),
  days: smallint('days').notNull(),
  nights: smallint('nights').notNull().default(0),
  level_id: integer('level_id'),
  label_ids: jsonb('label_ids').$type<number[]>().notNull().default([]),
  group_type_id: integer('group_type_id'),
  traffic_go: smallint('traffic_go'),
  traffic_back: smallint('traffic_back'),
  hotel_star: smallint('hotel_star'),
  shopping: smallint('shopping').notNull().default(0),
  self_paid: smallint('self_paid').notNull().default(0),
  insurance_kind: smallint('insurance_kind').notNull().default(4),
  cover_images: jsonb('cover_images').$type<FileRef[]>().notNull().default([]),
  features: text('features'),
  cost_include: text('cost_include'),
  cost_exclude: text('cost_exclude'),
  booking_notice: text('booking_notice'),
  // Presale settings.
  sale_start_date: date('sale_start_date', { mode: 'string' }),
  /** Sales stop this many days before departure (0: sell until the departure day). */
  stop_sale_days: smallint('stop_sale_days').notNull().default(0),
  min_persons: integer('min_persons').notNull().default(1),
  max_persons: integer('max_persons'),
  /** Deposit per person in fen, recorded by a hold. */
  deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
  /** Audit status (0 unreviewed, 1 passed, 2 rejected); only a passed product opens groups. */
  audit_status: smallint('audit_status').notNull().default(0),
  /** The step the multi-step editor reached (1 basic … 5 own price), so a draft reopens where it stopped. */
  step: smallint('step').notNull().default(1),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('products_code_key').on(t.code),
  index('products_name').on(t.name),
  index('products_dept').on(t.dept_id),
  index('products_category').on(t.category_id),
]);

/** An itinerary plan (行程方案) of a product. */
export const productPlans = pgTable('product_plans', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 50 }).notNull(),
  is_default: boolean('is_default').notNull().default(false),
  days: smallint('days').notNull(),
  nights: smallint('nights').notNull().default(0),
  gathering_place: varchar('gathering_place', { length: 200 }),
  remark: text('remark'),
  sort: integer('sort').notNull().default(0),
  ...recordMeta(),
}, (t) => [index('product_plans_product').on(t.product_id)]);

/** One day of an itinerary plan. */
export const planDays = pgTable('plan_days', {
  id: serial('id').primaryKey(),
  plan_id: integer('plan_id').notNull().references(() => productPlans.id, { onDelete: 'cascade' }),
  day_no: smallint('day_no').notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  description: text('description'),
  /** Catering codes included that day (0 breakfast, 1 lunch, 2 dinner). */
  meals: jsonb('meals').$type<number[]>().notNull().default([]),
  lodging: varchar('lodging', { length: 200 }),
  hotel_star: smallint('hotel_star'),
  traffic_type: smallint('traffic_type'),
  place: varchar('place', { length: 200 }),
  sights: varchar('sights', { length: 500 }),
  template_id: integer('template_id'),
}, (t) => [uniqueIndex('plan_days_plan_day').on(t.plan_id, t.day_no)]);

/** A price package (价格套餐) of a plan; each departure date of it is a tour group. */
export const pricePackages = pgTable('price_packages', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  plan_id: integer('plan_id').notNull().references(() => productPlans.id),
  name: varchar('name', { length: 50 }).notNull(),
  /** Seats offered on each date (the group's plan seats). */
  seats: integer('seats').notNull(),
  min_group_size: integer('min_group_size').notNull().default(1),
  soon_group_size: integer('soon_group_size').notNull().default(1),
  /** Estimated cost per person in fen. */
  cost_price: bigint('cost_price', { mode: 'number' }).notNull().default(0),
  remark: text('remark'),
  sort: integer('sort').notNull().default(0),
  ...recordMeta(),
}, (t) => [index('price_packages_product').on(t.product_id), index('price_packages_plan').on(t.plan_id)]);

/** A price of a package: fee type (0, 1, 11, 12, 13) × price kind (1 sales, 2 settlement, 3 market, 4 purchase), in fen. */
export const packagePrices = pgTable('package_prices', {
  id: serial('id').primaryKey(),
  package_id: integer('package_id').notNull().references(() => pricePackages.id, { onDelete: 'cascade' }),
  fee_type: smallint('fee_type').notNull(),
  price_kind: smallint('price_kind').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
}, (t) => [uniqueIndex('package_prices_key').on(t.package_id, t.fee_type, t.price_kind)]);

/** Own prices (自有价格) for peer and internal sales per fee type, in fen. */
export const productOwnPrices = pgTable('product_own_prices', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** 'peer' (同行价) or 'internal' (内部价). */
  channel: varchar('channel', { length: 10 }).notNull(),
  fee_type: smallint('fee_type').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
}, (t) => [uniqueIndex('product_own_prices_key').on(t.product_id, t.channel, t.fee_type)]);
