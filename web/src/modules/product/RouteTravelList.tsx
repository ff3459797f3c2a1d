/**
 * 行程线路: the line products with code, name, category, days/nights, destination, audit status (coloured),
 * groups count and next departure; 新建线路 opens the step editor; rows are edited, copied, deleted,
 * submitted to the line-product audit (线路产品审核) and show their 审核记录; 行程单 opens the printable trip.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Modal, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuditStatus, type ProductListRow } from '@ta/contract';
import { AUDIT_TIMELINE_TITLE, AuditTimeline } from '@/platform/audit-timeline';
import { useResourceActions } from '@/platform/crud';
import { AddButton } from '@/platform/editor/AddButton';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { AuditTag } from '../merchant/shared/tags';
import { submitAuditAction } from '../merchant/shared/submit-audit';
import { invalidateProducts, LINE_PRODUCT_AUDIT, productRes, PRODUCT_URLS, useCategoryOptions, type Option } from './api';
import { daysText } from './product-model';

export function productColumns(categories: Option[]): ListColumn<ProductListRow>[] {
  return [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '产品名称/编号' } },
    { title: '产品编号', dataIndex: 'code', width: 110, fixed: 'left' },
    { title: '产品名称', dataIndex: 'name', width: 200, ellipsis: true },
    { title: '产品分类', dataIndex: 'category_name', width: 100, render: (_, r) => r.category_name ?? '-' },
    { title: '产品分类', dataIndex: 'category_id', hideInTable: true, search: true, exportable: false, searchOptions: categories },
    {
      title: '行程天数', dataIndex: 'days', width: 90, search: true, valueType: 'digit', sorter: true,
      render: (_, r) => daysText(r.days, r.nights), exportValue: (r) => daysText(r.days, r.nights),
    },
    { title: '目的地', dataIndex: 'destination', width: 150, ellipsis: true, search: true, render: (_, r) => r.destination_text || '-', exportValue: (r) => r.destination_text },
    { title: '审核状态', dataIndex: 'audit_status', enumMap: AuditStatus, search: true, width: 100, render: (_, r) => (r.auditing ? <Tag color="blue">审核中</Tag> : <AuditTag status={r.audit_status} />) },
    { title: '团期数', dataIndex: 'group_count', width: 70, align: 'right' },
    { title: '最近出团', dataIndex: 'next_departure', width: 100, render: (_, r) => r.next_departure ?? '-' },
    { title: '创建人', dataIndex: 'created_by_name', width: 90 },
    { title: '更新时间', dataIndex: 'updated_at', valueType: 'dateTime', width: 160, sorter: true },
  ];
}

export function RouteTravelList() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { call, remove } = useResourceActions(productRes);
  const { has } = usePermission(productRes.permissionKey);
  const categories = useCategoryOptions().data ?? [];
  const columns = useMemo(() => productColumns(categories), [categories]);
  const [timeline, setTimeline] = useState<ProductListRow | null>(null);
  const edit = (r: ProductListRow) => navigate(routePath('editRouteTravel', { id: r.id, title: `编辑线路：${r.name}` }));
  const rowActions: RowAction<ProductListRow>[] = [
    { key: 'edit', label: (r) => (has('canEditor') && !r.auditing ? '编辑' : '查看'), onClick: edit },
    {
      key: 'copy', label: '复制', action: 'canAdd', confirm: (r) => `复制线路“${r.name}”（复制行程与自有价格，不复制价格套餐和团期）？`,
      onClick: async (r) => {
        const copy = await call<{ id: number; name: string }>({ url: PRODUCT_URLS.copy, body: { id: r.id }, success: '复制成功' });
        if (copy) navigate(routePath('editRouteTravel', { id: copy.id, title: `编辑线路：${copy.name}` }));
      },
    },
    { ...submitAuditAction<ProductListRow>(LINE_PRODUCT_AUDIT, () => invalidateProducts(client)), visible: (r) => r.audit_status !== 1 && !r.auditing },
    { key: 'timeline', label: AUDIT_TIMELINE_TITLE, onClick: (r) => setTimeline(r) },
    { key: 'print', label: '行程单', onClick: (r) => { window.open(`/tripExportPdf?id=${r.id}`, '_blank', 'noopener'); } },
    {
      key: 'delete', label: '删除', action: 'canDelete', danger: true, visible: (r) => !r.auditing, confirm: (r) => `确定删除线路“${r.name}”吗？已开团期的线路不能删除。`,
      onClick: async (r) => { await remove(r.id); await invalidateProducts(client); },
    },
  ];
  return (
    <>
      <ListScreen<ProductListRow> resource={productRes} columns={columns} rowActions={rowActions} exportName="行程线路"
        toolbar={[<AddButton key="add" perm={productRes.permissionKey} label="新建线路" onClick={() => navigate(routePath('createRouteTravel'))} />]} />
      <Modal open={Boolean(timeline)} title={`${AUDIT_TIMELINE_TITLE}：${timeline?.name ?? ''}`} footer={null} width={640} onCancel={() => setTimeline(null)} destroyOnHidden>
        {timeline && <AuditTimeline type={LINE_PRODUCT_AUDIT} objectId={timeline.id} bordered={false} />}
      </Modal>
    </>
  );
}
