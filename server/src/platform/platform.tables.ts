import { bigserial, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { ts } from '../db/columns';


export interface FieldChange { field: string; label: string; old: string | null; new: string | null }

/** The change history of every record (who, when, which record, each field's old and new value). */
export const changeLog = pgTable('change_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  table_name: varchar('table_name', { length: 60 }).notNull(),
  record_id: integer('record_id').notNull(),
  action: varchar('action', { length: 20 }).notNull(),
  user_id: integer('user_id'),
  user_name: varchar('user_name', { length: 50 }),
  at: ts('at').notNull().defaultNow(),
  changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
}, (t) => [index('change_log_record').on(t.table_name, t.record_id, t.at)]);

/** Messages to a user: to-do items (todo), direct-connect order notifications (orderNotification), results. */
export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  kind: varchar('kind', { length: 30 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content'),
  link: varchar('link', { length: 300 }),
  biz_type: varchar('biz_type', { length: 50 }),
  biz_id: integer('biz_id'),
  read_at: ts('read_at'),
  created_at: ts('created_at').notNull().defaultNow(),
}, (t) => [index('messages_user_kind').on(t.user_id, t.kind, t.read_at)]);

/** One-time tokens guarding irreversible writes against double submission. */
export const smartTokens = pgTable('smart_tokens', {
  token: varchar('token', { length: 64 }).primaryKey(),
  user_id: integer('user_id').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
});
