/**
 * 应付未付 (the payable tab of 未收未付, financial_unpaid_list): every cost line with an unpaid rest, its due date
 * = the group's disband date + the supplier's payment days (账期), 未到期 / 即将到期 / 已逾期; summary = the sum of its rows.
 */
import { Tag } from 'antd';
import { enumLabel, PayableDueState, PayableKey } from '@ta/contract';
import { ListScreen, type ListColumn } from '@/platform/list';
import { PAY_URLS, PQ, dayRangeOf, type UnpaidPayableRow } from './api';

const DUE_TONE = { 2: 'danger', 1: 'warning' } as const;

/** 应付未付: every cost line with an unpaid rest, its due date from the supplier's payment days. */
export function PayableUnpaid() {
  const columns: ListColumn<UnpaidPayableRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '团号/供应商' } },
    { title: '团号', dataIndex: 'group_code', width: 150 },
    { title: '出团日期', dataIndex: 'departure_date', width: 110 },
    { title: '成本类型', dataIndex: 'kind_name', width: 90 },
    { title: '供应商', dataIndex: 'supplier_name', width: 180, ellipsis: true },
    { title: '账期（天）', dataIndex: 'payment_days', width: 90, align: 'right' },
    { title: '应付', dataIndex: 'payable', width: 110, money: true, align: 'right' },
    { title: '已付', dataIndex: 'paid', width: 110, money: true, align: 'right' },
    { title: '待付款', dataIndex: 'approved_unpaid', width: 110, money: true, align: 'right' },
    { title: '未付', dataIndex: 'unpaid', width: 110, money: true, align: 'right' },
    { title: '到期日', dataIndex: 'due_date', width: 110 },
    { title: '到期日', dataIndex: 'due_range', valueType: 'dateRange', hideInTable: true, search: dayRangeOf('due_date'), exportable: false },
    { title: '到期状态', dataIndex: 'due_state', width: 100, enumMap: PayableDueState, search: true, render: (_v, r) => <Tag color={r.due_state === 2 ? 'red' : r.due_state === 1 ? 'orange' : 'default'}>{enumLabel(PayableDueState, r.due_state)}{r.overdue_days ? ` ${r.overdue_days}天` : ''}</Tag> },
  ];
  return (
    <ListScreen<UnpaidPayableRow> source={{ url: PAY_URLS.unpaid }} name={PQ.unpaid} permissionKey={PayableKey.unpaid} columns={columns} rowKey="cost_id"
      exportName="应付未付" summaryLabels={{ lines: '笔数', payable: '应付', paid: '已付', unpaid: '未付', overdue: '已逾期', due_soon: '即将到期' }}
      summaryMoney={['payable', 'paid', 'unpaid', 'overdue', 'due_soon']} rowTone={(r) => DUE_TONE[r.due_state as 1 | 2]} />
  );
}
