/** 核算记录: each settlement version (报账) — figures at submit, who submitted and when, who decided and when. */
import { Tag } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bpText, enumLabel, ReportKey, SettlementAuditStatus, type PlanRecordRow } from '@ta/contract';
import { ListScreen, type ListColumn } from '@/platform/list';
import { listPost, REPORT_URLS, type ListArgs } from './api';

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default' };

const columns: ListColumn<PlanRecordRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '团号/报账单号/线路' } },
  { title: '提交时间', dataIndex: 'submitted_at', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
  { title: '报账单号', dataIndex: 'code', width: 160 },
  { title: '团号', dataIndex: 'group_code', width: 150 },
  { title: '线路', dataIndex: 'product_name', width: 180, ellipsis: true },
  { title: '版本', dataIndex: 'seq', width: 70, render: (_v, r) => `第${r.seq}版`, exportValue: (r) => `第${r.seq}版` },
  { title: '审核状态', dataIndex: 'status', width: 90, enumMap: SettlementAuditStatus, search: true, render: (_v, r) => <Tag color={STATUS_COLOR[r.status]}>{enumLabel(SettlementAuditStatus, r.status)}</Tag> },
  { title: '人数', dataIndex: 'persons', width: 60, align: 'right' },
  { title: '收入', dataIndex: 'income', width: 120, align: 'right', money: true },
  { title: '成本', dataIndex: 'cost', width: 120, align: 'right', money: true },
  { title: '利润', dataIndex: 'profit', width: 120, align: 'right', money: true },
  { title: '毛利率', dataIndex: 'margin_bp', width: 80, align: 'right', render: (_v, r) => bpText(r.margin_bp), exportValue: (r) => bpText(r.margin_bp) },
  { title: '提交人', dataIndex: 'submitted_by_name', width: 90 },
  { title: '提交时间', dataIndex: 'submitted_at', key: 'submitted_at_col', valueType: 'dateTime', width: 160 },
  { title: '审核人', dataIndex: 'decided_by_name', width: 90 },
  { title: '审核时间', dataIndex: 'decided_at', valueType: 'dateTime', width: 160 },
  { title: '审核意见', dataIndex: 'comment', width: 160, ellipsis: true },
];

export function PlanAccountingRecord() {
  const [params] = useSearchParams();
  const groupId = Number(params.get('group_id')) || undefined;
  const source = useCallback((a: ListArgs) => listPost(REPORT_URLS.planRecords, a, { group_id: groupId }), [groupId]);
  return (
    <ListScreen<PlanRecordRow> name={`report-plan-records-${groupId ?? 'all'}`} source={source} columns={columns} rowTone={false}
      permissionKey={ReportKey.plan} exportName="核算记录" summary={false} exportFrom={{ url: REPORT_URLS.planRecords, query: { group_id: groupId } }} />
  );
}
