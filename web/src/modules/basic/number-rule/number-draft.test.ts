import { describe, expect, it } from 'vitest';
import { RESET_DATE_PART_MESSAGE } from '@ta/contract';
import { previewPlan, ruleText, type NumberRuleRow } from './number-draft';

const row: NumberRuleRow = { id: 1, version: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', doc_type: 'order', doc_type_name: '订单', prefix: 'DD', date_part: 'yyyyMMdd', seq_length: 4, reset_period: 'daily', remark: null };

describe('number rule preview plan', () => {
  it('sends the draft over the row values', () => {
    expect(previewPlan(row, { prefix: 'XS', seq_length: 6 })).toEqual({
      ok: true, body: { doc_type: 'order', prefix: 'XS', date_part: 'yyyyMMdd', seq_length: 6, reset_period: 'daily' },
    });
    expect(previewPlan(row, {})).toMatchObject({ ok: true, body: { prefix: 'DD' } });
  });
  it('allows an empty prefix, trims it, refuses other characters', () => {
    expect(previewPlan(row, { prefix: '  ' })).toMatchObject({ ok: true, body: { prefix: '' } });
    expect(previewPlan(row, { prefix: '订单' })).toEqual({ ok: false, reason: '前缀不正确' });
    expect(previewPlan(row, { prefix: 'ABCDEFGHIJK' })).toEqual({ ok: false, reason: '前缀不正确' });
  });
  it('needs a sequence length of 3 to 10', () => {
    expect(previewPlan(row, { seq_length: 2 })).toMatchObject({ ok: false });
    expect(previewPlan(row, { seq_length: 11 })).toMatchObject({ ok: false });
    expect(previewPlan(row, { seq_length: null })).toMatchObject({ ok: true, body: { seq_length: 4 } });
  });
  it('refuses a reset period the date part cannot carry (daily reset needs the day)', () => {
    expect(previewPlan(row, { date_part: 'yyyyMM' })).toEqual({ ok: false, reason: RESET_DATE_PART_MESSAGE });
    expect(previewPlan(row, { date_part: 'yyyyMM', reset_period: 'monthly' })).toMatchObject({ ok: true });
    expect(previewPlan(row, { date_part: 'none', reset_period: 'never' })).toMatchObject({ ok: true });
  });
});

describe('rule text', () => {
  it('says how a number is made', () => {
    expect(ruleText(row)).toBe('前缀“DD” + 年月日(yyyyMMdd) + 4位流水号（每天）');
    expect(ruleText({ prefix: '', date_part: 'none', seq_length: 5, reset_period: 'never' })).toBe('5位流水号（不重置）');
  });
});
