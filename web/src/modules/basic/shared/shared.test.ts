import { describe, expect, it } from 'vitest';
import { dictItemUpdate, numberRuleUpdate, RESET_DATE_PART_MESSAGE, travelTemplateCreate } from '@ta/contract';
import { fieldIssues } from '@/platform/form';
import { toggledPayload } from './columns';
import { draftOf, inlinePayload } from './inline-edit';
import { issueAt, issuesByPath } from './issues';
import { pagedBody } from './source';

describe('in-place row editing', () => {
  const item = { id: 7, version: 2, type_id: 3, code: 'mr', label: '先生', extra: null, sort: 1, enabled: true, remark: null, updated_at: 'x' };
  it('drafts the editable fields, and sends them over the row with id and version', () => {
    expect(draftOf(item, ['code', 'label'])).toEqual({ code: 'mr', label: '先生' });
    const p = inlinePayload(item, { label: '先生（成人）' }, ['type_id', 'remark', 'code', 'label', 'extra', 'sort', 'enabled']);
    expect(p).toEqual({ type_id: 3, remark: null, code: 'mr', label: '先生（成人）', extra: null, sort: 1, enabled: true, id: 7, version: 2 });
    expect(dictItemUpdate.safeParse(p).success).toBe(true);
  });
  it('an invalid draft shows the contract message on its field', () => {
    const p = inlinePayload(item, { code: 'a b' }, ['type_id', 'code', 'label']);
    expect(fieldIssues(dictItemUpdate, p)).toEqual({ code: '字典项编码不能包含空格和花括号' });
  });
  it('a number rule whose reset period the date part cannot carry is flagged on 重置周期', () => {
    const rule = { id: 1, version: 1, prefix: 'DD', date_part: 'yyyyMM', seq_length: 4, reset_period: 'daily', remark: null };
    expect(fieldIssues(numberRuleUpdate, rule)).toEqual({ reset_period: RESET_DATE_PART_MESSAGE });
  });
});

describe('nested issues', () => {
  const bad = { title: '模板', days: [{ day_no: 1, title: '第一天' }, { day_no: 2, title: '', sights: ['', '外滩'] }] };
  it('finds the message at or under a path', () => {
    expect(issueAt(travelTemplateCreate, bad, ['days', 1, 'title'])).toBe('请输入当天标题');
    expect(issueAt(travelTemplateCreate, bad, ['days', 1, 'sights'])).toBe('请输入景点名称');
    expect(issueAt(travelTemplateCreate, bad, ['days', 0, 'title'])).toBeUndefined();
    expect(issueAt(travelTemplateCreate, bad, ['days'], true)).toBeUndefined();
    expect(issueAt(travelTemplateCreate, { title: '模板', days: [] }, ['days'], true)).toBe('请至少填写一天行程');
  });
  it('lists every issue by its dotted path', () => {
    expect(issuesByPath(travelTemplateCreate, bad)).toMatchObject({ 'days.1.title': '请输入当天标题', 'days.1.sights.0': '请输入景点名称' });
  });
});

describe('small helpers', () => {
  it('a list function\'s arguments become the paged body', () => {
    expect(pagedBody({ page_size: 20, page_index: 2, keyword: '客户' })).toEqual({ pageNo: 2, pageSize: 20, keyword: '客户' });
  });
  it('enable / disable flips only `enabled`', () => {
    expect(toggledPayload({ id: 1, enabled: true, name: 'a' })).toEqual({ id: 1, enabled: false, name: 'a' });
  });
});
