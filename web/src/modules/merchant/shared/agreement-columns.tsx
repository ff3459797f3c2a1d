/** Columns and row tone of the agreement lists (supplier and customer agreements). */
import { isoToday } from '@ta/contract';
import type { RowTone } from '@/platform/list';
import type { ListColumn } from '@/platform/list';
import { createdByColumn, keywordColumn, timeColumn, validityColumn } from './columns';
import { daysLeft, EXPIRY_WARNING_DAYS } from './model';
import type { AgreementRow } from './types';

export function agreementColumns<T extends AgreementRow>(o: { parent: false | { title: string; field: 'supplier_name' | 'customer_name' }; customer?: boolean }): ListColumn<T>[] {
  return [
    keywordColumn('协议名称/编号'),
    { title: '协议名称', dataIndex: 'name', width: 200, search: true },
    ...(o.parent ? [{ title: o.parent.title, dataIndex: o.parent.field, width: 200, ellipsis: true } as ListColumn<T>] : []),
    { title: '协议编号', dataIndex: 'agreement_no', width: 140 },
    { title: '签订日期', dataIndex: 'sign_date', valueType: 'date', width: 110 },
    { title: '生效日期', dataIndex: 'start_date', valueType: 'date', width: 110, sorter: true },
    { title: '到期日期', dataIndex: 'end_date', valueType: 'date', width: 110, sorter: true },
    validityColumn<T>(),
    ...(o.customer ? [{ title: '协议折扣', dataIndex: 'discount_rate', width: 90, render: (_: unknown, r: T) => (r.discount_rate ? `${r.discount_rate}%` : '-') } as ListColumn<T>] : []),
    { title: '附件', dataIndex: 'files', width: 70, render: (_, r) => (r.files?.length ? `${r.files.length}个` : '-'), exportValue: (r) => (r.files ?? []).map((f) => f.name).join('、') },
    createdByColumn<T>(),
    timeColumn<T>(),
  ];
}

/** Expired agreements are muted; active ones ending within 30 days are yellow. */
export function agreementTone(r: Pick<AgreementRow, 'validity' | 'end_date'>, today = isoToday()): RowTone | undefined {
  if (r.validity === 'expired') return 'muted';
  if (r.validity === 'active' && daysLeft(r.end_date, today) <= EXPIRY_WARNING_DAYS) return 'warning';
  return undefined;
}
