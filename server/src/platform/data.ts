/**
 * The generic data layer: paged find with the shared filter/sort vocabulary and the data boundary,
 * find by id, insert, update with version check, delete — each write recording the change history.
 * Modules extend it with their own queries; nobody copies the paging code.
 */
import { and, asc, Column, desc, eq, getTableColumns, getTableName, gte, ilike, inArray, is, isNull, lte, notInArray, or, SQL, sql, Subquery } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { maskedBack, PAGE_SIZE_TABLE, rangeDay, rangeEnd, rangeStart, type PageData, type ResourceDef } from '@ta/contract';
import type { DB } from '../db/client';
import { badInput, conflict, notFound } from './errors';
import { recordChange } from './history';
import { rows, type SessionUser } from './session';
import { claimCursor, exporting, type ExportCursor } from './list-cursor';

import type { AnyRow, WriteCtx } from './row';
export type { AnyRow, WriteCtx } from './row';
const PAGING_KEYS = new Set(['pageNo', 'pageSize', 'sortField', 'sortOrder', 'keyword', 'pageNum', 'page_size', 'page_index', 'exact_total', 'totals_only']);

export interface ListOptions {
  pageNo?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: string;
  /** Other request fields: equality on numbers and booleans, contains on text, [from, to] on dates, arrays → IN. */
  filters?: AnyRow;
  keyword?: string;
  keywordFields?: readonly string[];
  where?: (SQL | undefined)[];
  /** Data boundary: department ids (null = all; [] = own records only) and the user. */
  boundary?: Boundary;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Count the total exactly (the request's `exact_total`); by default it is capped at TOTAL_CAP. */
  exactTotal?: boolean;
  /** Answer only the exact total (and a list's summary), no rows (the request's `totals_only`). */
  totalsOnly?: boolean;
  /** PageQuery.deferTotal: false for a list that counts with its rows anyway (its own summary), whatever its boundary. */
  deferTotal?: boolean;
  /**
   * Select fields besides the table's columns (a name from another table, a count, as scalar subqueries over the
   * row), read in the rows statement: the list then needs no look-up after its rows.
   */
  select?: Record<string, SQL>;
  /**
   * The rows select (pageRows' `read`) when the list renders its own, e.g. a prerenderedSelect of the table's columns
   * and `select` (same fields, same rows); default a drizzle select built per request.
   */
  rows?: (db: DB, where: SQL, orderBy: SQL) => Promise<AnyRow[]>;
}

function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

export type DateRangeValue = readonly (string | null | undefined)[] | null | undefined;

/**
 * The one date-range filter: `[from, to]` on a date or timestamp column, either bound optional, each a whole day
 * in the agency's time zone (contract/src/dates.ts rangeStart/rangeEnd/rangeDay: a day from 00:00 to 23:59:59.999
 * China time; a date-time without zone is China time). Date columns compare calendar days. A bound that is no
 * date answers 400.
 */
export function dateRange(col: PgColumn, v: DateRangeValue): SQL[] {
  const out: SQL[] = [];
  const [from, to] = [v?.[0] ? String(v[0]) : '', v?.[1] ? String(v[1]) : ''];
  const timestamp = /Timestamp/.test(col.columnType);
  for (const b of [from, to]) if (b && Number.isNaN(rangeStart(b).getTime())) throw badInput('日期范围格式不正确');
  if (from) out.push(gte(col, timestamp ? rangeStart(from) : rangeDay(from)));
  if (to) out.push(lte(col, timestamp ? rangeEnd(to) : rangeDay(to)));
  return out;
}

export function filterConditions(table: PgTable, filters: AnyRow = {}): SQL[] {
  const cols = columnsOf(table);
  const out: SQL[] = [];
  for (const [k, v] of Object.entries(filters)) {
    if (PAGING_KEYS.has(k) || v === undefined || v === null || v === '') continue;
    const col = cols[k];
    if (!col) continue;
    const type = col.columnType;
    if (Array.isArray(v)) {
      if (v.length === 0) continue;
      if (/Timestamp|Date/.test(type)) out.push(...dateRange(col, v as DateRangeValue));
      else out.push(inArray(col, v as unknown[]));
    } else if (/Varchar|Text/.test(type) && typeof v === 'string') {
      out.push(ilike(col, `%${escapeLike(v)}%`));
    } else out.push(eq(col, v));
  }
  return out;
}

/** Columns never offered as a filter: secrets, and JSON documents. */
const UNFILTERABLE = /password|secret|token|hash/i;
const INT_RANGE: Record<string, number> = { PgSmallInt: 32767, PgInteger: 2147483647, PgSerial: 2147483647 };

/**
 * The filter fields of a table as a zod shape (the shared list vocabulary of `filterConditions`): equality
 * or a list (IN) of whole numbers within the column's range, booleans, contained text, and a [from, to]
 * range of dates. Secret and JSON columns are not filterable.
 */
export function filterShapeOf(table: PgTable, labels: Record<string, string> = {}): z.ZodRawShape {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const [k, col] of Object.entries(columnsOf(table))) {
    if (UNFILTERABLE.test(k)) continue;
    const label = labels[k] ?? k;
    const bad = `查询条件“${label}”不正确`;
    const type = col.columnType;
    let one: z.ZodTypeAny;
    if (type in INT_RANGE || /BigInt53|BigSerial53/.test(type)) {
      const max = INT_RANGE[type] ?? Number.MAX_SAFE_INTEGER;
      one = z.coerce.number({ error: bad }).int(bad).min(-max, bad).max(max, bad);
    } else if (type === 'PgBoolean') one = z.boolean({ error: bad });
    else if (/Varchar|Text|Char/.test(type)) one = z.string({ error: bad }).max(200, `查询条件“${label}”不能超过200个字符`);
    else if (/Timestamp|Date/.test(type)) {
      const day = z.string({ error: bad }).max(40, bad).refine((d) => !Number.isNaN(Date.parse(d)), bad);
      shape[k] = z.array(day.or(z.literal('')).nullable(), { error: bad }).max(2, bad).optional().nullable();
      continue;
    } else continue;
    shape[k] = z.union([z.literal(''), one, z.array(one, { error: bad }).max(1000, bad)], { error: bad }).optional().nullable();
  }
  return shape;
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A data boundary: department ids (null = all; [] = own records only) and the user. `sold` widens it for reading
 * only (docs/decisions.md "Issue 17, 2026-11-26"): a group ('group'), a product ('product') or a record of a group
 * ('groupOf', by its group_id) is also readable when a selling order (held or confirmed) made inside the boundary
 * is on it — a sales department sees the departures its customers travel on. Writes never pass `sold`.
 */
export interface Boundary { deptIds: number[] | null; uid: number; deptColumn?: string; ownerColumn?: string; sold?: 'group' | 'product' | 'groupOf' }

/** Read-only widening of a boundary for the groups and products its orders sell on (a record-level `exists`). */
export function soldInside(table: PgTable, b: Boundary): SQL | undefined {
  if (!b.sold || b.deptIds === null) return undefined;
  const cols = columnsOf(table);
  const ob = b.deptIds.length ? sql`(o.dept_id in (${sql.join(b.deptIds.map((d) => sql`${d}`), sql`, `)}) or o.created_by = ${b.uid})` : sql`o.created_by = ${b.uid}`;
  const selling = sql`o.enrollment_status in (0, 1)`;
  if (b.sold === 'product') return soldMark(sql`exists (select 1 from tour_groups sg join orders o on o.group_id = sg.id where sg.product_id = ${cols.id} and ${selling} and ${ob})`);
  const gid = b.sold === 'group' ? cols.id : cols.group_id;
  return gid ? soldMark(sql`exists (select 1 from orders o where o.group_id = ${gid} and ${selling} and ${ob})`) : undefined;
}

/** The "sold inside" conditions soldInside made: a list whose boundary holds one defers its total (defersTotal). */
const SOLD = new WeakSet<SQL>();
const soldMark = (s: SQL): SQL => { SOLD.add(s); return s; };
/** Whether a condition holds a "sold inside" widening, however deeply nested (and / or / sql templates keep the object). */
function holdsSold(s: unknown, depth = 0): boolean {
  if (!(s instanceof SQL) || depth > 20) return false;
  return SOLD.has(s) || s.queryChunks.some((c) => holdsSold(c, depth + 1));
}

export function boundaryCondition(table: PgTable, b: Boundary): SQL | undefined {
  if (b.deptIds === null) return undefined;
  const cols = columnsOf(table);
  const owner = cols[b.ownerColumn ?? 'created_by'];
  const dept = cols[b.deptColumn ?? 'dept_id'];
  const own = owner ? eq(owner, b.uid) : undefined;
  const sold = soldInside(table, b);
  if (b.deptIds.length === 0 || !dept) return (sold ? or(own, sold) : own) ?? sql`false`;
  return or(inArray(dept, b.deptIds), own, sold);
}

export async function findPage<T extends AnyRow>(db: DB, table: PgTable, o: ListOptions): Promise<PageData<T>> {
  const cols = columnsOf(table);
  const pageNo = Math.max(1, o.pageNo ?? 1);
  const pageSize = Math.max(1, o.pageSize ?? PAGE_SIZE_TABLE);
  const conds: (SQL | undefined)[] = [...filterConditions(table, o.filters), ...(o.where ?? [])];
  if ('deleted_at' in cols) conds.push(sql`${cols.deleted_at} is null`);
  if (o.keyword && o.keywordFields?.length) {
    const kw = `%${escapeLike(o.keyword.trim())}%`;
    conds.push(or(...o.keywordFields.filter((f) => cols[f]).map((f) => ilike(cols[f], kw))));
  }
  const sortCol = (o.sortField && cols[o.sortField]) || cols[o.defaultSort?.field ?? 'id'];
  const descending = o.sortField && cols[o.sortField] ? /^desc/.test(o.sortOrder ?? '') : (o.defaultSort?.order ?? 'desc') === 'desc';
  const q: PageQuery = {
    from: sql`${table}`, where: conds, branches: o.boundary ? boundaryBranches(table, o.boundary) : undefined,
    id: cols.id, sort: sortCol, descending, pageNo, pageSize, exactTotal: o.exactTotal || o.totalsOnly, deferTotal: o.deferTotal,
  };
  if (o.totalsOnly) return { ...await pageTotal(db, q), data: [] };
  // count ∥ rows (pageRows: the page's ids inside the rows statement).
  const [total, data] = await Promise.all([pageTotal(db, q), pageRows(db, q, o.rows ? (where, orderBy) => o.rows!(db, where, orderBy) : (where, orderBy) => db.select(o.select ? { ...cols, ...o.select } : cols).from(table).where(where).orderBy(orderBy))]);
  return { ...total, data: data as T[] };
}

/**
 * Lists answer rows first (docs/decisions.md "Lists that return rows first"): the page's ids come from one
 * ordered, limited query per boundary branch (each served by an index on branch column + sort column), merged;
 * the total is exact up to TOTAL_CAP and beyond answered as TOTAL_CAP with `total_capped` ("10,000+") unless
 * the request asks `exact_total`; sums of a summary bar come only with `totals_only` (a second request). A list
 * whose count would hold up its rows (defersTotal: the "sold inside" boundary) answers `total_deferred` and counts
 * only on `totals_only` / `exact_total`.
 */
export const TOTAL_CAP = 10_000;
/** Boundaries of at most this many departments are split into one index-served branch per department. */
const SPLIT_DEPTS = 16;

export interface PageQuery {
  /** The FROM clause (table and joins). */
  from: SQL;
  /** Conditions besides the boundary. */
  where: (SQL | undefined)[];
  /** The data boundary as disjoint branches (boundaryBranches); undefined = no boundary. */
  branches?: SQL[];
  id: PgColumn;
  sort: PgColumn | SQL;
  descending: boolean;
  pageNo: number;
  pageSize: number;
  exactTotal?: boolean;
  /**
   * Answer the rows without counting (`total_deferred`, docs/decisions.md "Lists that return rows first"); the total
   * then comes with the `totals_only` request. Undefined = the rule: a list whose boundary (branches or conditions)
   * holds the "sold inside" widening defers — its count probes the orders of every candidate record.
   */
  deferTotal?: boolean;
}

/**
 * The page's counting fields. `total_deferred`: not counted with these rows (total_size and total_page are 0 then);
 * the list screen asks the total with `totals_only`.
 */
export interface PageTotal { total_size: number; total_page: number; total_capped: boolean; total_deferred?: boolean }

/** Whether the list's total is left to the `totals_only` request (PageQuery.deferTotal, or the "sold inside" rule). */
export function defersTotal(q: Pick<PageQuery, 'deferTotal' | 'branches' | 'where'>): boolean {
  return q.deferTotal ?? [...(q.branches ?? []), ...q.where].some((c) => holdsSold(c));
}

/**
 * The data boundary `dept IN (…) OR owner = uid` as disjoint branches, each of which an index serves: one per
 * department (or one IN list beyond SPLIT_DEPTS), and the owner's records outside those departments.
 * Undefined when the boundary is "all". Their union is exactly the rows of boundaryCondition.
 */
export function boundaryBranches(table: PgTable, b: Boundary): SQL[] | undefined {
  if (b.deptIds === null) return undefined;
  const cols = columnsOf(table);
  const owner = cols[b.ownerColumn ?? 'created_by'];
  const dept = cols[b.deptColumn ?? 'dept_id'];
  const own = owner ? eq(owner, b.uid) : undefined;
  const sold = soldInside(table, b);
  if (b.deptIds.length === 0 || !dept) {
    if (!sold) return [own ?? sql`false`];
    return own ? [own, sql`(${sold} and ${owner} is distinct from ${b.uid})`] : [sold];
  }
  const ids = [...new Set(b.deptIds)];
  const out: SQL[] = ids.length <= SPLIT_DEPTS ? ids.map((d) => eq(dept, d)) : [inArray(dept, ids)];
  if (own) out.push(and(own, or(isNull(dept), notInArray(dept, ids)))!);
  // Rows sold inside the boundary that no branch above holds (the branches stay disjoint: counts add up).
  if (sold) out.push(sql`(${sold} and not coalesce(${or(inArray(dept, ids), own)}, false))`);
  return out;
}

const whereOf = (q: PageQuery, branch: SQL | undefined): SQL => and(...q.where.filter(Boolean), branch) ?? sql`true`;

/** The total: exact while at most TOTAL_CAP (or asked for), else TOTAL_CAP with total_capped. */
export async function pageTotal(db: DB, q: PageQuery): Promise<PageTotal> {
  // A step of a list export (list-cursor.ts) reads rows only.
  if (exporting()) return { total_size: 0, total_page: 0, total_capped: false };
  // A deferred total (defersTotal) is counted only when asked exactly: the `totals_only` and `exact_total` requests.
  if (!q.exactTotal && defersTotal(q)) return { total_size: 0, total_page: 0, total_capped: false, total_deferred: true };
  const cap = q.exactTotal ? sql`` : sql` limit ${TOTAL_CAP + 1}`;
  const parts = (q.branches ?? [undefined]).map((b) => sql`(select 1 from ${q.from} where ${whereOf(q, b)}${cap})`);
  // The outer limit stops the Append: later branches are not read once the cap is reached.
  const res = await db.execute(sql`select count(*)::int as n from (select 1 from (${sql.join(parts, sql` union all `)}) u${cap}) c`);
  const n = Number(rows<{ n: number }>(res)[0].n);
  const capped = !q.exactTotal && n > TOTAL_CAP;
  const total = capped ? TOTAL_CAP : n;
  return { total_size: total, total_page: Math.ceil(total / q.pageSize), total_capped: capped };
}

/**
 * A list's `totals_only` answer in one statement: the exact total and the sums of its summary bar over the same
 * branches, conditions and FROM as the page (so the sums add up over exactly the rows counted; no join the filters
 * do not need). `sums` maps each answer key to the column (or expression) summed; each sum is 0 over no rows.
 */
export async function pageSums<K extends string>(db: DB, q: PageQuery, sums: Record<K, PgColumn | SQL>): Promise<PageTotal & { sums: Record<K, number> }> {
  const keys = Object.keys(sums) as K[];
  const cols = keys.length ? sql.join(keys.map((k, i) => sql`${sums[k]} as ${sql.raw(`s${i}`)}`), sql`, `) : sql`1 as s`;
  const parts = (q.branches ?? [undefined]).map((b) => sql`(select ${cols} from ${q.from} where ${whereOf(q, b)})`);
  const totals = keys.map((_, i) => sql.raw(`, coalesce(sum(s${i}), 0)::text as s${i}`));
  const [r] = rows<Record<string, string | number>>(await db.execute(sql`select count(*)::int as n${sql.join(totals, sql``)} from (${sql.join(parts, sql` union all `)}) u`));
  const n = Number(r.n);
  return { total_size: n, total_page: Math.ceil(n / q.pageSize), total_capped: false, sums: Object.fromEntries(keys.map((k, i) => [k, Number(r[`s${i}`])])) as Record<K, number> };
}

/** The ids of the page, in list order: the first pageNo × pageSize of each branch, merged. */
export async function pageIds(db: DB, q: PageQuery): Promise<number[]> {
  const cursor = claimCursor();
  if (cursor) return cursorIds(db, q, cursor);
  return rows<{ id: number }>(await db.execute(pageIdsSql(q))).map((r) => Number(r.id));
}

/** The page's ids query (pageIds): `select id from (…) u order by … limit … offset …`. */
function pageIdsSql(q: PageQuery): SQL {
  const dir = q.descending ? sql`desc` : sql`asc`;
  const offset = (q.pageNo - 1) * q.pageSize;
  const k = offset + q.pageSize;
  const parts = (q.branches ?? [undefined]).map((b) =>
    sql`(select ${q.id} as id, ${q.sort} as s from ${q.from} where ${whereOf(q, b)} order by ${q.sort} ${dir}, ${q.id} ${dir} limit ${k})`);
  return parts.length === 1
    ? sql`select id from ${parts[0]} u order by s ${dir}, id ${dir} offset ${offset}`
    : sql`select id from (${sql.join(parts, sql` union all `)}) u order by s ${dir}, id ${dir} limit ${q.pageSize} offset ${offset}`;
}

/**
 * The page's rows in one statement beside the count (issue 16: count ∥ rows instead of count ∥ ids, then rows).
 * `read(where, orderBy)` runs the list's rows select with `where` = `id = any(array(<the pageIds query>))` (the ids
 * query runs once, as the statement's InitPlan, index-served per boundary branch as in pageIds) and `orderBy` = the
 * list order (sort, id), which puts the page's rows in the order pageIds gives their ids. During a list export step
 * the keyset cursor's ids are read first (cursorIds records the step's last row) and the rows by those ids; an empty
 * step reads nothing.
 */
export async function pageRows<T>(db: DB, q: PageQuery, read: (where: SQL, orderBy: SQL) => Promise<T[]>): Promise<T[]> {
  const dir = q.descending ? sql`desc` : sql`asc`;
  const orderBy = sql`${q.sort} ${dir}, ${q.id} ${dir}`;
  const cursor = claimCursor();
  if (!cursor) return read(sql`${q.id} = any(array(${pageIdsSql(q)}))`, orderBy);
  const ids = await cursorIds(db, q, cursor);
  return ids.length ? read(idIn(q.id, ids), orderBy) : [];
}

/** The parts of drizzle's database and select builder a prerendered select uses (not in its public types). */
interface DrizzleInternals {
  dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(q: { sql: string; params: unknown[] }, fields: unknown, name: undefined, arrayMode: true, mapper: ((rows: unknown[][]) => unknown[]) | undefined, meta: unknown): { joinsNotNullableMap?: unknown; execute(): Promise<unknown[]> };
  };
}
interface SelectInternals { getSQL(): SQL; _prepare(): { fields: SelectedField[] }; joinsNotNullableMap: Record<string, boolean> | undefined; usedTables?: Set<string> }
/** An entry of drizzle's ordered select list (orderSelectedFields): the answer path and the column or expression. */
interface SelectedField { path: string[]; field: unknown }
type Decoder = { mapFromDriverValue(v: unknown): unknown };

/**
 * drizzle's row mapping (mapResultRow, drizzle-orm 0.45 utils.js) for one select list, worked out once: the same
 * objects (nested by path, keys in select order), the same decoders (a column's mapFromDriverValue, an expression's
 * decoder) and the same rule that a left-joined table's object is null when its first column is null — without
 * drizzle's per-value entity checks and path iterators (about a fifth of a list request's allocations). Exported for
 * the test that holds it to mapResultRow.
 */
export function rowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined): (row: unknown[]) => Record<string, unknown> {
  const n = fields.length;
  const decoders: Decoder[] = [];
  const paths: string[][] = [];
  /** The table name of a column that is the direct member of a nested object (path of 2), for the null rule; else undefined. */
  const tables: (string | undefined)[] = [];
  for (const { path, field } of fields) {
    const f = field as { decoder: Decoder; _: { sql: { decoder: Decoder } }; sql: { decoder: Decoder }; table: PgTable };
    decoders.push(is(field, Column) ? (field as unknown as Decoder) : is(field, SQL) ? f.decoder : is(field, Subquery) ? f._.sql.decoder : f.sql.decoder);
    paths.push(path);
    tables.push(joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(f.table) : undefined);
  }
  const nullable = !!joinsNotNullableMap && tables.some((t) => t !== undefined);
  const literal = literalOf(paths, decoders);
  return (row) => {
    const result: Record<string, unknown> = literal ? literal(row) : {};
    if (literal) {
      if (nullable) nullify(result, row);
      return result;
    }
    const nullifyMap: Record<string, string | false> | undefined = nullable ? {} : undefined;
    for (let i = 0; i < n; i++) {
      const path = paths[i];
      let node = result;
      const last = path.length - 1;
      for (let j = 0; j < last; j++) {
        const chunk = path[j];
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = node[path[last]] = raw === null ? null : decoders[i].mapFromDriverValue(raw);
      const table = tables[i];
      if (nullifyMap && table !== undefined) {
        const objectName = path[0];
        if (!(objectName in nullifyMap)) nullifyMap[objectName] = value === null ? table : false;
        else if (typeof nullifyMap[objectName] === 'string' && nullifyMap[objectName] !== table) nullifyMap[objectName] = false;
      }
    }
    if (nullifyMap) apply(result, nullifyMap);
    return result;
  };
  function apply(result: Record<string, unknown>, nullifyMap: Record<string, string | false>) {
    for (const objectName in nullifyMap) {
      const tableName = nullifyMap[objectName];
      if (typeof tableName === 'string' && !joinsNotNullableMap![tableName]) result[objectName] = null;
    }
  }
  /** The null rule on a row built by the literal: the first column of each nested object decides, as above. */
  function nullify(result: Record<string, unknown>, row: unknown[]) {
    const nullifyMap: Record<string, string | false> = {};
    for (let i = 0; i < n; i++) {
      const table = tables[i];
      if (table === undefined) continue;
      const objectName = paths[i][0];
      if (!(objectName in nullifyMap)) nullifyMap[objectName] = row[i] === null ? table : false;
      else if (typeof nullifyMap[objectName] === 'string' && nullifyMap[objectName] !== table) nullifyMap[objectName] = false;
    }
    apply(result, nullifyMap);
  }
}

/**
 * The row's objects as one object literal (nested literals for nested paths), compiled once per select list: V8 keeps
 * a literal's object in fast mode, where the ~90 keyed writes of a loop make it a dictionary (slower to read, strip and
 * extend, and several times larger). Keys and their order are mapResultRow's: each object's keys in the order their
 * first column comes. Undefined (use the loop) when a path would not be built the same way: an inner key that an
 * empty object already answers to (`in` sees Object.prototype's members), or a key both a value and an object.
 */
function literalOf(paths: string[][], decoders: Decoder[]): ((row: unknown[]) => Record<string, unknown>) | undefined {
  type Node = Map<string, Node | number>;
  const root: Node = new Map();
  for (let i = 0; i < paths.length; i++) {
    let node = root;
    const path = paths[i];
    for (let j = 0; j < path.length - 1; j++) {
      if (path[j] in {}) return undefined;
      let next = node.get(path[j]);
      if (next === undefined) node.set(path[j], next = new Map());
      if (typeof next === 'number') return undefined;
      node = next;
    }
    if (node.has(path[path.length - 1])) return undefined;
    node.set(path[path.length - 1], i);
  }
  const source = (node: Node): string => `{${[...node].map(([k, v]) => `${JSON.stringify(k)}: ${typeof v === 'number' ? `r[${v}] === null ? null : d[${v}].mapFromDriverValue(r[${v}])` : source(v)}`).join(', ')}}`;
  const make = new Function('d', `return (r) => (${source(root)});`) as (d: Decoder[]) => (row: unknown[]) => Record<string, unknown>;
  return make(decoders);
}

/**
 * A list's rows select (pageRows' `read`) whose select list and joins are rendered to SQL text once: each request then
 * renders only its where and order by (issue 16 "Cheap requests": drizzle built the order list's ~85 fields and five
 * joins anew on every request), and its rows are mapped by a mapper worked out once (rowMapper: the objects drizzle's
 * own mapping makes). `build` gives the select without where and order by; its select list must hold no parameter but
 * constants, which are written into the text (the same statement, the same plan). `version` (optional) names what
 * such a constant depends on (the product list's today): when it changes, the select is rendered again.
 */
export function prerenderedSelect<T>(build: (db: DB) => unknown, version?: () => string): (db: DB, where: SQL, orderBy: SQL) => Promise<T[]> {
  let r: { prefix: string; fields: SelectedField[]; meta: unknown; map: (rows: unknown[][]) => unknown[]; version: string | undefined } | undefined;
  return (db, where, orderBy) => {
    const d = db as unknown as DrizzleInternals;
    const v = version?.();
    if (!r || r.version !== v) {
      const b = build(db) as SelectInternals;
      const q = d.dialect.sqlToQuery(b.getSQL().inlineParams());
      if (q.params.length) throw new Error('prerenderedSelect: the select list holds parameters');
      const fields = b._prepare().fields;
      const row = rowMapper(fields, b.joinsNotNullableMap);
      r = { prefix: q.sql, fields, meta: { type: 'select', tables: [...(b.usedTables ?? [])] }, map: (rows) => rows.map(row), version: v };
    }
    const pq = d.session.prepareQuery(d.dialect.sqlToQuery(sql`${sql.raw(r.prefix)} where ${where} order by ${orderBy}`), r.fields, undefined, true, r.map, r.meta);
    return pq.execute() as Promise<T[]>;
  };
}

/**
 * The next `size` ids of a list export after the cursor's last row, in list order (keyset: no offset is
 * scanned). The last row's sort value is read back by its id, so any sort column type works; nulls sort
 * as PostgreSQL does (first when descending, last when ascending).
 */
async function cursorIds(db: DB, q: PageQuery, c: ExportCursor): Promise<number[]> {
  const dir = q.descending ? sql`desc` : sql`asc`;
  let after: SQL | undefined;
  if (c.after) {
    const id0 = c.after.id;
    const s0 = sql`(select ${q.sort} from ${q.from} where ${q.id} = ${id0} limit 1)`;
    if (q.descending) {
      after = c.after.sortIsNull
        ? sql`((${q.sort} is null and ${q.id} < ${id0}) or ${q.sort} is not null)`
        : sql`(${q.sort} <= ${s0} and (${q.sort} < ${s0} or ${q.id} < ${id0}))`;
    } else {
      after = c.after.sortIsNull
        ? sql`(${q.sort} is null and ${q.id} > ${id0})`
        : sql`((${q.sort} >= ${s0} and (${q.sort} > ${s0} or ${q.id} > ${id0})) or ${q.sort} is null)`;
    }
  }
  const parts = (q.branches ?? [undefined]).map((b) =>
    sql`(select ${q.id} as id, ${q.sort} is null as n, ${q.sort} as s from ${q.from} where ${and(whereOf(q, b), after)} order by ${q.sort} ${dir}, ${q.id} ${dir} limit ${c.size})`);
  const res = await db.execute(sql`select id, n from (${sql.join(parts, sql` union all `)}) u order by s ${dir}, id ${dir} limit ${c.size}`);
  const out = rows<{ id: number; n: boolean }>(res);
  const last = out[out.length - 1];
  c.last = last ? { id: Number(last.id), sortIsNull: Boolean(last.n) } : undefined;
  return out.map((r) => Number(r.id));
}

/**
 * `col = any('{…}'::bigint[])`: the ids as one array parameter. Same plan as `inArray` (PostgreSQL turns IN into
 * = ANY), but drizzle builds one parameter instead of one per id — with a list export's 2,000 ids per step the
 * per-parameter query building was the largest CPU cost after garbage collection (docs/performance.md).
 */
export const idIn = (col: PgColumn | SQL, ids: readonly number[]): SQL =>
  sql`${col} = any(${`{${ids.map((x) => Math.trunc(Number(x))).filter(Number.isFinite).join(',')}}`}::bigint[])`;

/** Rows fetched by id, put back in the order of `ids`. */
export function inOrder<T extends AnyRow>(data: T[], ids: number[], idOf: (r: T) => number = (r) => Number(r.id)): T[] {
  const at = new Map(ids.map((id, i) => [id, i]));
  return [...data].sort((a, b) => (at.get(idOf(a)) ?? 0) - (at.get(idOf(b)) ?? 0));
}

export async function findById<T extends AnyRow>(db: DB, table: PgTable, id: number): Promise<T> {
  const cols = columnsOf(table);
  const conds = [eq(cols.id, id)];
  if ('deleted_at' in cols) conds.push(sql`${cols.deleted_at} is null`);
  const [row] = await db.select().from(table).where(and(...conds)).limit(1);
  if (!row) throw notFound();
  return row as T;
}


export async function insertRow<T extends AnyRow>(tx: DB, table: PgTable, values: AnyRow, w: WriteCtx): Promise<T> {
  const cols = columnsOf(table);
  const v: AnyRow = { ...values };
  if ('created_by' in cols && w.user && v.created_by === undefined) v.created_by = w.user.uid;
  const [row] = await tx.insert(table).values(v).returning();
  await recordChange(tx, table, 'create', null, row as AnyRow, w);
  return row as T;
}

/**
 * Personal fields sent back masked as they were shown (docs/decisions.md "Issue 17, 2026-11-26"): a value equal to
 * the masked form of the stored one keeps the stored value; a masked-looking value that is not answers 400 naming
 * the field (the user must type it whole). Other fields and new values pass as they are. Returns a copy.
 */
export function restoreMasked(values: AnyRow, before: AnyRow, labels: Record<string, string> = {}): AnyRow {
  const out: AnyRow = { ...values };
  for (const [k, x] of Object.entries(values)) {
    const r = maskedBack(k, x, before[k]);
    if (r === 'keep') out[k] = before[k];
    else if (r === 'incomplete') {
      const label = labels[k] ?? k;
      throw badInput(`${label}不完整，请重新输入`, [{ field: k, message: `请重新输入完整的${label}` }]);
    }
  }
  return out;
}

/** A new record never takes a masked-looking personal value (it has no stored value to keep): 400 naming the field. */
export function refuseMasked(values: AnyRow, labels: Record<string, string> = {}): void {
  restoreMasked(values, {}, labels);
}

/**
 * Update with optimistic version check: a stale version answers 409 and writes nothing. Personal fields sent
 * back masked keep their stored values (restoreMasked).
 */
export async function updateRow<T extends AnyRow>(tx: DB, table: PgTable, id: number, version: number, values: AnyRow, w: WriteCtx): Promise<T> {
  const cols = columnsOf(table);
  const before = await findById<AnyRow>(tx, table, id);
  const v: AnyRow = restoreMasked(values, before, w.def?.labels);
  delete v.id; delete v.version; delete v.created_by; delete v.created_at;
  if ('updated_at' in cols) v.updated_at = new Date();
  v.version = sql`${cols.version} + 1`;
  const [row] = await tx.update(table).set(v).where(and(eq(cols.id, id), eq(cols.version, version))).returning();
  if (!row) throw conflict();
  await recordChange(tx, table, 'update', before, row as AnyRow, w);
  return row as T;
}

export async function deleteRow(tx: DB, table: PgTable, id: number, w: WriteCtx): Promise<void> {
  const cols = columnsOf(table);
  const before = await findById<AnyRow>(tx, table, id);
  if ('deleted_at' in cols) {
    await tx.update(table).set({ deleted_at: new Date(), version: sql`${cols.version} + 1` }).where(eq(cols.id, id));
  } else {
    await tx.delete(table).where(eq(cols.id, id));
  }
  await recordChange(tx, table, 'delete', before, null, w);
}

/** Runs fn in one transaction. */
export function inTx<T>(db: DB, fn: (tx: DB) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as DB));
}
