/** 账期: every supplier's settlement cycle and payment days; 编辑 opens the payment-period editor. */
import { useNavigate } from 'react-router-dom';
import { SettlementCycle, SupplierType } from '@ta/contract';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { auditColumn, keywordColumn, timeColumn } from '../shared/columns';
import type { SupplierRow } from '../shared/types';
import { PAYMENT_DAYS_KEY, SUPPLIER_LISTS, SUPPLIER_URLS } from './api';
import { blacklistFlagColumn } from './SupplierList';
import { supplierTone } from './supplier-model';

const columns: ListColumn<SupplierRow>[] = [
  keywordColumn('名称/简称/编号/电话'),
  { title: '供应商名称', dataIndex: 'name', width: 220, search: true, ellipsis: true },
  { title: '供应商编号', dataIndex: 'code', width: 120 },
  { title: '供应商类型', dataIndex: 'type', enumMap: SupplierType, search: true, width: 110 },
  { title: '结算周期', dataIndex: 'settlement_cycle', enumMap: SettlementCycle, search: true, width: 100 },
  { title: '账期天数', dataIndex: 'payment_days', width: 100, sorter: true, render: (_, r) => `${r.payment_days}天`, exportValue: (r) => r.payment_days },
  { title: '账期说明', dataIndex: 'payment_remark', width: 260, ellipsis: true },
  auditColumn<SupplierRow>(false),
  blacklistFlagColumn<SupplierRow>(),
  timeColumn<SupplierRow>(),
];

export function PaymentPeriodList() {
  const navigate = useNavigate();
  const rowActions: RowAction<SupplierRow>[] = [
    { key: 'edit', label: '编辑账期', action: 'canEditor', onClick: (r) => navigate(routePath('paymentPeriodEditor', { id: r.id, title: `账期：${r.name}` })) },
  ];
  return (
    <ListScreen<SupplierRow> source={{ url: SUPPLIER_URLS.paymentDaysList }} name={SUPPLIER_LISTS.paymentDays} permissionKey={PAYMENT_DAYS_KEY}
      columns={columns} rowActions={rowActions} rowTone={supplierTone} exportName="供应商账期" />
  );
}
