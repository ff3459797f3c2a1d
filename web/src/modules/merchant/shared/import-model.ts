/** The Excel import dialog's rules: the two modes and the outcome line of an import report. */
import type { ImportModeCode, ImportReport, ImportRowError } from '@ta/contract';

/** The choice offered on screen (the contract's ImportMode codes; wording of the brief). */
export const IMPORT_MODE_OPTIONS: { value: ImportModeCode; label: string }[] = [
  { value: 'all', label: '全部导入（有错误则不导入）' },
  { value: 'goodOnly', label: '仅导入正确的行' },
];

export type ImportTone = 'success' | 'warning' | 'error';

/** The one-line outcome of a report and its tone. */
export function importOutcome(r: ImportReport): { tone: ImportTone; text: string } {
  if (r.total === 0) return { tone: 'warning', text: '文件中没有数据行' };
  if (r.failed === 0) return { tone: 'success', text: `导入成功：共${r.total}行，已全部导入` };
  if (r.imported === 0) {
    return r.mode === 'all'
      ? { tone: 'error', text: `未导入：共${r.total}行，其中${r.failed}行有错误；请修正后重新导入，或选择“仅导入正确的行”` }
      : { tone: 'error', text: `未导入：共${r.total}行，全部有错误` };
  }
  return { tone: 'warning', text: `部分导入：共${r.total}行，已导入${r.imported}行，${r.failed}行有错误未导入` };
}

/** Error rows in file order, each with a stable key for the table. */
export function errorRows(r: ImportReport): (ImportRowError & { key: string })[] {
  return [...r.errors].sort((a, b) => a.row - b.row).map((e, i) => ({ ...e, key: `${e.row}-${e.field}-${i}` }));
}
