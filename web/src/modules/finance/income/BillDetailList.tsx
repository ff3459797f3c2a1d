/**
 * 账单明细 (bill_detail_list): every arrival (到账) with its claimed / claiming / refunded amounts and the
 * unclaimed rest; filters by account, import batch (`?import_id=` from the import list), claim state; 认领
 * (sales, canApply) opens the claim dialog with the suggestions; 退款 refunds the unclaimed rest; each row
 * opens its 认领记录 / 退款记录 / 开票记录.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ArrivalClaimState, ArrivalUsable, BankKey, enumLabel } from '@ta/contract';
import { ListScreen, type FixedCondition, type ListColumn, type RowAction } from '@/platform/list';
import { usePermission } from '@/platform/permission';
import { invalidateResource } from '@/platform/query-keys';
import { routePath } from '@/platform/routes';
import { FIN_URLS, FQ, type ArrivalRow } from '../api';
import { RefundDialog } from '../RefundDialog';
import { ARRIVAL_COLOR, PayAccountSelect } from '../shared';
import { ClaimDialog } from './ClaimDialog';

export const ARRIVAL_SUMMARY = { amount: '到账金额', claimed: '已认领', claiming: '认领中', refunded: '已退款', refunding: '退款中', rest: '未认领余额' };

export const arrivalColumns: ListColumn<ArrivalRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '付款人/流水号/摘要' } },
  { title: '到账日期', dataIndex: 'arrived_on', width: 110, render: (_v, r) => `${r.arrived_on}${r.arrived_time ? ` ${r.arrived_time.slice(0, 5)}` : ''}` },
  { title: '到账日期', dataIndex: 'arrived_at', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
  { title: '付款人', dataIndex: 'payer_name', width: 180, ellipsis: true },
  { title: '付款账号', dataIndex: 'payer_account', width: 160, ellipsis: true },
  { title: '到账金额', dataIndex: 'amount', width: 120, money: true, align: 'right' },
  { title: '已认领', dataIndex: 'claimed', width: 110, money: true, align: 'right' },
  { title: '认领中', dataIndex: 'claiming', width: 110, money: true, align: 'right' },
  { title: '已退款', dataIndex: 'refunded', width: 100, money: true, align: 'right' },
  { title: '未认领余额', dataIndex: 'rest', width: 120, money: true, align: 'right' },
  {
    title: '认领状态', dataIndex: 'claim_state', width: 90, enumMap: ArrivalClaimState, search: true,
    render: (_v, r) => <Tag color={ARRIVAL_COLOR[r.claim_state]}>{enumLabel(ArrivalClaimState, r.claim_state)}</Tag>,
  },
  {
    title: '可认领', dataIndex: 'usable', width: 100, enumMap: ArrivalUsable, search: true,
    render: (_v, r) => (r.usable ? <Tag color="green">可认领</Tag> : <Tag>导入待审核</Tag>), exportValue: (r) => enumLabel(ArrivalUsable, r.usable ? 1 : 0),
  },
  { title: '摘要', dataIndex: 'remark', width: 200, ellipsis: true },
  { title: '银行流水号', dataIndex: 'serial', width: 170, ellipsis: true },
  { title: '收款账户', dataIndex: 'account_name', width: 140 },
  { title: '收款账户', dataIndex: 'pay_account_id', hideInTable: true, search: true, exportable: false, searchRender: () => <PayAccountSelect />, chipText: (v) => `账户#${String(v)}` },
  { title: '导入批次', dataIndex: 'import_code', width: 140 },
];

export function BillDetailList() {
  const [params] = useSearchParams();
  const importId = Number(params.get('import_id')) || undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { has } = usePermission(BankKey.detail);
  const refundPerm = usePermission(BankKey.refund);
  const [claiming, setClaiming] = useState<ArrivalRow | null>(null);
  const [refunding, setRefunding] = useState<ArrivalRow | null>(null);
  const fixed = useMemo<FixedCondition[]>(() => (importId ? [{ field: 'import_id', value: importId, label: '导入批次', text: `#${importId}` }] : []), [importId]);
  const refresh = () => void Promise.all([invalidateResource(client, FQ.arrival), invalidateResource(client, FQ.claim), invalidateResource(client, FQ.billRefund)]);
  const sub = (key: string, r: ArrivalRow, title: string) => navigate(routePath(key, { arrival_id: r.id, title: `${title}：${r.payer_name}` }));
  const rowActions: RowAction<ArrivalRow>[] = [
    { key: 'claim', label: '认领', action: 'canApply', visible: (r) => r.usable && r.rest > 0, onClick: (r) => setClaiming(r) },
    { key: 'claims', label: '认领记录', onClick: (r) => sub('billClaimRecord', r, '认领记录') },
    { key: 'refund', label: '退款', visible: (r) => refundPerm.has('canAdd') && r.usable && r.rest > 0, onClick: (r) => setRefunding(r), more: true },
    { key: 'refunds', label: '退款记录', onClick: (r) => sub('billRefundRecord', r, '退款记录'), more: true },
    { key: 'invoices', label: '开票记录', onClick: (r) => sub('billInvoiceRecord', r, '开票记录'), more: true },
  ];
  return (
    <>
      <ListScreen<ArrivalRow> source={{ url: FIN_URLS.arrivalList }} name={FQ.arrival} permissionKey={BankKey.detail} columns={arrivalColumns} rowActions={rowActions}
        fixed={fixed} exportName="账单明细" rowTone={(r) => (r.claim_state === 2 ? 'success' : !r.usable ? 'muted' : undefined)}
        summaryLabels={ARRIVAL_SUMMARY} summaryMoney={Object.keys(ARRIVAL_SUMMARY)}
        alert={has('canApply') ? '认领前系统会按付款人的历史认领、金额与订单未收的匹配、摘要中的订单号和名称给出建议。' : undefined} />
      {claiming && <ClaimDialog arrival={claiming} onClose={() => setClaiming(null)} onDone={() => { setClaiming(null); refresh(); }} />}
      {refunding && <RefundDialog target={{ kind: 'arrival', arrival_id: refunding.id, code: `${refunding.payer_name} ${refunding.arrived_on}`, max: refunding.rest, payee: refunding.payer_name }}
        onClose={() => setRefunding(null)} onDone={() => { setRefunding(null); refresh(); }} />}
    </>
  );
}
