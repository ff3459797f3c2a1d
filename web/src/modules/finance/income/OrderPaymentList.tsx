/**
 * 订单付款 (order_payment_list): the receipts (收款单, /api/v1/collection/list) and the refunds of orders
 * (退款单, /api/v1/finance/refund/list) with their audit states; a row opens the document with its orders and
 * its audit timeline (`?id=` opens a receipt directly, as the audit centre links it).
 */
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Table, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FinanceKey, MoneyDocStatus, PayType, enumLabel } from '@ta/contract';
import { AuditTimeline, timeText } from '@/platform/audit-timeline';
import { MoneyText } from '@/platform/inputs';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { FIN_URLS, FQ, type ReceiptRow, type RefundRow } from '../api';
import { DocStatusTag } from '../shared';

export const receiptColumns: ListColumn<ReceiptRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '收款单号/付款人' } },
  { title: '收款单号', dataIndex: 'code', width: 150 },
  { title: '订单号', dataIndex: 'order_codes', width: 220, ellipsis: true },
  { title: '订单号', dataIndex: 'order_code', hideInTable: true, search: true, exportable: false },
  { title: '客户', dataIndex: 'customer_name', width: 160, ellipsis: true },
  { title: '付款人', dataIndex: 'payer', width: 140, ellipsis: true },
  { title: '收款金额', dataIndex: 'amount', width: 120, money: true, align: 'right' },
  { title: '收款方式', dataIndex: 'pay_type', width: 90, enumMap: PayType, search: true },
  { title: '收款账户', dataIndex: 'pay_account_name', width: 200, ellipsis: true },
  { title: '收款日期', dataIndex: 'pay_date', width: 110 },
  { title: '收款日期', dataIndex: 'pay_date', key: 'pay_date_range', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
  { title: '来源', dataIndex: 'bank_arrival_id', width: 90, render: (_v, r) => (r.bank_arrival_id ? '到账认领' : '直接收款'), exportValue: (r) => (r.bank_arrival_id ? '到账认领' : '直接收款') },
  { title: '状态', dataIndex: 'status', width: 90, enumMap: MoneyDocStatus, search: true, render: (_v, r) => <DocStatusTag status={r.status} /> },
  { title: '经办人', dataIndex: 'created_by_name', width: 90 },
  { title: '提交时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime', sorter: true },
];

const refundColumns: ListColumn<RefundRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '退款单号/原因' } },
  { title: '退款单号', dataIndex: 'code', width: 150 },
  { title: '订单号', dataIndex: 'order_code', width: 150 },
  { title: '客户', dataIndex: 'customer_name', width: 160, ellipsis: true },
  { title: '退款金额', dataIndex: 'amount', width: 120, money: true, align: 'right' },
  { title: '退款原因', dataIndex: 'reason', width: 220, ellipsis: true },
  { title: '退款方式', dataIndex: 'pay_type', width: 90, enumMap: PayType },
  { title: '收款人', dataIndex: 'payee', width: 120 },
  { title: '状态', dataIndex: 'status', width: 90, enumMap: MoneyDocStatus, search: true, render: (_v, r) => <DocStatusTag status={r.status} /> },
  { title: '提交时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime', sorter: true },
];

export function ReceiptDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useQuery({ queryKey: resourceKeys(FQ.receipt).detail(id), queryFn: () => post<ReceiptRow>(FIN_URLS.receiptDetail, { id }), retry: false });
  const r = q.data;
  return (
    <Drawer open width={760} title={r ? `收款单 ${r.code}` : '收款单'} onClose={onClose} destroyOnHidden>
      {!r ? <Skeleton active /> : (
        <>
          <Descriptions size="small" column={2} bordered items={[
            { key: 's', label: '状态', children: <DocStatusTag status={r.status} /> },
            { key: 'a', label: '收款金额', children: <MoneyText fen={r.amount} capital /> },
            { key: 'c', label: '客户', children: r.customer_name ?? '-' },
            { key: 'p', label: '付款人', children: r.payer },
            { key: 't', label: '收款方式', children: enumLabel(PayType, r.pay_type) },
            { key: 'acc', label: '收款账户', children: r.pay_account_name ?? '-' },
            { key: 'd', label: '收款日期', children: r.pay_date },
            { key: 'by', label: '经办人', children: `${r.created_by_name ?? '-'} ${timeText(r.created_at)}` },
            { key: 'v', label: '收款凭证', children: r.voucher ? <a href={r.voucher} target="_blank" rel="noreferrer">查看凭证</a> : '-' },
            { key: 'r', label: '备注', children: r.remark ?? '-' },
          ]} />
          <Table size="small" style={{ margin: '12px 0' }} rowKey="order_id" pagination={false} dataSource={r.items}
            columns={[
              { title: '订单号', dataIndex: 'order_code', render: (v: string, it) => <Link to={routePath('receivableDetail', { order_id: it.order_id, title: `应收明细：${v}` })} onClick={onClose}>{v}</Link> },
              { title: '收款金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            ]} />
          <AuditTimeline type="orderPayment" objectId={r.id} />
        </>
      )}
    </Drawer>
  );
}

function Receipts() {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<number | null>(Number(params.get('id')) || null);
  const rowActions: RowAction<ReceiptRow>[] = [{ key: 'detail', label: '详情', onClick: (r) => setOpen(r.id) }];
  return (
    <>
      <ListScreen<ReceiptRow> source={{ url: FIN_URLS.receiptList }} name={FQ.receipt} permissionKey={FinanceKey.orderPayment} columns={receiptColumns} rowActions={rowActions}
        exportName="收款单" summaryLabels={{ count: '单数', amount: '收款金额' }} summaryMoney={['amount']} rowTone={(r) => (r.status === 1 || r.status === 5 ? 'muted' : undefined)} />
      {open && <ReceiptDrawer id={open} onClose={() => { setOpen(null); if (params.get('id')) setParams({}, { replace: true }); }} />}
    </>
  );
}

function Refunds() {
  const [open, setOpen] = useState<RefundRow | null>(null);
  return (
    <>
      <ListScreen<RefundRow> source={{ url: FIN_URLS.refundList }} name={FQ.refund} permissionKey={FinanceKey.orderPayment} columns={refundColumns}
        rowActions={[{ key: 'detail', label: '审核记录', onClick: setOpen }]} exportName="退款单" summaryLabels={{ count: '单数', amount: '退款金额' }} summaryMoney={['amount']} />
      {open && <Drawer open width={640} title={`退款单 ${open.code}`} onClose={() => setOpen(null)}><AuditTimeline type="refund" objectId={open.id} /></Drawer>}
    </>
  );
}

export function OrderPaymentList() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'refund' ? 'refund' : 'receipt';
  return (
    <Tabs activeKey={tab} destroyOnHidden onChange={(k) => setParams(k === 'refund' ? { tab: 'refund' } : {}, { replace: true })}
      items={[{ key: 'receipt', label: '收款单', children: <Receipts /> }, { key: 'refund', label: '退款单', children: <Refunds /> }]} />
  );
}
