/**
 * 线路订单 (route_order_list): the shared list screen over /api/v1/routeOrder/list — order status 0–4 coloured,
 * enrollment status, money received and due, filters — with a second tab for direct-connect (OTA) orders
 * (/api/v1/mfOrder/list, order type 1) and their sales platform, with 导入直连订单. Rows open the order detail.
 * Contact phones come masked unless the role sees personal data, so the batch export is masked the same way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Tabs, Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CustomerKind, EnrollmentStatus, ORDER_STATUS_COLOR, OrderPayState, OrderStatus, RESOURCES, SalesPlatform, enumLabel, type OrderRow } from '@ta/contract';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { Auth } from '@/platform/permission';
import { invalidateResource } from '@/platform/query-keys';
import { routePath } from '@/platform/routes';
import { MF_ORDER_URLS, ORDER_URLS, Q, type OrderListRow } from './api';
import { MfOrderImportButton } from './MfOrderImport';
import { ENROLLMENT_COLOR } from './order-model';
import { personText } from './OrderDetail';

const R = RESOURCES.routeOrder;

export function orderColumns(direct: boolean): ListColumn<OrderRow>[] {
  const cols: (ListColumn<OrderRow> | false)[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '订单号/联系人/电话/渠道单号' } },
    { title: '订单号', dataIndex: 'code', width: 150, search: true },
    {
      title: '报名状态', dataIndex: 'enrollment_status', width: 90, enumMap: EnrollmentStatus, search: true,
      render: (_v, r) => <Tag color={ENROLLMENT_COLOR[r.enrollment_status]}>{enumLabel(EnrollmentStatus, r.enrollment_status)}</Tag>,
    },
    {
      title: '订单状态', dataIndex: 'order_status', width: 140, enumMap: OrderStatus, search: true,
      render: (_v, r) => <>{<Tag color={ORDER_STATUS_COLOR[r.order_status]}>{enumLabel(OrderStatus, r.order_status)}</Tag>}{r.auditing && <Tag color="blue">审核中</Tag>}</>,
      exportValue: (r) => `${enumLabel(OrderStatus, r.order_status)}${r.auditing ? '（审核中）' : ''}`,
    },
    direct && { title: '销售平台', dataIndex: 'sales_platform', width: 90, enumMap: SalesPlatform, search: true },
    direct && { title: '渠道订单号', dataIndex: 'channel_order_no', width: 150 },
    { title: '产品', dataIndex: 'product_name', width: 180, ellipsis: true },
    { title: '产品', dataIndex: 'product_keyword', hideInTable: true, search: true, exportable: false },
    { title: '团号', dataIndex: 'group_code', width: 150, search: true },
    { title: '出团日期', dataIndex: 'departure_date', width: 110, valueType: 'date' },
    { title: '出团日期', dataIndex: 'departure_date', key: 'departure_range', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
    { title: '客户', dataIndex: 'customer_name', width: 140, ellipsis: true, render: (_v, r) => `${r.customer_name ?? '-'}`, exportValue: (r) => r.customer_name ?? '' },
    { title: '客户类型', dataIndex: 'customer_kind', width: 90, enumMap: CustomerKind },
    { title: '客户', dataIndex: 'customer_keyword', hideInTable: true, search: true, exportable: false },
    { title: '联系人', dataIndex: 'contact_name', width: 100 },
    // Masked by the server (138****5678) unless the role sees personal data; the batch export takes it as shown.
    { title: '联系电话', dataIndex: 'contact_phone', width: 120 },
    { title: '人数', dataIndex: 'persons', width: 120, render: (_v, r) => personText(r), exportValue: (r) => r.persons },
    { title: '订单总额', dataIndex: 'total', width: 110, money: true, align: 'right' },
    { title: '已收', dataIndex: 'received', width: 110, money: true, align: 'right' },
    { title: '未收', dataIndex: 'due', width: 110, money: true, align: 'right' },
    {
      title: '收款状态', dataIndex: 'pay_state', width: 90, enumMap: OrderPayState,
      render: (_v, r) => { const s = (r as OrderListRow).pay_state ?? (r.due > 0 ? 0 : 1); return <Tag color={s === 1 ? 'green' : 'orange'}>{enumLabel(OrderPayState, s)}</Tag>; },
      exportValue: (r) => enumLabel(OrderPayState, (r as OrderListRow).pay_state ?? (r.due > 0 ? 0 : 1)),
    },
    { title: '下单人', dataIndex: 'created_by_name', width: 90 },
    { title: '下单时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime', sorter: true },
  ];
  return cols.filter((c): c is ListColumn<OrderRow> => Boolean(c));
}

function Orders({ direct }: { direct: boolean }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const columns = useMemo(() => orderColumns(direct), [direct]);
  const open = (r: OrderRow) => navigate(routePath('lineOrderDetail', { id: r.id, title: `订单详情：${r.code}` }));
  const rowActions: RowAction<OrderRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'print', label: '确认单', action: 'canPrint', onClick: (r) => window.open(`/export/salesConfirmation?id=${r.id}`, '_blank') },
  ];
  return (
    <ListScreen<OrderRow> source={{ url: direct ? MF_ORDER_URLS.list : ORDER_URLS.list }} name={direct ? Q.mf : Q.order} permissionKey={R.permissionKey}
      columns={columns} rowActions={rowActions} exportName={direct ? '直连订单' : R.title} summaryLabels={{ total: '订单总额', received: '已收', due: '未收' }}
      summaryMoney={['total', 'received', 'due']} rowTone={false} onRowClick={undefined}
      toolbar={direct ? [<Auth key="import" perm={R.permissionKey} action="canAdd"><MfOrderImportButton onImported={() => void Promise.all([invalidateResource(client, Q.mf), invalidateResource(client, Q.order), invalidateResource(client, Q.hall)])} /></Auth>] : undefined} />
  );
}

export function OrderList() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'direct' ? 'direct' : 'staff';
  return (
    <Tabs activeKey={tab} destroyOnHidden onChange={(k) => setParams(k === 'direct' ? { tab: 'direct' } : {}, { replace: true })}
      items={[
        { key: 'staff', label: '线路订单', children: <Orders direct={false} /> },
        { key: 'direct', label: '直连订单', children: <Orders direct /> },
      ]} />
  );
}
