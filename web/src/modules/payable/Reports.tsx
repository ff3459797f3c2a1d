/**
 * Lists of money out on the shared list screen (each summary is the sum of its rows): 成本汇总, 应付未付 (the
 * payable tab of 未收未付), 损益 per group and per period/department, 付款欠票统计, 预借款明细 and 预付款明细.
 */
import { Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdvanceBindStatus, PayableKey, SettleStatus } from '@ta/contract';
import { ListScreen, type ListColumn } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { PAY_URLS, PQ, dayRangeOf, marginText, type ArrearsRow, type BindRow, type CostSummaryRow, type PnlPeriodRow, type PnlRow } from './api';

export function CostSummaryList() {
  const nav = useNavigate();
  const columns: ListColumn<CostSummaryRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '团号/线路' } },
    { title: '团号', dataIndex: 'group_code', width: 150 },
    { title: '线路', dataIndex: 'product_name', width: 200, ellipsis: true },
    { title: '出团日期', dataIndex: 'departure_date', width: 110 },
    { title: '出团日期', dataIndex: 'departure_range', valueType: 'dateRange', hideInTable: true, search: dayRangeOf('departure_date'), exportable: false },
    { title: '报账状态', dataIndex: 'settle_status', width: 100, enumMap: SettleStatus },
    { title: '应付成本', dataIndex: 'payable', width: 120, money: true, align: 'right' },
    { title: '审核中', dataIndex: 'pending', width: 110, money: true, align: 'right' },
    { title: '待付款', dataIndex: 'approved_unpaid', width: 110, money: true, align: 'right' },
    { title: '已付', dataIndex: 'paid', width: 110, money: true, align: 'right' },
    { title: '未付', dataIndex: 'unpaid', width: 110, money: true, align: 'right' },
    { title: '付款状态', dataIndex: 'pay_state', width: 90, enumMap: { 0: '未付清', 1: '已付清' }, search: true },
  ];
  return (
    <ListScreen<CostSummaryRow> source={{ url: PAY_URLS.costSummary }} name={PQ.cost} permissionKey={PayableKey.costSummary} columns={columns} rowKey="group_id"
      rowActions={[{ key: 'pay', label: '成本付款', onClick: (r) => nav(routePath('costSummaryPayment', { group_id: r.group_id, title: `成本付款：${r.group_code}` })) }]}
      exportName="成本汇总" summaryLabels={{ groups: '团期数', payable: '应付成本', pending: '审核中', approved_unpaid: '待付款', paid: '已付', unpaid: '未付' }}
      summaryMoney={['payable', 'pending', 'approved_unpaid', 'paid', 'unpaid']} rowTone={(r) => (r.pay_state === 1 ? 'success' : undefined)} />
  );
}

const pnlMoney = ['income', 'cost', 'profit', 'budget_cost', 'paid', 'income_per_person', 'cost_per_person', 'profit_per_person'];
const pnlLabels = { groups: '团期数', persons: '人数', income: '收入', cost: '实际成本', profit: '毛利', budget_cost: '预算成本', paid: '已付', income_per_person: '人均收入', cost_per_person: '人均成本', profit_per_person: '人均毛利' };
const figureColumns = <T extends { margin_bp: number | null }>(): ListColumn<T>[] => [
  { title: '人数', dataIndex: 'persons', width: 70, align: 'right' },
  { title: '收入', dataIndex: 'income', width: 120, money: true, align: 'right' },
  { title: '实际成本', dataIndex: 'cost', width: 120, money: true, align: 'right' },
  { title: '毛利', dataIndex: 'profit', width: 120, money: true, align: 'right' },
  { title: '毛利率', dataIndex: 'margin_bp', width: 90, align: 'right', render: (_v, r) => marginText(r.margin_bp), exportValue: (r) => marginText(r.margin_bp) },
  { title: '人均收入', dataIndex: 'income_per_person', width: 110, money: true, align: 'right' },
  { title: '人均毛利', dataIndex: 'profit_per_person', width: 110, money: true, align: 'right' },
  { title: '预算成本', dataIndex: 'budget_cost', width: 120, money: true, align: 'right' },
  { title: '已付', dataIndex: 'paid', width: 110, money: true, align: 'right' },
];
const periodSearch = <T,>(): ListColumn<T>[] => [
  { title: '月份', dataIndex: 'month_pick', hideInTable: true, valueType: 'date', fieldProps: { picker: 'month' }, search: { transform: (v: unknown) => ({ month: String(v).slice(0, 7) }) }, exportable: false },
  { title: '出团日期', dataIndex: 'departure_range', valueType: 'dateRange', hideInTable: true, search: dayRangeOf('departure_date'), exportable: false },
];

/** 损益 (profitAndLoss): per group, and per month and department; each total is the sum of its groups. */
export function ProfitAndLoss() {
  const [tab, setTab] = useState('group');
  const groupCols: ListColumn<PnlRow>[] = [
    ...periodSearch<PnlRow>(),
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '团号/线路' } },
    { title: '团号', dataIndex: 'group_code', width: 150 },
    { title: '线路', dataIndex: 'product_name', width: 180, ellipsis: true },
    { title: '出团日期', dataIndex: 'departure_date', width: 110 },
    { title: '部门', dataIndex: 'dept_name', width: 110 },
    ...figureColumns<PnlRow>(),
  ];
  const periodCols: ListColumn<PnlPeriodRow>[] = [
    ...periodSearch<PnlPeriodRow>(),
    { title: '月份', dataIndex: 'month', width: 90 },
    { title: '部门', dataIndex: 'dept_name', width: 140 },
    { title: '团期数', dataIndex: 'groups', width: 80, align: 'right' },
    ...figureColumns<PnlPeriodRow>(),
  ];
  return (
    <Tabs activeKey={tab} onChange={setTab} destroyOnHidden items={[
      { key: 'group', label: '按团期', children: <ListScreen<PnlRow> source={{ url: PAY_URLS.pnl }} name={PQ.pnl} permissionKey={PayableKey.revenue} columns={groupCols} rowKey="group_id"
        exportName="损益（按团期）" summaryLabels={pnlLabels} summaryMoney={pnlMoney} rowTone={(r) => (r.profit < 0 ? 'danger' : undefined)} /> },
      { key: 'period', label: '按月份与部门', children: <ListScreen<PnlPeriodRow> source={{ url: PAY_URLS.pnlPeriod }} name={`${PQ.pnl}Period`} permissionKey={PayableKey.revenue} columns={periodCols}
        rowKey={(r) => `${r.month}-${r.dept_id ?? 0}`} pagination={false} exportName="损益（按月份与部门）" summaryLabels={pnlLabels} summaryMoney={pnlMoney} /> },
    ]} />
  );
}

/** 付款欠票统计: paid supplier money without a recorded invoice, per payment, supplier or group. */
export function PaymentInvoiceArrears() {
  const [by, setBy] = useState<'payment' | 'supplier' | 'group'>('supplier');
  const base: ListColumn<ArrearsRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '单号/供应商/团号' } },
    { title: '付款日期', dataIndex: 'pay_range', valueType: 'dateRange', hideInTable: true, search: dayRangeOf('pay_date'), exportable: false },
  ];
  const cols: Record<typeof by, ListColumn<ArrearsRow>[]> = {
    supplier: [...base, { title: '供应商', dataIndex: 'supplier_name', width: 220 }, { title: '欠票笔数', dataIndex: 'count', width: 100, align: 'right' }, { title: '欠票金额', dataIndex: 'amount', width: 140, money: true, align: 'right' }],
    group: [...base, { title: '团号', dataIndex: 'group_code', width: 200 }, { title: '欠票笔数', dataIndex: 'count', width: 100, align: 'right' }, { title: '欠票金额', dataIndex: 'amount', width: 140, money: true, align: 'right' }],
    payment: [...base, { title: '单号', dataIndex: 'code', width: 150 }, { title: '类型', dataIndex: 'kind_name', width: 80 }, { title: '供应商', dataIndex: 'supplier_name', width: 180 },
      { title: '团号', dataIndex: 'group_code', width: 150 }, { title: '付款日期', dataIndex: 'pay_date', width: 110 }, { title: '欠票天数', dataIndex: 'days', width: 90, align: 'right' },
      { title: '欠票金额', dataIndex: 'amount', width: 130, money: true, align: 'right' }],
  };
  const screen = (b: typeof by) => (
    <ListScreen<ArrearsRow> source={{ url: PAY_URLS.arrears }} name={`${PQ.arrears}-${b}`} permissionKey={PayableKey.arrears} columns={cols[b]} fixed={[{ field: 'by', value: b, label: '统计方式', text: { supplier: '按供应商', group: '按团期', payment: '按付款单' }[b] }]}
      rowKey={(r) => String(r.id ?? r.supplier_id ?? r.group_id ?? 0)} exportName="付款欠票统计" summaryLabels={{ count: '欠票笔数', amount: '欠票金额' }} summaryMoney={['amount']} />
  );
  return (
    <Tabs activeKey={by} onChange={(k) => setBy(k as typeof by)} destroyOnHidden items={[
      { key: 'supplier', label: '按供应商', children: screen('supplier') },
      { key: 'group', label: '按团期', children: screen('group') },
      { key: 'payment', label: '按付款单', children: screen('payment') },
    ]} />
  );
}

function BindList({ kind }: { kind: 'preLoan' | 'prepayment' }) {
  const columns: ListColumn<BindRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '单号/团号' } },
    { title: kind === 'preLoan' ? '预借款单号' : '预付款单号', dataIndex: 'doc_code', width: 150 },
    { title: '单据金额', dataIndex: 'doc_amount', width: 120, money: true, align: 'right' },
    { title: '团号', dataIndex: 'group_code', width: 150 },
    { title: '成本项', dataIndex: 'cost_id', width: 120, render: (_v, r) => `#${r.cost_id} ${r.cost_kind_name ?? ''}` },
    { title: '供应商', dataIndex: 'supplier_name', width: 180 },
    { title: '绑定金额', dataIndex: 'amount', width: 120, money: true, align: 'right' },
    { title: '状态', dataIndex: 'status', width: 90, enumMap: AdvanceBindStatus, search: true },
    { title: '申请时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime' },
  ];
  return (
    <ListScreen<BindRow> source={{ url: PAY_URLS.bindList(kind) }} name={`${PQ.binds}-${kind}`} permissionKey={kind === 'preLoan' ? PayableKey.preLoanDetail : PayableKey.prepaymentDetail}
      columns={columns} exportName={kind === 'preLoan' ? '预借款明细' : '预付款明细'} summaryLabels={{ count: '笔数', amount: '绑定金额' }} summaryMoney={['amount']} />
  );
}
export const PreLoanDetailList = () => <BindList kind="preLoan" />;
export const PrepaymentDetailList = () => <BindList kind="prepayment" />;
