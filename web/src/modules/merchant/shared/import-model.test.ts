import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@ta/contract';
import { errorRows, importOutcome } from './import-model';

const report = (p: Partial<ImportReport>): ImportReport => ({ mode: 'all', total: 3, imported: 3, failed: 0, errors: [], ...p });

describe('import outcome', () => {
  it('all good', () => expect(importOutcome(report({}))).toEqual({ tone: 'success', text: '导入成功：共3行，已全部导入' }));
  it('mode all with errors imports nothing and suggests the other mode', () => {
    const o = importOutcome(report({ imported: 0, failed: 1 }));
    expect(o.tone).toBe('error');
    expect(o.text).toContain('仅导入正确的行');
  });
  it('good rows only: partial import', () => {
    expect(importOutcome(report({ mode: 'goodOnly', imported: 2, failed: 1 })).text).toBe('部分导入：共3行，已导入2行，1行有错误未导入');
  });
  it('empty file', () => expect(importOutcome(report({ total: 0, imported: 0 })).tone).toBe('warning'));
});

describe('error rows', () => {
  it('sorted by row with unique keys', () => {
    const rows = errorRows(report({ errors: [
      { row: 5, field: 'name', column: '供应商名称', message: '请输入供应商名称' },
      { row: 2, field: 'type', column: '供应商类型', message: '请选择供应商类型' },
      { row: 2, field: 'type', column: '供应商类型', message: '重复' },
    ] }));
    expect(rows.map((r) => r.row)).toEqual([2, 2, 5]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });
});
