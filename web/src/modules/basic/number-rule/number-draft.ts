/**
 * The preview of a number rule being edited: the draft fields the preview route accepts, or the reason
 * there is none yet (a field still invalid, a reset period the date part cannot carry). Pure.
 */
import {
  DatePart, RESET_DATE_PART_MESSAGE, ResetPeriod, resetFitsDatePart,
  type DatePartCode, type NumberDocTypeCode, type ResetPeriodCode, type numberRuleRow,
} from '@ta/contract';
import type { Answer } from '@/platform/answer-types';

export type NumberRuleRow = Answer<typeof numberRuleRow>;

export type PreviewPlan = { ok: true; body: { doc_type: NumberDocTypeCode; prefix: string; date_part: DatePartCode; seq_length: number; reset_period: ResetPeriodCode } } | { ok: false; reason: string };

const PREFIX = /^[A-Za-z0-9-]{0,10}$/;

/** The preview request of a draft (the row's values where the draft has none). */
export function previewPlan(row: NumberRuleRow, draft: Partial<Record<keyof NumberRuleRow, unknown>>): PreviewPlan {
  const prefix = String(draft.prefix ?? row.prefix ?? '').trim();
  const datePart = String(draft.date_part ?? row.date_part);
  const reset = String(draft.reset_period ?? row.reset_period);
  const seq = Number(draft.seq_length ?? row.seq_length);
  if (!PREFIX.test(prefix)) return { ok: false, reason: '前缀不正确' };
  if (!(datePart in DatePart)) return { ok: false, reason: '请选择日期部分' };
  if (!(reset in ResetPeriod)) return { ok: false, reason: '请选择重置周期' };
  if (!Number.isInteger(seq) || seq < 3 || seq > 10) return { ok: false, reason: '流水号位数为3至10位' };
  if (!resetFitsDatePart(reset as ResetPeriodCode, datePart as DatePartCode)) return { ok: false, reason: RESET_DATE_PART_MESSAGE };
  return { ok: true, body: { doc_type: row.doc_type, prefix, date_part: datePart as DatePartCode, seq_length: seq, reset_period: reset as ResetPeriodCode } };
}

/** How a number is made, in words: 前缀 + 日期 + N位流水号（每天重置）. */
export function ruleText(r: Pick<NumberRuleRow, 'prefix' | 'date_part' | 'seq_length' | 'reset_period'>): string {
  const parts = [r.prefix ? `前缀“${r.prefix}”` : '', r.date_part !== 'none' ? DatePart[r.date_part] : '', `${r.seq_length}位流水号`].filter(Boolean);
  return `${parts.join(' + ')}（${ResetPeriod[r.reset_period]}）`;
}
