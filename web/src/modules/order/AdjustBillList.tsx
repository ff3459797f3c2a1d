/** 订单调整单 (`/order/list/adjustBillOrder`): price-change and withdrawal bills of orders, with their audit status. */
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AdjustmentKind, AdjustmentStatus, enumLabel } from '@ta/contract';
import { ListScreen, type ListColumn, type FixedCondition } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { ORDER_URLS, Q, type AdjustmentRow } from './api';

const columns: ListColumn<AdjustmentRow>[] = [
  { title: '调整单号', dataIndex: 'code', width: 160 },
  { title: '订单号', dataIndex: 'order_code', width: 160 },
  { title: '类型', dataIndex: 'kind', width: 80, enumMap: AdjustmentKind },
  {
    title: '审核状态', dataIndex: 'status', width: 90, enumMap: AdjustmentStatus, search: true,
    render: (_v, r) => <Tag color={r.status === 1 ? 'green' : r.status === 2 ? 'red' : 'orange'}>{enumLabel(AdjustmentStatus, r.status)}</Tag>,
  },
  { title: '调整前总额', dataIndex: 'old_total', width: 120, money: true, align: 'right' },
  { title: '调整后总额', dataIndex: 'new_total', width: 120, money: true, align: 'right' },
  { title: '调整金额', dataIndex: 'amount', width: 110, money: true, align: 'right' },
  { title: '原因', dataIndex: 'reason', width: 240, ellipsis: true },
  { title: '提交人', dataIndex: 'created_by_name', width: 90 },
  { title: '提交时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime' },
];

export function AdjustBillList() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id')) || undefined;
  const fixed = useMemo<FixedCondition[]>(() => (orderId ? [{ field: 'order_id', value: orderId, label: '订单', text: params.get('order_code') ?? String(orderId) }] : []), [orderId, params]);
  return (
    <ListScreen<AdjustmentRow> source={{ url: ORDER_URLS.adjustList }} name={Q.adjust} permissionKey="route_order_list" columns={columns} fixed={fixed}
      exportName="订单调整单" rowTone={false}
      rowActions={[{ key: 'order', label: '查看订单', onClick: (r) => navigate(routePath('lineOrderDetail', { id: r.order_id, title: `订单详情：${r.order_code ?? r.order_id}` })) }]} />
  );
}
