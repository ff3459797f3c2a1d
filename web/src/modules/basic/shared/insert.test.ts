import { describe, expect, it } from 'vitest';
import { MESSAGE_PLACEHOLDERS, messageTemplateCreate, placeholdersOf } from '@ta/contract';
import { fillPlaceholders, insertAt, token, unknownPlaceholders } from './insert';
import { sampleValues } from '../contract/contract-keys';

describe('inserting a placeholder at the caret', () => {
  it('inserts at the caret and puts the caret after it', () => {
    expect(insertAt('您好，', 3, 3, token('客户名称'))).toEqual({ text: '您好，{客户名称}', caret: 9 });
    expect(insertAt('订单已确认', 2, 2, '{订单号}')).toEqual({ text: '订单{订单号}已确认', caret: 7 });
  });
  it('replaces a selection', () => {
    expect(insertAt('尊敬的XXX您好', 3, 6, '{客户名称}')).toEqual({ text: '尊敬的{客户名称}您好', caret: 9 });
  });
  it('appends when there is no caret, and copes with empty text and out-of-range positions', () => {
    expect(insertAt('abc', undefined, undefined, '{x}')).toEqual({ text: 'abc{x}', caret: 6 });
    expect(insertAt(undefined, null, null, '{x}')).toEqual({ text: '{x}', caret: 3 });
    expect(insertAt('ab', 99, 120, '{x}')).toEqual({ text: 'ab{x}', caret: 5 });
    expect(insertAt('ab', 2, 0, '{x}')).toEqual({ text: 'ab{x}', caret: 5 });
  });
  it('a text built from the chips passes the contract; a made-up placeholder does not', () => {
    const text = MESSAGE_PLACEHOLDERS.slice(0, 3).map(token).join('，');
    expect(messageTemplateCreate.safeParse({ name: 'n', channel: 'sms', content: text }).success).toBe(true);
    const bad = messageTemplateCreate.safeParse({ name: 'n', channel: 'sms', content: '{订单号}{乱写}' });
    expect(bad.error?.issues[0].message).toBe('模板内容包含未声明的占位符：{乱写}');
  });
});

describe('placeholders against the allowed keys', () => {
  it('lists the unknown ones, in order, as {x}', () => {
    expect(unknownPlaceholders(placeholdersOf('{甲方}与{乙方}签订{合同号}'), ['甲方', '乙方'])).toEqual(['{合同号}']);
    expect(unknownPlaceholders([], ['甲方'])).toEqual([]);
  });
  it('fills known placeholders with samples and leaves the rest', () => {
    expect(fillPlaceholders('{甲方}与{乙方}', { 甲方: '张三', 乙方: '' })).toBe('张三与{乙方}');
  });
  it('uses a key\'s example, else its label in brackets', () => {
    expect(sampleValues([{ key: '甲方', label: '客户名称', example: '张三' }, { key: '乙方', label: '公司名称', example: null }])).toEqual({ 甲方: '张三', 乙方: '【公司名称】' });
  });
});
