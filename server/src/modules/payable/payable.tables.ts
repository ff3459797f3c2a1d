/**
 * Money out: paying documents (loans, reimbursements, supplier payments, pre-loans, prepayments) in one table
 * by kind, their lines (cost lines paid, expense lines reimbursed), loan settlements (a reimbursement's offset
 * or cash returned) and bindings of paid advances to cost lines. Amounts in fen.
 */
import { bigint, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ownedMeta, ts } from '../../db/columns';

export const payDocs = pgTable('pay_docs', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  /** loan, reimbursement, payment, preLoan, prepayment (PayDocKind). */
  kind: varchar('kind', { length: 20 }).notNull(),
  group_id: integer('group_id'),
  supplier_id: integer('supplier_id'),
  /** The staff member who borrows or is reimbursed. */
  borrower_id: integer('borrower_id'),
  /** The document's amount (a reimbursement's: the sum of its lines). */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** A reimbursement's part settled against the person's open loans (set at approval). */
  offset_amount: bigint('offset_amount', { mode: 'number' }).notNull().default(0),
  /** What is paid out: amount − offset_amount. */
  pay_amount: bigint('pay_amount', { mode: 'number' }).notNull(),
  /** PayDocStatus: 9 draft, 0 pending, 1 rejected, 2 approved, 3 awaiting payment, 4 paid, 5 withdrawn. */
  status: smallint('status').notNull(),
  pay_type: smallint('pay_type').notNull().default(0),
  payee: varchar('payee', { length: 100 }),
  payee_account: varchar('payee_account', { length: 100 }),
  reason: text('reason').notNull(),
  pay_account_id: integer('pay_account_id'),
  pay_date: date('pay_date', { mode: 'string' }),
  paid_by: integer('paid_by'),
  paid_at: ts('paid_at'),
  invoice_no: varchar('invoice_no', { length: 50 }),
  invoice_date: date('invoice_date', { mode: 'string' }),
  invoice_amount: bigint('invoice_amount', { mode: 'number' }),
  /** The cost invoice-arrears audit of a payment paid without the supplier's invoice: 0 pending, 1 rejected, 2 approved. */
  arrears_status: smallint('arrears_status'),
  decided_at: ts('decided_at'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('pay_docs_code_key').on(t.code), index('pay_docs_kind').on(t.kind, t.status), index('pay_docs_group').on(t.group_id),
  index('pay_docs_supplier').on(t.supplier_id), index('pay_docs_borrower').on(t.borrower_id), index('pay_docs_dept').on(t.dept_id),
]);

/** A line of a payment (a cost line paid) or of a reimbursement (an expense, optionally of a cost line). */
export const payDocItems = pgTable('pay_doc_items', {
  id: serial('id').primaryKey(),
  doc_id: integer('doc_id').notNull().references(() => payDocs.id, { onDelete: 'cascade' }),
  group_id: integer('group_id').notNull(),
  /** group_costs.id; null for a reimbursed expense outside the cost lines. */
  cost_id: integer('cost_id'),
  /** The cost line's supplier (0 for an expense outside the cost lines). */
  supplier_id: integer('supplier_id').notNull().default(0),
  description: varchar('description', { length: 200 }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('pay_doc_items_doc').on(t.doc_id), index('pay_doc_items_group').on(t.group_id), index('pay_doc_items_cost').on(t.cost_id)]);

/** What settled a loan: a reimbursement's offset, or cash returned. */
export const loanSettlements = pgTable('loan_settlements', {
  id: serial('id').primaryKey(),
  loan_id: integer('loan_id').notNull().references(() => payDocs.id),
  reimbursement_id: integer('reimbursement_id').references(() => payDocs.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  pay_account_id: integer('pay_account_id'),
  pay_date: date('pay_date', { mode: 'string' }),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [index('loan_settlements_loan').on(t.loan_id), index('loan_settlements_reimbursement').on(t.reimbursement_id)]);

/** Part of a paid advance (prepayment or pre-loan) bound to a group's cost line, through the bindPrepayment audit. */
export const advanceBinds = pgTable('advance_binds', {
  id: serial('id').primaryKey(),
  doc_id: integer('doc_id').notNull().references(() => payDocs.id),
  group_id: integer('group_id').notNull(),
  cost_id: integer('cost_id').notNull(),
  supplier_id: integer('supplier_id').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** AdvanceBindStatus: 0 pending, 1 rejected, 2 approved, 5 withdrawn. */
  status: smallint('status').notNull(),
  decided_at: ts('decided_at'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [index('advance_binds_doc').on(t.doc_id), index('advance_binds_group').on(t.group_id), index('advance_binds_cost').on(t.cost_id)]);
