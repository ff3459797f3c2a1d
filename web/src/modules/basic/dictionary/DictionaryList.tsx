/**
 * 数据字典: the types as a list; picking one (row click or 字典项) opens its items beside the list in a
 * wide drawer, where code, label, extra value, order and state are edited in place.
 */
import { Drawer } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RESOURCES, resourcePath } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, normalizePage, type ListColumn, type ListFunction, type RowAction } from '@/platform/list';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '@/modules/system/shared/columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import { enabledColumn, sortColumn } from '../shared/columns';
import { pagedBody } from '../shared/source';
import { DictItemTable } from './DictItemTable';
import { DictTypeForm } from './DictTypeForm';
import type { DictTypeRow } from './types';

const res = RESOURCES.dictType;

const columns: ListColumn<DictTypeRow>[] = [
  keywordColumn('编码/名称'),
  { title: '字典类型名称', dataIndex: 'name', width: 160 },
  { title: '字典类型编码', dataIndex: 'code', width: 180 },
  { title: '字典项数', dataIndex: 'item_count', width: 90, align: 'right' },
  { title: '内置', dataIndex: 'builtin', width: 70, render: (_, r) => (r.builtin ? '是' : '否') },
  sortColumn(),
  enabledColumn<DictTypeRow>(),
  remarkColumn(),
  timeColumn(),
];

export function DictionaryList() {
  const editor = useEditorState();
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const [pickedId, setPickedId] = useState<number>();
  const [rows, setRows] = useState<DictTypeRow[]>([]);

  // Loaded here so the drawer shows the picked type as the list has it now (name, item count).
  const source: ListFunction = async (args) => {
    const resp = await post<unknown>(resourcePath(res, 'list'), pagedBody(args));
    if (args.page_size < 300) setRows(normalizePage<DictTypeRow>(resp).rows);
    return resp;
  };
  const picked = rows.find((r) => r.id === pickedId);

  const rowActions: RowAction<DictTypeRow>[] = [
    { key: 'items', label: '字典项', onClick: (r) => setPickedId(r.id) },
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'open', label: '详情', onClick: (r) => navigate(routePath('dictionaryEditor', { id: r.id })) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, visible: (r) => !r.builtin, confirm: (r) => `确定删除字典类型“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<DictTypeRow> resource={res} source={source} name={res.name} columns={columns} rowActions={rowActions} exportName="字典类型"
        onRowClick={(r) => setPickedId(r.id)}
        rowTone={(r) => (r.id === pickedId ? 'info' : r.enabled ? undefined : 'muted')}
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增字典类型" onClick={editor.add} />]} />
      <DictTypeForm id={editor.id} open={editor.open} onClose={editor.close} />
      <Drawer open={Boolean(picked)} onClose={() => setPickedId(undefined)} width={Math.min(1100, window.innerWidth - 120)} destroyOnHidden
        title={picked ? `字典项：${picked.name}（${picked.code}）` : ''} styles={{ body: { background: '#f5f5f5', padding: 16 } }}>
        {picked && <DictItemTable key={picked.id} type={picked} />}
      </Drawer>
    </>
  );
}
