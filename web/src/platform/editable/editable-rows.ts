/**
 * The editable table's row model (SPEC section 3 "Editable table row: key, editable, isNew, isDisabled" and
 * section 5 "every required field must be non-empty; numeric fields must not be negative … 请填写 … 信息。").
 * Pure functions: the component keeps rows in state and calls these.
 */
import { Msg } from '@ta/contract';
import { validateRows, type RowField } from '../inputs/rules';

export interface EditableRow {
  key: string;
  /** The row may be edited (false shows it read-only). */
  editable?: boolean;
  /** Added on this page and not saved yet. */
  isNew?: boolean;
  /** Read-only row (SPEC: own-company rows). */
  isDisabled?: boolean;
}

let seq = 0;
/** A key unique within the page's life (new rows have no id yet). */
export function newRowKey(prefix = 'new'): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}`;
}

export function addRow<T extends EditableRow>(rows: readonly T[], row: Omit<T, 'key' | 'isNew'> & Partial<EditableRow>): T[] {
  return [...rows, { editable: true, ...row, key: row.key ?? newRowKey(), isNew: true } as T];
}

export function removeRow<T extends EditableRow>(rows: readonly T[], key: string): T[] {
  return rows.filter((r) => r.key !== key);
}

/**
 * Sets one cell (with `also`, other fields in the same change) and any fields `derive` computes from the new
 * row. Disabled rows do not change.
 */
export function updateCell<T extends EditableRow>(rows: readonly T[], key: string, field: keyof T & string, value: unknown,
  derive?: (row: T, field: string) => Partial<T>, also?: Record<string, unknown>): T[] {
  return rows.map((r) => {
    if (r.key !== key || r.isDisabled || r.editable === false) return r;
    const next = { ...r, ...also, [field]: value } as T;
    return derive ? { ...next, ...derive(next, field) } : next;
  });
}

export interface RowProblem { key: string; field: string; message: string }

/**
 * The first problem of the rows (SPEC section 5), with the row and field it concerns, or null. Disabled rows
 * are not checked (they are not the user's to fix).
 */
export function firstProblem<T extends EditableRow>(rows: readonly T[], fields: readonly RowField[], prefix: string = Msg.fillPrefix): RowProblem | null {
  for (const row of rows) {
    if (row.isDisabled) continue;
    for (const f of fields) {
      const message = validateRows([row as unknown as Record<string, unknown>], [f], prefix);
      if (message) return { key: row.key, field: f.field, message };
    }
  }
  return null;
}
