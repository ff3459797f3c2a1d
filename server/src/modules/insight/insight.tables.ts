/**
 * The search material of orders, tourists and customers, out of their hot rows (issues 15 and 16): one row per
 * tourist (kind 1), order (kind 2) and customer (kind 3) with its lower-cased name, the name's pinyin and pinyin
 * initials (pinyin-pro, computed in JS: SQL has no pinyin), its phone as digits only (matched on the full value),
 * and for an order its lower-cased number and channel order number. The order list's keyword (substrings, phone
 * fragments included) finds orders through the grams of number, contact name, phone digits and channel order number
 * (every character and every pair of adjacent characters of each field): since migration 0011 they are not stored
 * but only indexed — the GIN expression index `search_names_order_grams` on `search_order_grams(code, name, phone,
 * channel)` for kind 2 (hand-written part server/drizzle/hand/0011_search_grams.sql: drizzle-kit cannot order the
 * function before the index). The stored array was 374 of a contact row's 476 bytes, about half of the table.
 * Kept by search.sync.ts from `search_queue`, which triggers on the source tables fill with one tiny row per
 * inserted / changed / deleted source row (hand-written migration part server/drizzle/hand/0009_search.sql): the
 * source write costs one queue row instead of ~60 GIN entries; every reader drains the queue first, so it reads
 * its own writes. A search joins back to the source row, so a deleted record is never found and the source row's
 * boundary decides who sees it. Names, pinyin and initials are matched by prefix (text_pattern_ops).
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

export const searchNames = pgTable('search_names', {
  /** 1 tourist (order_tourists.id), 2 order contact (orders.id), 3 customer (customers.id). */
  kind: smallint('kind').notNull(),
  ref_id: integer('ref_id').notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  pinyin: varchar('pinyin', { length: 400 }).notNull(),
  initials: varchar('initials', { length: 100 }).notNull(),
  /** Digits of the phone, matched only on the full value; null without a phone. */
  phone: varchar('phone', { length: 30 }),
  /** Orders only: the lower-cased order number and channel order number (prefix and recheck of the grams). */
  code: varchar('code', { length: 40 }),
  channel: varchar('channel', { length: 60 }),
}, (t) => [
  primaryKey({ columns: [t.kind, t.ref_id] }),
  index('search_names_name').on(t.kind, t.name.op('text_pattern_ops')),
  index('search_names_pinyin').on(t.kind, t.pinyin.op('text_pattern_ops')),
  index('search_names_initials').on(t.kind, t.initials.op('text_pattern_ops')),
  // Partial (migration 0010): of 400,000 rows at scale 20 only the orders have a code, few a channel number, about
  // half a phone; every query on these columns compares them (= / LIKE), which implies IS NOT NULL.
  index('search_names_phone').on(t.phone).where(sql`phone is not null`),
  index('search_names_code').on(t.kind, t.code.op('text_pattern_ops')).where(sql`code is not null`),
  index('search_names_channel').on(t.kind, t.channel.op('text_pattern_ops')).where(sql`channel is not null`),
  // The orders' grams: GIN expression index search_names_order_grams, hand-written in migration 0011 (see above).
]);

/** Source rows whose search material is to be (re)computed: filled by triggers, drained by search.sync.ts. */
export const searchQueue = pgTable('search_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** As search_names.kind. */
  kind: smallint('kind').notNull(),
  ref_id: integer('ref_id').notNull(),
});

