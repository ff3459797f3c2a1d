import { Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { RESOURCES, type roleRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '../shared/columns';
import { routePath } from '@/platform/routes';

const res = RESOURCES.role;

export type RoleRow = Answer<typeof roleRow>;

const columns: ListColumn<RoleRow>[] = [
  keywordColumn('角色名称/编码'),
  { title: '角色名称', dataIndex: 'name', width: 180, render: (_, r) => <>{r.name}{r.builtin && <Tag color="gold" style={{ marginLeft: 8 }}>内置</Tag>}</> },
  { title: '角色编码', dataIndex: 'code', width: 160 },
  { title: '页面权限数', dataIndex: 'permissions', width: 110, exportValue: (r) => r.permissions?.length ?? 0, render: (_, r) => r.permissions?.length ?? 0 },
  remarkColumn(),
  timeColumn(),
];

export function RoleList() {
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const rowActions: RowAction<RoleRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => navigate(routePath('roleEditor', { id: r.id })) },
    { key: 'view', label: '查看', onClick: (r) => navigate(routePath('roleEditor', { id: r.id, view: 1 })) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, visible: (r) => !r.builtin, confirm: (r) => `确定删除角色“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <ListScreen<RoleRow> resource={res} columns={columns} rowActions={rowActions} exportName="角色"
      toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增角色" onClick={() => navigate(routePath('roleEditor'))} />]} />
  );
}
