/**
 * 供应商列表: suppliers of types 3–11 with settlement cycle, audit status (coloured) and blacklist flag;
 * add / edit open the editor page, rows can be blacklisted or taken off the blacklist, Excel import with
 * its template, and the batch export of the current query.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { RESOURCES, SettlementCycle, SupplierType } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { areaColumn, auditColumn, createdByColumn, keywordColumn, remarkColumn, timeColumn } from '../shared/columns';
import { ImportButton } from '../shared/ImportButton';
import { submitAuditAction } from '../shared/submit-audit';
import { AuditTag, BlacklistTag } from '../shared/tags';
import { Space, Tag } from 'antd';
import type { SupplierRow } from '../shared/types';
import { BLACKLIST_KEY, invalidateSuppliers, SUPPLIER_URLS } from './api';
import { BlacklistAddDialog, BlacklistRemoveDialog, type SupplierRef } from './BlacklistDialogs';
import { supplierTone } from './supplier-model';

const res = RESOURCES.supplier;

export const blacklistFlagColumn = <T extends { blacklisted: boolean }>(): ListColumn<T> => ({
  title: '黑名单', dataIndex: 'blacklisted', width: 90, search: { transform: (v: unknown) => ({ blacklisted: v === 1 }) },
  searchOptions: [{ label: '黑名单', value: 1 }, { label: '正常', value: 0 }],
  render: (_, r) => <BlacklistTag on={r.blacklisted} />, exportValue: (r) => (r.blacklisted ? '是' : '否'),
});

export const supplierColumns: ListColumn<SupplierRow>[] = [
  keywordColumn('名称/简称/编号/电话'),
  {
    title: '供应商名称', dataIndex: 'name', width: 220, search: true, fixed: 'left', ellipsis: true,
    render: (_, r) => <>{r.name}{r.change_pending && <Tag color="orange" style={{ marginLeft: 6 }}>变更审核中</Tag>}</>,
  },
  { title: '简称', dataIndex: 'short_name', width: 120 },
  { title: '供应商编号', dataIndex: 'code', width: 120 },
  { title: '供应商类型', dataIndex: 'type', enumMap: SupplierType, search: true, width: 110, fieldProps: { mode: 'multiple', maxTagCount: 'responsive' } },
  areaColumn<SupplierRow>(),
  { title: '联系电话', dataIndex: 'phone', width: 140 },
  { title: '结算周期', dataIndex: 'settlement_cycle', enumMap: SettlementCycle, search: true, width: 90 },
  { title: '账期天数', dataIndex: 'payment_days', width: 90, sorter: true, render: (_, r) => `${r.payment_days}天`, exportValue: (r) => r.payment_days },
  { ...auditColumn<SupplierRow>(), width: 130, render: (_, r) => <Space size={4}><AuditTag status={r.audit_status} />{r.change_pending && <Tag color="orange">变更审核中</Tag>}</Space> },
  blacklistFlagColumn<SupplierRow>(),
  { title: '拉黑原因', dataIndex: 'blacklist_reason', hideInTable: true },
  { title: '统一社会信用代码', dataIndex: 'credit_code', hideInTable: true },
  { title: '详细地址', dataIndex: 'address', hideInTable: true },
  createdByColumn<SupplierRow>(),
  remarkColumn<SupplierRow>(),
  timeColumn<SupplierRow>(),
];

export function SupplierList() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { remove } = useResourceActions(res);
  const { has } = usePermission(res.permissionKey);
  const black = usePermission(BLACKLIST_KEY);
  const [adding, setAdding] = useState<SupplierRef | null>(null);
  const [removing, setRemoving] = useState<SupplierRef | null>(null);
  const open = (r: SupplierRow) => navigate(routePath('supplierEditor', { id: r.id, title: `${has('canEditor') ? '编辑' : '查看'}供应商：${r.name}` }));
  const rowActions: RowAction<SupplierRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: open },
    { key: 'view', label: '查看', visible: () => !has('canEditor'), onClick: open },
    submitAuditAction<SupplierRow>('supplier', () => invalidateSuppliers(client)),
    { key: 'black', label: '拉黑', danger: true, visible: (r) => !r.blacklisted && black.has('canDisabled'), onClick: (r) => setAdding(r) },
    { key: 'white', label: '移出黑名单', visible: (r) => r.blacklisted && black.has('canEnabled'), onClick: (r) => setRemoving(r) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除供应商“${r.name}”吗？`, onClick: async (r) => { await remove(r.id); await invalidateSuppliers(client); } },
  ];
  return (
    <>
      <ListScreen<SupplierRow> resource={res} columns={supplierColumns} rowActions={rowActions} rowTone={supplierTone} exportName="供应商"
        toolbar={[
          <AddButton key="add" perm={res.permissionKey} label="新增供应商" onClick={() => navigate(routePath('supplierEditor', { title: '新增供应商' }))} />,
          <ImportButton key="import" perm={res.permissionKey} title="导入供应商" importUrl={SUPPLIER_URLS.import} templateUrl={SUPPLIER_URLS.template}
            templateName="供应商导入模板.xlsx" onImported={() => void invalidateSuppliers(client)}
            hint="每行一个供应商；填写联系人或账号时会一并添加为默认联系人、默认收款账户。供应商名称不能与已有的重复。" />,
        ]} />
      <BlacklistAddDialog supplier={adding ?? undefined} open={Boolean(adding)} onClose={() => setAdding(null)} />
      <BlacklistRemoveDialog supplier={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
