/** Insurance resources: companies, products and each product's rate bands (money in fen). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { suppliers } from '../merchant/merchant.tables';
import { ownedMeta, ts } from '../../db/columns';


export const insuranceCompanies = pgTable('insurance_companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  short_name: varchar('short_name', { length: 30 }),
  supplier_id: integer('supplier_id').references(() => suppliers.id),
  contact_name: varchar('contact_name', { length: 50 }),
  contact_phone: varchar('contact_phone', { length: 30 }),
  service_phone: varchar('service_phone', { length: 30 }),
  address: varchar('address', { length: 200 }),
  website: varchar('website', { length: 200 }),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [uniqueIndex('insurance_companies_name_key').on(sql`lower(${t.name})`), index('insurance_companies_supplier').on(t.supplier_id)]);

export const insuranceProducts = pgTable('insurance_products', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => insuranceCompanies.id),
  name: varchar('name', { length: 100 }).notNull(),
  code: varchar('code', { length: 30 }),
  insurance_type: smallint('insurance_type').notNull(),
  price_mode: smallint('price_mode').notNull().default(0),
  coverage: text('coverage').notNull(),
  min_age: smallint('min_age').notNull().default(0),
  max_age: smallint('max_age').notNull().default(80),
  on_sale: boolean('on_sale').notNull().default(true),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('insurance_products_name_key').on(t.company_id, sql`lower(${t.name})`),
  index('insurance_products_dept').on(t.dept_id),
]);

export const insuranceRates = pgTable('insurance_rates', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').notNull().references(() => insuranceProducts.id, { onDelete: 'cascade' }),
  day_from: smallint('day_from').notNull(),
  day_to: smallint('day_to').notNull(),
  /** Per person per day (price_mode 0) or per person for the trip (price_mode 1), in fen. */
  price: bigint('price', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('insurance_rates_product').on(t.product_id, t.day_from)]);
