/** Cell controls of the cost tables (value in, value out; dates as YYYY-MM-DD text, money as yuan text). */
import { DatePicker, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { mapOptions } from '@/platform/list/columns';
import type { CellInputProps } from '@/platform/editable/EditableRows';
import { SupplierSelect } from '@/modules/merchant/SupplierSelect';
import type { DetailField } from './cost-model';


export const textCell = <T,>({ value, onChange, status, title }: CellInputProps<T>) => (
  <Input size="small" value={(value as string | null) ?? ''} status={status} placeholder={title} aria-label={title} onChange={(e) => onChange(e.target.value)} style={{ width: '100%', minWidth: 90 }} />
);
export const intCell = <T,>({ value, onChange, status, title }: CellInputProps<T>) => (
  <InputNumber size="small" value={value as number | null} status={status} min={0} max={100000} precision={0} placeholder={title} aria-label={title} onChange={(v) => onChange(v)} style={{ width: 72 }} />
);
export const moneyCell = <T,>({ value, onChange, status, title }: CellInputProps<T>) => (
  <InputNumber<string> size="small" stringMode value={(value as string | null) ?? null} status={status} min="0" precision={2} placeholder="元" aria-label={title}
    onChange={(v) => onChange(v ?? '')} style={{ width: 104 }} />
);
export const dateCell = <T,>({ value, onChange, status, title }: CellInputProps<T>) => (
  <DatePicker size="small" value={typeof value === 'string' && value ? dayjs(value) : null} status={status} placeholder={title} aria-label={title}
    onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)} style={{ width: 124 }} />
);
export const enumCell = (f: DetailField) => <T,>({ value, onChange, status, title }: CellInputProps<T>) => (
  <Select size="small" value={value as number | null | undefined} status={status} placeholder={title} aria-label={title} allowClear={!f.required}
    options={mapOptions(f.enumMap ?? {})} onChange={(v) => onChange(v ?? null)} style={{ width: 104 }} />
);
export const supplierCell = (type?: number[]) => <T,>({ value, onChange, row }: CellInputProps<T>) => (
  <SupplierSelect value={value as number | null} type={type} valueLabel={(row as Record<string, unknown>).supplier_name as string | null} style={{ width: 196 }}
    onChange={(id, s) => onChange(id, { supplier_name: s?.name ?? null })} />
);

export function detailCell<T>(f: DetailField): (p: CellInputProps<T>) => ReactNode {
  switch (f.input) {
    case 'date': return dateCell;
    case 'int': return intCell;
    case 'enum': return enumCell(f);
    default: return textCell;
  }
}
