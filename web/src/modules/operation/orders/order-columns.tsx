/** Columns of a group's orders as the operation side reads them (contract orderRow). */
import { Tag } from 'antd';
import { CustomerKind, EnrollmentStatus, enumLabel, fenToYuan, ORDER_STATUS_COLOR, OrderStatus, type OrderRow } from '@ta/contract';
import { MoneyText } from '@/platform/inputs/MoneyText';
import type { ListColumn } from '@/platform/list';

const ENROLL_COLOR: Record<number, string> = { 0: 'green', 1: 'orange', 2: 'default', 3: 'purple' };

export const orderColumns: ListColumn<OrderRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '订单号/联系人/电话' } },
  { title: '订单号', dataIndex: 'code', width: 160, fixed: 'left' },
  {
    title: '客户', dataIndex: 'customer_name', width: 180, ellipsis: true,
    render: (_, r) => r.customer_name ?? enumLabel(CustomerKind, r.customer_kind), exportValue: (r) => r.customer_name ?? enumLabel(CustomerKind, r.customer_kind),
  },
  { title: '联系人', dataIndex: 'contact_name', width: 90 },
  { title: '联系电话', dataIndex: 'contact_phone', width: 130 },
  { title: '成人', dataIndex: 'adult_count', width: 60, align: 'right' },
  { title: '儿童', dataIndex: 'child_count', width: 60, align: 'right' },
  { title: '老人', dataIndex: 'senior_count', width: 60, align: 'right' },
  { title: '婴儿', dataIndex: 'infant_count', width: 60, align: 'right' },
  {
    title: '报名状态', dataIndex: 'enrollment_status', enumMap: EnrollmentStatus, search: true, width: 90,
    render: (_, r) => <Tag color={ENROLL_COLOR[r.enrollment_status]}>{enumLabel(EnrollmentStatus, r.enrollment_status)}</Tag>,
  },
  {
    title: '订单状态', dataIndex: 'order_status', enumMap: OrderStatus, search: true, width: 90,
    render: (_, r) => <Tag color={ORDER_STATUS_COLOR[r.order_status]}>{enumLabel(OrderStatus, r.order_status)}</Tag>,
  },
  { title: '订单总额', dataIndex: 'total', money: true, width: 110, align: 'right' },
  { title: '已收', dataIndex: 'received', money: true, width: 110, align: 'right' },
  { title: '未收', dataIndex: 'due', money: true, width: 110, align: 'right', render: (_, r) => <MoneyText fen={r.due ?? r.total - r.received} prefix="" />, exportValue: (r) => fenToYuan(r.due ?? r.total - r.received, false) },
  { title: '下单人', dataIndex: 'created_by_name', width: 90 },
  { title: '下单时间', dataIndex: 'created_at', valueType: 'dateTime', width: 170 },
];
