/** The one duplicate check of every module: refuses a value already taken, naming the field. */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DB } from '../db/client';
import { badInput } from './errors';

export interface UniqueCheck {
  table: PgTable;
  col: PgColumn;
  value: unknown;
  /** The field's Chinese name: "供应商名称“X”已存在". */
  label: string;
  field: string;
  /** Narrows where the value must be unique (same type, same kind, same parent). */
  scope?: SQL[];
  /** On update: the record itself does not count. */
  idCol?: PgColumn;
  exceptId?: number;
  /** Case-insensitive (names). */
  lower?: boolean;
}

/** Refuses a duplicate (400 with the field); an empty value is never a duplicate. */
export async function assertUnique(tx: DB, o: UniqueCheck): Promise<void> {
  if (o.value === null || o.value === undefined || o.value === '') return;
  const conds: SQL[] = [o.lower ? sql`lower(${o.col}) = lower(${String(o.value)})` : eq(o.col, o.value), ...(o.scope ?? [])];
  if (o.exceptId && o.idCol) conds.push(ne(o.idCol, o.exceptId));
  const [dup] = await tx.select({ one: sql`1` }).from(o.table).where(and(...conds)).limit(1);
  if (dup) throw badInput(`${o.label}“${String(o.value)}”已存在`, [{ field: o.field, message: `${o.label}已存在` }]);
}
