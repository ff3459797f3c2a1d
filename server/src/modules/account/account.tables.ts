import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';


export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  login_name: varchar('login_name', { length: 50 }).notNull(),
  password_hash: text('password_hash').notNull(),
  user_name: varchar('user_name', { length: 50 }).notNull(),
  phone: varchar('phone', { length: 20 }),
  email: varchar('email', { length: 100 }),
  head_img: varchar('head_img', { length: 500 }),
  /** 1 enabled, 0 disabled (a registered account starts disabled). */
  status: smallint('status').notNull().default(1),
  dept_id: integer('dept_id'),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  deleted_at: ts('deleted_at'),
}, (t) => [
  uniqueIndex('users_login_name_live').on(t.login_name).where(sql`deleted_at is null`),
  index('users_dept').on(t.dept_id),
]);

/** A user's role relations: department, role, position and data boundary (SPEC section 6). */
export const userAuthRelations = pgTable('user_auth_relations', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  department_id: integer('department_id').notNull(),
  role_id: integer('role_id').notNull(),
  position_id: integer('position_id').notNull(),
  data_permission_id: integer('data_permission_id').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('uar_user').on(t.user_id), index('uar_role').on(t.role_id)]);

/** Server-side sessions (7-day life, revocable). The token is the primary key. */
export const sessions = pgTable('sessions', {
  token: varchar('token', { length: 64 }).primaryKey(),
  user_id: integer('user_id').notNull(),
  relation_id: integer('relation_id').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  expires_at: ts('expires_at').notNull(),
  revoked_at: ts('revoked_at'),
  revoke_reason: varchar('revoke_reason', { length: 50 }),
  ip: varchar('ip', { length: 64 }),
  user_agent: varchar('user_agent', { length: 300 }),
}, (t) => [index('sessions_user').on(t.user_id)]);

/**
 * Log-in throttle counters (docs/decisions.md "Log-in throttling"): one row per (login name, address) and one per
 * address (login_name ''). A try is counted by one atomic upsert before the password is checked.
 */
export const loginThrottle = pgTable('login_throttle', {
  ip: varchar('ip', { length: 64 }).notNull(),
  login_name: varchar('login_name', { length: 50 }).notNull(),
  fails: integer('fails').notNull(),
  since: ts('since').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.ip, t.login_name] }), index('login_throttle_name').on(t.login_name)]);

/** One-time password-reset codes an administrator issues. */
export const recoverCodes = pgTable('recover_codes', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  code_hash: text('code_hash').notNull(),
  issued_by: integer('issued_by').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
});
