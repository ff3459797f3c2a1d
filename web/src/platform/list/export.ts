/** Export of the current query to CSV or Excel (.xlsx written by our own tiny writer, no dependency). */
import { exportCell, exportColumns, titleOf, type ListColumn } from './columns';
import { xlsxOf, type Sheet } from './xlsx';

export type { Sheet } from './xlsx';
export type ExportFormat = 'csv' | 'excel';

export function sheetOf<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): Sheet {
  const cols = exportColumns(columns);
  return { headers: cols.map(titleOf), rows: rows.map((r) => cols.map((c) => exportCell(c, r))) };
}

function csvCell(v: string | number): string {
  const s = String(v);
  // A leading = + - @ would be run as a formula by spreadsheet programs.
  const safe = typeof v === 'string' && /^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV with a UTF-8 byte-order mark so Excel reads the Chinese text. */
export function toCsv(sheet: Sheet): string {
  const lines = [sheet.headers, ...sheet.rows].map((r) => r.map(csvCell).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

export function fileNameOf(name: string, format: ExportFormat, now = new Date()): string {
  const p = (x: number) => String(x).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}`;
  return `${name}_${stamp}.${format === 'csv' ? 'csv' : 'xlsx'}`;
}

export function exportBlob(sheet: Sheet, format: ExportFormat, sheetName: string): Blob {
  if (format === 'csv') return new Blob([toCsv(sheet)], { type: 'text/csv;charset=utf-8' });
  return new Blob([xlsxOf(sheet, sheetName) as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
