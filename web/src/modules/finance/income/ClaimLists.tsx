/**
 * Claim lists: 账单认领记录 (bill_claim_list, every claim) and an arrival's 认领记录 (`?arrival_id=`), with
 * the orders each claim splits into and its audit state.
 */
import { Tag } from 'antd';
import { useMemo } from 'react';
import { ClaimRecordStatus, enumLabel, fenToYuan } from '@ta/contract';
import { ListScreen, type FixedCondition, type ListColumn } from '@/platform/list';
import { FIN_URLS, FQ, type ClaimRow } from '../api';
import { CLAIM_COLOR } from '../shared';
import { ArrivalHeader, useArrivalId } from './ArrivalHeader';

const STATUS = { 1: ClaimRecordStatus[1], 2: ClaimRecordStatus[2], 3: ClaimRecordStatus[3] } as const;

export const claimColumns: ListColumn<ClaimRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '认领单号/付款人/客户' } },
  { title: '认领单号', dataIndex: 'code', width: 150 },
  { title: '付款人', dataIndex: 'payer_name', width: 160, ellipsis: true },
  { title: '到账日期', dataIndex: 'arrived_on', width: 110 },
  { title: '到账金额', dataIndex: 'arrival_amount', width: 120, money: true, align: 'right' },
  { title: '客户', dataIndex: 'customer_name', width: 160, ellipsis: true, render: (_v, r) => r.customer_name ?? '散客' },
  { title: '认领金额', dataIndex: 'amount', width: 120, money: true, align: 'right' },
  {
    title: '认领订单', dataIndex: 'lines', width: 280, ellipsis: true,
    render: (_v, r) => r.lines.map((l) => `${l.code}：¥${fenToYuan(l.amount)}`).join('；'),
    exportValue: (r) => r.lines.map((l) => `${l.code}：${fenToYuan(l.amount)}`).join('；'),
  },
  {
    title: '状态', dataIndex: 'status', width: 90, enumMap: STATUS, search: true,
    render: (_v, r) => <Tag color={CLAIM_COLOR[r.status]}>{enumLabel(ClaimRecordStatus, r.status)}</Tag>,
  },
  { title: '银行流水号', dataIndex: 'serial', width: 160, ellipsis: true },
  { title: '认领人', dataIndex: 'created_by_name', width: 90 },
  { title: '认领时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime' },
  { title: '认领时间', dataIndex: 'created_at', key: 'created_range', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
  { title: '备注', dataIndex: 'remark', width: 160, ellipsis: true },
];

export function BillClaimList() {
  return <ListScreen<ClaimRow> source={{ url: FIN_URLS.claimList }} name={FQ.claim} permissionKey="bill_claim_list" columns={claimColumns} exportName="账单认领记录"
    summaryLabels={{ amount: '认领金额' }} summaryMoney={['amount']} rowTone={(r) => (r.status === 3 ? 'muted' : undefined)} />;
}

/** 认领记录 of one arrival. */
export function ArrivalClaimRecord() {
  const id = useArrivalId();
  const fixed = useMemo<FixedCondition[]>(() => [{ field: 'arrival_id', value: id, label: '到账', text: `#${id}` }], [id]);
  if (!id) return <ArrivalHeader id={0} />;
  return (
    <>
      <ArrivalHeader id={id} />
      <ListScreen<ClaimRow> source={{ url: FIN_URLS.arrivalClaims }} name={`${FQ.claim}-arrival`} permissionKey="bill_detail_list" columns={claimColumns.filter((c) => c.dataIndex !== 'payer_name')}
        fixed={fixed} exportName="认领记录" summaryLabels={{ amount: '认领金额' }} summaryMoney={['amount']} />
    </>
  );
}
