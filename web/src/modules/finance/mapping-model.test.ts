import { describe, expect, it } from 'vitest';
import type { ImportPreview } from './api';
import { guessMapping, headersOfRow, mappingIssues, previewSummary, setColumn, stepAfterPreview } from './mapping-model';

const preview = (p: Partial<ImportPreview>): ImportPreview => ({
  layout: null, layout_name: null, header_row: null, headers: [], mapping: null, raw_rows: [], lines: [], line_count: 0, skipped: 0, errors: [], duplicate_count: 0, ...p,
});

describe('column mapping', () => {
  const rows = [['某银行交易明细'], ['记账日期', '交易时间', '对方户名', '对方账号', '收入金额', '支出金额', '摘要', '余额', '流水号']];
  it('reads the header row and guesses each field', () => {
    const headers = headersOfRow(rows, 2);
    expect(headers).toHaveLength(9);
    const m = guessMapping(headers, 2);
    expect(m.header_row).toBe(2);
    expect(m.columns).toMatchObject({ date: '记账日期', time: '交易时间', payer_name: '对方户名', payer_account: '对方账号', credit: '收入金额', debit: '支出金额', remark: '摘要', balance: '余额', serial: '流水号' });
    expect(mappingIssues(m)).toEqual({});
  });
  it('reports what is missing with the contract messages', () => {
    const m = { header_row: 1, columns: { date: '日期' }, credit_flag: null };
    const issues = mappingIssues(m);
    expect(issues.payer_name).toBe('请选择“付款人名称”对应的列');
    expect(issues.credit).toMatch('贷方金额');
    const withDirection = { header_row: 1, columns: { date: '日期', payer_name: '户名', amount: '金额', direction: '借贷' }, credit_flag: null };
    expect(mappingIssues(withDirection).credit_flag).toBe('请填写借贷标志中表示收入的值');
  });
  it('keeps one field per header', () => {
    let m = guessMapping(['日期', '户名', '金额'], 1);
    m = setColumn(m, 'payer_name', '户名');
    m = setColumn(m, 'remark', '户名');
    expect(m.columns.remark).toBe('户名');
    expect(m.columns.payer_name).toBeUndefined();
    m = setColumn(m, 'remark', null);
    expect(m.columns.remark).toBeUndefined();
  });
  it('goes to the mapping step when nothing is recognised or a mapping reads nothing', () => {
    expect(stepAfterPreview(preview({}), false)).toBe('mapping');
    expect(stepAfterPreview(preview({ layout: 'icbc', layout_name: '工行', line_count: 3 }), false)).toBe('preview');
    expect(stepAfterPreview(preview({ layout: 'custom', line_count: 0 }), true)).toBe('mapping');
    expect(stepAfterPreview(preview({ layout: 'custom', line_count: 0, errors: [{ row: 3, message: '金额不正确' }] }), true)).toBe('preview');
  });
  it('summarises a preview', () => {
    expect(previewSummary(preview({ layout: 'cmb', layout_name: '招商银行', line_count: 5, duplicate_count: 2, skipped: 1 })))
      .toBe('识别格式：招商银行，可导入到账 3 条，此前已导入 2 条（不会重复添加），跳过支出或零金额 1 行');
  });
});

describe('header row', () => {
  it('is the first row with column names', async () => {
    const { guessHeaderRow } = await import('./mapping-model');
    expect(guessHeaderRow([['账户明细'], ['账号：6222', null], ['日期', '对方户名', '收入金额'], ['2026-01-02', '甲', '100']])).toBe(3);
    expect(guessHeaderRow([['a'], ['b']])).toBe(1);
  });
});
