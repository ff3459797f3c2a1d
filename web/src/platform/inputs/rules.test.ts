import { describe, expect, it } from 'vitest';
import { Msg } from '@ta/contract';
import { checkImage, cleanText, formatHms, isPositiveInt, keepLast, lengthCounter, stripEmoji, validateRows, withinMonths } from './rules';

describe('text inputs (SPEC section 5)', () => {
  it('on blur: trim and strip emoji', () => {
    expect(cleanText('  北京😀一日游 👍🏽 ')).toBe('北京一日游');
    expect(cleanText(' a b\tc ')).toBe('a b\tc');
  });
  it('optionally strips all whitespace', () => { expect(cleanText(' 138 0013\t8000 ', true)).toBe('13800138000'); });
  it('text areas strip emoji while typing (flags, keycaps, joined sequences)', () => {
    expect(stripEmoji('行程🇨🇳说明1️⃣👨‍👩‍👧')).toBe('行程说明1');
    expect(stripEmoji('普通文字，123')).toBe('普通文字，123');
  });
  it('length counter against the maximum', () => { expect(lengthCounter('北京ab', 50)).toBe('4/50'); });
  it('default placeholder is 请输入', () => { expect(Msg.placeholder).toBe('请输入'); });
});

describe('editable table rows', () => {
  const fields = [
    { field: 'name', title: '名称', required: true },
    { field: 'count', title: '人数', numeric: true },
    { field: 'payment_total', title: '付款总额', numeric: true },
  ];
  it('every required field non-empty: 请填写 + title + 信息。', () => {
    expect(validateRows([{ name: ' ' }], fields)).toBe('请填写名称信息。');
    expect(validateRows([{ name: 'a' }], fields)).toBeNull();
  });
  it('numeric fields must not be negative; payment_total is exempt', () => {
    expect(validateRows([{ name: 'a', count: -1 }], fields)).toBe('请填写人数信息。');
    expect(validateRows([{ name: 'a', count: 0, payment_total: -500 }], fields)).toBeNull();
  });
  it('a custom prefix may be supplied', () => { expect(validateRows([{}], fields, '第1行：请填写')).toBe('第1行：请填写名称信息。'); });
});

describe('positive integer column check 0–999999', () => {
  it('up to six digits', () => {
    for (const ok of [0, 1, '42', 999999]) expect(isPositiveInt(ok)).toBe(true);
    for (const bad of [-1, 1000000, '1.5', 'abc', '', null]) expect(isPositiveInt(bad)).toBe(false);
  });
});

describe('image upload', () => {
  const MB = 1024 * 1024;
  it('JPEG, GIF and PNG only', () => {
    for (const t of ['image/jpeg', 'image/gif', 'image/png']) expect(checkImage({ type: t, size: MB })).toEqual({ accept: true });
    expect(checkImage({ type: 'image/webp', size: 10 })).toEqual({ accept: false, error: '上传图片的格式不正确，不是JPG、JPEG、GIF、PNG' });
  });
  it('2 MB or more shows 上传的文件不能大于2M! and is still accepted', () => {
    expect(checkImage({ type: 'image/png', size: 2 * MB })).toEqual({ accept: true, error: '上传的文件不能大于2M!' });
    expect(checkImage({ type: 'image/png', size: 2 * MB - 1 })).toEqual({ accept: true });
  });
  it('the list keeps only the last file', () => { expect(keepLast([1, 2, 3])).toEqual([3]); expect(keepLast([])).toEqual([]); });
});

describe('withinMonths (default 3, either direction, month difference then day)', () => {
  it('by month difference', () => {
    expect(withinMonths('2024-01-15', '2024-03-31')).toBe(true);
    expect(withinMonths('2024-01-15', '2024-05-01')).toBe(false);
  });
  it('at exactly 3 months the day decides', () => {
    expect(withinMonths('2024-01-15', '2024-04-15')).toBe(true);
    expect(withinMonths('2024-01-15', '2024-04-16')).toBe(false);
    expect(withinMonths('2024-01-15', '2024-04-14')).toBe(true);
  });
  it('either direction, across years, other month counts', () => {
    expect(withinMonths('2024-04-16', '2024-01-15')).toBe(false);
    expect(withinMonths('2024-12-20', '2024-11-01')).toBe(true);
    expect(withinMonths('2023-11-30', '2024-02-29')).toBe(true);
    expect(withinMonths('2024-01-15', '2024-02-20', 1)).toBe(false);
  });
});

describe('countdown format', () => {
  it('hh:mm:ss', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatHms(3661)).toBe('01:01:01');
    expect(formatHms(-5)).toBe('00:00:00');
  });
});
