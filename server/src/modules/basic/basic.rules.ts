/**
 * Shared rules of the basic settings: duplicates refused with a message naming the field, deletes of
 * records in use refused naming where. Other modules (products, orders, …) register what uses a label,
 * a dictionary item, an area or a template through `registerUsage`, so the delete refusal names them too.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DB } from '../../db/client';
import type { AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';

/** Refuses a duplicate: `scope` narrows where the value must be unique (same type, same kind, same parent). */
export async function assertUniqueIn(tx: DB, table: PgTable, o: {
  col: PgColumn; value: unknown; label: string; field: string; scope?: SQL[]; idCol?: PgColumn; exceptId?: number;
}): Promise<void> {
  if (o.value === null || o.value === undefined || o.value === '') return;
  const conds: SQL[] = [eq(o.col, o.value), ...(o.scope ?? [])];
  if (o.exceptId && o.idCol) conds.push(ne(o.idCol, o.exceptId));
  const [dup] = await tx.select({ one: sql`1` }).from(table).where(and(...conds)).limit(1);
  if (dup) throw badInput(`${o.label}“${String(o.value)}”已存在`, [{ field: o.field, message: `${o.label}已存在` }]);
}

export interface Usage { where: string; names: string[]; count: number }
export type UsageTarget = 'dictType' | 'dictItem' | 'label' | 'area' | 'travelTemplate' | 'messageTemplate' | 'contractKey' | 'contractTemplate' | 'chatPlatform';
export type UsageCheck = (tx: DB, row: AnyRow) => Promise<Usage | null>;

const checks = new Map<UsageTarget, UsageCheck[]>();

/** Lets a module say where it uses a record of the basic settings (checked before every delete). */
export function registerUsage(target: UsageTarget, check: UsageCheck): void {
  checks.set(target, [...(checks.get(target) ?? []), check]);
}

/** The refusal of deleting a record in use: "<what>已被<where>使用（a、b、c 等共N处），不能删除". */
export function inUse(what: string, u: Usage) {
  const names = u.names.slice(0, 3).join('、');
  return badInput(`${what}已被${u.where}使用（${names}${u.count > 3 ? ' 等' : ''}共${u.count}处），不能删除`);
}

export async function assertUnused(tx: DB, target: UsageTarget, what: string, row: AnyRow): Promise<void> {
  for (const check of checks.get(target) ?? []) {
    const u = await check(tx, row);
    if (u && u.count > 0) throw inUse(what, u);
  }
}
