/**
 * The shared change-history panel (变更记录) shown on every editor: who changed what and when, from
 * `/api/v1/history/list { table, record_id }`, each change as field: old → new.
 */
import { useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Spin, Timeline, Typography } from 'antd';
import { formatDateTime } from '@ta/contract';
import { useState } from 'react';
import { showError } from './feedback';
import { normalizePage } from './list/paging';
import { post } from './request';

export const HISTORY_URL = '/api/v1/history/list';
export const HISTORY_TITLE = '变更记录';

export interface FieldChange { field: string; label?: string; old: string | null; new: string | null }
export interface HistoryEntry { id: number; action: string; user_name: string | null; at: string; changes: FieldChange[] }

export const ACTION_TEXT: Record<string, string> = { create: '新增', update: '修改', delete: '删除', view: '查看' };

/** One line per change: `label：old → new` (empty shown as 空). */
export function changeLine(c: FieldChange): string {
  const v = (x: string | null) => (x === null || x === '' ? '空' : x);
  return `${c.label ?? c.field}：${v(c.old)} → ${v(c.new)}`;
}

export interface ChangeHistoryProps {
  /** Table name of the record (departments, users, …). */
  table: string;
  recordId: number | undefined;
  pageSize?: number;
}

export function ChangeHistory({ table, recordId, pageSize = 10 }: ChangeHistoryProps) {
  const [pageNo, setPageNo] = useState(1);
  const q = useQuery({
    queryKey: ['history', table, recordId, pageNo, pageSize],
    enabled: Boolean(recordId),
    queryFn: async () => {
      try {
        return normalizePage<HistoryEntry>(await post<unknown>(HISTORY_URL, { table, record_id: recordId, pageNo, pageSize }));
      } catch (e) { showError(e); return normalizePage<HistoryEntry>(null); }
    },
  });
  if (!recordId) return null;
  if (q.isLoading) return <Spin />;
  const page = q.data ?? { rows: [], total: 0 };
  if (page.rows.length === 0) return <Empty description="暂无变更记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div className="ta-history">
      <Timeline
        items={page.rows.map((h) => ({
          key: h.id,
          color: h.action === 'delete' ? 'red' : h.action === 'create' ? 'green' : 'blue',
          children: (
            <div>
              <Typography.Text strong>{ACTION_TEXT[h.action] ?? h.action}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {h.user_name ?? '系统'} · {formatDateTime(h.at)}
              </Typography.Text>
              {h.action !== 'create' && h.changes.map((c) => <div key={c.field} className="ta-history-change">{changeLine(c)}</div>)}
            </div>
          ),
        }))}
      />
      {page.total > pageSize && <Pagination size="small" current={pageNo} pageSize={pageSize} total={page.total} onChange={setPageNo} />}
    </div>
  );
}
