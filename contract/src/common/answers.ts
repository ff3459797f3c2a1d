/**
 * Answer schemas (issue 18): every route declares the `data` of its answer with one of these building blocks or
 * its module's own row schemas. The server turns Date values into ISO strings, then parses the answer through
 * the schema: undeclared fields are stripped (a secret can never leak by accident). Under STRICT_ANSWERS=1 (API
 * tests and journeys) an answer that does not match, or carries an undeclared field, fails the request instead.
 */
import { z } from 'zod';
import { pageCounts } from './common';

/** Short names of the JSON types the answer rows are written with (money in fen, counts, ids). */
export const A = {
  id: z.number(), optId: z.number().nullable(), text: z.string(), optText: z.string().nullable(), money: z.number(), count: z.number(),
};
/** A moment as JSON carries it: an ISO 8601 string (the server converts Date values before checking). */
export const stamp = z.string();
export const optStamp = z.string().nullable().optional();
/** A route that streams a file (Excel, CSV, PDF, ZIP) instead of the JSON envelope. */
export const fileAnswer = z.string().meta({ format: 'binary', description: '文件下载（不是 JSON 信封）' });
/** A write whose answer carries no data (`data: null`). */
export const noAnswer = z.null();
/** { id } of a created record. */
export const idAnswer = z.object({ id: z.number() });
/** { ok: true } style acknowledgements. */
export const okAnswer = z.object({ ok: z.boolean() });
/** { count } of records a batch changed. */
export const countAnswer = z.object({ count: z.number() });

type Shape = Record<string, z.ZodTypeAny>;
type Loose<S extends Shape> = { [K in keyof S]: z.ZodOptional<z.ZodNullable<z.ZodType<z.output<S[K]>>>> };

/** The loose answer form of one request field: its JSON type, null and absence allowed, no trimming or limits. */
function looseOf(s: z.ZodTypeAny): z.ZodTypeAny {
  const def = (s as unknown as { _zod: { def: { type: string; innerType?: z.ZodTypeAny; in?: z.ZodTypeAny; out?: z.ZodTypeAny; element?: z.ZodTypeAny; shape?: Shape; options?: z.ZodTypeAny[] } } })._zod.def;
  switch (def.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return looseOf(def.innerType!);
    case 'pipe': return looseOf(def.out && (def.out as unknown as { _zod: { def: { type: string } } })._zod.def.type !== 'transform' ? def.out : def.in!);
    case 'string': case 'template_literal': return z.string();
    case 'enum': case 'literal': return z.union([z.string(), z.number(), z.boolean()]);
    case 'number': case 'int': case 'bigint': return z.number();
    case 'boolean': return z.boolean();
    case 'date': return z.string();
    case 'array': return z.array(looseOf(def.element!));
    case 'object': return z.object(looseShape((s as z.ZodObject).shape));
    default: return z.any();
  }
}
function looseShape<S extends Shape>(shape: S): Loose<S> {
  const out: Shape = {};
  for (const [k, v] of Object.entries(shape)) out[k] = looseOf(v).nullable().optional();
  return out as Loose<S>;
}

/** The answer form of one request field as a stored record sends it back, and whether it may be null. */
type Stored<T extends z.ZodTypeAny> = null extends z.output<T> ? z.ZodNullable<z.ZodType<NonNullable<z.output<T>>>>
  : undefined extends z.output<T> ? z.ZodNullable<z.ZodType<NonNullable<z.output<T>>>> : z.ZodType<z.output<T>>;
type StoredShape<S extends Shape> = { [K in keyof S]: Stored<S[K]> };

/**
 * The answer form of one request field of a stored record: a field the request requires (or defaults) is a
 * NOT NULL column, so the answer always carries it; an optional one is always sent too, as null when unset.
 * Enumerations keep their values; other types become their JSON type without trimming or limits.
 */
function storedOf(s: z.ZodTypeAny): z.ZodTypeAny {
  let cur = s;
  let nullable = false;
  for (;;) {
    const def = (cur as unknown as { _zod: { def: { type: string; innerType?: z.ZodTypeAny } } })._zod.def;
    if (def.type === 'optional' || def.type === 'nullable') nullable = true;
    else if (!['default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)) break;
    cur = def.innerType!;
  }
  const type = (cur as unknown as { _zod: { def: { type: string } } })._zod.def.type;
  const base = type === 'enum' || type === 'literal' ? cur : looseOf(cur);
  return nullable ? base.nullable() : base;
}

/**
 * A record's answer row from its create schema: the same field names with their JSON types — required where the
 * create schema requires or defaults the field (a NOT NULL column), null allowed where it is optional — plus the
 * common row columns and `extra` (joined names, computed fields). Rows of the generic resource routes carry every
 * column of their table (`select *`), so every field is present.
 */
export function rowOf<S extends Shape, E extends Shape = Record<never, never>>(create: z.ZodObject<S> | { shape: S }, extra: E = {} as E) {
  const stored: Shape = {};
  for (const [k, v] of Object.entries(create.shape)) stored[k] = storedOf(v);
  type Row = Omit<StoredShape<S>, keyof E | keyof typeof rowColumns> & Omit<typeof rowColumns, keyof E> & E;
  return z.object({ ...stored, ...rowColumns, ...extra } as unknown as { [K in keyof Row]: Row[K] });
}

/** The columns every stored record carries. */
export const rowColumns = {
  id: z.number(),
  version: z.number(),
  created_at: stamp,
  updated_at: stamp,
  created_by: z.number().nullable().optional(),
  created_by_name: z.string().nullable().optional(),
  updated_by: z.number().nullable().optional(),
  deleted_at: optStamp,
};

/** One entry of a record's change history (变更记录): each field's old and new value as shown. */
export const historyRow = z.object({
  id: z.number(), table_name: z.string(), record_id: z.number(), action: z.string(),
  user_id: z.number().nullable(), user_name: z.string().nullable(), at: stamp,
  changes: z.array(z.object({ field: z.string(), label: z.string(), old: z.string().nullable(), new: z.string().nullable() })),
});

/**
 * One audit run (audit_instances) as submitForAudit answers it: what a "submit for audit" route returns. Its levels
 * are the approvers resolved at submit (a snapshot).
 */
export const auditInstanceRow = z.object({
  id: z.number(), type: z.string(), object_id: z.number(), seq: z.number(), title: z.string(), amount: z.number().nullable(), link: z.string().nullable(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  status: z.number(), current_level: z.number(),
  levels: z.array(z.object({
    level_no: z.number(), name: z.string(), mode: z.string(), approver_type: z.string(), approver_ids: z.array(z.number()), min_amount: z.number().nullable(),
    node_id: z.string().optional(), user_ids: z.array(z.number()), user_names: z.array(z.string()),
  })),
  copy_user_ids: z.array(z.number()), flow_id: z.number().nullable(), flow_version: z.number().nullable(), submitter_id: z.number(), dept_id: z.number().nullable(),
  submitted_at: stamp, finished_at: optStamp, updated_at: stamp, version: z.number(),
});

/**
 * A tree answer (menus, areas) nested to a fixed depth: a recursive (z.lazy) schema becomes a JSON-schema $ref the
 * OpenAPI document cannot resolve, so generated clients would fail on it. Each level is `fields` plus optional
 * `children` of the next level; the deepest has no children.
 */
export function treeAnswer<S extends Shape>(fields: S, depth: number): z.ZodObject<S & { children: z.ZodOptional<z.ZodArray<z.ZodObject<S>>> }> {
  let level: z.ZodObject = z.object(fields);
  for (let d = 1; d < depth; d++) level = z.object({ ...fields, children: z.array(level).optional() });
  return level as never;
}

/** The columns of a stored record (recordMeta on the server). */
export const recordMeta = { created_by: z.number().nullable(), created_at: z.string(), updated_at: z.string(), version: z.number() };
/** recordMeta plus the creator's relation department (ownedMeta). */
export const ownedMeta = { ...recordMeta, dept_id: z.number().nullable() };
/** A page of rows with the list's own sums (its summary bar), declared field by field. */
export const pageWithSummary = <R extends z.ZodTypeAny, S extends z.ZodRawShape>(row: R, summary: S) =>
  z.object({
    page_data: z.object({ ...pageCounts, data: z.array(row) }),
    summary_deferred: z.boolean().optional(), summary: z.object(summary),
  });
