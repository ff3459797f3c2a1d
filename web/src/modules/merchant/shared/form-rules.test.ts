import { describe, expect, it } from 'vitest';
import { insuranceProductCreate, supplierCreate } from '@ta/contract';
import { blanksToNull, datesToStrings, issueAt } from './form-rules';

const supplier = { name: '西湖国宾馆', type: 5, accounts: [{ account_type: 0, account_name: '国宾馆', account_no: '6222' }] };

describe('issueAt', () => {
  it('finds the issue of one row of a list field', () => {
    expect(issueAt(supplierCreate, supplier, ['accounts', 0, 'bank_name'])).toBe('银行卡账户请填写开户行');
    expect(issueAt(supplierCreate, supplier, ['accounts', 0, 'account_no'])).toBeUndefined();
    expect(issueAt(supplierCreate, supplier, 'name')).toBeUndefined();
  });
  it('list-level issues sit on the list path only', () => {
    const two = { ...supplier, accounts: [
      { account_type: 1, account_name: 'a', account_no: '1', is_default: true },
      { account_type: 2, account_name: 'b', account_no: '2', is_default: true },
    ] };
    expect(issueAt(supplierCreate, two, ['accounts'])).toBe('只能有一个默认账户');
    expect(issueAt(supplierCreate, two, ['accounts', 1, 'is_default'])).toBeUndefined();
  });
  it('deep collects nested issues under a top-level field', () => {
    expect(issueAt(supplierCreate, supplier, 'accounts', true)).toBe('银行卡账户请填写开户行');
  });
  it('checks money rows on the wire shape', () => {
    const product = { company_id: 1, name: '境内旅游意外险', insurance_type: 0, coverage: '意外身故', rates: [{ day_from: 1, day_to: 3, price: 5.5 }] };
    expect(issueAt(insuranceProductCreate, product, ['rates', 0, 'price'])).toBe('价格必须是以分为单位的整数');
    expect(issueAt(insuranceProductCreate, { ...product, rates: [{ day_from: 1, day_to: 3, price: 550 }] }, ['rates', 0, 'price'])).toBeUndefined();
  });
});

describe('blanksToNull', () => {
  it('turns blank strings into null and keeps the rest', () => {
    expect(blanksToNull({ a: '', b: '  ', c: 'x', d: 0, e: false })).toEqual({ a: null, b: null, c: 'x', d: 0, e: false });
  });
});

describe('datesToStrings', () => {
  it('formats dayjs values and nulls empty dates', async () => {
    const dayjs = (await import('dayjs')).default;
    expect(datesToStrings({ a: dayjs('2025-03-09'), b: '', c: '2025-01-01', d: 1 }, ['a', 'b', 'c', 'x'])).toEqual({ a: '2025-03-09', b: null, c: '2025-01-01', d: 1, x: null });
  });
});
