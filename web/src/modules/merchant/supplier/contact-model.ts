/**
 * A supplier's contacts as an editable table whose columns are the contact info items of SPEC section 3
 * (1 姓名, 2 电话, 3 邮箱, 4 收货地址, 6 身份证号, 10 QQ, 11 微信), each stored in the field the contract maps it
 * to, plus position and the default flag. Pure, tested.
 */
import { CONTACT_INFO_FIELDS, ContactInfoItem, personCreate, personUpdate } from '@ta/contract';
import type { SafeParser } from '@/platform/form';
import type { ContactRow } from '../shared/types';

export interface ContactColumnSpec { code: number; field: string; title: string; required: boolean; width: number }

const WIDTH: Record<string, number> = { name: 110, phone: 140, email: 180, address: 220, id_card: 190, qq: 120, wechat: 130 };

/** One column per contact info item, in code order; 姓名 and 电话 are required. */
export const CONTACT_COLUMNS: ContactColumnSpec[] = Object.entries(CONTACT_INFO_FIELDS)
  .map(([code, field]) => ({
    code: Number(code), field, title: ContactInfoItem[Number(code) as keyof typeof ContactInfoItem],
    required: field === 'name' || field === 'phone', width: WIDTH[field] ?? 140,
  }))
  .sort((a, b) => a.code - b.code);

export interface ContactEditRow extends Partial<ContactRow> { key: string; isNew?: boolean }

const FIELDS = [...CONTACT_COLUMNS.map((c) => c.field), 'position', 'is_default', 'remark'];

export function contactRows(list: readonly ContactRow[]): ContactEditRow[] {
  return list.map((c) => ({ ...c, key: String(c.id) }));
}

export function newContactRow(first: boolean, now = Date.now()): ContactEditRow {
  return { key: `new-${now}`, isNew: true, is_default: first };
}

/** The request body of a saved row: the person schema's fields (blanks null), supplier and, when saved before, id and version. */
export function contactPayload(row: ContactEditRow, supplierId: number): Record<string, unknown> {
  const body: Record<string, unknown> = { supplier_id: supplierId };
  for (const f of FIELDS) {
    const v = (row as unknown as Record<string, unknown>)[f];
    body[f] = typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v ?? null;
  }
  body.is_default = Boolean(row.is_default);
  body.name = body.name ?? '';
  body.phone = body.phone ?? '';
  if (!row.isNew) { body.id = row.id; body.version = row.version; }
  return body;
}

/** The first problem of a row as `field: message`, or null. */
export function contactProblem(row: ContactEditRow, supplierId: number): { field: string; message: string } | null {
  const schema = (row.isNew ? personCreate : personUpdate) as unknown as SafeParser;
  const r = schema.safeParse(contactPayload(row, supplierId));
  if (r.success) return null;
  const i = r.error.issues[0];
  return { field: String(i.path[0] ?? ''), message: i.message };
}
