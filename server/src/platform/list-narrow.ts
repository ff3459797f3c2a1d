/**
 * A list's export-only select (issue 16, docs/performance.md "Server-side export"). A list export runs the list's
 * own handler step by step (list-export.ts); a list whose answer row is wide (the order list: ~70 fields, three
 * joins, money and user names) may declare once, per answer key, the select fields that key is made from
 * (`NarrowList`). While an export step runs, `narrowFor` answers the fields the exported columns need — or
 * undefined outside an export, or when an exported key is not declared (the handler then runs its full select,
 * as for the list) — and `selectNarrow` reads them as raw rows (no per-field mapping of a full drizzle select),
 * each value decoded as drizzle's select decodes that column. The step is marked `narrowed`: its rows carry the
 * exported keys only, which the export reads through the list's row schema as it reads a whole row.
 */
import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DB } from '../db/client';
import { exportStep } from './list-cursor';
import type { AnyRow } from './row';
import { rows } from './session';

export interface NarrowList {
  /** The select fields by name: a column (decoded as drizzle decodes it) or SQL whose driver value is the answer's. */
  fields: Record<string, PgColumn | SQL>;
  /** Each answer key the narrow select serves, with the names (in `fields`) of the fields it is made from. */
  keys: Record<string, readonly string[]>;
  /** Fields selected whatever the columns (e.g. the id the handler puts the rows in order by). */
  always?: readonly string[];
}

export interface Narrow {
  /** The answer keys the export reads (each declared in the list's NarrowList). */
  keys: ReadonlySet<string>;
  /** The fields to select. */
  names: readonly string[];
}

/** A list's declaration, checked once: every field a key names is a declared field. */
export function narrowList(l: NarrowList): NarrowList {
  for (const [k, needs] of [...Object.entries(l.keys), ['(always)', l.always ?? []] as const]) {
    const missing = needs.filter((n) => !Object.hasOwn(l.fields, n));
    if (missing.length) throw new Error(`narrowList: key ${k} needs undeclared fields ${missing.join(', ')}`);
  }
  return l;
}

/**
 * The narrow select of the running export step, or undefined (not exporting, or a key the list does not declare).
 * Called by the exported list's own handler only (as pageIds claims the step's cursor): the step's keys are that
 * list's, so a handler must not call another narrowing list's code for its own rows while it is exported.
 */
export function narrowFor(l: NarrowList): Narrow | undefined {
  const step = exportStep();
  if (!step?.fields) return undefined;
  const names = new Set<string>(l.always);
  for (const k of step.fields) {
    const needs = l.keys[k];
    if (!needs) return undefined;
    for (const n of needs) names.add(n);
  }
  step.narrowed = true;
  return { keys: step.fields, names: [...names] };
}

/** Rows put in the order of `ids` by their `id` (rows of other ids are left out). */
export function inIdOrder(data: readonly AnyRow[], ids: readonly number[]): AnyRow[] {
  const at = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) at.set(ids[i], i);
  const out: (AnyRow | undefined)[] = new Array(ids.length);
  for (const r of data) { const i = at.get(Number(r.id)); if (i !== undefined) out[i] = r; }
  return out.filter((r): r is AnyRow => r !== undefined);
}

/** `select <the narrow fields> from <from> where <where>`: one plain object per row, keyed by field name. */
export async function selectNarrow(db: DB, l: NarrowList, n: Narrow, from: SQL, where: SQL): Promise<AnyRow[]> {
  const list = n.names.map((k) => sql`${l.fields[k]} as ${sql.identifier(k)}`);
  const out = rows<AnyRow>(await db.execute(sql`select ${sql.join(list, sql`, `)} from ${from} where ${where}`));
  const decode = n.names.flatMap((k) => { const f = l.fields[k]; return is(f, Column) ? [[k, f] as const] : []; });
  for (const r of out) {
    for (const [k, c] of decode) {
      const v = r[k];
      if (v !== null && v !== undefined) r[k] = c.mapFromDriverValue(v);
    }
  }
  return out;
}
