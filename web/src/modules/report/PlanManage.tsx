/**
 * 计划管理 (report_plan): per departure group the plan (income of its orders, package cost price × persons)
 * against the accounting (income lines, cost lines), with a chart of plan against accounting for the groups
 * of the page; each group opens its 核算明细 and 核算记录.
 */
import { Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bpText, enumLabel, fenToYuan, ReportKey, SettlementAuditStatus, SettleStatus, type PlanReportRow } from '@ta/contract';
import { ChartCard } from '@/platform/chart';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { listPost, REPORT_URLS, type ListArgs, type PlanAnswer } from './api';
import { planChartRows, planVsActualOption } from './charts';

const SETTLE_COLOR: Record<number, string> = { 0: 'default', 1: 'blue', 2: 'orange', 3: 'green', 4: 'red' };

const Signed = ({ fen }: { fen: number }) => <span style={{ color: fen < 0 ? '#cf1322' : undefined }}>{fenToYuan(fen)}</span>;

const columns: ListColumn<PlanReportRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '团号/线路名称' } },
  { title: '出团日期', dataIndex: 'departure_date', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
  { title: '团号', dataIndex: 'group_code', width: 150, fixed: 'left', sorter: true },
  { title: '线路', dataIndex: 'product_name', width: 180, ellipsis: true },
  { title: '出团日期', dataIndex: 'departure_date', key: 'departure_date_col', width: 110, sorter: true },
  {
    title: '报账状态', dataIndex: 'settle_status', width: 110, enumMap: SettleStatus, search: true,
    render: (_v, r) => <Tag color={SETTLE_COLOR[r.settle_status]}>{enumLabel(SettleStatus, r.settle_status)}</Tag>,
  },
  { title: '人数', dataIndex: 'persons', width: 70, align: 'right', sorter: true },
  { title: '计划收入', dataIndex: 'plan_income', width: 120, align: 'right', money: true, sorter: true },
  { title: '计划成本', dataIndex: 'plan_cost', width: 120, align: 'right', money: true, sorter: true },
  { title: '计划利润', dataIndex: 'plan_profit', width: 120, align: 'right', money: true, sorter: true, render: (_v, r) => <Signed fen={r.plan_profit} /> },
  { title: '核算收入', dataIndex: 'income', width: 120, align: 'right', money: true, sorter: true },
  { title: '核算成本', dataIndex: 'cost', width: 120, align: 'right', money: true, sorter: true },
  { title: '核算利润', dataIndex: 'profit', width: 120, align: 'right', money: true, sorter: true, render: (_v, r) => <Signed fen={r.profit} /> },
  { title: '毛利率', dataIndex: 'margin_bp', width: 90, align: 'right', render: (_v, r) => bpText(r.margin_bp), exportValue: (r) => bpText(r.margin_bp) },
  { title: '利润差异', dataIndex: 'profit_diff', width: 120, align: 'right', money: true, sorter: true, render: (_v, r) => <Signed fen={r.profit_diff} /> },
  {
    title: '最近报账', dataIndex: 'last_seq', width: 130,
    render: (_v, r) => (r.last_seq === null ? '—' : `第${r.last_seq}版 ${enumLabel(SettlementAuditStatus, r.last_status ?? 0)}`),
    exportValue: (r) => (r.last_seq === null ? '' : `第${r.last_seq}版 ${enumLabel(SettlementAuditStatus, r.last_status ?? 0)}`),
  },
];

export function PlanManage() {
  const navigate = useNavigate();
  const [rows, setRows] = useState<PlanReportRow[] | null>(null);
  const source = useCallback(async (a: ListArgs) => {
    const r = await listPost<PlanAnswer>(REPORT_URLS.planList, a.sortField === 'departure_date_col' ? { ...a, sortField: 'departure_date' } : a);
    // The chart shows the groups of the page on screen (an export reads every page: keep the first page's groups).
    if (a.page_size <= 300) setRows(r.page_data.data);
    return r;
  }, []);
  const option = useMemo(() => planVsActualOption(rows ?? []), [rows]);
  const rowActions: RowAction<PlanReportRow>[] = [
    { key: 'detail', label: '核算明细', onClick: (r) => navigate(routePath('planAccountingDetail', { group_id: r.group_id, title: `核算明细：${r.group_code}` })) },
    { key: 'records', label: '核算记录', onClick: (r) => navigate(routePath('planAccountingRecord', { group_id: r.group_id, title: `核算记录：${r.group_code}` })) },
  ];
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <ChartCard title="计划与核算对比（本页有数据的前20个团期）" height={260} option={option} empty={!rows || planChartRows(rows).length === 0} />
      </div>
      <ListScreen<PlanReportRow>
        name="report-plan" source={source} columns={columns} rowKey="group_id" rowTone={false}
        permissionKey={ReportKey.plan} exportName="计划管理" rowActions={rowActions} exportFrom={{ url: REPORT_URLS.planList }}
        summaryLabels={{ groups: '团期数', persons: '人数' }}
        summaryMoney={['plan_income', 'plan_cost', 'plan_profit', 'income', 'cost', 'profit', 'profit_diff']}
      />
    </>
  );
}
