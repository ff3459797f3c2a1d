/** The one id → name look-up: names of the records with these ids, from one table (for `*_name` answer fields). */
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DB } from '../db/client';

/**
 * `namesById(db, suppliers.id, suppliers.name, ids)` → Map id → name. Nulls, repeats and non-numbers among
 * the ids are ignored; an empty list reads nothing.
 */
export async function namesById(db: DB, idCol: PgColumn, nameCol: PgColumn, ids: readonly unknown[]): Promise<Map<number, string>> {
  const uniq = [...new Set(ids.filter((x) => x !== null && x !== undefined && x !== '').map(Number))].filter(Number.isInteger);
  if (!uniq.length) return new Map();
  const list = await db.select({ id: idCol, name: nameCol }).from(idCol.table as PgTable).where(inArray(idCol, uniq));
  return new Map(list.map((r) => [Number(r.id), String(r.name ?? '')]));
}
