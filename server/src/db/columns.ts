/** Columns every table shares, declared once. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Who created the record, when it changed, and its version for the optimistic check. */
export const recordMeta = () => ({
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** recordMeta plus the creator's relation department: business rows cut to the data boundary. */
export const ownedMeta = () => ({
  created_by: integer('created_by'),
  dept_id: integer('dept_id'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
