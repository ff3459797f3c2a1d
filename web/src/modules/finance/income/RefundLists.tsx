/**
 * Refund lists: 账单退款记录 (bill_refund_list: refunds of arrivals' unclaimed rest), an arrival's 退款记录
 * (`?arrival_id=`), and its 开票记录 (invoices come with the invoice module: the list is empty until then).
 */
import { useMemo } from 'react';
import { MoneyDocStatus, PayType } from '@ta/contract';
import { ListScreen, type FixedCondition, type ListColumn } from '@/platform/list';
import { FIN_URLS, FQ, type RefundRow } from '../api';
import { DocStatusTag } from '../shared';
import { ArrivalHeader, useArrivalId } from './ArrivalHeader';

export const billRefundColumns: ListColumn<RefundRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '退款单号/付款人/原因' } },
  { title: '退款单号', dataIndex: 'code', width: 150 },
  { title: '付款人', dataIndex: 'payer_name', width: 160, ellipsis: true },
  { title: '到账日期', dataIndex: 'arrived_on', width: 110 },
  { title: '到账金额', dataIndex: 'arrival_amount', width: 120, money: true, align: 'right' },
  { title: '退款金额', dataIndex: 'amount', width: 120, money: true, align: 'right' },
  { title: '退款原因', dataIndex: 'reason', width: 200, ellipsis: true },
  { title: '退款方式', dataIndex: 'pay_type', width: 90, enumMap: PayType },
  { title: '收款人', dataIndex: 'payee', width: 120 },
  { title: '状态', dataIndex: 'status', width: 90, enumMap: MoneyDocStatus, render: (_v, r) => <DocStatusTag status={r.status} /> },
  { title: '银行流水号', dataIndex: 'serial', width: 160, ellipsis: true },
  { title: '申请人', dataIndex: 'created_by_name', width: 90 },
  { title: '申请时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime' },
];

export function BillRefundList() {
  return <ListScreen<RefundRow> source={{ url: FIN_URLS.billRefundList }} name={FQ.billRefund} permissionKey="bill_refund_list" columns={billRefundColumns}
    exportName="账单退款记录" summaryLabels={{ amount: '退款金额' }} summaryMoney={['amount']} />;
}

export function ArrivalRefundRecord() {
  const id = useArrivalId();
  const fixed = useMemo<FixedCondition[]>(() => [{ field: 'arrival_id', value: id, label: '到账', text: `#${id}` }], [id]);
  if (!id) return <ArrivalHeader id={0} />;
  return (
    <>
      <ArrivalHeader id={id} />
      <ListScreen<RefundRow> source={{ url: FIN_URLS.arrivalRefunds }} name={`${FQ.billRefund}-arrival`} permissionKey="bill_detail_list" fixed={fixed}
        columns={billRefundColumns.filter((c) => !['payer_name', 'arrived_on', 'arrival_amount', 'serial'].includes(String(c.dataIndex)))}
        exportName="退款记录" summaryLabels={{ amount: '退款金额' }} summaryMoney={['amount']} />
    </>
  );
}

