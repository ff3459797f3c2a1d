/**
 * Shared rules of the merchant and insurance modules: input parsing with field messages, the data boundary
 * of single records and of child records (a contact or agreement is visible when its parent is). Duplicates
 * (platform/unique.ts) and the refusal of deleting a record in use (platform/usage.ts) are the platform's.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { FieldError } from '@ta/contract';
import { boundaryCondition, type AnyRow, type ListOptions } from '../../platform/data';
import { badInput, notFound } from '../../platform/errors';
import type { Ctx } from '../../platform/route';
import { boundaryDeptIds } from '../../platform/session';

export type Boundary = NonNullable<ListOptions['boundary']>;

/** The caller's data boundary (department ids, null = all). */
export async function boundaryOf(ctx: Ctx): Promise<Boundary> {
  return { deptIds: await boundaryDeptIds(ctx.db, ctx.user.relation), uid: ctx.user.uid };
}

export function inBoundary(row: AnyRow, b: Boundary): boolean {
  if (b.deptIds === null) return true;
  if (row.created_by !== null && Number(row.created_by) === b.uid) return true;
  return row.dept_id !== null && row.dept_id !== undefined && b.deptIds.includes(Number(row.dept_id));
}

/** A record outside the caller's boundary is answered as missing (its existence is not revealed). */
export function assertInBoundary(row: AnyRow, b: Boundary): void {
  if (!inBoundary(row, b)) throw notFound();
}

/** `parent_id in (parents inside the boundary)`, for lists of child records. */
export function visibleParents(childCol: PgColumn, parent: PgTable, parentId: PgColumn, b: Boundary): SQL | undefined {
  const cond = boundaryCondition(parent, b);
  if (!cond) return undefined;
  return sql`${childCol} in (select ${parentId} from ${parent} where ${cond})`;
}

/** The owner columns of a new record: its creator and the creator's relation department. */
export const ownerOf = (ctx: Ctx) => ({ created_by: ctx.user.uid, dept_id: ctx.user.relation.department_id });

/** Validates with a schema; a failure answers 400 with one entry per field, like the route schemas do. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw badInput(joinMessages(r.error.issues.map((i) => i.message)), issuesToFields(r.error.issues));
}
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
}
export const joinMessages = (ms: string[]) => [...new Set(ms)].join('；');

/** `col in (ids)` for a list of ids (false when empty). */
export const idIn = (col: PgColumn, ids: number[]) => (ids.length ? inArray(col, ids) : sql`false`);

/** Names of users by id (for created_by_name). */
export { userNames } from '../account/user-names';

/** Equality or IN for a filter that is one code or a list of codes. */
export function codeFilter(col: PgColumn, v: number | number[] | undefined): SQL | undefined {
  if (v === undefined) return undefined;
  return Array.isArray(v) ? (v.length ? inArray(col, v) : undefined) : eq(col, v);
}

/** Empty strings of optional fields are stored as null (an empty date would not even be valid). */
export function blanksToNull<T extends AnyRow>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? null : v])) as T;
}
