/**
 * The shared 审核记录 panel every detail page shows: each submission (run) of the object with its
 * actions — who, when, which level, what (提交审核 / 通过 / 驳回 / 撤回) and the comment — from
 * `/api/v1/audit/timeline { type, object_id }`, or from runs the page already has (the task-audit page).
 */
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { fenToYuan, formatDateTime, type auditTimelineRun } from '@ta/contract';
import type { Answer } from './answer-types';
import { showError } from './feedback';
import { post } from './request';

export const AUDIT_TIMELINE_TITLE = '审核记录';
const TIMELINE_URL = '/api/v1/audit/timeline';

/** One run of an object with its actions (`auditTimelineRun` of the contract). */
export type TimelineRun = Answer<typeof auditTimelineRun>;
export type TimelineAction = TimelineRun['actions'][number];

const RUN_COLOR: Readonly<Record<number, string>> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default' };
const ACTION_DOT: Readonly<Record<string, string>> = { submit: 'blue', pass: 'green', reject: 'red', withdraw: 'gray' };

/** "第2级「经理审批」" or '' for actions outside a level (submit, withdraw). */
export function actionLevelText(a: Pick<TimelineAction, 'level_no' | 'level_name'>): string {
  if (!a.level_no) return '';
  return `第${a.level_no}级${a.level_name ? `「${a.level_name}」` : ''}`;
}

export const timeText = (at: string | null | undefined) => formatDateTime(at);

export interface TimelineEntry {
  key: string;
  color: string;
  time: string;
  who: string;
  what: string;
  level: string;
  comment: string;
}

/** The actions of a run as timeline entries, oldest first. */
export function timelineEntries(run: TimelineRun): TimelineEntry[] {
  return run.actions.map((a) => ({
    key: `${run.instance_id}-${a.id}`,
    color: ACTION_DOT[a.action] ?? 'gray',
    time: timeText(a.at),
    who: a.user_name || `#${a.user_id}`,
    what: a.action_label || a.action,
    level: actionLevelText(a),
    comment: a.comment?.trim() ?? '',
  }));
}

/** "第1次提交 · ¥12,000.00" — the heading of one run. */
export function runHeading(run: Pick<TimelineRun, 'seq' | 'amount'>): string {
  return `第${run.seq}次提交${run.amount === null || run.amount === undefined ? '' : ` · ¥${fenToYuan(run.amount)}`}`;
}

function RunBlock({ run }: { run: TimelineRun }) {
  const items = timelineEntries(run).map((e) => ({
    key: e.key,
    color: e.color,
    children: (
      <div className="ta-audit-timeline-item">
        <Space size={8} wrap>
          <Typography.Text strong>{e.who}</Typography.Text>
          <Tag color={e.color === 'gray' ? 'default' : e.color}>{e.what}</Tag>
          {e.level && <Typography.Text type="secondary">{e.level}</Typography.Text>}
          <Typography.Text type="secondary">{e.time}</Typography.Text>
        </Space>
        {e.comment && <div style={{ marginTop: 4, whiteSpace: 'pre-wrap' }}>审核意见：{e.comment}</div>}
      </div>
    ),
  }));
  return (
    <div className="ta-audit-timeline-run" style={{ marginBottom: 8 }}>
      <Space size={8} style={{ marginBottom: 12 }} wrap>
        <Typography.Text strong>{runHeading(run)}</Typography.Text>
        <Tag color={RUN_COLOR[run.status] ?? 'default'}>{run.status_label}</Tag>
        {run.title && <Typography.Text type="secondary">{run.title}</Typography.Text>}
      </Space>
      <Timeline items={items} pending={run.status === 0 ? '审核中…' : undefined} />
    </div>
  );
}

/** The runs as timeline blocks (no loading). */
export function AuditTimelineView({ runs }: { runs: readonly TimelineRun[] }) {
  if (runs.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无审核记录" />;
  return <>{runs.map((r) => <RunBlock key={r.instance_id} run={r} />)}</>;
}

export interface AuditTimelineProps {
  /** Audit type code (AUDIT_TYPES[].type). */
  type: string;
  objectId: number | null | undefined;
  /** Runs already loaded by the page; then nothing is fetched. */
  runs?: readonly TimelineRun[];
  title?: ReactNode;
  /** Render inside a Card (default) or bare. */
  bordered?: boolean;
}

export function AuditTimeline({ type, objectId, runs, title = AUDIT_TIMELINE_TITLE, bordered = true }: AuditTimelineProps) {
  // The server answers every logged-in user with the runs it may see (none when it neither holds the
  // queue key nor took part), so a detail page can always show the record.
  const q = useQuery({
    queryKey: ['audit-timeline', type, objectId],
    enabled: !runs && Boolean(objectId),
    queryFn: async () => (await post<{ runs: TimelineRun[] } | undefined>(TIMELINE_URL, { type, object_id: objectId }))?.runs ?? [],
  });
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);

  let body: ReactNode;
  if (runs) body = <AuditTimelineView runs={runs} />;
  else if (q.isLoading) body = <Spin style={{ display: 'block', margin: '24px auto' }} />;
  else body = <AuditTimelineView runs={q.data ?? []} />;
  return bordered ? <Card title={title} size="small">{body}</Card> : <>{body}</>;
}
