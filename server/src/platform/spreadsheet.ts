/**
 * Reading a workbook a user uploads — the one reader of every import (name lists, merchant lists, bank
 * statements): .xlsx by exceljs, .xls (Excel 97–2003, what partners and banks still send) by SheetJS
 * (@e965/xlsx). The content decides the format, not the name. The first sheet becomes a grid of cells, each
 * with its text and what the sheet stored (text, number, date…): a caller can refuse a number where digits
 * matter (an ID number typed as a number has lost its last digits: spreadsheets keep 15 significant digits).
 */
import type ExcelJS from 'exceljs';
import { excelJs, sheetJs } from './lazy';
import { badInput } from './errors';

export type CellKind = 'empty' | 'text' | 'number' | 'date' | 'bool';
export interface SheetCell { text: string; kind: CellKind }
/** Row i of the grid is the sheet's row i + 1; cell j its column j + 1. */
export type CellGrid = SheetCell[][];

const EMPTY: SheetCell = { text: '', kind: 'empty' };
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A date cell (exceljs and SheetJS give the sheet's wall-clock time as UTC fields) → 'YYYY-MM-DD[ HH:MM:SS]'. */
export function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const t = d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds();
  return t ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day;
}

/** A plain value (number, date, boolean, text) → its cell. Numbers keep their shortest text (never an exponent below 1e21). */
function plainCell(v: unknown): SheetCell {
  if (v === null || v === undefined || v === '') return EMPTY;
  if (typeof v === 'number') return Number.isFinite(v) ? { text: Number.isInteger(v) && Math.abs(v) < 1e21 ? v.toFixed(0) : String(v), kind: 'number' } : EMPTY;
  if (typeof v === 'boolean') return { text: v ? '是' : '否', kind: 'bool' };
  if (v instanceof Date) return { text: dateText(v), kind: 'date' };
  const text = String(v).trim();
  return text ? { text, kind: 'text' } : EMPTY;
}

/** The cell of whatever exceljs stored (number, date, rich text, hyperlink, formula result, error). */
function excelCell(v: ExcelJS.CellValue | undefined): SheetCell {
  if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
    if ('richText' in v && Array.isArray(v.richText)) return plainCell(v.richText.map((t) => t.text).join(''));
    if ('result' in v) return excelCell(v.result as ExcelJS.CellValue);
    if ('text' in v && typeof v.text === 'string') return plainCell(v.text);
    return EMPTY;
  }
  return plainCell(v);
}

async function readXlsx(buf: Buffer): Promise<CellGrid | null> {
  const wb = new (await excelJs()).Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0];
  if (!ws) return null;
  const grid: CellGrid = [];
  ws.eachRow({ includeEmpty: true }, (row, r) => {
    const cells: SheetCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, c) => { cells[c - 1] = excelCell(cell.value); });
    grid[r - 1] = Array.from(cells, (x) => x ?? EMPTY);
  });
  return Array.from(grid, (r) => r ?? []);
}

async function readXls(buf: Buffer): Promise<CellGrid | null> {
  const XLSX = await sheetJs();
  const wb = XLSX.read(buf, { type: 'buffer', cellDates: true, dense: true });
  const ws = wb.Sheets[wb.SheetNames[0]];
  if (!ws) return null;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: true, defval: '', blankrows: true });
  return rows.map((r) => Array.from(r, plainCell));
}

/** What a workbook's format is by its first bytes: 'xlsx' (a zip), 'xls' (an OLE compound file) or null. */
export function workbookFormat(buf: Buffer): 'xlsx' | 'xls' | null {
  if (buf[0] === 0x50 && buf[1] === 0x4b) return 'xlsx';
  if (buf[0] === 0xd0 && buf[1] === 0xcf) return 'xls';
  return null;
}

/**
 * The first sheet of an .xlsx or .xls file as cells. `what` names the file in the messages ("导入文件",
 * "对账单文件"), `field` is the request field the errors point at. `format` forces a format when the bytes
 * say neither (a file named .xls that SheetJS may still read).
 */
export async function readWorkbook(buf: Buffer, o: { what: string; field: string; format?: 'xlsx' | 'xls' }): Promise<CellGrid> {
  const fail = (msg: string) => badInput(msg, [{ field: o.field, message: msg }]);
  const format = workbookFormat(buf) ?? o.format;
  if (!format) throw fail(`${o.what}不是有效的Excel文件（.xlsx 或 .xls）`);
  const invalid = `${o.what}不是有效的Excel文件（.${format}）`;
  let grid: CellGrid | null;
  try {
    grid = format === 'xlsx' ? await readXlsx(buf) : await readXls(buf);
  } catch { throw fail(invalid); }
  if (!grid) throw fail(`${o.what}中没有工作表`);
  return grid;
}

/** A grid of cell texts (callers that only need the text). */
export const gridTexts = (grid: CellGrid): string[][] => grid.map((r) => r.map((c) => c.text));
