/** The shape of a resource in the registry (contract/src/resources.ts); its own file so module resource lists import it without a cycle. */
import type { z } from 'zod';

export type Verb = 'list' | 'detail' | 'add' | 'update' | 'delete';

export interface ResourceDef {
  name: string;
  title: string;
  /** Base path; verbs are mounted as `${path}/${verb}` unless `paths` names another. */
  path: string;
  permissionKey: string;
  /** The database table, for the change history (变更记录) of its records. */
  table?: string;
  create: z.ZodTypeAny;
  update: z.ZodTypeAny;
  /** The answer row of list, detail, add and update (contract `rowOf(create, extra)` or the module's own row schema). */
  row?: z.ZodTypeAny;
  /** The list's answer when it is not a plain page of `row` (a page with a summary of its own, a tree…). */
  listOut?: z.ZodTypeAny;
  verbs: readonly Verb[];
  paths?: Partial<Record<Verb, string>>;
  /** Chinese label of each field, for the change history, exports and columns. */
  labels: Record<string, string>;
  /** Fields holding a code of an enumeration (shown with labels in the history). */
  enums?: Record<string, Readonly<Record<string | number, string>>>;
  /** Fields holding money in fen (shown in yuan in the history). */
  money?: readonly string[];
  /** Lists are cut to the role relation's data boundary. */
  scoped?: boolean;
  /** Fields a keyword filter searches. */
  keywordFields?: readonly string[];
}
