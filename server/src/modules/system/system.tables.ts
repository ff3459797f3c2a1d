import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Grant } from '@ta/contract';
import { recordMeta, ts } from '../../db/columns';


export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  parent_id: integer('parent_id'),
  name: varchar('name', { length: 50 }).notNull(),
  code: varchar('code', { length: 30 }),
  leader_user_id: integer('leader_user_id'),
  phone: varchar('phone', { length: 30 }),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [index('departments_parent').on(t.parent_id)]);

export const positions = pgTable('positions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  code: varchar('code', { length: 30 }),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('positions_name').on(t.name)]);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  code: varchar('code', { length: 30 }).notNull(),
  remark: text('remark'),
  permissions: jsonb('permissions').$type<Grant[]>().notNull().default([]),
  builtin: boolean('builtin').notNull().default(false),
  ...recordMeta(),
}, (t) => [uniqueIndex('roles_code').on(t.code), uniqueIndex('roles_name').on(t.name)]);

export const dataPermissions = pgTable('data_permissions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  scope: varchar('scope', { length: 20 }).notNull(),
  dept_ids: jsonb('dept_ids').$type<number[]>().notNull().default([]),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('data_permissions_name').on(t.name)]);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  parent_id: integer('parent_id'),
  name: varchar('name', { length: 100 }).notNull(),
  short_name: varchar('short_name', { length: 30 }),
  kind: varchar('kind', { length: 20 }).notNull(),
  /** The agency's own head company (one row, seeded): shown locked (isDisabled) in editable tables. */
  is_own: boolean('is_own').notNull().default(false),
  tax_no: varchar('tax_no', { length: 30 }),
  license_no: varchar('license_no', { length: 50 }),
  legal_person: varchar('legal_person', { length: 30 }),
  phone: varchar('phone', { length: 30 }),
  address: varchar('address', { length: 200 }),
  bank_name: varchar('bank_name', { length: 100 }),
  bank_account: varchar('bank_account', { length: 40 }),
  remark: text('remark'),
  ...recordMeta(),
}, (t) => [uniqueIndex('companies_name').on(t.name)]);
