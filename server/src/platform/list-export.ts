/**
 * The one export path of every list (issue 16, docs/decisions.md "Server-side list export"): each list route
 * `<path>` (a reading route whose request pages with `pageNo`) gets `<path>/export`, declared with the list's
 * permission key and action canExport. The export validates the list's query with the list's own schema and
 * runs the list's own handler step by step — the same filters, data boundary and present hooks — while the
 * shared page query (data.ts pageIds) follows a keyset cursor (list-cursor.ts) instead of an offset; handlers
 * that page by other means are walked page by page. Rows are masked by the list's rule (route.ts
 * masksPersonal) and streamed into exceljs's streaming WorkbookWriter (a new sheet every 1,048,576 rows) or a
 * CSV (UTF-8 with BOM) on the HTTP response. A list may declare an export-only select (list-narrow.ts): its handler
 * then reads only what the exported columns need while the export runs.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type ExcelJS from 'exceljs';
import { excelJs } from './lazy';
import type { z } from 'zod';
import {
  EXCEL_MAX_ROWS, EXPORT_CHUNK_ROWS, listExportReq, maskField, maskPersonalDeep, PAGE_SIZE_MAX,
  type ListExportColumn, type ListExportFormat,
  agencyTimeZone, fileAnswer, formatDateTime, rangeStart, zoneOffsetMs,
} from '@ta/contract';
import { badInput } from './errors';
import { runWithCursor, type ExportCursor } from './list-cursor';
import { checkAnswer, defineRoute, masksPersonal, plainOf, stripTo, type Ctx, type RouteSpec } from './route';
import type { AnyRow } from './row';

type Handler = (input: never, ctx: Ctx) => unknown;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Request fields the export sets itself (a list's paging and counting). */
const PAGING = ['pageNo', 'pageSize', 'exact_total', 'totals_only', 'pageNum', 'page_size', 'page_index'];

/** The object shape of a route's body schema (through refinements and pipes), or undefined. */
function shapeOf(schema: z.ZodTypeAny | undefined): Record<string, unknown> | undefined {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s; i++) {
    const o = s as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; innerType?: unknown } } };
    if (o.shape && typeof o.shape === 'object') return o.shape;
    s = o._zod?.def?.in ?? o._zod?.def?.innerType;
  }
  return undefined;
}

/** A list route: POST, reading (action view) under a permission key, its body paging with pageNo. */
export function isListRoute(spec: RouteSpec<z.ZodTypeAny>): boolean {
  const a = spec.access;
  return typeof a === 'object' && a.action === 'view' && (spec.method ?? 'POST') === 'POST' && !spec.path.endsWith('/export')
    && Boolean(shapeOf(spec.body)?.pageNo);
}

/** The rows of a list answer, in any of the paged shapes lists answer (as the web's normalizePage reads them). */
export function rowsOfAnswer(answer: unknown): { rows: AnyRow[]; total?: number } {
  if (Array.isArray(answer)) return { rows: answer as AnyRow[] };
  if (!answer || typeof answer !== 'object') return { rows: [] };
  const a = answer as AnyRow;
  if (a.page_data && typeof a.page_data === 'object') return rowsOfAnswer(a.page_data);
  const rows = [a.data, a.list, a.records, a.rows].find(Array.isArray) as AnyRow[] | undefined;
  const total = Number(a.total_size ?? a.totalCount ?? a.total);
  // A capped or deferred total (data.ts pageTotal) is no total: the rows go on to a short page.
  return { rows: rows ?? [], total: Number.isFinite(total) && a.total_capped !== true && a.total_deferred !== true ? total : undefined };
}

/**
 * Rows per keyset step (tests lower it to walk many steps over few rows); `narrowSteps` counts the steps a list
 * served narrowed; `excelRows: false` writes each xlsx row through exceljs's addRow (tests compare the two).
 */
export const exportTuning = { chunkRows: EXPORT_CHUNK_ROWS, narrowSteps: 0, excelRows: true };

/**
 * Every row of the list's query, a step at a time: keyset steps of EXPORT_CHUNK_ROWS while the handler pages
 * through pageIds, else pages of PAGE_SIZE_MAX until a short page (or the total).
 */
export async function* listRows(handler: Handler, input: AnyRow, ctx: Ctx, out?: z.ZodTypeAny, o: { trimmed?: boolean; fields?: ReadonlySet<string> } = {}): AsyncGenerator<AnyRow[]> {
  const cursor: ExportCursor = { size: exportTuning.chunkRows, used: false, fields: o.trimmed ? o.fields : undefined };
  let seen = 0;
  for (let pageNo = 1; ; ) {
    cursor.used = false;
    cursor.narrowed = false;
    cursor.last = undefined;
    let answer = await runWithCursor(cursor, async () => handler({ ...input, pageNo, pageSize: PAGE_SIZE_MAX } as never, ctx));
    // The answer is trimmed to its schema here unless the cells are read through the schema (`trimmed`: columnReaders);
    // under STRICT_ANSWERS it is still checked against it (a mismatch fails the export as it fails the list) unless
    // the list served the step narrowed (its rows carry the exported keys only; test/export.test.ts compares them).
    if (cursor.narrowed) exportTuning.narrowSteps += 1;
    if (out && answer !== undefined && answer !== null) {
      if (!o.trimmed) answer = checkAnswer(out, answer, 'export', ctx.req.log);
      else if (process.env.STRICT_ANSWERS === '1' && !cursor.narrowed) checkAnswer(out, answer, 'export', ctx.req.log);
    }
    const { rows, total } = rowsOfAnswer(answer);
    seen += rows.length;
    if (cursor.used) {
      if (rows.length) yield rows;
      if (!cursor.last) return;
      cursor.after = cursor.last;
    } else {
      if (rows.length) yield rows;
      // An unpaged answer (more rows than a page) or a short page is the whole list.
      if (rows.length !== PAGE_SIZE_MAX || (total !== undefined && seen >= total)) return;
      pageNo += 1;
    }
  }
}

type Def = { type: string; innerType?: z.ZodTypeAny; in?: z.ZodTypeAny; element?: z.ZodTypeAny; getter?: () => z.ZodTypeAny };
const defOf = (s: z.ZodTypeAny) => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'pipe', 'lazy']);
/** The schema under optional / nullable / default / pipe (its input) / lazy. */
function unwrap(s: z.ZodTypeAny): z.ZodTypeAny {
  for (let i = 0; i < 20; i++) {
    const d = defOf(s);
    if (!WRAPPERS.has(d.type)) return s;
    s = (d.type === 'pipe' ? d.in : d.type === 'lazy' ? d.getter!() : d.innerType)!;
  }
  return s;
}
const shapeOfObject = (s: z.ZodTypeAny): Record<string, z.ZodTypeAny> | undefined =>
  (defOf(s).type === 'object' ? (s as z.ZodObject).shape as Record<string, z.ZodTypeAny> : undefined);

/**
 * The schema of one row of a list answer, found where rowsOfAnswer finds the rows (the answer itself when an array,
 * page_data, then the one of data / list / records / rows declared as an array); undefined when the schema does
 * not tell (the export then trims each answer to the schema as the list does).
 */
export function rowSchemaOf(out: z.ZodTypeAny): z.ZodTypeAny | undefined {
  const s = unwrap(out);
  const d = defOf(s);
  if (d.type === 'array') return d.element;
  const shape = shapeOfObject(s);
  if (!shape) return undefined;
  if (shape.page_data) return rowSchemaOf(shape.page_data);
  const lists = ['data', 'list', 'records', 'rows'].filter((k) => shape[k] && defOf(unwrap(shape[k])).type === 'array');
  return lists.length === 1 ? defOf(unwrap(shape[lists[0]])).element : undefined;
}

/**
 * How a column's value is read from an untrimmed row, with the result the list's answer would carry (checkAnswer's
 * trimming, route.ts stripTo of the Date-free value): the path is followed through the row schema's objects once,
 * so each cell costs a property read instead of trimming the whole row (≈ 70 fields of an order) — an undeclared
 * field reads as empty, and below an array, union or record the value is trimmed to its schema as the answer's is.
 */
export function columnReader(row: z.ZodTypeAny, path: readonly string[]): (r: unknown) => unknown {
  let s = row;
  for (let i = 0; i < path.length; i++) {
    const shape = shapeOfObject(unwrap(s));
    if (!shape) {
      const at = s; const head = path.slice(0, i); const rest = path.slice(i);
      return (r) => { const v = readPath(r, head); return v === null || v === undefined ? v : readPath(stripTo(at, plainOf(v)), rest); };
    }
    if (!Object.hasOwn(shape, path[i])) return () => undefined;
    s = shape[path[i]];
  }
  const leaf = s;
  // A primitive passes stripTo unchanged below a primitive schema (and a record / any / unknown), and is dropped
  // below an object or array; a Date is kept as it is (valueOf and formatCell treat it as its ISO string, which is
  // what the answer carries) so a date-time cell does not print and parse it back.
  const t = defOf(unwrap(leaf)).type;
  const primitive = t !== 'object' && t !== 'array' && t !== 'union';
  const dropsPrimitive = t === 'object' || t === 'array';
  const key = path.length === 1 ? path[0] : undefined;
  return (r) => {
    const v = key !== undefined ? (typeof r === 'object' && r !== null ? (r as AnyRow)[key] : undefined) : readPath(r, path);
    if (v === null || v === undefined) return v;
    if (typeof v !== 'object') return primitive ? v : dropsPrimitive ? undefined : stripTo(leaf, v);
    if (v instanceof Date && primitive) return Number.isNaN(v.getTime()) ? null : v;
    return stripTo(leaf, plainOf(v));
  };
}

function readPath(row: unknown, path: string | readonly string[]): unknown {
  let cur: unknown = row;
  for (const p of typeof path === 'string' ? path.split('.') : path) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as AnyRow)[p];
  }
  return cur;
}

/** The agency zone's offsets by UTC hour (an hour with a change in it holds NaN: computed per instant). */
const offsets = { zone: '', hours: new Map<number, number>() };
const HOUR_MS = 3_600_000;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));
/**
 * A moment in the agency's time zone as 'YYYY-MM-DD HH:mm:ss': formatDateTime (contract dates.ts) with the zone's
 * offset looked up once per hour instead of Intl's formatToParts per cell (≈ 10 % of an export's CPU).
 */
export function chinaDateTime(d: Date): string {
  const t = d.getTime();
  if (!(t >= 0 && t < 4_102_444_800_000)) return formatDateTime(d); // 1970–2100 only
  const z = agencyTimeZone();
  if (offsets.zone !== z || offsets.hours.size > 200_000) { offsets.zone = z; offsets.hours.clear(); }
  const h = Math.floor(t / HOUR_MS);
  let off = offsets.hours.get(h);
  if (off === undefined) {
    const a = zoneOffsetMs(h * HOUR_MS, z);
    off = a === zoneOffsetMs(h * HOUR_MS + HOUR_MS - 1, z) ? a : NaN;
    offsets.hours.set(h, off);
  }
  if (Number.isNaN(off)) return formatDateTime(d);
  const w = new Date(t + off);
  return `${w.getUTCFullYear()}-${two(w.getUTCMonth() + 1)}-${two(w.getUTCDate())} ${two(w.getUTCHours())}:${two(w.getUTCMinutes())}:${two(w.getUTCSeconds())}`;
}
function asMoment(v: unknown): Date | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v)) {
    const d = rangeStart(v); // a zoneless date-time is agency time
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return undefined;
}

/**
 * The value of a column in a row, masked as the list's answer would be (maskPersonalDeep decides by the field's
 * name: only the exported values are masked, not the whole row).
 */
function valueOf(c: ListExportColumn, row: unknown, mask: boolean, path: readonly string[] = c.key.split('.'), read?: (r: unknown) => unknown): unknown {
  let v = read ? read(row) : readPath(row, path);
  // A Date (columnReader keeps them) stands for the answer's ISO string: kept for a date / date-time cell, else the string.
  if (v instanceof Date && (mask || (c.kind !== 'date' && c.kind !== 'dateTime'))) v = plainOf(v);
  if (!mask || v === null || v === undefined) return v;
  return typeof v === 'string' ? maskField(path[path.length - 1], v) : maskPersonalDeep(v);
}

/** A cell as written: a number (xlsx keeps it a number) or text. Money is yuan with 2 decimals. */
export function exportCell(c: ListExportColumn, row: unknown, mask = false, path?: readonly string[], read?: (r: unknown) => unknown): string | number {
  return formatCell(c, valueOf(c, row, mask, path, read));
}

function formatCell(c: ListExportColumn, v: unknown): string | number {
  if (v === undefined || v === null || v === '') return '';
  if (Array.isArray(v)) return v.map((x) => formatCell(c, x)).filter((x) => x !== '').join('、');
  switch (c.kind) {
    case 'money': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : NaN;
      return Number.isSafeInteger(n) ? n / 100 : String(v);
    }
    case 'enum': return c.labels?.[String(v)] ?? String(v);
    case 'date': {
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
      const d = asMoment(v);
      return d ? chinaDateTime(d).slice(0, 10) : String(v);
    }
    case 'dateTime': {
      const d = asMoment(v);
      return d ? chinaDateTime(d) : String(v);
    }
    case 'bool': return v === true || v === 1 || v === '1' || v === 'true' ? '是' : '否';
    case 'number': return typeof v === 'number' ? v : Number.isFinite(Number(v)) && String(v).trim() !== '' ? Number(v) : String(v);
    default:
      if (typeof v === 'number') return v;
      if (typeof v === 'boolean') return v ? '是' : '否';
      if (v instanceof Date) return chinaDateTime(v);
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

/** A CSV field: quoted when needed; a leading = + - @ (a formula in spreadsheet programs) is made text. */
export function csvField(v: string | number): string {
  const s = String(v);
  const safe = typeof v === 'string' && /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An Excel sheet name: at most 31 characters, none of []:*?/\ . */
export const sheetName = (name: string, n: number): string => {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').trim() || '导出';
  const tail = n > 1 ? `（${n}）` : '';
  return base.slice(0, 31 - tail.length) + tail;
};

/**
 * After each step: let the event loop run (the zip's deflate callbacks and socket writes — an in-process database
 * such as PGlite answers without ever yielding to I/O, and the file would pile up in memory), then wait while the
 * response's buffer is full.
 */
async function drained(out: Writable): Promise<void> {
  await new Promise((res) => setImmediate(res));
  if (!out.writableNeedDrain || out.destroyed) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

export interface WriteOptions {
  format: ListExportFormat;
  name: string;
  columns: readonly ListExportColumn[];
  chunks: AsyncIterable<AnyRow[]>;
  /** Rows per sheet including the header (Excel's limit; lower in tests). */
  sheetRows?: number;
  /** Mask personal fields (the list's masking rule applies to the caller). */
  mask?: boolean;
  /** The list's row schema: cells are read through it (columnReader) from rows not trimmed to it. */
  rowSchema?: z.ZodTypeAny;
}

/** Text as exceljs writes it in XML (utils.xmlEncode): & < > " ' escaped, control characters Excel refuses left out. */
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
export function xmlText(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    switch (ch) {
      case 34: out += '&quot;'; break;
      case 38: out += '&amp;'; break;
      case 39: out += '&apos;'; break;
      case 60: out += '&lt;'; break;
      case 62: out += '&gt;'; break;
      case 127: break;
      default:
        if (ch <= 31 && (ch <= 8 || (ch >= 11 && ch !== 13))) break;
        out += text[i];
    }
  }
  return out;
}

/** A column's letters (A … Z, AA …) as in a cell address. */
const columnLetters = (n: number): string => { let s = ''; for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s; return s; };

/** exceljs's streaming worksheet, as far as writeExport writes a sheet's rows itself (exceljs 4.4). */
interface SheetStream { stream?: { write?: (xml: string) => unknown } }
interface StyleRegistry { styles?: { addStyleModel?: (style: Partial<ExcelJS.Style>, cellType: number) => number } }
/** exceljs ValueType.Number. */
const EXCEL_NUMBER = 2;
/** Rows built into one string before it is written. */
const FLUSH_ROWS = 100;

/**
 * exceljs's streaming WorkbookWriter loaded on its own (212 modules, the same files the package's entry loads)
 * instead of the whole package (673: readers, CSV, the document model): an export's resident memory keeps ~5 MB less
 * of module code and heap (docs/performance.md "Export memory after an xlsx"). The whole package if that path moves.
 */
const WRITER_MODULE = 'exceljs/lib/stream/xlsx/workbook-writer.js';
type WorkbookWriterClass = typeof ExcelJS.stream.xlsx.WorkbookWriter;
let writerClass: Promise<WorkbookWriterClass> | undefined;
const workbookWriter = (): Promise<WorkbookWriterClass> => (writerClass ??= (import(WRITER_MODULE) as Promise<{ default?: WorkbookWriterClass }>)
  .then((m) => m.default ?? (m as unknown as WorkbookWriterClass))
  .catch(async () => (await excelJs()).stream.xlsx.WorkbookWriter));

/** Writes the rows as .xlsx (streaming workbook) or CSV into `out`; answers the number of rows written. */
export async function writeExport(out: Writable, o: WriteOptions): Promise<number> {
  let count = 0;
  const mask = Boolean(o.mask);
  const rowSchema = o.rowSchema;
  // One function per column from row to cell, resolved once (path, schema reader, masking).
  const cell = o.columns.map((c) => {
    const path = c.key.split('.');
    const read = rowSchema ? columnReader(rowSchema, path) : undefined;
    return (r: AnyRow) => exportCell(c, r, mask, path, read);
  });
  const n = o.columns.length;
  const money = o.columns.map((c) => c.kind === 'money');
  if (o.format === 'csv') {
    out.write(`\uFEFF${o.columns.map((c) => csvField(c.title)).join(',')}\r\n`);
    for await (const chunk of o.chunks) {
      if (out.destroyed) break;
      // Written every FLUSH_ROWS rows (short-lived strings: less for the garbage collector to copy); money is
      // written with its 2 decimals (yuan from integer fen: exact).
      let text = '';
      for (let k = 0; k < chunk.length; k++) {
        const r = chunk[k];
        for (let i = 0; i < n; i++) {
          const v = cell[i](r);
          if (i) text += ',';
          text += typeof v === 'number' ? (money[i] ? v.toFixed(2) : String(v)) : csvField(v);
        }
        text += '\r\n';
        if ((k + 1) % FLUSH_ROWS === 0) { out.write(text); text = ''; }
      }
      if (text) out.write(text);
      count += chunk.length;
      await drained(out);
    }
    await new Promise<void>((resolve) => { out.end(resolve); });
    return count;
  }
  const perSheet = Math.max(2, o.sheetRows ?? EXCEL_MAX_ROWS) - 1;
  const wb = new (await workbookWriter())({ stream: out, useStyles: true, useSharedStrings: false });
  let sheetNo = 0;
  let ws: ExcelJS.Worksheet | undefined;
  let inSheet = 0;
  const newSheet = () => {
    ws?.commit();
    sheetNo += 1;
    ws = wb.addWorksheet(sheetName(o.name, sheetNo), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = o.columns.map((c, i) => ({ key: `c${i}`, width: Math.min(40, Math.max(10, c.title.length * 2 + 4)), ...(money[i] ? { style: { numFmt: '0.00' } } : {}) }));
    const head = ws.addRow(o.columns.map((c) => c.title));
    head.font = { bold: true };
    head.commit();
    inSheet = 0;
  };
  newSheet();
  // The data rows are written as exceljs writes them (row-xform / cell-xform: <row r spans x14ac:dyDescent>, a string
  // as t="str", money cells with the 0.00 style), straight into the sheet's stream: exceljs's Row and Cell objects,
  // style resolution and XML builder per cell were most of an xlsx export's CPU. Without those internals (another
  // exceljs), each row goes through addRow as before.
  const moneyStyle: Partial<ExcelJS.Style> = { numFmt: '0.00' };
  const styles = (wb as unknown as StyleRegistry).styles;
  const direct = exportTuning.excelRows && typeof styles?.addStyleModel === 'function' && typeof (ws as unknown as SheetStream).stream?.write === 'function';
  if (direct) {
    const moneyId = styles!.addStyleModel!(moneyStyle, EXCEL_NUMBER);
    const open = o.columns.map((_, i) => `<c r="${columnLetters(i)}`);
    const styled = money.map((m) => (m && moneyId ? ` s="${moneyId}"` : ''));
    const spans = `" spans="1:${n}" x14ac:dyDescent="0.25">`;
    let rowNo = 1;
    let xml = '';
    const flush = () => { if (xml) { (ws as unknown as SheetStream).stream!.write!(xml); xml = ''; } };
    for await (const chunk of o.chunks) {
      if (out.destroyed) break;
      for (let k = 0; k < chunk.length; k++) {
        const r = chunk[k];
        if (inSheet >= perSheet) { flush(); newSheet(); rowNo = 1; }
        rowNo += 1;
        xml += `<row r="${rowNo}${spans}`;
        for (let i = 0; i < n; i++) {
          const v = cell[i](r);
          xml += typeof v === 'number' ? `${open[i]}${rowNo}"${styled[i]}><v>${v}</v></c>` : `${open[i]}${rowNo}"${styled[i]} t="str"><v>${xmlText(v)}</v></c>`;
        }
        xml += '</row>';
        inSheet += 1;
        if ((k + 1) % FLUSH_ROWS === 0) flush();
      }
      flush();
      count += chunk.length;
      await drained(out);
    }
  } else {
    // One style object per column and value type, shared by its cells: exceljs caches a style's id by the object.
    const shared = o.columns.map((_, i) => [money[i] ? moneyStyle : {}, money[i] ? moneyStyle : {}] as Partial<ExcelJS.Style>[]);
    for await (const chunk of o.chunks) {
      if (out.destroyed) break;
      for (const r of chunk) {
        if (inSheet >= perSheet) newSheet();
        const cells = cell.map((f) => f(r));
        const row = ws!.addRow(cells);
        for (let i = 0; i < cells.length; i++) row.getCell(i + 1).style = shared[i][typeof cells[i] === 'number' ? 0 : 1];
        row.commit();
        inSheet += 1;
      }
      count += chunk.length;
      await drained(out);
    }
  }
  ws!.commit();
  await wb.commit();
  return count;
}

/** Forgets the hour offsets chinaDateTime cached (an export's thousands of hours are not kept between exports). */
const forgetOffsets = () => { offsets.hours = new Map(); };

/** The download name: the list's title and the time in China, e.g. 订单列表_202605011230.xlsx. */
export function exportFileName(name: string, format: ListExportFormat, now = new Date()): string {
  const stamp = chinaDateTime(now).replace(/[-: ]/g, '').slice(0, 12);
  return `${name.replace(/[\\/:*?"<>|\r\n]/g, '_')}_${stamp}.${format}`;
}
const disposition = (file: string) => `attachment; filename="export.${file.split('.').pop()}"; filename*=UTF-8''${encodeURIComponent(file)}`;

/** Registers `<list path>/export` beside a list route (called by defineRoute through app.listRouteHook). */
export function mountListExport(app: FastifyInstance, spec: RouteSpec<z.ZodTypeAny>, handler: Handler): void {
  if (!isListRoute(spec) || typeof spec.access !== 'object') return;
  const listSpec = spec;
  defineRoute(app, {
    path: `${spec.path}/export`, access: { key: spec.access.key, action: 'canExport' }, body: listExportReq, out: fileAnswer,
    tag: spec.tag, summary: `导出${(spec.summary ?? '列表').replace(/^导出/, '')}（.xlsx 或 .csv，与列表同一查询、数据范围与脱敏）`,
  }, async (i, ctx) => {
    const query: AnyRow = { ...i.query };
    for (const k of PAGING) delete query[k];
    const parsed = listSpec.body!.safeParse({ ...query, pageNo: 1, pageSize: PAGE_SIZE_MAX });
    if (!parsed.success) {
      const errors = parsed.error.issues.map((x) => ({ field: `query.${x.path.join('.')}`, message: x.message }));
      throw badInput([...new Set(errors.map((e) => e.message))].join('；'), errors);
    }
    const rowSchema = listSpec.out ? rowSchemaOf(listSpec.out) : undefined;
    // The answer keys the columns read (those the row schema declares: an undeclared one reads empty): a list with an
    // export-only select (list-narrow.ts) reads only what they need.
    const shape = rowSchema ? shapeOfObject(unwrap(rowSchema)) : undefined;
    const fields = shape ? new Set(i.columns.map((c) => c.key.split('.')[0]).filter((k) => Object.hasOwn(shape, k))) : undefined;
    const it = listRows(handler, parsed.data as AnyRow, ctx, listSpec.out, { trimmed: Boolean(rowSchema), fields })[Symbol.asyncIterator]();
    // The first step runs before anything is sent: a refused query still answers with the envelope.
    const first = await it.next();
    const chunks: AsyncIterable<AnyRow[]> = { async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let n = await it.next(); !n.done; n = await it.next()) yield n.value;
    } };
    const file = exportFileName(i.name, i.format);
    ctx.reply.hijack();
    const raw = ctx.reply.raw;
    raw.writeHead(200, {
      'content-type': i.format === 'xlsx' ? XLSX_MIME : 'text/csv; charset=utf-8',
      'content-disposition': disposition(file), 'cache-control': 'no-store', 'x-content-type-options': 'nosniff',
    });
    try {
      await writeExport(raw, { format: i.format, name: i.name, columns: i.columns, chunks, mask: masksPersonal(listSpec, ctx.user), rowSchema });
    } catch (e) {
      // The headers are out: an error can only cut the download short (the browser reports it as failed).
      ctx.req.log.error(e);
      raw.destroy(e as Error);
    } finally {
      await it.return?.(undefined);
      forgetOffsets();
    }
    return undefined;
  });
}

/** Makes every list route defined from now on carry its export. */
export function installListExport(app: FastifyInstance): void {
  app.decorate('listRouteHook', mountListExport);
}
