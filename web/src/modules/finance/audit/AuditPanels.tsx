/**
 * What the finance audit detail pages (/otherService/taskAudit/<type>) show below the document, beside the
 * generic fields, levels and timeline: 账单导入 — the arrivals of the batch; 认领 — the claim (认领详情), the
 * money of each claimed order (订单详情) and every claim of the arrival (认领记录); 退款 — the order's money or
 * the arrival; 订单付款 — the receipt's orders with their money; 授信 — the customer's credit and the orders
 * using it. Each panel gets the audited object's id and the link the server gave.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Table, Tabs, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ClaimRecordStatus, enumLabel } from '@ta/contract';
import { MoneyText } from '@/platform/inputs';
import { ListScreen, type FixedCondition } from '@/platform/list';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import type { AuditPanelProps } from '@/platform/audit-panel';
import { FIN_URLS, FQ, type ClaimRow, type CreditDetail, type OrderMoney, type ReceiptRow, type RefundRow } from '../api';
import { CreditDetailView } from '../config/Credit';
import { ArrivalHeader } from '../income/ArrivalHeader';
import { ARRIVAL_SUMMARY, arrivalColumns } from '../income/BillDetailList';
import { CLAIM_COLOR, PayStateTag } from '../shared';


const paramOf = (link: string | null, name: string): number => {
  if (!link) return 0;
  const n = Number(new URL(link, 'http://x').searchParams.get(name));
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The money of some orders (each order's /collection/collected), with the amount this document puts on it. */
export function OrdersMoneyTable({ lines, title = '订单详情' }: { lines: { order_id: number; amount?: number }[]; title?: string }) {
  const qs = useQueries({
    queries: lines.map((l) => ({ queryKey: resourceKeys(FQ.money).detail(l.order_id), queryFn: () => post<OrderMoney>(FIN_URLS.collected, { order_id: l.order_id }), retry: false })),
  });
  const rows = qs.map((q, i) => (q.data ? { ...q.data, this_amount: lines[i].amount } : null)).filter((r): r is OrderMoney & { this_amount: number | undefined } => r !== null);
  if (qs.some((q) => q.isLoading)) return <Skeleton active />;
  return (
    <Table size="small" rowKey="order_id" pagination={false} dataSource={rows} title={() => title} data-testid="audit-orders"
      columns={[
        { title: '订单号', dataIndex: 'order_code', render: (v: string, r) => <Link to={routePath('receivableDetail', { order_id: r.order_id, title: `应收明细：${v}` })}>{v}</Link> },
        { title: '客户', dataIndex: 'customer_name', render: (v: string | null, r) => v ?? r.contact_name },
        { title: '团号', dataIndex: 'group_code' },
        { title: '应收', dataIndex: 'total', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
        { title: '已收', dataIndex: 'received_gross', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
        { title: '已退', dataIndex: 'refunded', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
        { title: '未收', dataIndex: 'remaining', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
        ...(lines.some((l) => l.amount !== undefined) ? [{ title: '本单金额', dataIndex: 'this_amount', align: 'right' as const, render: (v: number | undefined) => <b><MoneyText fen={v ?? null} /></b> }] : []),
        { title: '收款状态', dataIndex: 'pay_state', render: (v: number) => <PayStateTag state={v} /> },
      ]} />
  );
}

export function BillImportPanel({ objectId }: AuditPanelProps) {
  const fixed = useMemo<FixedCondition[]>(() => [{ field: 'import_id', value: objectId, label: '导入批次', text: `#${objectId}` }], [objectId]);
  const columns = useMemo(() => arrivalColumns.filter((c) => !['claimed', 'claiming', 'refunded', 'import_code'].includes(String(c.dataIndex))), []);
  return (
    <Card size="small" title="导入的到账">
      <ListScreen source={{ url: FIN_URLS.arrivalList }} name={`${FQ.arrival}-audit`} permissionKey="bill_detail_list" columns={columns} fixed={fixed} pageInRoute={false}
        exportName="导入的到账" summaryLabels={ARRIVAL_SUMMARY} summaryMoney={Object.keys(ARRIVAL_SUMMARY)} />
    </Card>
  );
}

export function ClaimPanel({ objectId, link }: AuditPanelProps) {
  const arrivalId = paramOf(link, 'arrival_id');
  const q = useQuery({
    queryKey: resourceKeys(FQ.claim).list({ arrival_id: arrivalId, audit: true }),
    queryFn: () => post<{ page_data: { data: ClaimRow[] } }>(FIN_URLS.arrivalClaims, { arrival_id: arrivalId, pageNo: 1, pageSize: 100 }),
    enabled: arrivalId > 0, retry: false,
  });
  if (!arrivalId) return null;
  const claims = q.data?.page_data.data ?? [];
  const claim = claims.find((c) => c.id === objectId);
  return (
    <Card size="small">
      <Tabs items={[
        {
          key: 'detail', label: '认领详情', children: (
            <>
              <ArrivalHeader id={arrivalId} />
              {claim ? (
                <Table size="small" rowKey="order_id" pagination={false} dataSource={claim.lines} title={() => <>认领单 {claim.code} · 客户 {claim.customer_name ?? '散客'} · 合计 <MoneyText fen={claim.amount} capital /></>}
                  columns={[{ title: '订单号', dataIndex: 'code' }, { title: '认领金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} /> }]} />
              ) : q.isLoading ? <Skeleton active /> : <Empty description="认领单不存在" />}
            </>
          ),
        },
        { key: 'orders', label: '订单详情', children: claim ? <OrdersMoneyTable lines={claim.lines.map((l) => ({ order_id: l.order_id, amount: l.amount }))} /> : <Skeleton active /> },
        {
          key: 'records', label: '认领记录', children: (
            <Table<ClaimRow> size="small" rowKey="id" pagination={false} dataSource={claims} rowClassName={(r) => (r.id === objectId ? 'ant-table-row-selected' : '')}
              columns={[
                { title: '认领单号', dataIndex: 'code' }, { title: '客户', dataIndex: 'customer_name', render: (v: string | null) => v ?? '散客' },
                { title: '认领金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
                { title: '认领订单', dataIndex: 'lines', render: (ls: ClaimRow['lines']) => ls.map((l) => l.code).join('、') },
                { title: '状态', dataIndex: 'status', render: (v: number) => <Tag color={CLAIM_COLOR[v]}>{enumLabel(ClaimRecordStatus, v)}</Tag> },
                { title: '认领人', dataIndex: 'created_by_name' },
              ]} />
          ),
        },
      ]} />
    </Card>
  );
}

export function RefundPanel({ objectId, title }: AuditPanelProps) {
  const code = title.split(' ')[0];
  const q = useQuery({
    queryKey: resourceKeys(FQ.refund).detail(objectId),
    queryFn: async () => {
      const [orderRefunds, billRefunds] = await Promise.allSettled([
        post<{ page_data: { data: RefundRow[] } }>(FIN_URLS.refundList, { keyword: code, pageNo: 1, pageSize: 20 }),
        post<{ page_data: { data: RefundRow[] } }>(FIN_URLS.billRefundList, { keyword: code, pageNo: 1, pageSize: 20 }),
      ]);
      const all = [orderRefunds, billRefunds].flatMap((r) => (r.status === 'fulfilled' ? r.value.page_data.data : []));
      return all.find((r) => r.id === objectId) ?? null;
    },
    retry: false,
  });
  const r = q.data;
  if (q.isLoading) return <Skeleton active />;
  if (!r) return null;
  if (r.order_id) return <Card size="small"><OrdersMoneyTable lines={[{ order_id: r.order_id, amount: r.amount }]} title="退款订单" /></Card>;
  if (r.bank_arrival_id) return <Card size="small" title="退款的到账"><ArrivalHeader id={r.bank_arrival_id} /></Card>;
  return null;
}

export function OrderPaymentPanel({ objectId }: AuditPanelProps) {
  const q = useQuery({ queryKey: resourceKeys(FQ.receipt).detail(objectId), queryFn: () => post<ReceiptRow>(FIN_URLS.receiptDetail, { id: objectId }), retry: false });
  if (q.isLoading) return <Skeleton active />;
  if (!q.data) return null;
  return <Card size="small"><OrdersMoneyTable lines={q.data.items.map((i) => ({ order_id: i.order_id, amount: i.amount }))} title="收款订单" /></Card>;
}

export function CreditPanel({ link }: AuditPanelProps) {
  const direct = paramOf(link, 'customer_id');
  const orderId = link?.startsWith('/order/') ? paramOf(link, 'id') : 0;
  const order = useQuery({ queryKey: resourceKeys(FQ.money).detail(orderId), queryFn: () => post<OrderMoney>(FIN_URLS.collected, { order_id: orderId }), enabled: orderId > 0, retry: false });
  const cid = direct || order.data?.customer_id || 0;
  const credit = useQuery({ queryKey: resourceKeys(FQ.credit).detail(cid), queryFn: () => post<CreditDetail>(FIN_URLS.creditDetail, { customer_id: cid }), enabled: cid > 0, retry: false });
  return (
    <>
      {orderId > 0 && <Card size="small"><OrdersMoneyTable lines={[{ order_id: orderId }]} title="申请授信的订单" /></Card>}
      {credit.data ? <CreditDetailView d={credit.data} /> : credit.isLoading && cid ? <Skeleton active /> : null}
    </>
  );
}
