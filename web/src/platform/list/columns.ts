/** Our extensions of ProColumns, read by the list screen's search, chips, export and summary. */
import type { ProColumns } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { enumLabel, fenToYuan, formatDateTime, formatDay } from '@ta/contract';

export type EnumLike = Readonly<Record<string | number, string>>;

export interface ColumnExtras<T> {
  /** Code → label enumeration: shown as labels in cells, search selects, chips and exports. */
  enumMap?: EnumLike;
  /** The field holds money in fen: shown and exported in yuan. */
  money?: boolean;
  /** Value written to exports instead of the default. */
  exportValue?: (row: T) => string | number;
  /** Leave out of exports (option columns are always left out). */
  exportable?: boolean;
  /** A custom search control (value/onChange props are injected by the form item). */
  searchRender?: () => ReactNode;
  /** Options of a select search (when there is no enumMap). */
  searchOptions?: { label: string; value: string | number }[];
  /** Chip text for a custom search value. */
  chipText?: (value: unknown) => string;
}

export type ListColumn<T> = ProColumns<T> & ColumnExtras<T>;

/** Select options of a code → label map: numeric codes stay numbers, string codes stay strings. */
export function mapOptions(map: EnumLike): { label: string; value: string | number }[] {
  return Object.entries(map).map(([k, label]) => ({ label, value: /^-?\d+$/.test(k) ? Number(k) : k }));
}

/** The field name of a column (string dataIndex or key). */
export function fieldOf<T>(c: ListColumn<T>): string | undefined {
  const di = c.dataIndex;
  if (typeof di === 'string' || typeof di === 'number') return String(di);
  if (Array.isArray(di)) return di.join('.');
  return typeof c.key === 'string' ? c.key : undefined;
}

export function titleOf<T>(c: ListColumn<T>): string {
  return typeof c.title === 'string' ? c.title : fieldOf(c) ?? '';
}

/** Search items are opt-in: `search: true` or `search: { transform }`. */
export function isSearchable<T>(c: ListColumn<T>): boolean {
  return Boolean(c.search) && !c.hideInSearch && c.valueType !== 'option' && fieldOf(c) !== undefined;
}

function readPath(row: unknown, path: string): unknown {
  let cur: unknown = row;
  for (const p of path.split('.')) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

/** The plain text of a cell as it appears in an export. */
export function exportCell<T>(c: ListColumn<T>, row: T): string | number {
  if (c.exportValue) return c.exportValue(row);
  const f = fieldOf(c);
  const v = f ? readPath(row, f) : undefined;
  if (v === undefined || v === null) return '';
  if (c.money) return typeof v === 'number' ? fenToYuan(v, false) : String(v);
  if (c.enumMap) return enumLabel(c.enumMap, v as number | string);
  if ((c.valueType === 'dateTime' || c.valueType === 'date') && (typeof v === 'string' || typeof v === 'number')) {
    const t = c.valueType === 'date' ? formatDay(v) : formatDateTime(v);
    if (t) return t;
  }
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v)) return v.join('、');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** Columns that go into an export. */
export function exportColumns<T>(columns: readonly ListColumn<T>[]): ListColumn<T>[] {
  return columns.filter((c) => c.valueType !== 'option' && c.exportable !== false && fieldOf(c) !== undefined);
}

export { readPath };
