/**
 * The column-mapping step of a statement import: which header of the sheet holds each field (BankField), the
 * header row, the credit flag; guessed from the headers, checked with the contract's bankColumnMapping, and the
 * preview's state (which step the dialog is on, what the server answered). Pure functions, unit-tested.
 */
import { BankField, bankColumnMapping, type BankColumnMapping, type BankFieldKey } from '@ta/contract';
import type { ImportPreview } from './api';

export const FIELD_KEYS = Object.keys(BankField) as BankFieldKey[];
/** Fields the mapping must name (the schema also accepts 交易金额 instead of 贷方金额). */
export const REQUIRED_FIELDS: BankFieldKey[] = ['date', 'payer_name', 'credit'];

/** Header words that usually mean a field (first match wins; the saved mapping or the server's layout come first). */
const HINTS: Record<BankFieldKey, RegExp> = {
  date: /交易日|记账日|日期|入账/, time: /时间/, credit: /贷方|收入|存入|转入金额/, debit: /借方|支出|转出金额/, amount: /^交易金额$|^金额$|发生额$/,
  direction: /借贷|收支|方向/, serial: /流水|交易序号|凭证号|业务编号/, payer_name: /对方.*(名称|户名)|付款人|付款方|收\/付方名称|对方单位/,
  payer_account: /对方.*账号|付款.*账号/, payer_bank: /对方.*行|开户行|开户机构/, remark: /摘要/, purpose: /用途|附言|备注/, balance: /余额/,
};

/** A first mapping for headers the system does not know: each field takes the first unused header its hint matches. */
export function guessMapping(headers: readonly string[], headerRow: number): BankColumnMapping {
  const used = new Set<string>();
  const columns: Partial<Record<BankFieldKey, string>> = {};
  for (const f of FIELD_KEYS) {
    const h = headers.find((x) => x && !used.has(x) && HINTS[f].test(x.trim()));
    if (h) { columns[f] = h; used.add(h); }
  }
  // 交易时间 often also matches 交易日: keep the date on the header that names a day.
  if (columns.time && columns.time === columns.date) delete columns.time;
  return { header_row: headerRow, columns, credit_flag: null };
}

/** The header texts of a row of the sheet (1-based), blanks dropped. */
export function headersOfRow(rows: readonly unknown[][], headerRow: number): string[] {
  const r = rows[headerRow - 1] ?? [];
  return r.map((c) => (c === null || c === undefined ? '' : String(c).trim())).filter((c) => c !== '');
}

/** Problems of a mapping, by field (from the contract's schema). */
export function mappingIssues(m: BankColumnMapping): Record<string, string> {
  const r = bankColumnMapping.safeParse(m);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) {
    const key = i.path[0] === 'columns' ? String(i.path[1] ?? 'columns') : String(i.path[0] ?? '');
    if (!(key in out)) out[key] = i.message;
  }
  return out;
}

/** Sets (or clears) the header of one field; a header is used by one field at most. */
export function setColumn(m: BankColumnMapping, field: BankFieldKey, header: string | null | undefined): BankColumnMapping {
  const columns: Partial<Record<BankFieldKey, string>> = {};
  for (const [k, v] of Object.entries(m.columns) as [BankFieldKey, string][]) if (k !== field && v && v !== header) columns[k] = v;
  if (header) columns[field] = header;
  return { ...m, columns };
}

export type ImportStep = 'upload' | 'mapping' | 'preview' | 'result';

/**
 * Where the dialog goes after a preview answer: a recognised layout (or a saved / given mapping that reads
 * lines) → preview; nothing recognised, or a mapping that reads no line → mapping.
 */
export function stepAfterPreview(p: ImportPreview, usedMapping: boolean): ImportStep {
  if (!p.layout) return 'mapping';
  if (p.line_count === 0 && p.errors.length === 0 && usedMapping) return 'mapping';
  return 'preview';
}

/** Summary line of a preview. */
export function previewSummary(p: ImportPreview): string {
  const parts = [`识别格式：${p.layout_name ?? '未识别'}`, `可导入到账 ${p.line_count - p.duplicate_count} 条`];
  if (p.duplicate_count) parts.push(`此前已导入 ${p.duplicate_count} 条（不会重复添加）`);
  if (p.skipped) parts.push(`跳过支出或零金额 ${p.skipped} 行`);
  if (p.errors.length) parts.push(`错误 ${p.errors.length} 行（须修正后才能导入）`);
  return parts.join('，');
}

/** The header row of a sheet nobody recognised: the first row (1-based) with at least 3 texts of which one names a date or an amount. */
export function guessHeaderRow(rows: readonly unknown[][]): number {
  const i = rows.findIndex((r) => {
    const cells = r.map((c) => (c === null || c === undefined ? '' : String(c).trim())).filter(Boolean);
    return cells.length >= 3 && cells.some((c) => /日期|时间|金额|发生额/.test(c));
  });
  return i >= 0 ? i + 1 : 1;
}
