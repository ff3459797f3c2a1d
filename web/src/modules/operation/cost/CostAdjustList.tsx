/** 成本调整单 of a group: the bills proposed while its costs are locked, with their audit state. */
import { useMemo } from 'react';
import { CostAdjustStatus, CostKind, RESOURCES, type costAdjustmentListRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { ListScreen, type ListColumn } from '@/platform/list';
import { OP_URLS, type GroupRow } from '../api';

type AdjustRow = Answer<typeof costAdjustmentListRow>;

const columns: ListColumn<AdjustRow>[] = [
  { title: '调整单号', dataIndex: 'code', width: 160 },
  { title: '成本类型', dataIndex: 'kind', enumMap: CostKind, width: 90 },
  { title: '调整原因', dataIndex: 'reason', ellipsis: true, width: 220 },
  { title: '调整前（元）', dataIndex: 'before_total', money: true, width: 120, align: 'right' },
  { title: '调整后（元）', dataIndex: 'after_total', money: true, width: 120, align: 'right' },
  { title: '审核状态', dataIndex: 'status', enumMap: CostAdjustStatus, search: true, width: 100 },
  { title: '申请人', dataIndex: 'created_by_name', width: 90 },
  { title: '申请时间', dataIndex: 'created_at', valueType: 'dateTime', width: 170 },
];

export function CostAdjustList({ group }: { group: GroupRow }) {
  const fixed = useMemo(() => [{ field: 'group_id', value: group.id, label: '团期', text: group.code }], [group.id, group.code]);
  return (
    <ListScreen<AdjustRow> name={RESOURCES.costAdjustment.name} permissionKey={RESOURCES.costAdjustment.permissionKey} title="成本调整单"
      source={{ url: OP_URLS.adjustList }} columns={columns} fixed={fixed} pageInRoute={false} exportName={false} rowTone={(r) => (r.status === 2 ? 'danger' : r.status === 0 ? 'warning' : undefined)} />
  );
}
