/**
 * The import pipeline shared by suppliers and customers: read the sheet, turn each row into the add schema's
 * input (labels → codes, area names → ids), validate it with that schema, find duplicates within the file
 * and in the database, then write — in mode `all` only when every row is good, in mode `goodOnly` the good
 * rows — all in one transaction, so no row is ever half written.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ImportModeCode, ImportReport, ImportRowError } from '@ta/contract';
import type { DB } from '../../db/client';
import { inTx, type AnyRow } from '../../platform/data';
import { diffRows } from '../../platform/history';
import { changeLog } from '../../platform/platform.tables';
import type { Ctx } from '../../platform/route';
import { areaIndex, resolveAreaNames, type AreaNames } from './merchant.area';
import { readSheet, type SheetColumn, type SheetRow } from './merchant.excel';

/** A label (or its numeric code) of a code map → the code; undefined for an empty cell, NaN when unknown. */
export function codeOfLabel(map: Readonly<Record<number, string>>, v: string): number | undefined {
  if (v === '') return undefined;
  for (const [k, label] of Object.entries(map)) if (label === v || k === v) return Number(k);
  return Number.NaN;
}
export const optionsOf = (map: Readonly<Record<number, string>>) => Object.values(map);

export class RowErrors {
  list: Omit<ImportRowError, 'row'>[] = [];
  constructor(private columns: readonly SheetColumn[]) {}
  add(field: string, message: string): void {
    const col = this.columns.find((c) => c.key === field) ?? this.columns[0];
    this.list.push({ field: col.key, column: col.header, message });
  }
  /** A label cell → code, recording an error naming the allowed values. */
  code(field: string, map: Readonly<Record<number, string>>, v: string): number | undefined {
    const c = codeOfLabel(map, v);
    if (Number.isNaN(c)) { this.add(field, `“${v}”不正确，可选：${Object.values(map).join('、')}`); return undefined; }
    return c;
  }
  /** Zod issues of the add schema → column errors (`pathToField` maps a schema path to a column key). */
  zod(issues: readonly z.core.$ZodIssue[], pathToField: (path: string[]) => string): void {
    const already = new Set(this.list.map((e) => e.field));
    for (const i of issues) {
      const field = pathToField(i.path.map(String));
      // A cell whose label was already refused is not reported twice (e.g. "请选择供应商类型" after "“x”不正确").
      if (!already.has(field)) this.add(field, i.message);
    }
  }
}

/** Area columns of an import (国家 / 省份 / 城市 / 区县). */
export const AREA_COLUMNS: SheetColumn[] = [
  { key: 'country', header: '国家', note: '国内可不填' }, { key: 'province', header: '省份' }, { key: 'city', header: '城市' }, { key: 'county', header: '区县' },
];

export interface ImportSpec<T> {
  columns: readonly SheetColumn[];
  /** A row → the value to insert (or errors); `area` holds the resolved area fields. */
  parse: (values: Record<string, string>, e: RowErrors, area: AnyRow) => T | undefined;
  /** Keys that must be unique: within the file, and (via `existing`) in the database. */
  uniqueKey: (v: T) => string;
  uniqueField: string;
  duplicateMessage: (v: T) => string;
  existing: (tx: DB, keys: string[]) => Promise<Set<string>>;
  /** Writes the good rows (one transaction, given); answers the inserted main rows for the change history. */
  write: (tx: DB, values: T[], ctx: Ctx) => Promise<AnyRow[]>;
  table: string;
  def: { labels: Record<string, string>; enums?: Record<string, Readonly<Record<string | number, string>>>; money?: readonly string[] };
  maxRows: number;
}

export async function runImport<T>(ctx: Ctx, spec: ImportSpec<T>, file: string, mode: ImportModeCode): Promise<ImportReport> {
  const sheet = await readSheet(file, spec.columns, spec.maxRows);
  const ix = await areaIndex(ctx.db);
  const errors: ImportRowError[] = [];
  const good: { row: SheetRow; value: T }[] = [];
  const seen = new Map<string, number>();
  for (const row of sheet) {
    const e = new RowErrors(spec.columns);
    const names: AreaNames = { country: row.values.country || undefined, province: row.values.province || undefined, city: row.values.city || undefined, county: row.values.county || undefined };
    const area = resolveAreaNames(ix, names);
    if (!area.ok) e.add(area.field, area.message);
    const value = spec.parse(row.values, e, area.ok ? area.path : {});
    if (value !== undefined && !e.list.length) {
      const key = spec.uniqueKey(value);
      const first = seen.get(key);
      if (first) e.add(spec.uniqueField, `与第${first}行重复`);
      else seen.set(key, row.row);
    }
    if (e.list.length || value === undefined) errors.push(...e.list.map((x) => ({ row: row.row, ...x })));
    else good.push({ row, value });
  }
  // Duplicates of records already saved.
  const existing = await spec.existing(ctx.db, good.map((g) => spec.uniqueKey(g.value)));
  const col = spec.columns.find((c) => c.key === spec.uniqueField)!;
  const fresh = good.filter((g) => {
    if (!existing.has(spec.uniqueKey(g.value))) return true;
    errors.push({ row: g.row.row, field: col.key, column: col.header, message: spec.duplicateMessage(g.value) });
    return false;
  });
  errors.sort((a, b) => a.row - b.row);
  const failed = new Set(errors.map((x) => x.row)).size;
  const report: ImportReport = { mode, total: sheet.length, imported: 0, failed, errors };
  if (!fresh.length || (mode === 'all' && failed > 0)) return report;
  await inTx(ctx.db, async (tx) => {
    const inserted = await spec.write(tx, fresh.map((g) => g.value), ctx);
    await logCreates(tx, spec.table, inserted, ctx, spec.def);
  });
  report.imported = fresh.length;
  return report;
}

/** One change-history entry per imported record, written 1,000 at a time. */
async function logCreates(tx: DB, table: string, inserted: AnyRow[], ctx: Ctx, def: ImportSpec<unknown>['def']): Promise<void> {
  const rows = inserted.map((r) => ({
    table_name: table, record_id: Number(r.id), action: 'create', user_id: ctx.user.uid, user_name: ctx.user.user_name,
    changes: diffRows(null, r, def),
  }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(changeLog).values(rows.slice(i, i + 1000));
}

/** `lower(expr) in (keys)` in chunks, answering the keys found. */
export async function existingKeys(db: DB, keys: string[], query: (chunk: string[]) => ReturnType<typeof sql>): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const res = (await db.execute(query(keys.slice(i, i + 1000)))) as unknown as { rows: { k: string }[] };
    for (const r of res.rows) found.add(r.k);
  }
  return found;
}

/** Inserts in statements of `size` rows, answering the inserted rows in order. */
export async function bulkInsert<R>(size: number, values: AnyRow[], insert: (chunk: AnyRow[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += size) out.push(...(await insert(values.slice(i, i + size))));
  return out;
}
