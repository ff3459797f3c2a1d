/**
 * Excel of the merchant lists: reading an import file (base64 .xlsx or .xls, header row by Chinese titles), the
 * import template (header row, drop-downs, a sheet of instructions) and list exports streamed to the client
 * as .xlsx or .csv, a chunk of rows at a time (the response never holds the whole list).
 */
import { once } from 'node:events';
import { excelJs } from '../../platform/lazy';
import type { AnyRow } from '../../platform/data';
import { badInput } from '../../platform/errors';
import { readWorkbook, type CellKind } from '../../platform/spreadsheet';
import type { Ctx } from '../../platform/route';

export interface SheetColumn {
  /** Input field (import) or answer field (export). */
  key: string;
  /** Chinese column title, matched on import. */
  header: string;
  required?: boolean;
  width?: number;
  /** Allowed values (a drop-down in the template). */
  options?: readonly string[];
  note?: string;
  /** Export: the cell of a row (defaults to row[key]). */
  value?: (r: AnyRow) => string | number | null | undefined;
}

/** A data row: its sheet row number, cell texts by column key, and what the sheet stored in each cell. */
export interface SheetRow { row: number; values: Record<string, string>; kinds: Record<string, CellKind> }

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_FIELD = 'file';

function decodeBase64(s: string): Buffer {
  const body = s.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw badInput('导入文件不是有效的base64内容', [{ field: FILE_FIELD, message: '导入文件不是有效的base64内容' }]);
  return Buffer.from(body, 'base64');
}
export { decodeBase64 };

const headerKey = (s: string) => s.replace(/[*＊\s]/g, '').replace(/（必填）|\(必填\)/g, '');

/**
 * Reads the first sheet of an .xlsx or .xls file (the shared workbook reader): header row 1 by column titles,
 * data from row 2, blank rows skipped. Each row carries its cell texts and what the sheet stored in each cell.
 */
export async function readSheet(base64: string, columns: readonly SheetColumn[], maxRows: number): Promise<SheetRow[]> {
  const buf = decodeBase64(base64);
  if (!buf.length) throw badInput('请上传导入文件', [{ field: FILE_FIELD, message: '请上传导入文件' }]);
  const grid = await readWorkbook(buf, { what: '导入文件', field: FILE_FIELD });
  const byHeader = new Map(columns.map((c) => [headerKey(c.header), c]));
  const at = new Map<number, SheetColumn>();
  (grid[0] ?? []).forEach((cell, col) => {
    const c = byHeader.get(headerKey(cell.text));
    if (c) at.set(col, c);
  });
  const seen = new Set([...at.values()].map((c) => c.key));
  const missing = columns.filter((c) => c.required && !seen.has(c.key)).map((c) => c.header);
  if (missing.length) throw badInput(`导入文件缺少必填列：${missing.join('、')}，请使用导入模板`, [{ field: FILE_FIELD, message: `缺少列：${missing.join('、')}` }]);
  const out: SheetRow[] = [];
  for (let r = 1; r < grid.length; r++) {
    const values: Record<string, string> = {};
    const kinds: Record<string, CellKind> = {};
    for (const [col, c] of at) {
      const cell = grid[r][col] ?? { text: '', kind: 'empty' };
      // A date cell is a day here (birthdays, validity dates).
      values[c.key] = cell.kind === 'date' ? cell.text.slice(0, 10) : cell.text;
      kinds[c.key] = cell.kind;
    }
    if (Object.values(values).every((v) => v === '')) continue;
    out.push({ row: r + 1, values, kinds });
    if (out.length > maxRows) throw badInput(`一次最多导入${maxRows}行，请分批导入`, [{ field: FILE_FIELD, message: `一次最多导入${maxRows}行` }]);
  }
  return out;
}

/** The import template: the header row (required titles marked *), drop-downs and text cells, and instructions. */
export async function templateBuffer(sheet: string, columns: readonly SheetColumn[], example?: Record<string, string>): Promise<Buffer> {
  const wb = new (await excelJs()).Workbook();
  const ws = wb.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.required ? `*${c.header}` : c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length * 2 + 4), style: { numFmt: '@' } }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  columns.forEach((c, i) => { if (c.required) head.getCell(i + 1).font = { bold: true, color: { argb: 'FFCF1322' } }; });
  if (example) ws.addRow(columns.map((c) => example[c.key] ?? ''));
  columns.forEach((c, i) => {
    if (!c.options?.length) return;
    const list = `"${c.options.join(',')}"`;
    if (list.length > 255) return; // Excel's limit for an inline list
    for (let r = 2; r <= 501; r++) {
      ws.getCell(r, i + 1).dataValidation = { type: 'list', allowBlank: !c.required, formulae: [list], showErrorMessage: true, errorTitle: '取值不正确', error: `请从下拉列表中选择${c.header}` };
    }
  });
  const help = wb.addWorksheet('填写说明');
  help.columns = [{ header: '列名', key: 'h', width: 20 }, { header: '是否必填', key: 'r', width: 10 }, { header: '说明', key: 'n', width: 80 }];
  help.getRow(1).font = { bold: true };
  for (const c of columns) help.addRow({ h: c.header, r: c.required ? '必填' : '', n: [c.options?.length ? `可选值：${c.options.join('、')}` : '', c.note ?? ''].filter(Boolean).join('；') });
  help.addRow({});
  help.addRow({ h: '说明', n: '第一行为列名，请勿修改；从第二行开始每行一条记录，空行会被忽略。' });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const disposition = (name: string) => `attachment; filename="download.${name.split('.').pop()}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Sends a whole file (small: the template) as the raw response. */
export async function sendFile(ctx: Ctx, name: string, body: Buffer, mime = XLSX_MIME): Promise<void> {
  ctx.reply.hijack();
  const raw = ctx.reply.raw;
  raw.writeHead(200, { 'content-type': mime, 'content-length': body.length, 'content-disposition': disposition(name), 'cache-control': 'no-store' });
  raw.end(body);
  await once(raw, 'finish').catch(() => undefined);
}

function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  // A leading =, +, - or @ would run as a formula in Excel; quote it as text.
  const safe = /^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Streams a list as .xlsx or .csv (UTF-8 with BOM, so Excel shows Chinese), one chunk of rows at a time.
 * Call only after every input check: once the headers are out, an error can only cut the download short.
 */
export async function streamDownload(ctx: Ctx, o: {
  name: string; format: 'xlsx' | 'csv'; sheet: string; columns: readonly SheetColumn[]; chunks: AsyncIterable<AnyRow[]>;
}): Promise<void> {
  const file = `${o.name}.${o.format}`;
  // The first chunk is read before anything is sent: a query the database refuses still answers with the
  // envelope (400/500 through the error handler) instead of a connection cut after the headers.
  const it = o.chunks[Symbol.asyncIterator]();
  const first = await it.next();
  const chunks: AsyncIterable<AnyRow[]> = { async *[Symbol.asyncIterator]() {
    if (first.done) return;
    yield first.value;
    for (let n = await it.next(); !n.done; n = await it.next()) yield n.value;
  } };
  ctx.reply.hijack();
  const raw = ctx.reply.raw;
  raw.writeHead(200, {
    'content-type': o.format === 'xlsx' ? XLSX_MIME : 'text/csv; charset=utf-8',
    'content-disposition': disposition(file), 'cache-control': 'no-store',
  });
  const cell = (c: SheetColumn, r: AnyRow) => (c.value ? c.value(r) : (r[c.key] as string | number | null | undefined)) ?? '';
  try {
    if (o.format === 'xlsx') {
      const wb = new (await excelJs()).stream.xlsx.WorkbookWriter({ stream: raw, useStyles: true, useSharedStrings: false });
      const ws = wb.addWorksheet(o.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
      ws.columns = o.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length * 2 + 4) }));
      ws.getRow(1).font = { bold: true };
      ws.getRow(1).commit();
      for await (const chunk of chunks) for (const r of chunk) ws.addRow(o.columns.map((c) => cell(c, r))).commit();
      ws.commit();
      await wb.commit();
    } else {
      const write = async (s: string) => { if (!raw.write(s)) await once(raw, 'drain'); };
      await write(`\uFEFF${o.columns.map((c) => csvCell(c.header)).join(',')}\r\n`);
      for await (const chunk of chunks) await write(chunk.map((r) => `${o.columns.map((c) => csvCell(cell(c, r))).join(',')}\r\n`).join(''));
      raw.end();
    }
    if (!raw.writableFinished) await once(raw, 'finish');
  } catch (err) {
    ctx.req.log.error(err);
    raw.destroy(err as Error);
  }
}

/** Rows of a query in id order, `size` at a time (keyset paging: no offset cost on large lists). */
export async function* keysetChunks(fetch: (afterId: number | null, size: number) => Promise<AnyRow[]>, size = 1000): AsyncGenerator<AnyRow[]> {
  let after: number | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    if (!rows.length) return;
    yield rows;
    if (rows.length < size) return;
    after = Number(rows[rows.length - 1].id);
  }
}
