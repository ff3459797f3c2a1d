/**
 * Tables of the finance module's money-in core: company accounts, exchange rates, ticketers, receipts with
 * their order lines, refunds, payment terms per product, the reminder log, credit types, credit lines and the
 * credit documents. Money is integer fen (bigint). The bank module (bank.tables.ts) adds arrivals and claims;
 * an approved claim becomes a receipt (receipts.bank_arrival_id), a refund of an arrival's rest a refund row
 * with bank_arrival_id and no order.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ownedMeta, recordMeta, ts } from '../../db/columns';
import { orders } from '../registration/registration.tables';

/** Company receiving/paying accounts (账户管理): type 0 bank card, 1 mobile payment app, 2 social-app wallet. */
export const payAccounts = pgTable('pay_accounts', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  bank_name: varchar('bank_name', { length: 100 }),
  number: varchar('number', { length: 40 }).notNull(),
  holder: varchar('holder', { length: 50 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('pay_accounts_number_key').on(t.type, t.number)]);

/** Exchange rates (汇率配置): CNY only, rate 1 kept as data. */
export const exchangeRates = pgTable('exchange_rates', {
  id: serial('id').primaryKey(),
  currency: varchar('currency', { length: 10 }).notNull(),
  name: varchar('name', { length: 20 }).notNull(),
  rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('exchange_rates_currency_key').on(t.currency)]);

/** Ticketers (开票员): the staff who issue invoices; the invoice module's issuers are this list. */
export const ticketers = pgTable('ticketers', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('ticketers_user_key').on(t.user_id)]);

/**
 * Receipts (收款单): one payment of one customer over one or more orders (receipt_items). Status: 0 pending
 * (under the orderPayment audit), 1 rejected, 2 approved, 5 withdrawn. Only approved receipts count as received.
 */
export const receipts = pgTable('receipts', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  customer_kind: varchar('customer_kind', { length: 10 }).notNull(),
  customer_id: integer('customer_id'),
  pay_type: smallint('pay_type').notNull(),
  pay_account_id: integer('pay_account_id').references(() => payAccounts.id),
  pay_date: date('pay_date', { mode: 'string' }).notNull(),
  payer: varchar('payer', { length: 100 }).notNull(),
  voucher: varchar('voucher', { length: 500 }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: smallint('status').notNull().default(0),
  /** Set when the receipt comes from an approved claim of a bank arrival (bank module). */
  bank_arrival_id: integer('bank_arrival_id'),
  decided_at: ts('decided_at'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('receipts_code_key').on(t.code),
  index('receipts_customer').on(t.customer_id, t.pay_date),
  index('receipts_status').on(t.status),
]);

/** The orders a receipt pays and how much of it goes to each (fen). */
export const receiptItems = pgTable('receipt_items', {
  id: serial('id').primaryKey(),
  receipt_id: integer('receipt_id').notNull().references(() => receipts.id, { onDelete: 'cascade' }),
  order_id: integer('order_id').notNull().references(() => orders.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
}, (t) => [index('receipt_items_receipt').on(t.receipt_id), index('receipt_items_order').on(t.order_id)]);

/**
 * Refunds (退款单) through the refund audit: of an order's received money (order_id), or of a bank arrival's
 * unclaimed rest (bank_arrival_id, bank module). Status as receipts. A refund never exceeds what it refunds.
 */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  order_id: integer('order_id').references(() => orders.id),
  bank_arrival_id: integer('bank_arrival_id'),
  customer_id: integer('customer_id'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  pay_type: smallint('pay_type').notNull().default(0),
  pay_account_id: integer('pay_account_id').references(() => payAccounts.id),
  payee: varchar('payee', { length: 100 }),
  status: smallint('status').notNull().default(0),
  decided_at: ts('decided_at'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('refunds_code_key').on(t.code),
  index('refunds_order').on(t.order_id),
  index('refunds_arrival').on(t.bank_arrival_id),
]);

/** Payment terms of a product: the balance is due N days before departure; reminders go out M days before each due date. */
export const paymentTerms = pgTable('payment_terms', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').notNull(),
  balance_days: smallint('balance_days').notNull(),
  remind_days: smallint('remind_days').notNull(),
  ...recordMeta(),
}, (t) => [uniqueIndex('payment_terms_product_key').on(t.product_id)]);

/**
 * Payment reminders sent (one row per order, part, due date and stage 'before' | 'overdue'): the unique key
 * makes a reminder go out once, however many servers run the job.
 */
export const paymentReminders = pgTable('payment_reminders', {
  id: serial('id').primaryKey(),
  order_id: integer('order_id').notNull(),
  part: varchar('part', { length: 10 }).notNull(),
  due_date: date('due_date', { mode: 'string' }).notNull(),
  stage: varchar('stage', { length: 10 }).notNull(),
  user_id: integer('user_id'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  sent_at: ts('sent_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('payment_reminders_once').on(t.order_id, t.part, t.due_date, t.stage)]);

/** Credit types (授信类型) with a default limit; customers carry credit_type_id. */
export const creditTypes = pgTable('credit_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  default_limit: bigint('default_limit', { mode: 'number' }).notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('credit_types_name_key').on(t.name)]);

/**
 * Credit lines of peer customers, in fen: the standing limit (written by an approved creditAdd document).
 * temporary_amount / temporary_until are no longer written: temporary and group credit are the approved
 * credit documents themselves (credit.service.ts).
 */
export const creditLines = pgTable('credit_lines', {
  id: serial('id').primaryKey(),
  customer_id: integer('customer_id').notNull(),
  credit_limit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
  credit_type_id: integer('credit_type_id'),
  temporary_amount: bigint('temporary_amount', { mode: 'number' }).notNull().default(0),
  temporary_until: date('temporary_until', { mode: 'string' }),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('credit_lines_customer_key').on(t.customer_id)]);

/**
 * Credit documents (授信申请): kind 'line' (新增授信额度, creditAdd), 'temporary' (临时授信 until end_date,
 * creditTemporary; also created by a sign-up above the line, with order_id), 'group' (团队授信 for group_id,
 * creditGroup). Status 0 pending, 1 approved, 2 rejected, 3 withdrawn.
 */
export const creditApplications = pgTable('credit_applications', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 10 }).notNull().default('temporary'),
  customer_id: integer('customer_id').notNull(),
  order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  group_id: integer('group_id'),
  credit_type_id: integer('credit_type_id'),
  /** The amount asked for (the new limit for 'line'), in fen. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** Used credit and available credit when asked (fen). */
  exposure: bigint('exposure', { mode: 'number' }).notNull(),
  credit_limit: bigint('credit_limit', { mode: 'number' }).notNull(),
  end_date: date('end_date', { mode: 'string' }),
  status: smallint('status').notNull().default(0),
  reason: text('reason'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  index('credit_applications_customer').on(t.customer_id),
  index('credit_applications_order').on(t.order_id),
  index('credit_applications_active').on(t.customer_id, t.kind).where(sql`${t.status} = 1`),
]);

/**
 * The money journal (财务收支): one row per yuan that moved through a company account — an approved receipt
 * (direction 'in'), an approved refund or a paid payment (direction 'out'). amount is always positive fen; the
 * direction gives the sign. Written only through ledger.service.ts `writeLedger`, inside the transaction that
 * approves the document; unique per (doc_type, doc_id) so a document is journalled once.
 */
export const moneyLedger = pgTable('money_ledger', {
  id: serial('id').primaryKey(),
  direction: varchar('direction', { length: 3 }).notNull(),
  doc_type: varchar('doc_type', { length: 30 }).notNull(),
  doc_id: integer('doc_id').notNull(),
  doc_no: varchar('doc_no', { length: 50 }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  pay_account_id: integer('pay_account_id'),
  occurred_on: date('occurred_on', { mode: 'string' }).notNull(),
  counterparty: varchar('counterparty', { length: 200 }).notNull().default(''),
  group_id: integer('group_id'),
  order_id: integer('order_id'),
  created_by: integer('created_by'),
  dept_id: integer('dept_id'),
  created_at: ts('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('money_ledger_doc_key').on(t.doc_type, t.doc_id),
  index('money_ledger_occurred').on(t.occurred_on, t.id),
  index('money_ledger_dept_occurred').on(t.dept_id, t.occurred_on, t.id),
  index('money_ledger_owner_occurred').on(t.created_by, t.occurred_on, t.id),
  index('money_ledger_account').on(t.pay_account_id, t.occurred_on),
]);

