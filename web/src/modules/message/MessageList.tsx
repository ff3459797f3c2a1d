/** A list of my messages of one kind: clicking one opens its link and marks it read. */
import { CheckOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, message } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fetchCounts } from '@/platform/counts';
import { showError } from '@/platform/feedback';
import { ListScreen, loadAll, type ListColumn, type ListEndpoint, type RowAction } from '@/platform/list';
import { invalidateResource } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { linkTarget, MESSAGE_LIST_URL, MESSAGE_READ_URL, READ_STATE, type MessageKind, type MessageRow } from './message-model';

const source: ListEndpoint = { url: MESSAGE_LIST_URL };
const NAME = 'message';

export function MessageList({ kind, kindLabel }: { kind: MessageKind; kindLabel: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = async () => { await invalidateResource(client, NAME); void fetchCounts(); };

  const markRead = async (ids: number[]) => {
    if (ids.length === 0) return;
    try { await post(MESSAGE_READ_URL, { ids }); await refresh(); } catch (e) { showError(e); }
  };
  const open = async (r: MessageRow) => {
    if (!r.read_at) await markRead([r.id]);
    const t = linkTarget(r.link);
    if (t?.kind === 'route') navigate(t.to);
    else if (t?.kind === 'external') window.open(t.to, '_blank', 'noopener');
  };
  const readAll = async () => {
    const unread = await loadAll<MessageRow>(source, { filters: { kind, read: false } }).catch((e: unknown) => { showError(e); return []; });
    if (unread.length === 0) { void message.info('没有未读消息'); return; }
    await markRead(unread.map((m) => m.id));
    void message.success(`已将 ${unread.length} 条标为已读`);
  };

  const columns: ListColumn<MessageRow>[] = [
    { title: '标题', dataIndex: 'title', width: 280, render: (_, r) => <a onClick={() => void open(r)}>{r.read_at ? r.title : <Badge status="processing" text={<b>{r.title}</b>} />}</a> },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    {
      title: '状态', dataIndex: 'read', width: 90, searchOptions: [{ label: READ_STATE[0], value: 0 }, { label: READ_STATE[1], value: 1 }],
      search: { transform: (v: number) => ({ read: v === 1 }) }, exportValue: (r) => (r.read_at ? READ_STATE[1] : READ_STATE[0]),
      render: (_, r) => (r.read_at ? READ_STATE[1] : READ_STATE[0]),
    },
    { title: '时间', dataIndex: 'created_at', valueType: 'dateTime', width: 180, sorter: true },
    { title: '阅读时间', dataIndex: 'read_at', valueType: 'dateTime', width: 180 },
  ];
  const rowActions: RowAction<MessageRow>[] = [
    { key: 'open', label: '查看', onClick: (r) => void open(r) },
    { key: 'read', label: '标为已读', visible: (r) => !r.read_at, onClick: (r) => markRead([r.id]) },
  ];
  return (
    <ListScreen<MessageRow>
      source={source} name={NAME} columns={columns} rowActions={rowActions} title={kindLabel}
      fixed={[{ field: 'kind', value: kind, label: '类型', text: kindLabel }]}
      exportName={kindLabel}
      rowTone={(r) => (r.read_at ? undefined : 'info')}
      toolbar={[<Button key="readAll" icon={<CheckOutlined />} onClick={() => void readAll()}>全部标为已读</Button>]}
    />
  );
}
