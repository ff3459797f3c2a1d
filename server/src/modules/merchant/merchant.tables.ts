/**
 * Merchant tables: suppliers (with contacts, pay accounts, agreements), customers (private, unit, peer in one
 * table, with agreements and trading records) and sales channels. Business rows carry created_by and dept_id
 * (the creator's relation department) for the data boundary.
 *
 * suppliers also has a column drizzle does not know: `name_grams text[]`, generated from the name by the SQL
 * function merchant_name_grams (every character and every pair of adjacent characters) and GIN-indexed, for
 * likeName. Both are created by hand in the merchant migration; keeping the column out of this schema keeps it
 * out of every select, answer and change-history diff (drizzle-kit diffs its own snapshots, so it never drops it).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FileRef } from '@ta/contract';
import { ownedMeta, ts } from '../../db/columns';

/** The area fields of SPEC section 3. */
const area = () => ({
  country_id: integer('country_id'), country_name: varchar('country_name', { length: 60 }),
  district_id: integer('district_id'), district_name: varchar('district_name', { length: 60 }),
  province_id: integer('province_id'), province_name: varchar('province_name', { length: 60 }),
  city_id: integer('city_id'), city_name: varchar('city_name', { length: 60 }),
  county_id: integer('county_id'), county_name: varchar('county_name', { length: 60 }),
});
const agreement = () => ({
  name: varchar('name', { length: 100 }).notNull(),
  agreement_no: varchar('agreement_no', { length: 50 }),
  sign_date: date('sign_date', { mode: 'string' }),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
  content: text('content'),
  files: jsonb('files').$type<FileRef[]>().notNull().default([]),
  remark: text('remark'),
});

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  short_name: varchar('short_name', { length: 30 }),
  code: varchar('code', { length: 30 }),
  type: smallint('type').notNull(),
  credit_code: varchar('credit_code', { length: 30 }),
  legal_person: varchar('legal_person', { length: 30 }),
  phone: varchar('phone', { length: 30 }),
  email: varchar('email', { length: 100 }),
  address: varchar('address', { length: 200 }),
  ...area(),
  settlement_cycle: smallint('settlement_cycle').notNull().default(0),
  payment_days: integer('payment_days').notNull().default(0),
  payment_remark: varchar('payment_remark', { length: 500 }),
  business_scope: varchar('business_scope', { length: 500 }),
  audit_status: smallint('audit_status').notNull().default(0),
  blacklisted: boolean('blacklisted').notNull().default(false),
  blacklist_reason: varchar('blacklist_reason', { length: 500 }),
  blacklisted_at: ts('blacklisted_at'),
  blacklisted_by: integer('blacklisted_by'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  // Case-insensitive uniqueness; in the C collation it also serves likeName's prefix search and order.
  uniqueIndex('suppliers_name_key').on(sql`(lower(${t.name}) collate "C")`),
  uniqueIndex('suppliers_code_key').on(t.code),
  index('suppliers_type').on(t.type),
  index('suppliers_dept').on(t.dept_id),
  index('suppliers_created_by').on(t.created_by),
]);

export const supplierContacts = pgTable('supplier_contacts', {
  id: serial('id').primaryKey(),
  supplier_id: integer('supplier_id').notNull().references(() => suppliers.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 50 }).notNull(),
  phone: varchar('phone', { length: 30 }).notNull(),
  email: varchar('email', { length: 100 }),
  address: varchar('address', { length: 200 }),
  id_card: varchar('id_card', { length: 18 }),
  qq: varchar('qq', { length: 20 }),
  wechat: varchar('wechat', { length: 50 }),
  position: varchar('position', { length: 50 }),
  is_default: boolean('is_default').notNull().default(false),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [index('supplier_contacts_supplier').on(t.supplier_id)]);

export const supplierAccounts = pgTable('supplier_accounts', {
  id: serial('id').primaryKey(),
  supplier_id: integer('supplier_id').notNull().references(() => suppliers.id, { onDelete: 'cascade' }),
  account_type: smallint('account_type').notNull(),
  account_name: varchar('account_name', { length: 50 }).notNull(),
  account_no: varchar('account_no', { length: 40 }).notNull(),
  bank_name: varchar('bank_name', { length: 100 }),
  is_default: boolean('is_default').notNull().default(false),
  remark: varchar('remark', { length: 200 }),
  sort: integer('sort').notNull().default(0),
  created_at: ts('created_at').notNull().defaultNow(),
}, (t) => [index('supplier_accounts_supplier').on(t.supplier_id)]);

export const supplierAgreements = pgTable('supplier_agreements', {
  id: serial('id').primaryKey(),
  supplier_id: integer('supplier_id').notNull().references(() => suppliers.id),
  ...agreement(),
  ...ownedMeta(),
}, (t) => [index('supplier_agreements_supplier').on(t.supplier_id), index('supplier_agreements_end').on(t.end_date)]);

export const salesChannels = pgTable('sales_channels', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  type: smallint('type').notNull(),
  platform: smallint('platform'),
  shop_url: varchar('shop_url', { length: 300 }),
  contact_name: varchar('contact_name', { length: 50 }),
  contact_phone: varchar('contact_phone', { length: 30 }),
  address: varchar('address', { length: 200 }),
  ...area(),
  settlement_cycle: smallint('settlement_cycle'),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [uniqueIndex('sales_channels_name_key').on(sql`lower(${t.name})`), index('sales_channels_dept').on(t.dept_id)]);

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 10 }).notNull(),
  subject: varchar('subject', { length: 10 }).notNull(),
  /** Issued by the number rule of customers (KH000001) when the customer is added. */
  code: varchar('code', { length: 30 }),
  name: varchar('name', { length: 100 }).notNull(),
  phone: varchar('phone', { length: 30 }).notNull(),
  email: varchar('email', { length: 100 }),
  wechat: varchar('wechat', { length: 50 }),
  qq: varchar('qq', { length: 20 }),
  address: varchar('address', { length: 200 }),
  ...area(),
  channel_id: integer('channel_id').references(() => salesChannels.id),
  sex: smallint('sex'),
  id_card: varchar('id_card', { length: 18 }),
  birthday: date('birthday', { mode: 'string' }),
  contact_name: varchar('contact_name', { length: 50 }),
  credit_code: varchar('credit_code', { length: 30 }),
  settlement_cycle: smallint('settlement_cycle'),
  license_no: varchar('license_no', { length: 50 }),
  /** Credit type of the finance settings (no foreign key until the finance module exists). */
  credit_type_id: integer('credit_type_id'),
  audit_status: smallint('audit_status').notNull().default(0),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('customers_name_phone_key').on(sql`lower(${t.name})`, t.phone),
  uniqueIndex('customers_code_key').on(t.code),
  index('customers_kind').on(t.kind),
  index('customers_dept').on(t.dept_id),
  index('customers_created_by').on(t.created_by),
  index('customers_channel').on(t.channel_id),
]);

export const customerAgreements = pgTable('customer_agreements', {
  id: serial('id').primaryKey(),
  customer_id: integer('customer_id').notNull().references(() => customers.id),
  ...agreement(),
  settlement_cycle: smallint('settlement_cycle'),
  discount_rate: smallint('discount_rate'),
  ...ownedMeta(),
}, (t) => [index('customer_agreements_customer').on(t.customer_id)]);

/**
 * A customer's trading records: one row per order, written by the order module through
 * recordCustomerTrade (merchant service); amounts in fen.
 */
export const customerTrades = pgTable('customer_trades', {
  id: serial('id').primaryKey(),
  customer_id: integer('customer_id').notNull().references(() => customers.id),
  order_id: integer('order_id'),
  order_no: varchar('order_no', { length: 50 }).notNull(),
  trade_date: date('trade_date', { mode: 'string' }).notNull(),
  product_name: varchar('product_name', { length: 200 }),
  group_no: varchar('group_no', { length: 50 }),
  persons: integer('persons').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  status: smallint('status'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  index('customer_trades_customer').on(t.customer_id, t.trade_date),
  uniqueIndex('customer_trades_order').on(t.order_id),
]);

/**
 * Trading records of sales channels (渠道交易记录): one row per order of a channel (the order's sales channel, else
 * its customer's channel), written with the customer's row by recordOrderTrades (trade.service.ts) each time the
 * order is written — booked, changed, cancelled, paid (approved receipt) or refunded; amounts in fen.
 */
export const channelTrades = pgTable('channel_trades', {
  id: serial('id').primaryKey(),
  channel_id: integer('channel_id').notNull(),
  customer_id: integer('customer_id'),
  order_id: integer('order_id').notNull(),
  order_no: varchar('order_no', { length: 50 }).notNull(),
  trade_date: date('trade_date', { mode: 'string' }).notNull(),
  product_name: varchar('product_name', { length: 200 }),
  group_no: varchar('group_no', { length: 50 }),
  persons: integer('persons').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  status: smallint('status'),
  ...ownedMeta(),
}, (t) => [
  index('channel_trades_channel').on(t.channel_id, t.trade_date),
  uniqueIndex('channel_trades_order').on(t.order_id),
]);

/** One field of a proposed supplier change, as shown to the approver: "名称：旧 → 新". */
export interface SupplierChangeLine { field: string; label: string; old: string | null; new: string | null }

/**
 * A change of an approved supplier's key data (supplier-change audit): the proposed values wait here while the
 * supplier keeps its approved data; approval applies them, rejection or withdrawal closes the row.
 * status 0 审核中, 1 已通过 (applied), 2 已驳回, 3 已撤回. At most one pending change per supplier.
 */
export const supplierChanges = pgTable('supplier_changes', {
  id: serial('id').primaryKey(),
  supplier_id: integer('supplier_id').notNull().references(() => suppliers.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull().default(0),
  /** The proposed key fields (only those that change). */
  proposed: jsonb('proposed').$type<Record<string, unknown>>().notNull().default({}),
  /** The proposed pay accounts (the whole list), or null when they do not change. */
  accounts: jsonb('accounts').$type<Record<string, unknown>[] | null>(),
  /** What changes, as display text (the approver's view and the editor's notice). */
  changes: jsonb('changes').$type<SupplierChangeLine[]>().notNull().default([]),
  decided_at: ts('decided_at'),
  ...ownedMeta(),
}, (t) => [
  index('supplier_changes_supplier').on(t.supplier_id),
  uniqueIndex('supplier_changes_one_pending').on(t.supplier_id).where(sql`${t.status} = 0`),
]);
