/** 第三方平台: official accounts and mini-programs; secrets are only ever shown masked. */
import { Typography } from 'antd';
import { ChatPlatformKind, RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '@/modules/system/shared/columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import { enabledColumn, useEnableAction } from '../shared/columns';
import { ChatPlatformForm } from './ChatPlatformForm';
import type { ChatPlatformRow } from './secrets';

const res = RESOURCES.chatPlatform;
const masked = (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : <Typography.Text type="secondary">未设置</Typography.Text>);

const columns: ListColumn<ChatPlatformRow>[] = [
  keywordColumn('名称/AppID'),
  { title: '平台类型', dataIndex: 'kind', width: 100, enumMap: ChatPlatformKind, search: true },
  { title: '名称', dataIndex: 'name', width: 180 },
  { title: 'AppID', dataIndex: 'app_id', width: 190 },
  { title: 'AppSecret', dataIndex: 'app_secret', width: 120, render: (_, r) => masked(r.app_secret) },
  { title: 'Token', dataIndex: 'token', width: 110, render: (_, r) => masked(r.token) },
  { title: 'EncodingAESKey', dataIndex: 'aes_key', width: 140, render: (_, r) => masked(r.aes_key) },
  enabledColumn<ChatPlatformRow>(),
  remarkColumn(),
  timeColumn(),
];

export function ChatPlatformList() {
  const editor = useEditorState();
  const { remove } = useResourceActions(res);
  const toggle = useEnableAction<ChatPlatformRow>(res, (r) => r.name);
  const rowActions: RowAction<ChatPlatformRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    toggle,
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<ChatPlatformRow> resource={res} columns={columns} rowActions={rowActions} exportName="第三方平台"
        alert="公众号与小程序的密钥只以掩码显示；编辑时留空即保留原密钥。"
        rowTone={(r) => (r.enabled ? undefined : 'muted')}
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增平台" onClick={editor.add} />]} />
      <ChatPlatformForm id={editor.id} open={editor.open} onClose={editor.close} />
    </>
  );
}
