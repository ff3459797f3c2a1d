/**
 * Types of the server's answers derived from the contract's answer schemas (issue 18): pages never hand-write
 * an answer's shape. `Answer<typeof schema>` is what a route sends; `PageRow<typeof page>` one row of a paged list.
 */
import type { z } from 'zod';

/** What a route answers: the output of its `out` schema. */
export type Answer<T extends z.ZodType> = z.output<T>;
/** One row of a paged answer ({ page_data: { data: Row[] } }). */
export type PageRow<T extends z.ZodType> = z.output<T> extends { page_data: { data: (infer R)[] } } ? R : never;
/** All fields of a union answer (one of several row shapes) in one type; `Partial` as any shape may lack a field. */
export type AllOf<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
