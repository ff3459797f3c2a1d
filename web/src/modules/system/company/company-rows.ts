/** Editable-table rows of the companies (SPEC section 3: key, editable, isNew, isDisabled for own-company rows). */
import type { companyRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import type { RowField } from '@/platform/inputs';

export const COMPANY_KIND = { company: '公司', branch: '分公司' } as const;
export type CompanyKind = keyof typeof COMPANY_KIND;

export type Company = Answer<typeof companyRow>;

export interface CompanyRow extends Partial<Company> {
  key: string;
  editable: boolean;
  isNew?: boolean;
  isDisabled: boolean;
}

/** The agency's own company (flagged by the server). Its row is not edited inline. */
export function isOwnCompany(c: Pick<Company, 'is_own'>): boolean {
  return c.is_own === true;
}

export function companyRows(list: readonly Company[]): CompanyRow[] {
  return list.map((c) => ({ ...c, key: String(c.id), isDisabled: isOwnCompany(c), editable: !isOwnCompany(c) }));
}

export function newCompanyRow(parentId: number | undefined, now = Date.now()): CompanyRow {
  return { key: `new-${now}`, isNew: true, editable: true, isDisabled: false, kind: 'branch', parent_id: parentId ?? null, name: '' };
}

export const COMPANY_FIELDS: RowField[] = [
  { field: 'name', title: '公司名称', required: true },
  { field: 'kind', title: '类型', required: true },
];

const EDITABLE = ['parent_id', 'name', 'short_name', 'kind', 'tax_no', 'license_no', 'legal_person', 'phone', 'address', 'bank_name', 'bank_account', 'remark'] as const;

/** The request body of a saved row (only the fields of the company schema; empty text as null). */
export function companyPayload(row: CompanyRow): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of EDITABLE) {
    const v = row[f];
    body[f] = typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v ?? null;
  }
  if (!row.isNew) { body.id = row.id; body.version = row.version; }
  return body;
}
