import { Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DataScope, RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '../shared/columns';
import { useDepartments } from '../shared/options';
import { namesById } from '../shared/tree';
import { useEditorState } from '@/platform/editor/useEditorState';
import { DataPermissionForm, type DataPermissionRow } from './DataPermissionForm';
import { routePath } from '@/platform/routes';

const res = RESOURCES.dataPermission;

export function DataPermissionList() {
  const editor = useEditorState();
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const names = namesById(useDepartments());
  const deptText = (r: DataPermissionRow) => (r.dept_ids ?? []).map((d) => names.get(d) ?? String(d)).join('、');
  const columns: ListColumn<DataPermissionRow>[] = [
    keywordColumn('名称'),
    { title: '数据权限名称', dataIndex: 'name', width: 180 },
    { title: '数据范围', dataIndex: 'scope', enumMap: DataScope, search: true, width: 140 },
    {
      title: '指定部门', dataIndex: 'dept_ids', exportValue: deptText,
      render: (_, r) => (r.scope === 'custom' ? (r.dept_ids ?? []).map((d) => <Tag key={d}>{names.get(d) ?? d}</Tag>) : '-'),
    },
    remarkColumn(),
    timeColumn(),
  ];
  const rowActions: RowAction<DataPermissionRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'open', label: '详情', onClick: (r) => navigate(routePath('dataPermissionEditor', { id: r.id })) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除数据权限“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<DataPermissionRow> resource={res} columns={columns} rowActions={rowActions} exportName="数据权限"
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增数据权限" onClick={editor.add} />]} />
      <DataPermissionForm id={editor.id} open={editor.open} onClose={editor.close} />
    </>
  );
}
