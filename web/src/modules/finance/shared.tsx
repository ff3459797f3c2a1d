/** Pieces shared by the finance pages: the company-account options, state tags and the order-money cards. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Card, Col, Row, Select, Statistic, Tag, Typography } from 'antd';
import { FinanceKey, MoneyDocStatus, OrderPayState, PayAccountType, RESOURCES, capitalAmount, enumLabel, fenToYuan, resourcePath } from '@ta/contract';
import { resourceKeys } from '@/platform/query-keys';
import { useGrants } from '@/platform/permission';
import { post } from '@/platform/request';
import { FIN_URLS, type PayAccountOption, type PayAccountRow } from './api';

const ACC = RESOURCES.payAccount;

/**
 * Enabled company accounts (收款账户 of receipts and refunds, the account a statement belongs to). Whoever records
 * receipts (批量订单收款 key) reads them from /api/v1/finance/payAccount/options without the 账户管理 key; a role with
 * only the 账户管理 key reads the account list. Neither: nothing is asked (a 403 would leave the page).
 */
export function usePayAccounts() {
  const grants = useGrants();
  const viaOptions = Boolean(grants?.has(FinanceKey.receive));
  const viaList = !viaOptions && Boolean(grants?.has(ACC.permissionKey));
  const body = { pageNo: 1, pageSize: 200, enabled: true };
  const q = useQuery({
    enabled: viaOptions || viaList,
    queryKey: resourceKeys(ACC.name).options({ ...body, viaOptions }),
    queryFn: async () => {
      if (viaOptions) return post<PayAccountOption[]>(FIN_URLS.payAccountOptions);
      const r = await post<{ page_data?: { data: PayAccountRow[] }; data?: PayAccountRow[] }>(resourcePath(ACC, 'list'), body);
      return r.page_data?.data ?? r.data ?? [];
    },
    staleTime: 60_000, retry: false,
  });
  return useMemo(() => (q.data ?? []).map((a) => ({ value: a.id, label: accountLabel(a), account: a })), [q.data]);
}
export const accountLabel = (a: Pick<PayAccountRow, 'name' | 'number' | 'type'>) => `${a.name}（${enumLabel(PayAccountType, a.type)} ${a.number}）`;

export function PayAccountSelect({ value, onChange, id, placeholder = '请选择收款账户' }: { value?: number | null; onChange?: (v: number | null) => void; id?: string; placeholder?: string }) {
  const options = usePayAccounts();
  const grants = useGrants();
  const allowed = Boolean(grants?.has(ACC.permissionKey) || grants?.has(FinanceKey.receive));
  return <Select<number> notFoundContent={allowed ? undefined : '当前角色无权查看收款账户'} id={id} value={value ?? undefined} onChange={(v) => onChange?.(v ?? null)} options={options} placeholder={placeholder} allowClear showSearch optionFilterProp="label" style={{ width: '100%' }} />;
}

export const DOC_COLOR: Record<number, string> = { 0: 'orange', 1: 'red', 2: 'green', 5: 'default' };
export const DocStatusTag = ({ status }: { status: number }) => <Tag color={DOC_COLOR[status]}>{enumLabel(MoneyDocStatus, status)}</Tag>;
export const PayStateTag = ({ state }: { state: number }) => <Tag color={state === 1 ? 'green' : 'orange'} data-testid="pay-state">{enumLabel(OrderPayState, state)}</Tag>;
export const CLAIM_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red' };
export const ARRIVAL_COLOR: Record<number, string> = { 0: 'blue', 1: 'orange', 2: 'green' };

export interface MoneyFigures {
  total: number; received: number; received_gross?: number; refunded?: number; pending_receipts?: number; pending_refunds?: number; remaining?: number; pay_state?: number;
}

/** 应收 / 已收 / 已退 / 未收 of an order, each with its capital form, and 待收款 / 已结清. */
export function OrderMoneyCards({ m }: { m: MoneyFigures }) {
  const remaining = m.remaining ?? m.total - m.received;
  const state = m.pay_state ?? (remaining <= 0 ? 1 : 0);
  const cell = (title: string, fen: number, testId: string, color?: string, extra?: React.ReactNode) => (
    <Col xs={12} md={6}>
      <Card size="small" className="ta-money-card">
        <Statistic title={`${title}（元）`} value={fenToYuan(fen)} valueStyle={color ? { color } : undefined} valueRender={(n) => <span data-testid={testId}>{n}</span>} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{capitalAmount(fen)}</Typography.Text>
        {extra && <div style={{ fontSize: 12 }}>{extra}</div>}
      </Card>
    </Col>
  );
  return (
    <Row gutter={[12, 12]}>
      {cell('应收', m.total, 'money-total')}
      {cell('已收', m.received_gross ?? m.received, 'money-received', '#389e0d', m.pending_receipts ? <Typography.Text type="warning">收款审核中 ¥{fenToYuan(m.pending_receipts)}</Typography.Text> : null)}
      {cell('已退', m.refunded ?? 0, 'money-refunded', undefined, m.pending_refunds ? <Typography.Text type="warning">退款审核中 ¥{fenToYuan(m.pending_refunds)}</Typography.Text> : null)}
      {cell('未收', remaining, 'money-remaining', remaining > 0 ? '#cf1322' : undefined, <PayStateTag state={state} />)}
    </Row>
  );
}
