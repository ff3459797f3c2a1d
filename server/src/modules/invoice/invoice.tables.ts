/**
 * Tables of the invoice module: settings (application types, contents, types, rules) and the applications
 * (one per order, bank arrival or in advance) with their lines, and the bindings of advance invoices to
 * receipts (split over the receipt's orders in invoice_bind_lines, so an order's invoiced figure is one sum).
 * Money is integer fen (bigint), tax-inclusive; tax rates in percent.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ownedMeta, recordMeta, ts } from '../../db/columns';

export const invoiceApplyTypes = pgTable('invoice_apply_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('invoice_apply_types_name').on(t.name)]);

export const invoiceContents = pgTable('invoice_contents', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  spec: varchar('spec', { length: 50 }),
  unit: varchar('unit', { length: 20 }),
  tax_rate: smallint('tax_rate').notNull().default(6),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('invoice_contents_name').on(t.name)]);

/** Invoice types: kind 0 普通发票, 1 专用发票 (a special invoice needs the buyer's tax id, address/phone, bank/account). */
export const invoiceTypes = pgTable('invoice_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  kind: smallint('kind').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('invoice_types_name').on(t.name)]);

/** Rules (发票规则) with their warning text: one row per check (InvoiceRuleCode), level 0 warns, 1 refuses. */
export const invoiceRules = pgTable('invoice_rules', {
  id: serial('id').primaryKey(),
  rule: varchar('rule', { length: 30 }).notNull(),
  level: smallint('level').notNull().default(0),
  message: varchar('message', { length: 200 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('invoice_rules_rule').on(t.rule)]);

/**
 * Applications (开票申请): kind 'order' (order_id), 'bill' (arrival_id of finance's bank_arrivals) or 'advance'.
 * Status (InvoiceStatus): 0 待审核, 1 已驳回, 2 待开票, 3 已开票, 4 已作废, 5 已撤回; void_state 1 while a void is audited.
 */
export const invoiceApplications = pgTable('invoice_applications', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  kind: varchar('kind', { length: 10 }).notNull(),
  order_id: integer('order_id'),
  arrival_id: integer('arrival_id'),
  customer_id: integer('customer_id'),
  apply_type_id: integer('apply_type_id').notNull().references(() => invoiceApplyTypes.id),
  invoice_type_id: integer('invoice_type_id').notNull().references(() => invoiceTypes.id),
  buyer_name: varchar('buyer_name', { length: 100 }).notNull(),
  buyer_tax_no: varchar('buyer_tax_no', { length: 20 }),
  buyer_address_phone: varchar('buyer_address_phone', { length: 200 }),
  buyer_bank_account: varchar('buyer_bank_account', { length: 200 }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  tax: bigint('tax', { mode: 'number' }).notNull(),
  /** Advance invoices: the amount bound to receipts (pending and approved bindings). */
  bound: bigint('bound', { mode: 'number' }).notNull().default(0),
  status: smallint('status').notNull().default(0),
  void_state: smallint('void_state').notNull().default(0),
  void_reason: varchar('void_reason', { length: 200 }),
  voided_at: ts('voided_at'),
  /** Warnings of the rules when applied (and when approved). */
  warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
  issuer_id: integer('issuer_id'),
  invoice_no: varchar('invoice_no', { length: 20 }),
  invoice_code: varchar('invoice_code', { length: 12 }),
  issued_on: date('issued_on', { mode: 'string' }),
  decided_at: ts('decided_at'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('invoice_applications_code').on(t.code),
  uniqueIndex('invoice_applications_number').on(t.invoice_code, t.invoice_no).where(sql`${t.invoice_no} is not null`),
  index('invoice_applications_order').on(t.order_id).where(sql`${t.order_id} is not null`),
  index('invoice_applications_arrival').on(t.arrival_id).where(sql`${t.arrival_id} is not null`),
  index('invoice_applications_status').on(t.status, t.id),
  index('invoice_applications_dept').on(t.dept_id, t.id),
  index('invoice_applications_creator').on(t.created_by, t.id),
]);

export const invoiceLines = pgTable('invoice_lines', {
  id: serial('id').primaryKey(),
  application_id: integer('application_id').notNull().references(() => invoiceApplications.id, { onDelete: 'cascade' }),
  content_id: integer('content_id').notNull().references(() => invoiceContents.id),
  item_name: varchar('item_name', { length: 100 }).notNull(),
  spec: varchar('spec', { length: 50 }),
  unit: varchar('unit', { length: 20 }),
  quantity: integer('quantity').notNull().default(1),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  tax_rate: smallint('tax_rate').notNull(),
  tax: bigint('tax', { mode: 'number' }).notNull(),
}, (t) => [index('invoice_lines_application').on(t.application_id)]);

/** A binding of an advance invoice to (part of) an approved receipt; status BindStatus 0/1/2/5. */
export const invoiceBinds = pgTable('invoice_binds', {
  id: serial('id').primaryKey(),
  application_id: integer('application_id').notNull().references(() => invoiceApplications.id),
  receipt_id: integer('receipt_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: smallint('status').notNull().default(0),
  decided_at: ts('decided_at'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [index('invoice_binds_application').on(t.application_id), index('invoice_binds_receipt').on(t.receipt_id)]);

/** A binding's share per order of the receipt (status copied from the binding): counts as invoiced for the order. */
export const invoiceBindLines = pgTable('invoice_bind_lines', {
  id: serial('id').primaryKey(),
  bind_id: integer('bind_id').notNull().references(() => invoiceBinds.id, { onDelete: 'cascade' }),
  order_id: integer('order_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: smallint('status').notNull().default(0),
}, (t) => [index('invoice_bind_lines_bind').on(t.bind_id), index('invoice_bind_lines_order').on(t.order_id, t.status)]);
