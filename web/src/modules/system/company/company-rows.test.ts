import { describe, expect, it } from 'vitest';
import { companyCreate, companyUpdate } from '@ta/contract';
import { fieldIssues } from '@/platform/form';
import { validateRows } from '@/platform/inputs';
import { COMPANY_FIELDS, companyPayload, companyRows, newCompanyRow, type Company } from './company-rows';

const base = { version: 1, created_by: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', short_name: null, tax_no: null, license_no: null, legal_person: null, phone: null, address: null, bank_name: null, bank_account: null, remark: null };
const list: Company[] = [
  { ...base, id: 1, parent_id: null, name: '畅游国际旅行社有限公司', kind: 'company', is_own: true },
  { ...base, id: 2, parent_id: 1, name: '杭州分公司', kind: 'branch', is_own: false },
];

describe('company editable rows', () => {
  it('own-company rows are disabled and not editable', () => {
    const rows = companyRows(list);
    expect(rows[0]).toMatchObject({ key: '1', isDisabled: true, editable: false });
    expect(rows[1]).toMatchObject({ key: '2', isDisabled: false, editable: true });
  });
  it('a new row is a branch under the own company', () => {
    expect(newCompanyRow(1, 42)).toEqual({ key: 'new-42', isNew: true, editable: true, isDisabled: false, kind: 'branch', parent_id: 1, name: '' });
  });
  it('validation: 请填写公司名称信息。', () => {
    expect(validateRows([newCompanyRow(1) as unknown as Record<string, unknown>], COMPANY_FIELDS)).toBe('请填写公司名称信息。');
  });
  it('payloads pass the contract schemas', () => {
    const added = companyPayload({ ...newCompanyRow(1), name: ' 苏州分公司 ', phone: '' });
    expect(added).toMatchObject({ name: '苏州分公司', phone: null, parent_id: 1, kind: 'branch' });
    expect(added.id).toBeUndefined();
    expect(fieldIssues(companyCreate, added)).toEqual({});
    const updated = companyPayload(companyRows(list)[1]);
    expect(updated).toMatchObject({ id: 2, version: 1 });
    expect(fieldIssues(companyUpdate, updated)).toEqual({});
  });
});
