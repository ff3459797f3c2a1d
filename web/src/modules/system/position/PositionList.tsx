import { RESOURCES } from '@ta/contract';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { useResourceActions } from '@/platform/crud';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '../shared/columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import { PositionForm, type PositionRow } from './PositionForm';

const res = RESOURCES.position;

const columns: ListColumn<PositionRow>[] = [
  keywordColumn('岗位名称/编码'),
  { title: '岗位名称', dataIndex: 'name', width: 180 },
  { title: '岗位编码', dataIndex: 'code', width: 140 },
  { title: '排序', dataIndex: 'sort', width: 80, sorter: true },
  remarkColumn(),
  timeColumn(),
];

export function PositionList() {
  const editor = useEditorState();
  const { remove } = useResourceActions(res);
  const rowActions: RowAction<PositionRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除岗位“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<PositionRow> resource={res} columns={columns} rowActions={rowActions} exportName="岗位"
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增岗位" onClick={editor.add} />]} />
      <PositionForm id={editor.id} open={editor.open} onClose={editor.close} />
    </>
  );
}
