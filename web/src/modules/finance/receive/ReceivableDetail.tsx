/**
 * 应收明细 (receivableDetail, `?order_id=`): one order's money from /api/v1/collection/collected — 应收, 已收,
 * 已退, 未收, 待收款 / 已结清 — its payment schedule (定金 and 尾款 with their due dates), its receipts and its
 * refunds with their audit states; 收款 and 退款 from here.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DueState, FinanceKey, PayType, PaymentPart, enumLabel } from '@ta/contract';
import { timeText } from '@/platform/audit-timeline';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { Auth, useGrants } from '@/platform/permission';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { FIN_URLS, FQ, type OrderMoney, type ReceiptRow, type RefundRow, type SchedulePartRow } from '../api';
import { RefundDialog } from '../RefundDialog';
import { DocStatusTag, OrderMoneyCards } from '../shared';

export const DUE_COLOR: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'red', 3: 'green' };

export function useOrderMoney(orderId: number, enabled = true) {
  return useQuery({
    queryKey: resourceKeys(FQ.money).detail(orderId),
    queryFn: () => post<OrderMoney>(FIN_URLS.collected, { order_id: orderId }),
    enabled: enabled && orderId > 0, retry: false,
  });
}

export function ReceivableDetail() {
  const [params] = useSearchParams();
  const id = Number(params.get('order_id') ?? params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Alert type="warning" showIcon message="缺少订单编号，请从批量订单收款列表打开" />;
  return <Detail key={id} id={id} />;
}

function Detail({ id }: { id: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const q = useOrderMoney(id);
  const [refunding, setRefunding] = useState(false);
  const canSeeOrders = Boolean(useGrants()?.has('route_order_list'));
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  if (q.isLoading) return <Card><Skeleton active /></Card>;
  const d = q.data;
  if (!d) return <Card><Empty description="订单不存在或已删除" /></Card>;
  const refresh = async () => { await Promise.all([invalidateResource(client, FQ.money), invalidateResource(client, FQ.collect), invalidateResource(client, FQ.refund)]); };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={<Space>订单 {canSeeOrders ? <Link to={routePath('lineOrderDetail', { id: d.order_id, title: `订单详情：${d.order_code}` })}>{d.order_code}</Link> : d.order_code}
        <span>{d.customer_name ?? d.contact_name}</span><span>{d.group_code} · {d.departure_date}</span></Space>}
        extra={<Space>
          {d.open > 0 && <Auth perm={FinanceKey.receive} action="canAdd"><Button type="primary" onClick={() => navigate(routePath('batchGather', { order_ids: d.order_id, title: `收款：${d.order_code}` }))}>收款</Button></Auth>}
          {d.received > 0 && <Auth perm={FinanceKey.orderPayment} action="canAdd"><Button onClick={() => setRefunding(true)}>退款</Button></Auth>}
        </Space>}>
        <OrderMoneyCards m={d} />
      </Card>
      <ScheduleTable rows={d.schedule} />
      <ReceiptTable rows={d.receipts} orderId={d.order_id} />
      <RefundTable rows={d.refunds} />
      {refunding && <RefundDialog target={{ kind: 'order', order_id: d.order_id, code: d.order_code, max: d.received }} onClose={() => setRefunding(false)} onDone={() => { setRefunding(false); void refresh(); }} />}
    </Space>
  );
}

export function ScheduleTable({ rows }: { rows: SchedulePartRow[] }) {
  return (
    <Card size="small" title="收款计划">
      <Table<SchedulePartRow> size="small" rowKey={(r) => `${r.order_id}-${r.part}`} pagination={false} dataSource={rows} locale={{ emptyText: '定金与尾款均已收齐' }}
        columns={[
          { title: '款项', dataIndex: 'part', render: (v: keyof typeof PaymentPart) => PaymentPart[v] },
          { title: '应收金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
          { title: '未收', dataIndex: 'open', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
          { title: '应收日期', dataIndex: 'due_date' },
          { title: '状态', dataIndex: 'due_state', render: (v: number) => <Tag color={DUE_COLOR[v]}>{enumLabel(DueState, v)}</Tag> },
        ]} />
    </Card>
  );
}

/** Receipts; with `orderId`, each shows this order's share beside the receipt's whole amount. */
export function ReceiptTable({ rows, title = '收款记录', orderId }: { rows: ReceiptRow[]; title?: string; orderId?: number }) {
  const share = (r: ReceiptRow) => r.items.find((i) => i.order_id === orderId)?.amount ?? null;
  return (
    <Card size="small" title={title}>
      <Table<ReceiptRow> size="small" rowKey="id" pagination={false} dataSource={rows} locale={{ emptyText: '暂无收款记录' }}
        columns={[
          { title: '收款单号', dataIndex: 'code' },
          { title: '收款日期', dataIndex: 'pay_date' },
          { title: '付款人', dataIndex: 'payer' },
          { title: '收款方式', dataIndex: 'pay_type', render: (v: number) => enumLabel(PayType, v) },
          { title: '收款账户', dataIndex: 'pay_account_name' },
          ...(orderId ? [{ title: '本单收款', key: 'share', align: 'right' as const, render: (_v: unknown, r: ReceiptRow) => <MoneyText fen={share(r)} capitalTip /> }] : []),
          { title: orderId ? '收款单金额' : '收款金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} capitalTip /> },
          { title: '来源', dataIndex: 'bank_arrival_id', render: (v: number | null) => (v ? <Tag color="blue">到账认领</Tag> : '直接收款') },
          { title: '状态', dataIndex: 'status', render: (v: number) => <DocStatusTag status={v} /> },
          { title: '经办人', dataIndex: 'created_by_name' },
          { title: '提交时间', dataIndex: 'created_at', render: (v: string) => timeText(v) },
        ]} />
    </Card>
  );
}

export function RefundTable({ rows }: { rows: RefundRow[] }) {
  return (
    <Card size="small" title="退款记录">
      <Table<RefundRow> size="small" rowKey="id" pagination={false} dataSource={rows} locale={{ emptyText: '暂无退款记录' }}
        columns={[
          { title: '退款单号', dataIndex: 'code' },
          { title: '退款金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} capitalTip /> },
          { title: '退款原因', dataIndex: 'reason' },
          { title: '退款方式', dataIndex: 'pay_type', render: (v: number) => enumLabel(PayType, v) },
          { title: '收款人', dataIndex: 'payee' },
          { title: '状态', dataIndex: 'status', render: (v: number) => <DocStatusTag status={v} /> },
          { title: '提交时间', dataIndex: 'created_at', render: (v: string) => timeText(v) },
        ]} />
    </Card>
  );
}
