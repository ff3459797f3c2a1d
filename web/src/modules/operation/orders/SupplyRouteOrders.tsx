/**
 * 线路订单 (product side, supplyRouteOrderList): every order of the groups in the operator's boundary, whoever
 * sold it — the order module's list by the groups' boundary (SUPPLY_ROUTE_ORDER_LIST_PATH) with the group and
 * product columns; 详情 opens the
 * read-only order page of this side.
 */
import { useNavigate } from 'react-router-dom';
import { RESOURCES, SUPPLY_ROUTE_ORDER_LIST_PATH, type OrderRow } from '@ta/contract';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { orderColumns } from './order-columns';

const dayRange = (field: string) => (v: unknown) => ({ [field]: (v as string[]).map((s) => s.slice(0, 10)) });

const columns: ListColumn<OrderRow>[] = [
  orderColumns[0],
  orderColumns[1],
  { title: '团号', dataIndex: 'group_code', width: 150, search: true },
  { title: '产品', dataIndex: 'product_name', width: 220, ellipsis: true },
  { title: '产品', dataIndex: 'product_keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '产品名称/编号' } },
  { title: '出团日期', dataIndex: 'departure_date', valueType: 'dateRange', search: { transform: dayRange('departure_date') }, width: 110, render: (_, r) => r.departure_date, exportValue: (r) => r.departure_date },
  ...orderColumns.slice(2),
];

export function SupplyRouteOrderList() {
  const navigate = useNavigate();
  const actions: RowAction<OrderRow>[] = [
    { key: 'view', label: '详情', onClick: (r) => navigate(routePath('supplyRouteOrderDetail', { id: r.id, title: `订单详情：${r.code}` })) },
  ];
  return (
    <ListScreen<OrderRow> name={RESOURCES.routeOrder.name} permissionKey="supply_route_order_list"
      source={{ url: SUPPLY_ROUTE_ORDER_LIST_PATH }} columns={columns} rowActions={actions} exportName="线路订单" />
  );
}
