/**
 * 财务收支 (financial_revenue_list, /financial/revenues/list): the money journal — every approved receipt (收入),
 * approved refund and paid payment (支出) with its account and document, filtered by date range, direction,
 * account and document type; the summary bar is the sum of the rows of the query (收入、支出、净额), export as usual.
 */
import { Tag } from 'antd';
import { useMemo } from 'react';
import { FinanceKey, LedgerDirection, LedgerDocType } from '@ta/contract';
import { ListScreen, type ListColumn } from '@/platform/list';
import { FIN_URLS, FQ, type LedgerRow } from '../api';
import { PayAccountSelect, usePayAccounts } from '../shared';

export const revenueColumns = (accountName: (id: number) => string): ListColumn<LedgerRow>[] => [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '单据号/对方' } },
  { title: '日期', dataIndex: 'occurred_on', width: 110, sorter: true },
  { title: '日期', dataIndex: 'occurred_on', key: 'occurred_range', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
  {
    title: '收支', dataIndex: 'direction', width: 80, enumMap: LedgerDirection, search: true,
    render: (_v, r) => <Tag color={r.direction === 'in' ? 'green' : 'red'}>{r.direction_name}</Tag>,
  },
  { title: '单据类型', dataIndex: 'doc_type', width: 100, enumMap: LedgerDocType, search: true, render: (_v, r) => r.doc_type_name, exportValue: (r) => r.doc_type_name },
  { title: '单据号', dataIndex: 'doc_no', width: 170 },
  { title: '对方', dataIndex: 'counterparty', width: 200, ellipsis: true },
  { title: '收入', dataIndex: 'income', width: 130, money: true, align: 'right' },
  { title: '支出', dataIndex: 'expense', width: 130, money: true, align: 'right' },
  { title: '账户', dataIndex: 'pay_account_name', width: 220, ellipsis: true },
  {
    title: '账户', dataIndex: 'pay_account_id', hideInTable: true, search: true, exportable: false,
    searchRender: () => <PayAccountSelect placeholder="请选择账户" />, chipText: (v) => accountName(Number(v)),
  },
  { title: '订单号', dataIndex: 'order_code', width: 160 },
  { title: '经办人', dataIndex: 'created_by_name', width: 90 },
];

export function RevenueList() {
  const accounts = usePayAccounts();
  const columns = useMemo(() => revenueColumns((id) => accounts.find((o) => o.value === id)?.label ?? String(id)), [accounts]);
  return (
    <ListScreen<LedgerRow> source={{ url: FIN_URLS.revenueList }} name={FQ.ledger} permissionKey={FinanceKey.revenue} columns={columns}
      exportName="财务收支" summaryLabels={{ count: '笔数', income: '收入合计', expense: '支出合计', net: '净额' }} summaryMoney={['income', 'expense', 'net']}
      rowTone={(r) => (r.direction === 'out' ? 'warning' : undefined)} />
  );
}
