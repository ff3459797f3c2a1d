import { describe, expect, it } from 'vitest';
import { idCheckDigit, TOURIST_FIELDS } from '@ta/contract';
import { blankTourist, cellIssues, COMMON_FIELDS, fitTourists, MORE_FIELDS, requiredFields, touristsForApi, withDerived } from './tourist-model';

const idOf = (first17: string) => first17 + idCheckDigit(first17);
const counts = { adult_count: 2, child_count: 1, senior_count: 0, infant_count: 0 };

describe('tourist rows', () => {
  it('splits the 28 fields into table columns and the expander', () => {
    expect(COMMON_FIELDS).toEqual(['client_name', 'client_sex', 'client_card_type', 'client_card_number', 'client_birthday', 'client_age', 'client_phone_number']);
    expect(COMMON_FIELDS.length + MORE_FIELDS.length).toBe(28);
    expect(new Set([...COMMON_FIELDS, ...MORE_FIELDS])).toEqual(new Set(TOURIST_FIELDS));
  });

  it('requires name, card type and number, and a phone of the first tourist', () => {
    expect(requiredFields(0)).toEqual(['client_name', 'client_phone_number', 'client_card_type', 'client_card_number']);
    expect(requiredFields(1)).toEqual(['client_name', 'client_card_type', 'client_card_number']);
    const issues = cellIssues([blankTourist(0), { ...blankTourist(0), client_name: '李四', client_card_number: idOf('11010519800101001') }]);
    expect(issues.get('0.client_name')).toBe('请输入第1位游客的姓名');
    expect(issues.get('0.client_phone_number')).toBe('请输入第1位游客的手机号');
    expect(issues.has('1.client_name')).toBe(false);
    expect(issues.size).toBe(3);
  });

  it('adds rows for the counts by person type and drops only blank extras', () => {
    const rows = fitTourists([], counts);
    expect(rows.map((r) => r.person_type)).toEqual([0, 0, 1]);
    const named = rows.map((r, i) => (i === 0 ? { ...r, client_name: '张三' } : r));
    const fewer = fitTourists(named, { ...counts, adult_count: 0 });
    expect(fewer.map((r) => [r.person_type, r.client_name ?? null])).toEqual([[0, '张三'], [1, null]]);
    expect(fitTourists(named, counts).map((r) => r.key)).toEqual(named.map((r) => r.key));
  });

  it('derives birthday, sex and the age on the departure day from an ID number', () => {
    const t = withDerived({ ...blankTourist(1), client_card_number: idOf('32010220150610002') }, '2025-06-09');
    expect([t.client_birthday, t.client_sex, t.client_age]).toEqual(['2015-06-10', 2, 9]);
    const bad = { ...blankTourist(0), client_card_number: '320102201506100021' };
    expect(withDerived(bad)).toBe(bad);
    const passport = { ...blankTourist(0), client_card_type: 2, client_card_number: idOf('32010220150610002') };
    expect(withDerived(passport)).toBe(passport);
  });

  it('flags a wrong check digit and sends filled rows without keys', () => {
    const rows = [{ ...blankTourist(0), client_name: '王五', client_phone_number: '13800000000', client_card_number: '110105194912310021', client_remarks: '' }, blankTourist(0)];
    expect(cellIssues(rows).get('0.client_card_number')).toBe('第1位游客的身份证号校验位不正确');
    expect(touristsForApi(rows)).toEqual([{ person_type: 0, client_card_type: 1, client_name: '王五', client_phone_number: '13800000000', client_card_number: '110105194912310021' }]);
  });
});
