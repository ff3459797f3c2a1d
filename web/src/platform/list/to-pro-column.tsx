/**
 * Our column extensions → a plain ProColumn for the table (search is ours, so ProTable's is off).
 *
 * Cells are kept cheap, because a 300-row page renders thousands of them (see docs/decisions.md,
 * "List rendering"): antd components with css-in-js (Typography, Tooltip) register their styles once
 * per instance, which costs seconds over a page. So
 * - `ellipsis` is CSS (antd's own cell-ellipsis class) with the full text in the cell's `title`, not
 *   ProTable's Typography + Tooltip per cell;
 * - dates are formatted here instead of through a ProField per cell.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { isValidElement, type ReactNode } from 'react';
import { enumLabel, formatDateTime, formatDay } from '@ta/contract';
import { MoneyText } from '../inputs/MoneyText';
import { exportCell, fieldOf, readPath, type ListColumn } from './columns';

const DATE_FORMATS: Readonly<Record<string, string>> = { dateTime: 'YYYY-MM-DD HH:mm:ss', date: 'YYYY-MM-DD' };

/** A date cell as ProField shows it: formatted, `-` when empty. */
export function dateText(v: unknown, valueType: string): string {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v !== 'string' && typeof v !== 'number') return String(v);
  // Instants in the agency's time zone (contract dates.ts), whatever the browser's zone.
  const t = valueType === 'date' ? formatDay(v) : formatDateTime(v);
  return t || String(v);
}

export const ELLIPSIS_CLASS = 'ant-table-cell-ellipsis';

export function toProColumn<T>(c: ListColumn<T>): ProColumns<T> {
  const { enumMap, money, exportValue: _e, exportable: _x, searchRender: _s, searchOptions: _o, chipText: _c, ellipsis, ...rest } = c;
  const col: ProColumns<T> = { ...rest, search: false, hideInSearch: true };
  if (ellipsis && c.valueType !== 'option') {
    const showTitle = typeof ellipsis === 'object' ? ellipsis.showTitle !== false : true;
    const { onCell } = c;
    col.className = [c.className, ELLIPSIS_CLASS].filter(Boolean).join(' ');
    col.onCell = (row, i) => {
      const own = onCell?.(row, i) ?? {};
      if (!showTitle) return own;
      const text = exportCell(c, row);
      return text === '' ? own : { title: String(text), ...own };
    };
  }
  if (c.render) return ellipsis && c.fixed ? fixedEllipsis(col) : col;
  const f = fieldOf(c);
  const valueType = typeof c.valueType === 'string' ? c.valueType : undefined;
  if (money && f) {
    col.render = (_, row) => <MoneyText fen={readPath(row, f) as number | null} prefix="" />;
    col.align = c.align ?? 'right';
  } else if (enumMap && f) {
    col.render = (_, row) => enumLabel(enumMap, readPath(row, f) as number | string | null) || '-';
  } else if (f && valueType && DATE_FORMATS[valueType] && !c.fieldProps) {
    col.render = (_, row) => dateText(readPath(row, f), valueType);
  }
  return ellipsis && c.fixed ? fixedEllipsis(col) : col;
}

/** A fixed column's ellipsis needs its content in antd's cell-content box (the cell itself stays visible for the shadow). */
function fixedEllipsis<T>(col: ProColumns<T>): ProColumns<T> {
  const inner = col.render;
  return {
    ...col,
    render: (dom, row, i, action, schema) => {
      const out = inner ? inner(dom, row, i, action, schema) : dom;
      // A merged-cell object ({ children, props }) is left as it is.
      if (out !== null && typeof out === 'object' && !isValidElement(out) && 'props' in out && 'children' in out) return out;
      return <span className="ant-table-cell-content">{out as ReactNode}</span>;
    },
  };
}
