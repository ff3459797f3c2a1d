/**
 * 团期订单 (lineOperation/indentList?id=): the orders of one group, read from the operation side
 * (/api/v1/routeHall/order/list); 详情 opens the read-only order page. Also embedded in the group's detail.
 */
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESOURCES, type OrderRow } from '@ta/contract';
import { ListScreen, type RowAction } from '@/platform/list';
import { OP_URLS } from '../api';
import { groupPath } from '../links';
import { orderColumns } from './order-columns';

export function GroupOrdersTable({ groupId, groupCode, pageInRoute = false }: { groupId: number; groupCode?: string; pageInRoute?: boolean }) {
  const navigate = useNavigate();
  const fixed = useMemo(() => [{ field: 'group_id', value: groupId, label: '团期', text: groupCode ?? String(groupId) }], [groupId, groupCode]);
  const actions: RowAction<OrderRow>[] = [{ key: 'view', label: '详情', onClick: (r) => navigate(groupPath.order(r, groupId)) }];
  return (
    <ListScreen<OrderRow> name={`${RESOURCES.routeHall.name}-orders`} permissionKey={RESOURCES.routeHall.permissionKey}
      source={{ url: OP_URLS.orders }} columns={orderColumns} fixed={fixed} rowActions={actions} pageInRoute={pageInRoute}
      exportName={`团期订单${groupCode ? `-${groupCode}` : ''}`} onRowClick={undefined} />
  );
}

export function GroupOrders() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const code = params.get('code') ?? undefined;
  return <GroupOrdersTable groupId={id} groupCode={code} pageInRoute />;
}
