/**
 * "In use" checks across modules: the one registry behind every refused delete. The module that USES a record
 * (a product using a label, an insurance company using a supplier) registers a check on the used record's
 * target; the module that owns the record calls `assertNotInUse` before deleting it, and the refusal names
 * every place it is used: "<what>已被<where>（a、b、c 等共N处）、<where2>（…）使用，不能删除".
 */
import type { SQL } from 'drizzle-orm';
import type { DB } from '../db/client';
import type { AnyRow } from './data';
import { badInput, type AppError } from './errors';
import { rows } from './session';

/**
 * Records other modules may use. The module owning a kind of record declares it in its manifest file:
 * `declare module '../../platform/usage' { interface UsageTargets { supplier: true } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface UsageTargets {}
export type UsageTarget = keyof UsageTargets;

/** Where a record is used: "保险公司" with some names and a count; null or count 0 when unused. */
export interface Usage { where: string; names: string[]; count: number }
export type UsageCheck = (tx: DB, row: AnyRow) => Promise<Usage | null>;

const checks = new Map<UsageTarget, Map<string, UsageCheck>>();

/**
 * Registers a place that uses records of `target`. `name` identifies the place (e.g. its table), so mounting
 * the routes again (one server per test) replaces the check instead of adding it twice.
 */
export function registerUsage(target: UsageTarget, name: string, check: UsageCheck): void {
  if (!checks.has(target)) checks.set(target, new Map());
  checks.get(target)!.set(name, check);
}

/** A usage check from one query answering `n` and `names` (string_agg with '、'), given the record's id. */
export function usageQuery(where: string, query: (id: number, row: AnyRow) => SQL): UsageCheck {
  return async (tx, row) => {
    const r = rows<{ n: number; names: string | null }>(await tx.execute(query(Number(row.id), row)))[0];
    const n = Number(r?.n ?? 0);
    return n > 0 ? { where, names: (r.names ?? '').split('、').filter(Boolean), count: n } : null;
  };
}

/** Every place the record is used (empty when none). */
export async function usagesOf(tx: DB, target: UsageTarget, row: AnyRow): Promise<Usage[]> {
  const found: Usage[] = [];
  for (const check of checks.get(target)?.values() ?? []) {
    const u = await check(tx, row);
    if (u && u.count > 0) found.push(u);
  }
  return found;
}

/** The refusal: "<what>已被<where>（a、b、c 等共N处）…使用，不能<verb>". */
export function inUseError(what: string, found: Usage[], verb = '删除'): AppError {
  const parts = found.map((u) => `${u.where}（${u.names.slice(0, 3).join('、')}${u.count > 3 ? ' 等' : ''}共${u.count}处）`);
  return badInput(`${what}已被${parts.join('、')}使用，不能${verb}`);
}

/** Refuses deleting a record used anywhere, naming every place. `what` names the record: 该供应商, 字典项“静安寺”. */
export async function assertNotInUse(tx: DB, target: UsageTarget, row: AnyRow, what: string): Promise<void> {
  const found = await usagesOf(tx, target, row);
  if (found.length) throw inUseError(what, found);
}
