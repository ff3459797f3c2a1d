/** The items of one dictionary type: code, label, extra value, order and state edited in place; add in a drawer. */
import { useQueryClient } from '@tanstack/react-query';
import { Input, InputNumber, Switch, Tag } from 'antd';
import { RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { invalidateDictionary } from '@/platform/dictionary';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { invalidateResource } from '@/platform/query-keys';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn } from '@/modules/system/shared/columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import { ENABLED_TEXT } from '../shared/columns';
import { editableColumn, inlineActions, useInlineEdit } from '../shared/inline-edit';
import { DictItemForm } from './DictItemForm';
import type { DictItemRow, DictTypeRow } from './types';

const res = RESOURCES.dictItem;
export const ITEM_FIELDS = ['code', 'label', 'extra', 'sort', 'enabled'] as const;

export function DictItemTable({ type }: { type: DictTypeRow }) {
  const client = useQueryClient();
  const editor = useEditorState();
  const { remove } = useResourceActions(res);
  const afterWrite = async () => { await invalidateDictionary(client); await invalidateResource(client, RESOURCES.dictType.name); };
  const edit = useInlineEdit<DictItemRow>({ resource: res, fields: ITEM_FIELDS, keep: ['type_id', 'remark'], onSaved: afterWrite });

  const text = (max: number, strip = false) => (v: unknown, set: (v: unknown) => void, err?: string) => (
    <Input size="small" value={(v as string | null) ?? ''} maxLength={max} status={err ? 'error' : undefined}
      onChange={(e) => set(strip ? e.target.value.replace(/\s/g, '') : e.target.value)} />
  );
  const columns: ListColumn<DictItemRow>[] = [
    keywordColumn('编码/名称'),
    editableColumn({ title: '字典项编码', dataIndex: 'code', width: 150 }, edit, text(50, true)),
    editableColumn({ title: '字典项名称', dataIndex: 'label', width: 170 }, edit, text(100)),
    editableColumn({ title: '附加值', dataIndex: 'extra', width: 140 }, edit, text(200)),
    editableColumn({ title: '排序', dataIndex: 'sort', width: 100, sorter: true }, edit, (v, set, err) => (
      <InputNumber size="small" value={v as number} min={0} max={999999} precision={0} status={err ? 'error' : undefined} onChange={(n) => set(n ?? 0)} style={{ width: 90 }} />
    )),
    editableColumn({
      title: '状态', dataIndex: 'enabled', width: 90, enumMap: ENABLED_TEXT, search: { transform: (v: unknown) => ({ enabled: v === 'true' }) },
      render: (_, r) => (r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    }, edit, (v, set) => <Switch size="small" checked={Boolean(v)} checkedChildren="启用" unCheckedChildren="停用" onChange={set} />),
    { title: '备注', dataIndex: 'remark', ellipsis: true, width: 160 },
  ];
  const rowActions: RowAction<DictItemRow>[] = [
    ...inlineActions(edit),
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, visible: (r) => !edit.isEditing(r), confirm: (r) => `确定删除字典项“${r.label}”吗？`,
      onClick: async (r) => { await remove(r.id); await afterWrite(); } },
  ];
  return (
    <>
      <ListScreen<DictItemRow> resource={res} columns={columns} rowActions={rowActions} pageInRoute={false} exportName={`字典项-${type.name}`}
        fixed={[{ field: 'type_id', value: type.id, label: '字典类型', text: `${type.name}（${type.code}）` }]}
        title={`${type.name}的字典项`}
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增字典项" onClick={editor.add} />]} />
      <DictItemForm type={type} id={editor.id} open={editor.open} onClose={editor.close} nextSort={(type.item_count ?? 0) + 1} />
    </>
  );
}
