/** The change-history service: every write records who, when, which record and each field's old and new value. */
import { getTableName } from 'drizzle-orm';
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
