import { describe, expect, it } from 'vitest';
import { checkIdCard, deriveFromIdCard, idCheckDigit, isValidIdCard, maskDate, maskIdCard, maskPersonal, maskPhone } from './idcard';
import { isoToday } from './dates';

describe('mainland ID numbers', () => {
  it('computes the GB 11643 check digit', () => {
    expect(idCheckDigit('11010519491231002')).toBe('X');
    expect(idCheckDigit('44052418800101001')).toBe('4');
    expect(() => idCheckDigit('1234')).toThrow();
  });

  it('accepts a correct number and derives birthday and sex', () => {
    const r = checkIdCard('11010519491231002x', '2025-06-01');
    expect(r).toEqual({ ok: true, info: { normalized: '11010519491231002X', birthday: '1949-12-31', sex: 2, areaCode: '110105' } });
    const man = '44052419800101001';
    const m = checkIdCard(man + idCheckDigit(man), '2025-06-01');
    expect(m.ok && m.info.sex).toBe(1);
    expect(checkIdCard('440524188001010014').ok).toBe(false); // before 1900
  });

  it('refuses a wrong check digit, a wrong length and an impossible or future birthday', () => {
    expect(checkIdCard('110105194912310021')).toEqual({ ok: false, error: '身份证号校验位不正确' });
    expect(checkIdCard('11010519491231')).toEqual({ ok: false, error: '身份证号应为18位（最后一位可为X）或15位数字' });
    const feb30 = `11010519490230001`;
    expect(checkIdCard(feb30 + idCheckDigit(feb30))).toEqual({ ok: false, error: '身份证号中的出生日期不正确' });
    const future = '11010520990101001';
    expect(checkIdCard(future + idCheckDigit(future), '2025-01-01').ok).toBe(false);
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('abc')).toBe(false);
  });

  it('widens a 15-digit number to 18 with the 1900s and its check digit', () => {
    const r = checkIdCard('110105491231002');
    expect(r.ok && r.info.normalized).toBe('11010519491231002X');
    expect(r.ok && r.info.sex).toBe(2);
  });

  it('counts full years: the birthday itself completes a year', () => {
    const id = (birth: string) => { const f = `110105${birth.replaceAll('-', '')}001`; return f + idCheckDigit(f); };
    expect(deriveFromIdCard(id('2015-06-10'), '2025-06-09')?.age).toBe(9);
    expect(deriveFromIdCard(id('2015-06-10'), '2025-06-10')?.age).toBe(10);
    expect(deriveFromIdCard(id('2016-02-29'), '2025-03-01')?.age).toBe(9);
    expect(deriveFromIdCard(id('2016-02-29'), '2016-02-29')?.age).toBe(0);
  });

  it('derives birthday, sex and age on a day (the departure date)', () => {
    const first17 = '32010220150610003';
    const id = first17 + idCheckDigit(first17);
    expect(deriveFromIdCard(id, '2030-06-09')).toEqual({ birthday: '2015-06-10', sex: 1, age: 14 });
    expect(deriveFromIdCard('bad')).toBeNull();
  });

  it('dates today in China time', () => {
    expect(isoToday(new Date('2025-01-01T17:00:00Z'))).toBe('2025-01-02');
    expect(isoToday(new Date('2025-01-01T15:59:00Z'))).toBe('2025-01-01');
  });

  it('masks a number keeping the first 3 and last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110***********002X');
    expect(maskIdCard('13812345678')).toBe('138****5678');
    expect(maskIdCard('1234567')).toBe('*******');
    expect(maskIdCard(null)).toBe('');
  });

  it('masks phones and birthdays, keeping empty values as they are', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone(undefined)).toBeUndefined();
    expect(maskPhone('')).toBe('');
    expect(maskDate('1990-01-31')).toBe('1990-**-**');
    expect(maskDate(null)).toBeNull();
  });

  it('masks the personal fields of a row and leaves the others', () => {
    const row = { id: 7, name: '张三', card: '11010519491231002X', phone: '13812345678', birthday: '1949-12-31', other: null as string | null };
    expect(maskPersonal(row, { cards: ['card'], phones: ['phone', 'other'], dates: ['birthday'] }))
      .toEqual({ id: 7, name: '张三', card: '110***********002X', phone: '138****5678', birthday: '1949-**-**', other: null });
    expect(row.card).toBe('11010519491231002X');
  });
});
