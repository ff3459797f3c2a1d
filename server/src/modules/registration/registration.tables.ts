/**
 * Orders (报名订单) of departure groups: the order with its two statuses kept apart — enrollment_status
 * (0 confirmed, 1 held, 2 cancelled, 3 waiting list: what the group's seats follow) and order_status
 * (0 unconfirmed, 1 confirmed, 2 refused, 3 refunded, 4 completed: its audit and life) — its income lines and
 * its tourists with the 28 tourist fields.
 *
 * The order list's keyword material (grams of number, contact, phone, channel number) is not on the order row: it
 * lives in insight's search_names, fed by triggers through search_queue (migration 0009, hand-written part); the
 * 0006 column search_grams is dropped there.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ownedMeta, recordMeta, ts } from '../../db/columns';
import { tourGroups } from '../operation/group.tables';

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  group_id: integer('group_id').notNull().references(() => tourGroups.id),
  product_id: integer('product_id').notNull(),
  /** 'private' | 'unit' | 'peer' (CustomerKind) and the customer row. */
  customer_kind: varchar('customer_kind', { length: 10 }).notNull(),
  customer_id: integer('customer_id'),
  sales_channel_id: integer('sales_channel_id'),
  contact_name: varchar('contact_name', { length: 50 }).notNull(),
  contact_phone: varchar('contact_phone', { length: 30 }).notNull(),
  /** The channel's own order number (OTA orders). */
  channel_order_no: varchar('channel_order_no', { length: 60 }),
  /** 0 entered by staff, 1 direct-connect (OTA). */
  order_type: smallint('order_type').notNull().default(0),
  /** Sales platform 0–9 of a direct-connect order. */
  sales_platform: smallint('sales_platform'),
  adult_count: integer('adult_count').notNull().default(0),
  child_count: integer('child_count').notNull().default(0),
  senior_count: integer('senior_count').notNull().default(0),
  infant_count: integer('infant_count').notNull().default(0),
  /** Seats the order takes (adults + children + seniors; infants take none). */
  seats: integer('seats').notNull(),
  /** Room counts by room type code. */
  rooms: jsonb('rooms').$type<Record<string, number>>().notNull().default({}),
  hotel_level: smallint('hotel_level'),
  enrollment_status: smallint('enrollment_status').notNull(),
  order_status: smallint('order_status').notNull().default(0),
  audit_status: smallint('audit_status').notNull().default(0),
  hold_deadline: ts('hold_deadline'),
  /** Deposit the hold asks for, in fen. */
  deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  /** Waiting-list position time (候补 order). */
  waiting_since: ts('waiting_since'),
  /** Pending temporary-credit application holding the order, when above the credit line. */
  credit_audit_id: integer('credit_audit_id'),
  /** 0 no credit needed, 1 waiting on a temporary credit application (cannot be confirmed), 2 credit granted. */
  credit_state: smallint('credit_state').notNull().default(0),
  /** Sign-up asked to confirm but waits on credit: approval of the credit confirms the hold. */
  confirm_on_credit: boolean('confirm_on_credit').notNull().default(false),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('orders_code_key').on(t.code),
  // A group's orders by enrollment; the total rides in the key so that a group's income (Σ total of its confirmed and
  // held orders: the hall list, operation/hall.service.ts) is an index-only scan (issue 16, migration 0012). The index
  // also carries dept_id and created_by (INCLUDE, hand-written in 0011 and 0012: drizzle does not describe INCLUDE).
  index('orders_group').on(t.group_id, t.enrollment_status, t.total),
  // The order list's default sort (created_at desc, id desc) per data-boundary branch and status filter (issue 16).
  index('orders_dept').on(t.dept_id, t.created_at),
  // The own-records branch (created_by = uid and the department outside the boundary, a status, a date range) is
  // answered from this index alone (index-only scan): dept_id and order_status ride along, so the branch no longer
  // reads every one of the owner's order rows to drop those inside the boundary (issue 16; docs/performance.md).
  index('orders_owner_cover').on(t.created_by, t.created_at, t.id, t.dept_id, t.order_status),
  index('orders_status_created').on(t.order_status, t.created_at),
  // A department's orders of a status in a date range, counted from the index alone (the capped total).
  index('orders_dept_status').on(t.dept_id, t.order_status, t.created_at),
  index('orders_created').on(t.created_at, t.id),
  index('orders_customer').on(t.customer_kind, t.customer_id),
  index('orders_hold').on(t.hold_deadline).where(sql`${t.enrollment_status} = 1`),
  // The claim suggestion's amount match (finance claim.suggest.ts): an open order's remaining, an unpaid hold's deposit.
  index('orders_open_amount').on(sql`(${t.total} - ${t.received})`).where(sql`${t.total} > ${t.received}`),
  index('orders_hold_deposit').on(t.deposit).where(sql`${t.enrollment_status} = 1 and ${t.received} = 0`),
  uniqueIndex('orders_channel_no').on(t.sales_platform, t.channel_order_no).where(sql`${t.channel_order_no} is not null`),
]);

/** Income lines of an order (fee type, description, price, quantity, total), in fen; one may be negative. */
export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  order_id: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  fee_type: smallint('fee_type').notNull(),
  description: varchar('description', { length: 200 }),
  price: bigint('price', { mode: 'number' }).notNull(),
  quantity: integer('quantity').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('order_lines_order').on(t.order_id)]);

/** Tourists of an order: the 28 tourist fields of SPEC section 3 plus person type, room and ticket state. */
export const orderTourists = pgTable('order_tourists', {
  id: serial('id').primaryKey(),
  order_id: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  group_id: integer('group_id').notNull(),
  person_type: smallint('person_type').notNull().default(0),
  client_code: varchar('client_code', { length: 40 }),
  client_name: varchar('client_name', { length: 50 }).notNull(),
  client_english_name: varchar('client_english_name', { length: 100 }),
  client_pinyin_name: varchar('client_pinyin_name', { length: 100 }),
  client_sex: smallint('client_sex'),
  client_birthday: date('client_birthday', { mode: 'string' }),
  client_birthplace: varchar('client_birthplace', { length: 100 }),
  client_phone_number: varchar('client_phone_number', { length: 30 }),
  client_nationality: varchar('client_nationality', { length: 50 }),
  client_age: smallint('client_age'),
  client_nation: varchar('client_nation', { length: 30 }),
  client_card_type: smallint('client_card_type'),
  client_card_number: varchar('client_card_number', { length: 40 }),
  client_certificate_validity: date('client_certificate_validity', { mode: 'string' }),
  client_certificate_issuing_date: date('client_certificate_issuing_date', { mode: 'string' }),
  client_certificate_issuing_place: varchar('client_certificate_issuing_place', { length: 100 }),
  client_appellation: varchar('client_appellation', { length: 20 }),
  client_marshal_point: varchar('client_marshal_point', { length: 200 }),
  client_remarks: varchar('client_remarks', { length: 500 }),
  client_room_number: varchar('client_room_number', { length: 20 }),
  client_registered_residence: varchar('client_registered_residence', { length: 200 }),
  client_business_point: varchar('client_business_point', { length: 100 }),
  client_endorsement_type: varchar('client_endorsement_type', { length: 50 }),
  client_visa_type: varchar('client_visa_type', { length: 50 }),
  client_visa_validity: date('client_visa_validity', { mode: 'string' }),
  client_visa_issuing_place: varchar('client_visa_issuing_place', { length: 100 }),
  client_visa_country: varchar('client_visa_country', { length: 50 }),
  client_type: smallint('client_type'),
  room_type: smallint('room_type'),
  ticket_status: smallint('ticket_status').notNull().default(0),
  /** 0 on the trip, 1 withdrawn (退团). */
  withdrawn: smallint('withdrawn').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  ...recordMeta(),
}, (t) => [
  index('order_tourists_order').on(t.order_id),
  index('order_tourists_group').on(t.group_id),
  index('order_tourists_card').on(t.client_card_number),
  index('order_tourists_name').on(t.client_name),
]);

/**
 * Order adjustment bills (订单调整单): a price change (new income lines) or a withdrawal (tourists leaving),
 * audited as 'orderAdjustment'; only approval changes the order.
 */
export const orderAdjustments = pgTable('order_adjustments', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  order_id: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  group_id: integer('group_id').notNull(),
  /** 'price' | 'withdraw'. */
  kind: varchar('kind', { length: 10 }).notNull(),
  /** 0 pending, 1 approved, 2 rejected. */
  status: smallint('status').notNull().default(0),
  reason: text('reason').notNull(),
  /** Price change: the order's new lines; withdrawal: the refund line, if any. */
  lines: jsonb('lines').$type<{ fee_type: number; description?: string | null; price: number; quantity: number; total: number }[]>().notNull().default([]),
  tourist_ids: jsonb('tourist_ids').$type<number[]>().notNull().default([]),
  refund_amount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
  old_total: bigint('old_total', { mode: 'number' }).notNull(),
  new_total: bigint('new_total', { mode: 'number' }).notNull(),
  /** new_total − old_total. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('order_adjustments_code_key').on(t.code),
  index('order_adjustments_order').on(t.order_id),
  index('order_adjustments_group').on(t.group_id),
]);

/** Insurance policies of the insurance centre: one tourist insured with one product for the group's dates. */
export const insurancePolicies = pgTable('insurance_policies', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  order_id: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  group_id: integer('group_id').notNull(),
  tourist_id: integer('tourist_id').notNull(),
  insurance_product_id: integer('insurance_product_id').notNull(),
  client_name: varchar('client_name', { length: 50 }).notNull(),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
  days: integer('days').notNull(),
  /** Premium of this person in fen. */
  premium: bigint('premium', { mode: 'number' }).notNull(),
  /** 0 insured, 1 cancelled. */
  status: smallint('status').notNull().default(0),
  cancelled_at: ts('cancelled_at'),
  cancel_reason: varchar('cancel_reason', { length: 200 }),
  remark: text('remark'),
  ...ownedMeta(),
}, (t) => [
  uniqueIndex('insurance_policies_code_key').on(t.code),
  index('insurance_policies_order').on(t.order_id),
  uniqueIndex('insurance_policies_active').on(t.tourist_id, t.insurance_product_id).where(sql`${t.status} = 0`),
]);
