/**
 * The supplier picker for every module that names a supplier (cost lines, payments, insurance companies,
 * agreements): a searchable select asking /api/v1/company/likeName with the typed name (debounced),
 * blacklisted suppliers left out unless `includeBlacklisted`. `valueLabel` names a chosen supplier the
 * current search did not return (an edited record's).
 */
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { RESOURCES } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { LIKE_NAME_DEBOUNCE_MS, likeNameBody, pickerOptions, SUPPLIER_LIKE_NAME_URL, type SupplierPick } from './supplier/supplier-options';

export type { SupplierPick } from './supplier/supplier-options';

export interface SupplierSelectProps {
  value?: number | null;
  onChange?: (id: number | null, supplier?: SupplierPick) => void;
  /** Only these supplier types (3–11). */
  type?: number | number[];
  includeBlacklisted?: boolean;
  valueLabel?: string | null;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function SupplierSelect({ value, onChange, type, includeBlacklisted, valueLabel, placeholder = '输入名称搜索供应商', disabled, allowClear = true, style, id }: SupplierSelectProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(text, LIKE_NAME_DEBOUNCE_MS);
  const body = likeNameBody(search, { type, includeBlacklisted });
  const q = useQuery({
    queryKey: [...resourceKeys(RESOURCES.supplier.name).options(body)],
    queryFn: () => post<SupplierPick[]>(SUPPLIER_LIKE_NAME_URL, body),
    enabled: open || Boolean(search),
    staleTime: 30_000,
    retry: false,
  });
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  const options = pickerOptions(q.data ?? [], value, valueLabel);
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear={allowClear}
      disabled={disabled}
      style={{ width: '100%', ...style }}
      placeholder={placeholder}
      value={value ?? undefined}
      filterOption={false}
      onSearch={setText}
      onOpenChange={setOpen}
      notFoundContent={q.isFetching ? <Spin size="small" /> : '没有找到供应商'}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      onChange={(v) => onChange?.(v ?? null, options.find((o) => o.value === v)?.row)}
      onClear={() => setText('')}
    />
  );
}
