import { MessageChannel, MessageScene, RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '@/modules/system/shared/columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import { enabledColumn, useEnableAction } from '../shared/columns';
import { MessageTemplateForm, type MessageTemplateRow } from './MessageTemplateForm';

const res = RESOURCES.messageTemplate;

const columns: ListColumn<MessageTemplateRow>[] = [
  keywordColumn('模板名称/内容'),
  { title: '模板名称', dataIndex: 'name', width: 180 },
  { title: '发送渠道', dataIndex: 'channel', width: 100, enumMap: MessageChannel, search: true },
  { title: '使用场景', dataIndex: 'scene', width: 110, enumMap: MessageScene, search: true },
  { title: '模板内容', dataIndex: 'content', width: 380, ellipsis: true },
  enabledColumn<MessageTemplateRow>(),
  remarkColumn(),
  timeColumn(),
];

export function MessageTemplateList() {
  const editor = useEditorState();
  const { remove } = useResourceActions(res);
  const toggle = useEnableAction<MessageTemplateRow>(res, (r) => r.name);
  const rowActions: RowAction<MessageTemplateRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    toggle,
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除消息模板“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<MessageTemplateRow> resource={res} columns={columns} rowActions={rowActions} exportName="消息模板"
        rowTone={(r) => (r.enabled ? undefined : 'muted')}
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增消息模板" onClick={editor.add} />]} />
      <MessageTemplateForm id={editor.id} open={editor.open} onClose={editor.close} />
    </>
  );
}
