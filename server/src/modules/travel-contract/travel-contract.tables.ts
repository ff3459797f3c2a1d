/**
 * Travel contracts (旅游合同) of orders and their cancel applications (作废申请). A contract keeps what it was
 * made from in `snapshot` (template text, filled key values, schedules): its text never changes after it is
 * made, so a later order edit does not rewrite it; a changed order offers a new version (contract_version + 1).
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ContractSnapshot } from '@ta/contract';
import { ownedMeta, ts } from '../../db/columns';
import { orders } from '../registration/registration.tables';

export const travelContracts = pgTable('travel_contracts', {
  id: serial('id').primaryKey(),
  /** From the number rule of document type 'contract'. */
  code: varchar('code', { length: 40 }).notNull(),
  order_id: integer('order_id').notNull().references(() => orders.id),
  template_id: integer('template_id').notNull(),
  /** 1 for the order's first contract, +1 for each new version after an order change. */
  contract_version: integer('contract_version').notNull().default(1),
  /** TravelContractStatus: 0 applied, 1 approved, 2 signed, 3 cancelled, 4 rejected, 5 withdrawn. */
  status: smallint('status').notNull().default(0),
  /** The contract's total in fen (the order's total when made). */
  total: bigint('total', { mode: 'number' }).notNull(),
  snapshot: jsonb('snapshot').$type<ContractSnapshot>().notNull(),
  approved_at: ts('approved_at'),
  signed_at: ts('signed_at'),
  signed_date: date('signed_date', { mode: 'string' }),
  cancelled_at: ts('cancelled_at'),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('travel_contracts_code').on(t.code),
  index('travel_contracts_order').on(t.order_id),
  index('travel_contracts_dept').on(t.dept_id, t.created_at),
  // One open contract (applied or approved, not yet signed) per order: two parallel applications, one winner.
  uniqueIndex('travel_contracts_open').on(t.order_id).where(sql`${t.status} in (0, 1)`),
]);

export const contractCancelApplies = pgTable('contract_cancel_applies', {
  id: serial('id').primaryKey(),
  contract_id: integer('contract_id').notNull().references(() => travelContracts.id),
  reason: varchar('reason', { length: 500 }).notNull(),
  /** ContractCancelStatus: 0 pending, 1 rejected, 2 approved, 5 withdrawn. */
  status: smallint('status').notNull().default(0),
  decided_at: ts('decided_at'),
  ...ownedMeta(),
}, (t) => [
  index('contract_cancel_applies_contract').on(t.contract_id),
  uniqueIndex('contract_cancel_applies_pending').on(t.contract_id).where(sql`${t.status} = 0`),
]);
