/** Sizes of the list screen (SPEC section 9), pure and unit-tested. */
import { SEARCH_GRID_COLS } from '@ta/contract';

export const DRAWER_ROW_PX = 45;
export const DRAWER_BASE_PX = 160;
export const DRAWER_TIP_PX = 48;
export const TABLE_OFFSET_PX = 340;
export const ALERT_PX = 56;
export const STATISTICS_PX = 47;

/** Advanced-search drawer height: 45 px per extra row plus 160, plus 48 with a tip. */
export function drawerHeight(rows: number, hasTip: boolean): number {
  return DRAWER_ROW_PX * rows + DRAWER_BASE_PX + (hasTip ? DRAWER_TIP_PX : 0);
}

/** Rows the drawer needs for the search items not shown inline (4 per row). */
export function extraRows(hiddenItems: number, perRow: number = SEARCH_GRID_COLS): number {
  return Math.ceil(Math.max(0, hiddenItems) / perRow);
}

/** The first (cols − 1) search items are visible; the rest go to the drawer. */
export function splitSearchItems<T>(items: readonly T[], cols: number = SEARCH_GRID_COLS): { visible: T[]; hidden: T[] } {
  const n = Math.max(0, cols - 1);
  return { visible: items.slice(0, n), hidden: items.slice(n) };
}

/** Table height: window height − 340, − 56 with an alert, − 47 with statistics. */
export function tableHeight(windowHeight: number, opts: { alert?: boolean; statistics?: boolean } = {}): number {
  return windowHeight - TABLE_OFFSET_PX - (opts.alert ? ALERT_PX : 0) - (opts.statistics ? STATISTICS_PX : 0);
}

/** From this many rows a page renders only the rows in view (antd's virtual table). */
export const VIRTUAL_FROM_ROWS = 100;
/** Width given to a column that declares none, when the table needs a numeric width. */
export const DEFAULT_COLUMN_PX = 150;

/** The table's scroll width as a number (the virtual table needs one): the columns' widths added up. */
export function tableScrollWidth(columns: readonly { width?: number | string; hideInTable?: boolean }[]): number {
  return columns.reduce((sum, c) => (c.hideInTable ? sum : sum + (typeof c.width === 'number' ? c.width : DEFAULT_COLUMN_PX)), 0);
}
