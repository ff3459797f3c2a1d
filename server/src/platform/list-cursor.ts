/**
 * The keyset cursor of a list export (platform/list-export.ts). The export runs the list route's own handler
 * step by step; while it does, the shared page query (data.ts pageIds) reads the next `size` rows after the
 * last (sort value, id) it returned instead of an offset page, and the total is not counted. Only the first
 * page query of each handler call follows the cursor (a handler's other queries run as usual).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ExportCursor {
  /** Rows per step. */
  size: number;
  /** The last row of the previous step: its id and whether its sort value was null. */
  after?: { id: number; sortIsNull: boolean };
  /** Set by pageIds when it served this step (reset by the export before each handler call). */
  used: boolean;
  /** The last row of this step (set by pageIds). */
  last?: { id: number; sortIsNull: boolean };
  /**
   * The answer keys the exported columns read (the first segment of each column key declared in the list's row
   * schema); undefined when the export cannot tell (then no list narrows its select).
   */
  fields?: ReadonlySet<string>;
  /** Set by a list's handler when this step's rows carry only `fields` (list-narrow.ts): not a whole answer row. */
  narrowed?: boolean;
}

const store = new AsyncLocalStorage<ExportCursor>();

export const runWithCursor = <T>(c: ExportCursor, fn: () => Promise<T>): Promise<T> => store.run(c, fn);

/** The cursor of the running export step, if this is its first page query (claims it). */
export function claimCursor(): ExportCursor | undefined {
  const c = store.getStore();
  if (!c || c.used) return undefined;
  c.used = true;
  return c;
}

/** Whether an export step is running (its totals are not counted). */
export const exporting = (): boolean => store.getStore() !== undefined;

/** The running export step (list-narrow.ts reads its fields and marks it narrowed). */
export const exportStep = (): ExportCursor | undefined => store.getStore();
