/**
 * Reading a bank statement into arrival lines (no database here): the file (.xlsx / .xls by the shared workbook reader,
 * .csv in any encoding — GBK exports included — by chardet + iconv-lite) becomes a grid of cell texts; the
 * header row picks a built-in layout (中国工商银行 企业网银明细, 招商银行 企业银行交易明细) or a column mapping;
 * each money-in line becomes an arrival with its serial or content key. Amounts are parsed from their text
 * into integer fen ("1,234.56" → 123456), never through floating point. Any bad line fails the whole file with
 * its row number and the reason.
 */
import { createHash } from 'node:crypto';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { BankField, BankLayout, type BankColumnMapping, type BankFieldKey, type BankLayoutCode, type FieldError } from '@ta/contract';
import { badInput } from '../../platform/errors';
import { gridTexts, readWorkbook, workbookFormat } from '../../platform/spreadsheet';
import { decodeBase64 } from '../merchant/merchant.excel';

/** The grid of a statement: rows of cell texts, row i is the sheet's row i + 1. */
export type Grid = string[][];

export const MAX_LINES = 50_000;
const FILE = 'file';
const fileError = (msg: string) => badInput(msg, [{ field: FILE, message: msg }]);

// ---------------------------------------------------------------- file → grid

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The text of a CSV file in whatever encoding the bank wrote (GBK/GB18030 exports, UTF-8 with or without BOM). */
export function decodeText(buf: Buffer): string {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  const utf8 = buf.toString('utf8');
  if (!utf8.includes('\uFFFD')) return utf8;
  const guess = chardet.detect(buf.subarray(0, 64 * 1024)) ?? 'GB18030';
  // chardet names GBK text GB18030 (or, for short samples, another CJK set): GB18030 decodes every GBK byte.
  const enc = /^(GB|gb|Big5|EUC|windows-936)/.test(guess) || !iconv.encodingExists(guess) ? 'GB18030' : guess;
  return iconv.decode(buf, enc);
}

/** RFC 4180 CSV (also tab-separated), with the banks' ="…" text-cell idiom unwrapped. */
export function parseCsv(text: string): Grid {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const sep = (firstLine.match(/\t/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? '\t' : ',';
  const rows: Grid = [];
  let row: string[] = [], cell = '', quoted = false, i = 0;
  const endCell = () => { row.push(cell.trim().replace(/^="(.*)"$/, '$1')); cell = ''; };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') { if (text[i + 1] === '"') { cell += '"'; i += 2; continue; } quoted = false; i++; continue; }
      cell += ch; i++; continue;
    }
    if (ch === '"' && (cell === '' || cell === '=')) { quoted = true; if (cell === '=') cell = ''; i++; continue; }
    if (ch === sep) { endCell(); i++; continue; }
    if (ch === '\r' || ch === '\n') { endCell(); rows.push(row); row = []; if (ch === '\r' && text[i + 1] === '\n') i++; i++; continue; }
    cell += ch; i++;
  }
  if (cell !== '' || row.length) { endCell(); rows.push(row); }
  return rows;
}

export async function readGrid(base64: string, fileName: string): Promise<Grid> {
  const buf = decodeBase64(base64);
  if (!buf.length) throw fileError('对账单文件是空的');
  const ext = /\.(\w+)$/.exec(fileName)?.[1]?.toLowerCase();
  // Banks often name an .xls as .xlsx and vice versa: the content decides (the shared workbook reader).
  if (workbookFormat(buf) || ext === 'xls') return gridTexts(await readWorkbook(buf, { what: '对账单文件', field: FILE, format: 'xls' }));
  if (ext === 'xlsx') throw fileError('对账单文件不是有效的Excel文件（.xlsx）');
  return parseCsv(decodeText(buf));
}

// ---------------------------------------------------------------- layouts

const norm = (s: string) => s.replace(/[\s\u3000*＊:：]/g, '').replace(/（/g, '(').replace(/）/g, ')').replace(/帐/g, '账').toLowerCase();

interface Layout {
  code: BankLayoutCode;
  /** Headers that must all be in the header row. */
  required: string[];
  /** Field → candidate headers (the first present wins). */
  fields: Partial<Record<BankFieldKey, string[]>>;
  /** Columns that only join the content key of a line without a serial. */
  keyExtra?: string[];
  creditFlag?: string | null;
}

/**
 * 中国工商银行 企业网银 账户明细（historydetail 下载）: 凭证号, 本方账号, 对方账号, 交易时间, [起息日], 借/贷,
 * 借方发生额, 贷方发生额, 对方行号, 摘要, [附言], 用途, 对方单位名称, 余额, 个性化信息 — no serial: lines are
 * keyed by their content (凭证号 included).
 * 招商银行 企业银行 交易明细: 交易日, 交易时间, 起息日, 交易类型, 借方金额, 贷方金额, 余额, 摘要, 流水号, 流程实例号,
 * 业务名称, 用途, 业务参考号, 业务摘要, 其它摘要, 收/付方分行名, 收/付方名称, 收/付方帐号, 收/付方开户行行号,
 * 收/付方开户行名, 收/付方开户行地址, … 票据号 … — keyed by 流水号.
 */
export const LAYOUTS: readonly Layout[] = [
  {
    code: 'icbc', required: ['交易时间', '贷方发生额', '对方单位名称'],
    fields: {
      date: ['交易时间'], credit: ['贷方发生额'], debit: ['借方发生额'], payer_name: ['对方单位名称', '对方户名'], payer_account: ['对方账号'],
      payer_bank: ['对方行名', '对方行号'], remark: ['摘要'], purpose: ['用途', '附言'], balance: ['余额'],
    },
    keyExtra: ['凭证号', '附言', '个性化信息'],
  },
  {
    code: 'cmb', required: ['交易日', '贷方金额', '收/付方名称', '流水号'],
    fields: {
      date: ['交易日'], time: ['交易时间'], credit: ['贷方金额'], debit: ['借方金额'], serial: ['流水号'], payer_name: ['收/付方名称'],
      payer_account: ['收/付方账号'], payer_bank: ['收/付方开户行名'], remark: ['摘要'], purpose: ['用途', '业务摘要'], balance: ['余额'],
    },
  },
];

/** Where each field is read: column indexes of the header row. */
export interface ResolvedLayout {
  layout: BankLayoutCode;
  header_row: number;
  headers: string[];
  cols: Partial<Record<BankFieldKey, number>>;
  purposeCols: number[];
  keyCols: number[];
  credit_flag: string | null;
  /** The mapping in contract form (what the preview shows and the mapping step starts from). */
  mapping: BankColumnMapping;
}

const HEADER_SCAN = 30;

function resolveBuiltIn(grid: Grid): ResolvedLayout | null {
  for (let r = 0; r < Math.min(grid.length, HEADER_SCAN); r++) {
    const headers = grid[r] ?? [];
    const idx = new Map<string, number>();
    headers.forEach((h, i) => { const k = norm(h); if (k && !idx.has(k)) idx.set(k, i); });
    for (const l of LAYOUTS) {
      if (!l.required.every((h) => idx.has(norm(h)))) continue;
      const cols: Partial<Record<BankFieldKey, number>> = {};
      const columns: Partial<Record<BankFieldKey, string>> = {};
      for (const [f, cands] of Object.entries(l.fields) as [BankFieldKey, string[]][]) {
        const hit = cands.find((c) => idx.has(norm(c)));
        if (hit !== undefined) { cols[f] = idx.get(norm(hit))!; columns[f] = headers[cols[f]!]; }
      }
      const purposeCols = (l.fields.purpose ?? []).map((c) => idx.get(norm(c))).filter((i): i is number => i !== undefined);
      const keyCols = (l.keyExtra ?? []).map((c) => idx.get(norm(c))).filter((i): i is number => i !== undefined);
      return { layout: l.code, header_row: r + 1, headers, cols, purposeCols, keyCols, credit_flag: l.creditFlag ?? null,
        mapping: { header_row: r + 1, columns: columns as BankColumnMapping['columns'], credit_flag: l.creditFlag ?? null } };
    }
  }
  return null;
}

/** A column mapping against the grid: every mapped header must be in the header row. */
export function resolveMapping(grid: Grid, m: BankColumnMapping): ResolvedLayout {
  const headers = grid[m.header_row - 1] ?? [];
  const idx = new Map<string, number>();
  headers.forEach((h, i) => { const k = norm(h); if (k && !idx.has(k)) idx.set(k, i); });
  const cols: Partial<Record<BankFieldKey, number>> = {};
  const missing: string[] = [];
  for (const [f, h] of Object.entries(m.columns) as [BankFieldKey, string][]) {
    if (!h) continue;
    const i = idx.get(norm(h));
    if (i === undefined) missing.push(`${BankField[f]}“${h}”`); else cols[f] = i;
  }
  if (missing.length) throw badInput(`第${m.header_row}行表头中找不到列映射的列：${missing.join('、')}`, [{ field: 'mapping', message: `找不到列：${missing.join('、')}` }]);
  return { layout: 'custom', header_row: m.header_row, headers, cols, purposeCols: cols.purpose !== undefined ? [cols.purpose] : [], keyCols: [],
    credit_flag: m.credit_flag?.trim() || null, mapping: m };
}

/** The layout of a file: an explicit mapping, else a built-in bank layout, else the pay account's saved mapping. */
export function resolveLayout(grid: Grid, explicit: BankColumnMapping | null | undefined, saved: BankColumnMapping | null): ResolvedLayout {
  if (explicit) return resolveMapping(grid, explicit);
  const b = resolveBuiltIn(grid);
  if (b) return b;
  if (saved) {
    try { return resolveMapping(grid, saved); } catch { /* the saved mapping does not fit this file */ }
  }
  throw new UnknownLayout();
}
export class UnknownLayout extends Error {
  constructor() { super(`未识别的对账单格式（内置：${BankLayout.icbc}、${BankLayout.cmb}），请设置列映射后再导入`); }
}

// ---------------------------------------------------------------- values

/** "1,234.56" / "¥1234.5" / "-12" → fen; null for an empty cell; NaN when it is not an amount. */
export function parseFen(raw: string): number | null {
  let s = raw.replace(/[\s,，¥￥]/g, '').replace(/元$/, '');
  if (s === '' || s === '-' || s === '--') return null;
  let neg = false;
  if (/^\(.*\)$/.test(s)) { neg = true; s = s.slice(1, -1); }
  if (s.startsWith('+')) s = s.slice(1); else if (s.startsWith('-')) { neg = !neg; s = s.slice(1); }
  const m = /^(\d{1,13})(?:\.(\d{1,2})0*)?$/.exec(s) ?? /^()\.(\d{1,2})0*$/.exec(s);
  if (!m) return Number.NaN;
  const v = Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return neg ? -v : v;
}

const validDay = (y: number, mo: number, d: number) => {
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1990 && y <= 2100 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
};
/** A date cell (2024-01-05, 2024/1/5, 20240105, 2024年1月5日, with an optional time) → day and time. */
export function parseDateTime(raw: string): { day: string; time: string | null } | null {
  const s = raw.trim();
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?(?:\.\d+)?)?$/.exec(s)
    ?? /^(\d{4})(\d{2})(\d{2})(?:[ T]?(\d{2}):?(\d{2}):?(\d{2}))?$/.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!validDay(y, mo, d)) return null;
  const day = `${y}-${pad(mo)}-${pad(d)}`;
  if (m[4] === undefined) return { day, time: null };
  const [h, mi, se] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (h > 23 || mi > 59 || se > 59) return null;
  return { day, time: `${pad(h)}:${pad(mi)}:${pad(se)}` };
}
/** 080024 / 8:00:24 / 08:00 → '08:00:24'. */
export function parseTime(raw: string): string | null | undefined {
  const s = raw.trim();
  if (!s) return null;
  const m = /^(\d{1,2})[:：]?(\d{2})(?:[:：]?(\d{2}))?$/.exec(s) ?? /^\d{4}-\d{2}-\d{2} (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return undefined;
  const [h, mi, se] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || se > 59) return undefined;
  return `${pad(h)}:${pad(mi)}:${pad(se)}`;
}

// ---------------------------------------------------------------- lines

export interface ArrivalLine {
  row_no: number;
  serial: string | null;
  dedup_key: string;
  arrived_on: string;
  arrived_time: string | null;
  amount: number;
  payer_name: string;
  payer_account: string | null;
  payer_bank: string | null;
  remark: string | null;
  balance: number | null;
}
export interface LineError { row: number; message: string }
export interface ParsedStatement { lines: ArrivalLine[]; skipped: number; errors: LineError[] }

const FOOTER = /^(合计|总计|小计|本页合计|共\d+笔|以下空白|说明|备注[:：])/;
const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** The money-in lines of the grid (money-out and zero lines are skipped and counted). */
export function parseLines(grid: Grid, L: ResolvedLayout, maxErrors = 50): ParsedStatement {
  const lines: ArrivalLine[] = [];
  const errors: LineError[] = [];
  const seen = new Map<string, number>();
  let skipped = 0;
  const at = (row: string[], f: BankFieldKey) => (L.cols[f] === undefined ? '' : String(row[L.cols[f]!] ?? '').trim());
  for (let r = L.header_row; r < grid.length; r++) {
    const row = grid[r] ?? [];
    const rowNo = r + 1;
    if (!row.some((c) => String(c ?? '').trim() !== '')) continue;
    const dateRaw = at(row, 'date');
    if (FOOTER.test(row.find((c) => String(c ?? '').trim() !== '')?.trim() ?? '')) continue;
    const err = (message: string) => { if (errors.length < maxErrors) errors.push({ row: rowNo, message: `第${rowNo}行：${message}` }); };
    // Money: a credit column, or one amount column with a direction column / a sign.
    let amount: number | null;
    if (L.cols.credit !== undefined) {
      const c = parseFen(at(row, 'credit'));
      if (Number.isNaN(c)) { err(`${BankField.credit}“${at(row, 'credit')}”不是有效的金额`); continue; }
      const d = L.cols.debit !== undefined ? parseFen(at(row, 'debit')) : null;
      if (Number.isNaN(d)) { err(`${BankField.debit}“${at(row, 'debit')}”不是有效的金额`); continue; }
      amount = c;
      if ((amount === null || amount === 0) && (d ?? 0) !== 0) { skipped++; continue; }
    } else {
      const a = parseFen(at(row, 'amount'));
      if (Number.isNaN(a)) { err(`${BankField.amount}“${at(row, 'amount')}”不是有效的金额`); continue; }
      amount = a;
      if (L.cols.direction !== undefined && amount !== null) {
        const dir = at(row, 'direction');
        if (norm(dir) !== norm(L.credit_flag ?? '')) { skipped++; continue; }
        amount = Math.abs(amount);
      }
    }
    if (amount === null || amount === 0) { skipped++; continue; }
    if (amount < 0) {
      if (L.cols.credit !== undefined) { err(`${BankField.credit}不能为负数“${at(row, 'credit')}”`); continue; }
      skipped++; continue;
    }
    if (amount > 10_000_000_000) { err(`金额“${at(row, 'credit') || at(row, 'amount')}”超过1亿元`); continue; }
    if (!dateRaw) { err(`${BankField.date}为空`); continue; }
    const dt = parseDateTime(dateRaw);
    if (!dt) { err(`${BankField.date}“${dateRaw}”不是有效的日期`); continue; }
    let time = dt.time;
    if (L.cols.time !== undefined) {
      const t = parseTime(at(row, 'time'));
      if (t === undefined) { err(`${BankField.time}“${at(row, 'time')}”不是有效的时间`); continue; }
      time = t ?? time;
    }
    const payer = at(row, 'payer_name');
    if (!payer) { err(`${BankField.payer_name}为空`); continue; }
    if (payer.length > 200) { err(`${BankField.payer_name}超过200个字符`); continue; }
    let balance: number | null = null;
    if (L.cols.balance !== undefined) {
      const b = parseFen(at(row, 'balance'));
      if (Number.isNaN(b)) { err(`${BankField.balance}“${at(row, 'balance')}”不是有效的金额`); continue; }
      balance = b;
    }
    const serial = at(row, 'serial') || null;
    if (serial && serial.length > 80) { err(`${BankField.serial}超过80个字符`); continue; }
    const remarkParts = [at(row, 'remark'), ...L.purposeCols.map((i) => String(row[i] ?? '').trim())].filter((x, i, a) => x && a.indexOf(x) === i);
    const remark = remarkParts.join('；') || null;
    const payerAccount = at(row, 'payer_account') || null;
    let key: string;
    if (serial) key = `s:${serial}`;
    else {
      const material = [dt.day, time ?? '', amount, payerAccount ?? '', payer, remark ?? '', balance ?? '', ...L.keyCols.map((i) => String(row[i] ?? '').trim())].join('\u0001');
      key = `h:${createHash('sha256').update(material).digest('hex').slice(0, 40)}`;
    }
    // Two identical lines of one file (no serial, same content) stay two arrivals, and keep their keys on re-import.
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > 1) {
      if (serial) { err(`${BankField.serial}“${serial}”在文件中重复`); continue; }
      key = `${key}#${n}`;
    }
    lines.push({
      row_no: rowNo, serial, dedup_key: key, arrived_on: dt.day, arrived_time: time, amount, payer_name: payer,
      payer_account: payerAccount ? clip(payerAccount, 60) : null, payer_bank: at(row, 'payer_bank') ? clip(at(row, 'payer_bank'), 200) : null,
      remark: remark ? clip(remark, 1000) : null, balance,
    });
    if (lines.length > MAX_LINES) throw fileError(`一次最多导入${MAX_LINES}条到账，请拆分对账单`);
  }
  return { lines, skipped, errors };
}

/** A bad file: the first reasons in the message, all (up to the cap) as field errors. */
export function rejectFile(errors: LineError[]): never {
  const head = errors.slice(0, 3).map((e) => e.message).join('；');
  const more = errors.length > 3 ? `等${errors.length}处错误` : '';
  const fieldErrors: FieldError[] = errors.map((e) => ({ field: `row${e.row}`, message: e.message }));
  throw badInput(`对账单有错误，整个文件未导入：${head}${more}`, fieldErrors);
}
