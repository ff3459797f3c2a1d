/**
 * Bank arrivals (到账) and their claims (认领): an import batch of a statement, each money-in line as an arrival,
 * the column mapping per pay account, and claims that split an arrival over orders.
 *
 * An arrival's unclaimed rest is amount − claimed − claiming − refunding − refunded; every write that takes from
 * it is one conditional UPDATE on the arrival row (never read-then-write), so concurrent claims cannot overdraw it.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { BankColumnMapping } from '@ta/contract';
import { ownedMeta, recordMeta, ts } from '../../db/columns';
import { orders } from '../registration/registration.tables';
import { payAccounts } from './finance.tables';

export const bankImports = pgTable('bank_imports', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  /** The company account the statement belongs to (finance's pay_accounts). */
  pay_account_id: integer('pay_account_id').notNull().references(() => payAccounts.id),
  file_name: varchar('file_name', { length: 200 }).notNull(),
  /** 'icbc' | 'cmb' | 'custom' (BankLayout). */
  layout: varchar('layout', { length: 20 }).notNull(),
  /** Money-in lines added as arrivals. */
  line_count: integer('line_count').notNull().default(0),
  /** Lines already imported before (same pay account and serial / content key): reported, not added. */
  duplicate_count: integer('duplicate_count').notNull().default(0),
  /** Money-out and zero lines of the file, not arrivals. */
  skipped_count: integer('skipped_count').notNull().default(0),
  total_amount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
  /** 0 待审核, 1 已驳回, 2 已通过 (BankImportStatus). */
  audit_status: smallint('audit_status').notNull().default(0),
  audit_comment: text('audit_comment'),
  audited_at: ts('audited_at'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [uniqueIndex('bank_imports_code_key').on(t.code), index('bank_imports_account').on(t.pay_account_id, t.created_at)]);

export const bankArrivals = pgTable('bank_arrivals', {
  id: serial('id').primaryKey(),
  import_id: integer('import_id').notNull().references(() => bankImports.id, { onDelete: 'cascade' }),
  pay_account_id: integer('pay_account_id').notNull().references(() => payAccounts.id),
  /** The bank's serial (流水号) when the statement has one. */
  serial: varchar('serial', { length: 80 }),
  /** What makes the line unique within its pay account: 's:' + serial, or 'h:' + a hash of the line's content. */
  dedup_key: varchar('dedup_key', { length: 100 }).notNull(),
  /** The line's row number in its file (for messages). */
  row_no: integer('row_no').notNull(),
  arrived_on: date('arrived_on', { mode: 'string' }).notNull(),
  /** hh:mm:ss when the statement gives it. */
  arrived_time: varchar('arrived_time', { length: 8 }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  payer_name: varchar('payer_name', { length: 200 }).notNull(),
  payer_account: varchar('payer_account', { length: 60 }),
  payer_bank: varchar('payer_bank', { length: 200 }),
  remark: text('remark'),
  balance: bigint('balance', { mode: 'number' }),
  /** False until the import passes the bill-import audit: only then can it be claimed. */
  usable: boolean('usable').notNull().default(false),
  /** Approved claims. */
  claimed: bigint('claimed', { mode: 'number' }).notNull().default(0),
  /** Claims pending audit. */
  claiming: bigint('claiming', { mode: 'number' }).notNull().default(0),
  /** Refunds of the rest pending audit / approved (finance's refund documents with bank_arrival_id). */
  refunding: bigint('refunding', { mode: 'number' }).notNull().default(0),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  ...recordMeta(),
}, (t) => [
  uniqueIndex('bank_arrivals_dedup').on(t.pay_account_id, t.dedup_key),
  index('bank_arrivals_import').on(t.import_id),
  index('bank_arrivals_on').on(t.arrived_on, t.id),
  index('bank_arrivals_payer').on(t.payer_name),
  index('bank_arrivals_payer_account').on(t.payer_account).where(sql`${t.payer_account} is not null`),
  check('bank_arrivals_rest', sql`${t.claimed} >= 0 and ${t.claiming} >= 0 and ${t.refunding} >= 0 and ${t.refunded} >= 0
    and ${t.claimed} + ${t.claiming} + ${t.refunding} + ${t.refunded} <= ${t.amount}`),
]);

/** The column mapping of a statement layout the system does not know, per pay account. */
export const bankMappings = pgTable('bank_mappings', {
  id: serial('id').primaryKey(),
  pay_account_id: integer('pay_account_id').notNull().references(() => payAccounts.id),
  mapping: jsonb('mapping').$type<BankColumnMapping>().notNull(),
  ...recordMeta(),
}, (t) => [uniqueIndex('bank_mappings_account').on(t.pay_account_id)]);

export const bankClaims = pgTable('bank_claims', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  arrival_id: integer('arrival_id').notNull().references(() => bankArrivals.id),
  /** The customer the money is from (the orders' customer; null for private customers' orders). */
  customer_id: integer('customer_id'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** ClaimRecordStatus: 1 待审核, 2 已通过, 3 已拒绝 (a withdrawn claim is 3 with its comment). */
  status: smallint('status').notNull().default(1),
  audit_comment: text('audit_comment'),
  audited_at: ts('audited_at'),
  remark: text('remark'),
  /** The payer of the arrival, copied for the suggestion's history (index on name + customer). */
  payer_name: varchar('payer_name', { length: 200 }).notNull(),
  payer_account: varchar('payer_account', { length: 60 }),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('bank_claims_code_key').on(t.code),
  index('bank_claims_arrival').on(t.arrival_id),
  index('bank_claims_payer').on(t.payer_name, t.status),
  index('bank_claims_payer_account').on(t.payer_account, t.status).where(sql`${t.payer_account} is not null`),
  index('bank_claims_dept').on(t.dept_id, t.created_at),
]);

export const bankClaimLines = pgTable('bank_claim_lines', {
  id: serial('id').primaryKey(),
  claim_id: integer('claim_id').notNull().references(() => bankClaims.id, { onDelete: 'cascade' }),
  order_id: integer('order_id').notNull().references(() => orders.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** Copied from the claim, so an order's pending claims are one indexed read. */
  status: smallint('status').notNull().default(1),
  /** The receipt created on approval (finance's receipt). */
  receipt_id: integer('receipt_id'),
}, (t) => [index('bank_claim_lines_claim').on(t.claim_id), index('bank_claim_lines_order').on(t.order_id, t.status)]);
