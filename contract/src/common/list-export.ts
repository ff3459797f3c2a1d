import { z } from 'zod';

/**
 * The server-side export of a list (docs/decisions.md "Server-side list export"): every list route
 * `<path>` has `<path>/export` with the same permission key (action canExport). The request carries the
 * list's own query (filters and sort, validated by the list's schema) and the columns the list screen
 * shows, with their Chinese titles and how each cell is written.
 */
export const LIST_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];
/** How a cell is written: text as is, money from fen to yuan (2 decimals), a code by its label, a date in China time. */
export const LIST_EXPORT_KINDS = ['text', 'number', 'money', 'enum', 'date', 'dateTime', 'bool'] as const;
export type ListExportKind = (typeof LIST_EXPORT_KINDS)[number];
/** Excel's rows per sheet (1,048,576 with the header): an export continues on the next sheet beyond. */
export const EXCEL_MAX_ROWS = 1_048_576;
/** Rows the server reads per step of the cursor. */
export const EXPORT_CHUNK_ROWS = 1000;

export const listExportColumn = z.object({
  key: z.string({ error: '导出列不正确' }).trim().min(1, '导出列不正确').max(100, '导出列不正确').regex(/^[A-Za-z0-9_.]+$/, '导出列不正确'),
  title: z.string({ error: '请输入列标题' }).trim().min(1, '请输入列标题').max(60, '列标题不能超过60个字符'),
  kind: z.enum(LIST_EXPORT_KINDS, { error: '导出列的格式不正确' }).default('text'),
  /** Code → label (kind enum). */
  labels: z.record(z.string().max(40), z.string().max(60), { error: '导出列的取值说明不正确' }).optional(),
});
export type ListExportColumn = z.infer<typeof listExportColumn>;

export const listExportReq = z.object({
  format: z.enum(LIST_EXPORT_FORMATS, { error: '导出格式只能是 xlsx 或 csv' }),
  /** File and sheet name (the list's title). */
  name: z.string({ error: '请输入导出文件名' }).trim().min(1, '请输入导出文件名').max(60, '导出文件名不能超过60个字符'),
  columns: z.array(listExportColumn, { error: '请选择导出的列' }).min(1, '请选择导出的列').max(200, '导出的列不能超过200个'),
  /** The list's query without paging: its filters, keyword and sort, as the list screen sends them. */
  query: z.record(z.string(), z.unknown(), { error: '查询条件格式不正确' }).default({}),
});
export type ListExportReq = z.input<typeof listExportReq>;
