import { useNavigate } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '@/modules/system/shared/columns';
import { enabledColumn, useEnableAction } from '../shared/columns';
import type { TravelTemplateRow } from './travel-days';

const res = RESOURCES.travelTemplate;

const columns: ListColumn<TravelTemplateRow>[] = [
  keywordColumn('模板标题/目的地'),
  { title: '模板标题', dataIndex: 'title', width: 200 },
  { title: '目的地', dataIndex: 'destination', width: 120 },
  { title: '行程', dataIndex: 'day_count', width: 90, sorter: true,
    exportValue: (r) => `${r.day_count}天${r.nights ?? Math.max(0, r.day_count - 1)}晚`,
    render: (_, r) => `${r.day_count}天${r.nights ?? Math.max(0, r.day_count - 1)}晚` },
  { title: '每日行程', dataIndex: 'days', width: 360, ellipsis: true,
    exportValue: (r) => (r.days ?? []).map((d) => `第${d.day_no}天 ${d.title}`).join('；'),
    render: (_, r) => (r.days ?? []).map((d) => `D${d.day_no} ${d.title}`).join(' / ') },
  enabledColumn<TravelTemplateRow>(),
  remarkColumn(),
  timeColumn(),
];

export function TravelTemplateList() {
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const toggle = useEnableAction<TravelTemplateRow>(res, (r) => r.title);
  const rowActions: RowAction<TravelTemplateRow>[] = [
    { key: 'edit', label: '编辑', onClick: (r) => navigate(routePath('travelTemplateEditor', { id: r.id })) },
    { key: 'copy', label: '复制', action: 'canAdd', onClick: (r) => navigate(routePath('travelTemplateEditor', { copy: r.id })) },
    toggle,
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除行程模板“${r.title}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <ListScreen<TravelTemplateRow> resource={res} columns={columns} rowActions={rowActions} exportName="行程模板"
      rowTone={(r) => (r.enabled ? undefined : 'muted')}
      toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增行程模板" onClick={() => navigate(routePath('travelTemplateEditor'))} />]} />
  );
}
