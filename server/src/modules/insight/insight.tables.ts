/**
 * The global search's name index (issue 15): for each tourist (kind 1), order contact (kind 2) and customer (kind 3)
 * its lower-cased name, the name's pinyin and pinyin initials (pinyin-pro, computed in JS: SQL has no pinyin) and
 * its phone as digits only, for an exact match of the full number. The rows mirror the source tables and are kept
 * up to date by search.sync.ts (new rows by id, changed rows through the change history); a search joins back to
 * the source row, so a deleted record is never found and the source row's boundary decides who sees it.
 * Names, pinyin and initials are matched by prefix (text_pattern_ops: a B-tree serves LIKE 'abc%' in any collation).
 */
import { bigint, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

export const searchNames = pgTable('search_names', {
  /** 1 tourist (order_tourists.id), 2 order contact (orders.id), 3 customer (customers.id). */
  kind: smallint('kind').notNull(),
  ref_id: integer('ref_id').notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  pinyin: varchar('pinyin', { length: 400 }).notNull(),
  initials: varchar('initials', { length: 100 }).notNull(),
  /** Digits of the phone, matched only on the full value; null without a phone. */
  phone: varchar('phone', { length: 30 }),
}, (t) => [
  primaryKey({ columns: [t.kind, t.ref_id] }),
  index('search_names_name').on(t.kind, t.name.op('text_pattern_ops')),
  index('search_names_pinyin').on(t.kind, t.pinyin.op('text_pattern_ops')),
  index('search_names_initials').on(t.kind, t.initials.op('text_pattern_ops')),
  index('search_names_phone').on(t.phone),
]);

/** How far the name index has read: the last source id per kind and the last change-history id. */
export const searchSync = pgTable('search_sync', {
  name: varchar('name', { length: 40 }).primaryKey(),
  last_id: bigint('last_id', { mode: 'number' }).notNull().default(0),
});
