import { describe, expect, it } from 'vitest';
import { supplierCreate } from '@ta/contract';
import { accountsToWire, onlyDefault, settlementText, supplierTone } from './supplier-model';

describe('supplier accounts', () => {
  it('one default account at a time', () => {
    expect(onlyDefault([{ is_default: true }, { is_default: false }, {}], 2).map((a) => a.is_default)).toEqual([false, false, true]);
    expect(onlyDefault(undefined, 0)).toEqual([]);
  });
  it('wire shape keeps ids, drops server columns, blanks to null', () => {
    const wire = accountsToWire([
      { id: 4, account_type: 0, account_name: ' 国宾馆 ', account_no: '6222', bank_name: '', is_default: true, supplier_id: 9, sort: 0 } as never,
      { account_type: 1, account_name: '王经理', account_no: 'wang@x.cn' },
    ]);
    expect(wire[0]).toEqual({ id: 4, account_type: 0, account_name: '国宾馆', account_no: '6222', bank_name: null, is_default: true, remark: null });
    expect(wire[1]).not.toHaveProperty('id');
    expect(wire[1].is_default).toBe(false);
    // The wire shape passes the contract schema once the bank card has its bank.
    const ok = supplierCreate.safeParse({ name: 'A', type: 5, accounts: [{ ...wire[0], bank_name: '工行' }, wire[1]] });
    expect(ok.success).toBe(true);
  });
});

describe('supplier list', () => {
  it('blacklisted rows are red', () => {
    expect(supplierTone({ blacklisted: true })).toBe('danger');
    expect(supplierTone({ blacklisted: false })).toBeUndefined();
  });
  it('settlement text', () => {
    expect(settlementText('月结', 30)).toBe('月结 · 30天');
    expect(settlementText('现结', 0)).toBe('现结');
  });
});
