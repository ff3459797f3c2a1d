/**
 * Shared rules of the basic settings, as the basic routes call them. Both live in the platform (one copy for
 * every module): duplicates in platform/unique.ts, "in use" checks in platform/usage.ts. Other modules
 * (products, orders, …) register what uses a label, a dictionary item, an area or a template through
 * `registerUsage`, so the refused delete names them too.
 */
import type { DB } from '../../db/client';
import type { AnyRow } from '../../platform/data';
import { assertUnique, type UniqueCheck } from '../../platform/unique';
import { assertNotInUse, inUseError, registerUsage as register, type Usage, type UsageCheck, type UsageTarget } from '../../platform/usage';
import type { PgTable } from 'drizzle-orm/pg-core';

export type { Usage, UsageCheck, UsageTarget };

/** Refuses a duplicate within `table` (see platform/unique.ts). */
export const assertUniqueIn = (tx: DB, table: PgTable, o: Omit<UniqueCheck, 'table'>): Promise<void> => assertUnique(tx, { table, ...o });

/**
 * Lets a module say where it uses a record (checked before every delete). The check's own source is its
 * name, so registering the same check again when routes are mounted again replaces it.
 */
export function registerUsage(target: UsageTarget, check: UsageCheck): void {
  register(target, check.toString(), check);
}

/** The refusal of deleting a record used in one place. */
export const inUse = (what: string, u: Usage) => inUseError(what, [u]);

export const assertUnused = (tx: DB, target: UsageTarget, what: string, row: AnyRow): Promise<void> => assertNotInUse(tx, target, row, what);
