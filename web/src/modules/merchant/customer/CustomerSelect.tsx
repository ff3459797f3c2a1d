/** A customer picker of one kind: name or phone, debounced, through /api/v1/customer/{kind}/likeName. */
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { CustomerKindCode } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { CUSTOMER_URLS, customerResource } from './api';
import { customerOptionLabel, type CustomerPick } from './customer-options';

export interface CustomerSelectProps {
  kind: CustomerKindCode;
  value?: number | null;
  onChange?: (id: number | null, customer?: CustomerPick) => void;
  valueLabel?: string | null;
  placeholder?: string;
  id?: string;
}

export function CustomerSelect({ kind, value, onChange, valueLabel, placeholder = '输入名称或电话搜索', id }: CustomerSelectProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => { const t = setTimeout(() => setSearch(text.trim()), 300); return () => clearTimeout(t); }, [text]);
  const body = { ...(search ? { name: search } : {}), limit: 20 };
  const q = useQuery({
    queryKey: resourceKeys(customerResource(kind).name).options(body),
    queryFn: () => post<CustomerPick[]>(CUSTOMER_URLS.likeName(kind), body),
    enabled: open || Boolean(search),
    staleTime: 30_000,
    retry: false,
  });
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  const found = q.data ?? [];
  const options = found.map((c) => ({ value: c.id, label: customerOptionLabel(c) }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: valueLabel || `客户 #${value}` });
  return (
    <Select<number> id={id} showSearch allowClear style={{ width: '100%' }} placeholder={placeholder} value={value ?? undefined} filterOption={false}
      onSearch={setText} onOpenChange={setOpen} options={options} notFoundContent={q.isFetching ? <Spin size="small" /> : '没有找到客户'}
      onChange={(v) => onChange?.(v ?? null, found.find((c) => c.id === v))} />
  );
}
