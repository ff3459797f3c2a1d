/** The change-history service: every write records who, when, which record and each field's old and new value. */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BIRTHDAY_FIELD, fenToYuan, maskDate, maskPhone, PERSONAL_FIELD, type ResourceDef } from '@ta/contract';
import type { DB } from '../db/client';
import { changeLog, type FieldChange } from './platform.tables';
import type { AnyRow, WriteCtx } from './row';
import { sessionsChanged, SESSION_TABLES } from './session';

const SKIP = new Set(['id', 'version', 'created_at', 'updated_at', 'created_by', 'deleted_at']);
const SECRET = new Set(['password_hash', 'secret', 'app_secret', 'api_key']);

export function displayValue(field: string, v: unknown, def?: Pick<ResourceDef, 'enums' | 'money'>): string | null {
  if (v === null || v === undefined) return null;
  if (SECRET.has(field)) return '******';
  if (def?.money?.includes(field) && (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'string')) return `${fenToYuan(Number(v))}元`;
  const map = def?.enums?.[field];
  if (map) return (map as Record<string, string>)[String(v)] ?? String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function diffRows(before: AnyRow | null, after: AnyRow | null, def?: WriteCtx['def']): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: FieldChange[] = [];
  for (const f of fields) {
    if (SKIP.has(f)) continue;
    if (SECRET.has(f)) {
      // A secret's value never enters the history, only the fact that it changed.
      if (before && after && JSON.stringify(before[f]) !== JSON.stringify(after[f])) out.push({ field: f, label: def?.labels?.[f] ?? f, old: '******', new: '******（已修改）' });
      continue;
    }
    const o = displayValue(f, before?.[f], def);
    const n = displayValue(f, after?.[f], def);
    if (o === n) continue;
    out.push({ field: f, label: def?.labels?.[f] ?? f, old: o, new: n });
  }
  return out;
}

export async function recordChange(tx: DB, table: PgTable | string, action: 'create' | 'update' | 'delete' | 'view' | string,
  before: AnyRow | null, after: AnyRow | null, w: WriteCtx, extra: FieldChange[] = []): Promise<void> {
  const name = typeof table === 'string' ? table : getTableName(table);
  const id = Number((after ?? before)?.id);
  const changes = [...diffRows(before, after, w.def), ...extra];
  if (action === 'update' && changes.length === 0) return;
  await tx.insert(changeLog).values({ table_name: name, record_id: id, action, user_id: w.user?.uid ?? null, user_name: w.user?.user_name ?? null, changes });
  if (SESSION_TABLES.has(name)) await sessionsChanged(tx);
}

/** Personal fields by name (the one rule, contract PERSONAL_FIELD): phones, ID / card / passport numbers, addresses, birthdays. */
const PERSONAL = PERSONAL_FIELD;
const BIRTHDAY = BIRTHDAY_FIELD;

/** A history entry with a personal field's old and new value masked like the record's detail masks them. */
export function maskChange(c: FieldChange): FieldChange {
  if (BIRTHDAY.test(c.field)) return { ...c, old: maskDate(c.old), new: maskDate(c.new) };
  if (PERSONAL.test(c.field)) return { ...c, old: maskPhone(c.old), new: maskPhone(c.new) };
  return c;
}

/** The label of an unmasked view in the change history (变更记录), where an administrator reads it. */
export const UNMASKED_VIEW_LABEL = '查看未脱敏信息';
const UNMASKED_MAX_IDS = 500;

/** Whether a key names a personal field (PERSONAL or BIRTHDAY), remembered per key: answers repeat their keys on every row. */
const personalKeys = new Map<string, boolean>();
function personalKey(k: string): boolean {
  let hit = personalKeys.get(k);
  if (hit === undefined) {
    hit = PERSONAL.test(k) || BIRTHDAY.test(k);
    if (personalKeys.size < 5000) personalKeys.set(k, hit);
  }
  return hit;
}

/** Does an answer carry a personal value as it is (not masked, not empty)? Stops at the first. */
export function carriesPersonal(v: unknown, depth = 0): boolean {
  if (depth > 12 || v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (carriesPersonal(v[i], depth + 1)) return true;
    return false;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  // for…in without an entries array per object (a products page walked whole: ~100 KB per request); the prototype is
  // Object.prototype or null, so only own keys are enumerated, in Object.entries' order.
  const o = v as Record<string, unknown>;
  for (const k in o) {
    const x = o[k];
    if (typeof x === 'string') {
      if (x && !x.includes('*') && personalKey(k)) return true;
    } else if (carriesPersonal(x, depth + 1)) return true;
  }
  return false;
}

/** The ids of the records an answer shows: a detail's id, or the ids of a list's page (page_data.data / data / rows). */
export function shownIds(data: unknown): number[] {
  const idOf = (r: unknown) => (r && typeof r === 'object' && typeof (r as AnyRow).id === 'number' ? (r as AnyRow).id as number : null);
  const ids = (rs: unknown[]) => rs.map(idOf).filter((x): x is number => x !== null);
  if (Array.isArray(data)) return ids(data);
  if (!data || typeof data !== 'object') return [];
  const one = idOf(data);
  if (one !== null) return [one];
  const d = data as AnyRow;
  const page = (d.page_data as AnyRow | undefined)?.data ?? d.data ?? d.rows;
  if (Array.isArray(page)) return ids(page);
  const firstList = Object.values(d).find((x) => Array.isArray(x) && x.some((r) => idOf(r) !== null));
  return Array.isArray(firstList) ? ids(firstList) : [];
}

/**
 * Records an unmasked view (issue 17): a user holding canSeeInfo got an answer with personal values as they are.
 * One insert per request: an entry "查看未脱敏信息" in the change history of each record shown (a detail's record,
 * a list's page), with the route; an answer without record ids gets one entry under record 0. Called by the
 * platform's route wrapper (route.ts) only — modules add nothing.
 */
export async function recordUnmaskedView(tx: DB, kind: string, route: string, data: unknown, user: { uid: number; user_name: string }): Promise<void> {
  const ids = shownIds(data).slice(0, UNMASKED_MAX_IDS);
  const change: FieldChange = { field: 'unmasked_view', label: UNMASKED_VIEW_LABEL, old: null, new: `${route}${ids.length > 1 ? `（列表，${ids.length}条）` : ''}` };
  // One statement of 5 parameters whatever the page's size (a 20-row page as a multi-row insert was 120 parameters
  // and about an eighth of a list request's allocations, docs/performance.md).
  const list = `{${(ids.length ? ids : [0]).map((id) => Math.trunc(id)).join(',')}}`;
  await tx.execute(sql`insert into ${changeLog} (table_name, record_id, action, user_id, user_name, changes)
    select ${kind.slice(0, 60)}, r, 'view', ${user.uid}, ${user.user_name}, ${JSON.stringify([change])}::jsonb from unnest(${list}::int[]) r`);
}
