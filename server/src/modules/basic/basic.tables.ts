/** Tables of the basic settings: dictionary, labels, areas, number rules and counters, templates, contract keys, chat platforms. */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { TravelDay } from '@ta/contract';
import { recordMeta, ts } from '../../db/columns';


export const dictTypes = pgTable('dict_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** Looked up by code from the product: code fixed, not deletable. */
  builtin: boolean('builtin').notNull().default(false),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('dict_types_code').on(t.code), uniqueIndex('dict_types_name').on(t.name)]);

export const dictItems = pgTable('dict_items', {
  id: serial('id').primaryKey(),
  type_id: integer('type_id').notNull(),
  code: varchar('code', { length: 50 }).notNull(),
  label: varchar('label', { length: 100 }).notNull(),
  extra: varchar('extra', { length: 200 }),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('dict_items_type_code').on(t.type_id, t.code), uniqueIndex('dict_items_type_label').on(t.type_id, t.label)]);

export const labels = pgTable('labels', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 20 }).notNull(),
  name: varchar('name', { length: 30 }).notNull(),
  code: varchar('code', { length: 30 }),
  color: varchar('color', { length: 7 }),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('labels_kind_name').on(t.kind, t.name), index('labels_kind_sort').on(t.kind, t.sort)]);

/**
 * The area tree (SPEC section 3). `value` is what records store (country_id … county_id): -1000 foreign and
 * -2000 China roots; domestic nodes use the GB/T 2260 code, countries the ISO 3166-1 numeric code.
 */
export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  value: integer('value').notNull(),
  parent_value: integer('parent_value'),
  kind: varchar('kind', { length: 20 }).notNull(),
  zh_name: varchar('zh_name', { length: 60 }).notNull(),
  en_name: varchar('en_name', { length: 100 }),
  /** GB/T 2260 code, ISO 3166-1 alpha-2, or IATA city code. */
  code: varchar('code', { length: 20 }),
  country_id: integer('country_id'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  builtin: boolean('builtin').notNull().default(false),
  ...recordMeta(),
}, (t) => [uniqueIndex('areas_value').on(t.value), index('areas_parent').on(t.parent_value, t.sort)]);

export const numberRules = pgTable('number_rules', {
  id: serial('id').primaryKey(),
  doc_type: varchar('doc_type', { length: 30 }).notNull(),
  prefix: varchar('prefix', { length: 10 }).notNull().default(''),
  date_part: varchar('date_part', { length: 10 }).notNull(),
  seq_length: integer('seq_length').notNull(),
  reset_period: varchar('reset_period', { length: 10 }).notNull(),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('number_rules_doc_type').on(t.doc_type)]);

/** The last issued sequence of a document type in a period ('-' when the rule never resets). */
export const numberCounters = pgTable('number_counters', {
  doc_type: varchar('doc_type', { length: 30 }).notNull(),
  period_key: varchar('period_key', { length: 10 }).notNull(),
  last_value: bigint('last_value', { mode: 'number' }).notNull(),
  updated_at: ts('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.doc_type, t.period_key] })]);

export const travelTemplates = pgTable('travel_templates', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  destination: varchar('destination', { length: 100 }),
  day_count: integer('day_count').notNull(),
  nights: integer('nights'),
  days: jsonb('days').$type<TravelDay[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('travel_templates_title').on(t.title)]);

export const messageTemplates = pgTable('message_templates', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  channel: varchar('channel', { length: 20 }).notNull(),
  scene: varchar('scene', { length: 30 }),
  content: text('content').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('message_templates_name').on(t.name)]);

export const contractKeys = pgTable('contract_keys', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 30 }).notNull(),
  label: varchar('label', { length: 50 }).notNull(),
  source_field: varchar('source_field', { length: 60 }).notNull(),
  example: varchar('example', { length: 200 }),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('contract_keys_key').on(t.key)]);

export const contractTemplates = pgTable('contract_templates', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  kind: varchar('kind', { length: 20 }).notNull(),
  content: text('content').notNull(),
  /** The contract keys the content uses (kept with the content, so "in use" is one query). */
  keys: jsonb('keys').$type<string[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('contract_templates_name').on(t.name)]);

/**
 * Official account / mini-program settings. The three secrets live in one jsonb column named `secret`,
 * which the change history always shows as ******; answers show them masked.
 */
export const chatPlatforms = pgTable('chat_platforms', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 20 }).notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  app_id: varchar('app_id', { length: 64 }).notNull(),
  secret: jsonb('secret').$type<{ app_secret?: string | null; token?: string | null; aes_key?: string | null }>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('chat_platforms_app_id').on(t.app_id), uniqueIndex('chat_platforms_name').on(t.name)]);
