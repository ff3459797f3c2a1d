/**
 * Costs and accounting of departure groups: cost lines per kind (the local operator's fee lines are cost
 * lines of kind 'travelAgency', one row per fee line), cost-adjustment bills (成本调整单) and the group's
 * settlement versions (报账), which the reports read.
 */
import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ownedMeta, recordMeta, ts } from '../../db/columns';
import { tourGroups } from './group.tables';

/** The descriptive fields of a cost line, per kind (see COST_DETAIL_SHAPES in the contract). */
export type CostDetail = Record<string, string | number | null>;

export const groupCosts = pgTable('group_costs', {
  id: serial('id').primaryKey(),
  group_id: integer('group_id').notNull().references(() => tourGroups.id),
  /** guide, meal, traffic, ticket, reside, insurance, motorcade, other, travelAgency. */
  kind: varchar('kind', { length: 20 }).notNull(),
  supplier_id: integer('supplier_id').notNull(),
  detail: jsonb('detail').$type<CostDetail>().notNull().default({}),
  quantity: integer('quantity').notNull(),
  /** Fen. */
  unit_price: bigint('unit_price', { mode: 'number' }).notNull(),
  /** Fen: quantity × unit_price, computed by the server. */
  total: bigint('total', { mode: 'number' }).notNull(),
  /** 1 expense, 0 income (only 'other' lines may be income; an income line lowers the group's cost). */
  consumption: smallint('consumption').notNull().default(1),
  remark: text('remark'),
  sort: integer('sort').notNull().default(0),
  ...recordMeta(),
}, (t) => [index('group_costs_group').on(t.group_id, t.kind), index('group_costs_supplier').on(t.supplier_id)]);

/** A cost-adjustment bill: the proposed new list of one kind; only approval replaces the group's lines. */
export const costAdjustments = pgTable('cost_adjustments', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  group_id: integer('group_id').notNull().references(() => tourGroups.id),
  kind: varchar('kind', { length: 20 }).notNull(),
  reason: text('reason').notNull(),
  /** The proposed items as sent (validated against the kind's item schema). */
  items: jsonb('items').$type<unknown[]>().notNull().default([]),
  /** The lines of that kind when the bill was made, for the detail's before/after view. */
  before_items: jsonb('before_items').$type<unknown[]>().notNull().default([]),
  before_total: bigint('before_total', { mode: 'number' }).notNull().default(0),
  after_total: bigint('after_total', { mode: 'number' }).notNull().default(0),
  base_cost_version: integer('base_cost_version').notNull(),
  /** 0 under audit, 1 passed, 2 rejected, 3 withdrawn (cost_adjustment_type). */
  status: smallint('status').notNull().default(0),
  audit_id: integer('audit_id'),
  decided_by: integer('decided_by'),
  decided_at: ts('decided_at'),
  comment: text('comment'),
  ...ownedMeta(),
}, (t) => [uniqueIndex('cost_adjustments_code_key').on(t.code), index('cost_adjustments_group').on(t.group_id)]);

/** One settlement version (报账) of a group: its figures when submitted, and the audit outcome. */
export const groupSettlements = pgTable('group_settlements', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  group_id: integer('group_id').notNull().references(() => tourGroups.id),
  seq: integer('seq').notNull(),
  persons: integer('persons').notNull(),
  income: bigint('income', { mode: 'number' }).notNull(),
  cost: bigint('cost', { mode: 'number' }).notNull(),
  profit: bigint('profit', { mode: 'number' }).notNull(),
  /** Basis points; null without income. */
  margin_bp: integer('margin_bp'),
  /** The full statistics (rows included) at submit. */
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
  /** 0 under audit, 1 passed, 2 rejected, 3 withdrawn (SettlementAuditStatus). */
  status: smallint('status').notNull().default(0),
  audit_id: integer('audit_id'),
  submitted_by: integer('submitted_by'),
  submitted_at: ts('submitted_at').notNull().defaultNow(),
  decided_by: integer('decided_by'),
  decided_at: ts('decided_at'),
  comment: text('comment'),
  ...ownedMeta(),
}, (t) => [uniqueIndex('group_settlements_code_key').on(t.code), uniqueIndex('group_settlements_seq').on(t.group_id, t.seq)]);
