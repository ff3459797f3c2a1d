/**
 * Pickers of the paying forms: the agency's staff (借款人, /api/v1/payment/staff/options, searched as one types) and
 * the cost lines an advance can be bound to (/bindable: group, supplier, item, payable and unpaid rest).
 */
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fenToYuan, type staffOptions } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { post } from '@/platform/request';
import { PAY_URLS } from './api';

export type StaffOption = Answer<typeof staffOptions>[number];
export interface BindableLine {
  cost_id: number; kind: string; kind_name: string; item: string; supplier_id: number; supplier_name: string | null;
  group_id: number; group_code: string; departure_date: string; total: number; rest: number;
}

/** Typing settles for this long before the look-up runs. */
const DEBOUNCE_MS = 250;
function useDebounced(value: string): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [value]);
  return v;
}

/** 借款人: a staff member (default: the one passed as `value`, e.g. the logged-in user). */
export function StaffSelect({ value, onChange, initialLabel }: { value?: number; onChange?: (v: number) => void; initialLabel?: string }) {
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search);
  const q = useQuery({
    queryKey: ['payStaff', keyword, value],
    queryFn: () => post<StaffOption[]>(PAY_URLS.staff, { keyword: keyword || undefined, include_id: value }),
    staleTime: 30_000,
  });
  const options = (q.data ?? []).map((u) => ({ value: u.id, label: `${u.user_name}（${u.login_name}${u.dept_name ? `，${u.dept_name}` : ''}）` }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select showSearch value={value} onChange={onChange} filterOption={false} onSearch={setSearch} loading={q.isFetching}
      options={options} placeholder="输入姓名或登录名查找员工" popupMatchSelectWidth={360} notFoundContent={q.isFetching ? '查找中…' : '没有匹配的员工'} aria-label="借款人" />
  );
}

const lineLabel = (l: BindableLine) => `${l.group_code} · ${l.supplier_name ?? '-'} · ${l.kind_name}${l.item && l.item !== l.kind_name ? `（${l.item}）` : ''} · 应付 ¥${fenToYuan(l.total)} · 未付 ¥${fenToYuan(l.rest)}`;

/** 成本项: a cost line the advance can be bound to; `onPick` hands over the whole line (its unpaid rest caps the amount). */
export function BindableLineSelect({ url, docId, value, onChange, onPick }: {
  url: string; docId: number; value?: number; onChange?: (v: number) => void; onPick?: (l: BindableLine | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search);
  const q = useQuery({ queryKey: ['payBindable', url, docId, keyword], queryFn: () => post<BindableLine[]>(url, { doc_id: docId, keyword: keyword || undefined }), staleTime: 10_000 });
  const lines = q.data ?? [];
  return (
    <Select showSearch value={value} filterOption={false} onSearch={setSearch} loading={q.isFetching} aria-label="成本项" popupMatchSelectWidth={560}
      placeholder="输入团号或供应商查找成本项" notFoundContent={q.isFetching ? '查找中…' : '没有可绑定的成本项（未付余额为0或不属于该供应商）'}
      onChange={(v: number) => { onChange?.(v); onPick?.(lines.find((l) => l.cost_id === v)); }}
      options={lines.map((l) => ({
        value: l.cost_id, label: lineLabel(l),
        title: lineLabel(l),
        render: l,
      }))}
      optionRender={(o) => {
        const l = (o.data as { render: BindableLine }).render;
        return (
          <Space direction="vertical" size={0}>
            <span>{l.group_code}（{l.departure_date}出发） · {l.supplier_name ?? '-'}</span>
            <Typography.Text type="secondary">{l.kind_name}{l.item && l.item !== l.kind_name ? `：${l.item}` : ''} · 应付 ¥{fenToYuan(l.total)} · 未付 ¥{fenToYuan(l.rest)}</Typography.Text>
          </Space>
        );
      }} />
  );
}
