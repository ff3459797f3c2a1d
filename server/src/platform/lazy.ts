/**
 * Libraries only rare requests use (spreadsheets, PDF), loaded on first use instead of at start: together they
 * are ≈ 30–50 MB of the idle server's resident memory (docs/performance.md "Server-side export, 2026-11-28").
 */
import type ExcelJSType from 'exceljs';
import type PDFDocumentType from 'pdfkit';

let excel: Promise<typeof ExcelJSType> | undefined;
let sheetjs: Promise<typeof import('@e965/xlsx')> | undefined;
let pdf: Promise<typeof PDFDocumentType> | undefined;

/** exceljs (reading and writing .xlsx). */
export const excelJs = (): Promise<typeof ExcelJSType> => (excel ??= import('exceljs').then((m) => (m.default ?? m) as typeof ExcelJSType));
/** SheetJS (reading legacy .xls). */
export const sheetJs = (): Promise<typeof import('@e965/xlsx')> => (sheetjs ??= import('@e965/xlsx'));
/** pdfkit. */
export const pdfKit = (): Promise<typeof PDFDocumentType> => (pdf ??= import('pdfkit').then((m) => (m.default ?? m) as typeof PDFDocumentType));
