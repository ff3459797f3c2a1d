import { TreeSelect } from 'antd';
import { useNavigate } from 'react-router-dom';
import { RESOURCES, UserStatus } from '@ta/contract';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn } from '../shared/columns';
import { useDepartmentTree } from '../shared/options';
import { useEditorState } from '@/platform/editor/useEditorState';
import { useUserActions } from './user-actions';
import { UserForm } from './UserForm';
import type { UserRow } from './UserFields';
import { routePath } from '@/platform/routes';

const res = RESOURCES.user;

export function UserList() {
  const editor = useEditorState();
  const navigate = useNavigate();
  const act = useUserActions();
  const tree = useDepartmentTree();
  const columns: ListColumn<UserRow>[] = [
    keywordColumn('登录名/姓名/手机号'),
    { title: '登录名', dataIndex: 'login_name', width: 140 },
    { title: '姓名', dataIndex: 'user_name', width: 120 },
    { title: '状态', dataIndex: 'status', enumMap: UserStatus, search: true, width: 80 },
    {
      title: '所属部门', dataIndex: 'dept_id', search: true, width: 160, exportValue: (r) => r.department_name ?? '',
      render: (_, r) => r.department_name ?? '-',
      searchRender: () => <TreeSelect allowClear showSearch treeNodeFilterProp="title" treeData={tree} treeDefaultExpandAll placeholder="请选择所属部门" style={{ width: '100%' }} />,
      chipText: (v) => findTitle(tree, v) ?? String(v),
    },
    { title: '角色', dataIndex: 'role_names', ellipsis: true, width: 200 },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    { title: '邮箱', dataIndex: 'email', width: 180, ellipsis: true },
    { title: '创建时间', dataIndex: 'created_at', valueType: 'dateTime', width: 170, sorter: true },
    { title: '创建日期', dataIndex: 'created_at', key: 'created_range', valueType: 'dateRange', search: true, hideInTable: true, exportable: false },
  ];
  const rowActions: RowAction<UserRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'account', label: '账号详情', onClick: (r) => navigate(routePath('accountEditor', { uid: r.id, title: `${r.user_name}的账号` })) },
    { key: 'disable', label: '停用', action: 'canDisabled', visible: (r) => r.status === 1, confirm: (r) => `停用后“${r.user_name}”将立即下线且无法登录，确定停用吗？`, onClick: act.disable },
    { key: 'enable', label: '启用', action: 'canEnabled', visible: (r) => r.status === 0, onClick: act.enable },
    { key: 'kick', label: '强制下线', action: 'canDisabled', visible: (r) => r.status === 1, confirm: (r) => `确定让“${r.user_name}”的所有登录下线吗？`, onClick: act.kick },
    { key: 'code', label: '重置码', action: 'canEditor', onClick: act.recoverCode },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除用户“${r.user_name}”吗？`, onClick: (r) => act.remove(r.id) },
  ];
  return (
    <>
      <ListScreen<UserRow> resource={res} columns={columns} rowActions={rowActions} exportName="用户"
        rowTone={(r) => (r.status === 0 ? 'muted' : undefined)}
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增用户" onClick={editor.add} />]} />
      <UserForm id={editor.id} open={editor.open} onClose={editor.close} />
    </>
  );
}

function findTitle(nodes: { title: string; value: number; children?: { title: string; value: number }[] }[], v: unknown): string | undefined {
  for (const n of nodes) {
    if (n.value === v) return n.title;
    const hit = n.children ? findTitle(n.children as typeof nodes, v) : undefined;
    if (hit) return hit;
  }
  return undefined;
}
