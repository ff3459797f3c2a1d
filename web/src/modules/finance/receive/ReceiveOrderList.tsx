/**
 * 批量订单收款 (receive_order_list): open orders with 应收 / 已收 / 已退 / 未收 and 待收款 / 已结清 over
 * /api/v1/finance/collect/list; tick orders of one customer → 批量收款 (batchGather); a row opens 应收明细.
 */
import { Button, Tag, Tooltip, message } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useNavigate } from 'react-router-dom';
import { CustomerKind, EnrollmentStatus, FinanceKey, OrderPayState } from '@ta/contract';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { FIN_URLS, FQ, type MoneyOrderRow } from '../api';
import { PayStateTag } from '../shared';

export const customerKeyOf = (r: Pick<MoneyOrderRow, 'customer_kind' | 'customer_id' | 'contact_name'>) => `${r.customer_kind}:${r.customer_id ?? r.contact_name}`;

export const receivableColumns: ListColumn<MoneyOrderRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '订单号/客户/联系人/团号' } },
  { title: '订单号', dataIndex: 'order_code', width: 150 },
  { title: '客户', dataIndex: 'customer_name', width: 160, ellipsis: true, render: (_v, r) => r.customer_name ?? r.contact_name },
  { title: '应收', dataIndex: 'total', width: 110, money: true, align: 'right' },
  { title: '已收', dataIndex: 'received_gross', width: 110, money: true, align: 'right' },
  { title: '已退', dataIndex: 'refunded', width: 100, money: true, align: 'right' },
  { title: '审核中', dataIndex: 'pending_receipts', width: 100, money: true, align: 'right' },
  { title: '未收', dataIndex: 'remaining', width: 110, money: true, align: 'right' },
  {
    title: '收款状态', dataIndex: 'pay_state', width: 90, enumMap: OrderPayState, search: true,
    render: (_v, r) => <PayStateTag state={r.pay_state} />,
  },
  { title: '客户类型', dataIndex: 'customer_kind', width: 90, enumMap: CustomerKind },
  { title: '团号', dataIndex: 'group_code', width: 150 },
  { title: '产品', dataIndex: 'product_name', width: 180, ellipsis: true },
  { title: '出团日期', dataIndex: 'departure_date', width: 110, valueType: 'date' },
  { title: '出团日期', dataIndex: 'departure_date', key: 'departure_date_range', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
  { title: '报名状态', dataIndex: 'enrollment_status', width: 90, enumMap: EnrollmentStatus },
];

export function ReceiveOrderList() {
  const navigate = useNavigate();
  const { has } = usePermission(FinanceKey.receive);
  const [selected, setSelected] = useState<MoneyOrderRow[]>([]);
  const keys = useMemo(() => selected.map((r) => r.order_id), [selected]);
  const oneCustomer = new Set(selected.map(customerKeyOf)).size <= 1;
  const gather = (rows: MoneyOrderRow[]) => {
    const open = rows.filter((r) => r.open > 0);
    if (!open.length) { void message.warning('所选订单没有可收款的余额'); return; }
    if (new Set(open.map(customerKeyOf)).size > 1) { void message.warning('批量收款只能选择同一客户的订单'); return; }
    navigate(routePath('batchGather', { order_ids: open.map((r) => r.order_id).join(','), title: `批量收款：${open[0].customer_name ?? open[0].contact_name}` }));
  };
  const rowActions: RowAction<MoneyOrderRow>[] = [
    { key: 'detail', label: '应收明细', onClick: (r) => navigate(routePath('receivableDetail', { order_id: r.order_id, title: `应收明细：${r.order_code}` })) },
    { key: 'gather', label: '收款', action: 'canAdd', visible: (r) => r.open > 0, onClick: (r) => gather([r]) },
  ];
  const toolbar = has('canAdd') ? [
    <Tooltip key="batch" title={oneCustomer ? '' : '批量收款只能选择同一客户的订单'}>
      <Button type="primary" disabled={!selected.length || !oneCustomer} onClick={() => gather(selected)} data-testid="batch-gather">
        批量收款{selected.length ? `（${selected.length}）` : ''}
      </Button>
    </Tooltip>,
    selected.length ? <Tag key="who">{selected[0].customer_name ?? selected[0].contact_name}</Tag> : null,
  ].filter(Boolean) as React.ReactNode[] : [];
  return (
    <ListScreen<MoneyOrderRow> source={{ url: FIN_URLS.collectList }} name={FQ.collect} permissionKey={FinanceKey.receive} rowKey="order_id"
      columns={receivableColumns} rowActions={rowActions} exportName="批量订单收款" toolbar={toolbar}
      summaryLabels={{ orders: '订单数', total: '应收', received: '已收', remaining: '未收' }} summaryMoney={['total', 'received', 'remaining']}
      rowTone={(r) => (r.pay_state === 1 ? 'success' : undefined)}
      rowSelection={has('canAdd') ? {
        selectedRowKeys: keys as Key[], preserveSelectedRowKeys: true,
        onChange: (_k, rows) => setSelected(rows.filter(Boolean)),
        getCheckboxProps: (r) => ({ disabled: r.open <= 0, 'aria-label': `选择 ${r.order_code}` }),
      } : undefined} />
  );
}
