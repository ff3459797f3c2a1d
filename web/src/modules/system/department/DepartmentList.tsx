/** Departments as a tree table (the whole tree; a keyword search shows the matching departments flat). */
import { useNavigate } from 'react-router-dom';
import { RESOURCES, resourcePath } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, normalizePage, type ListColumn, type ListFunction, type RowAction } from '@/platform/list';
import { post } from '@/platform/request';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '../shared/columns';
import { buildTree } from '../shared/tree';
import { useEditorState } from '@/platform/editor/useEditorState';
import { useState } from 'react';
import { DepartmentForm, type DepartmentRow } from './DepartmentForm';
import { routePath } from '@/platform/routes';

const res = RESOURCES.department;

const columns: ListColumn<DepartmentRow>[] = [
  keywordColumn('部门名称/编码'),
  { title: '部门名称', dataIndex: 'name', width: 240 },
  { title: '部门编码', dataIndex: 'code', width: 140 },
  { title: '电话', dataIndex: 'phone', width: 140 },
  { title: '排序', dataIndex: 'sort', width: 80 },
  remarkColumn(),
  timeColumn(),
];

const source: ListFunction = async ({ keyword }) => {
  const rows = normalizePage<DepartmentRow>(await post<unknown>(resourcePath(res, 'list'), { tree: true, pageNo: 1, pageSize: 300 })).rows;
  const kw = typeof keyword === 'string' ? keyword.trim() : '';
  if (!kw) return buildTree(rows);
  return rows.filter((r) => r.name.includes(kw) || (r.code ?? '').includes(kw));
};

export function DepartmentList() {
  const editor = useEditorState();
  const [parentId, setParentId] = useState<number | undefined>();
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const addUnder = (id?: number) => { setParentId(id); editor.add(); };
  const rowActions: RowAction<DepartmentRow>[] = [
    { key: 'child', label: '新增下级', action: 'canAdd', onClick: (r) => addUnder(r.id) },
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'open', label: '详情', onClick: (r) => navigate(routePath('departmentEditor', { id: r.id })) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除部门“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<DepartmentRow> resource={res} source={source} name={res.name} columns={columns} rowActions={rowActions}
        pagination={false} expandAll exportName="部门"
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增部门" onClick={() => addUnder(undefined)} />]} />
      <DepartmentForm id={editor.id} parentId={parentId} open={editor.open} onClose={editor.close} />
    </>
  );
}
