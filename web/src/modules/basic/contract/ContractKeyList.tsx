import { Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CONTRACT_SOURCE_FIELDS, RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '@/modules/system/shared/columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import { sortColumn } from '../shared/columns';
import type { ContractKeyRow } from './contract-keys';
import { ContractKeyForm } from './ContractKeyForm';

const res = RESOURCES.contractKey;

const columns: ListColumn<ContractKeyRow>[] = [
  keywordColumn('关键字/说明'),
  { title: '关键字', dataIndex: 'key', width: 160, render: (_, r) => <Typography.Text code>{`{${r.key}}`}</Typography.Text>, exportValue: (r) => `{${r.key}}` },
  { title: '关键字说明', dataIndex: 'label', width: 160 },
  { title: '取值字段', dataIndex: 'source_field', width: 180, enumMap: CONTRACT_SOURCE_FIELDS, search: true },
  { title: '示例值', dataIndex: 'example', width: 160, ellipsis: true },
  { title: '使用的模板', dataIndex: 'used_by', width: 200, exportValue: (r) => (r.used_by ?? []).join('、'),
    render: (_, r) => (r.used_by?.length ? r.used_by.map((n) => <Tag key={n}>{n}</Tag>) : '-') },
  sortColumn(),
  remarkColumn(),
  timeColumn(),
];

export function ContractKeyList() {
  const editor = useEditorState();
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const rowActions: RowAction<ContractKeyRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'open', label: '详情', onClick: (r) => navigate(routePath('contractKeyEditor', { id: r.id })) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, visible: (r) => !r.used_by?.length,
      confirm: (r) => `确定删除合同关键字“${r.key}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<ContractKeyRow> resource={res} columns={columns} rowActions={rowActions} exportName="合同关键字"
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增关键字" onClick={editor.add} />]} />
      <ContractKeyForm id={editor.id} open={editor.open} onClose={editor.close} />
    </>
  );
}
