/**
 * THE audit queue of every audit type (one component; the type comes from the route): tabs 待我审核 /
 * 我已审核 / 抄送我的 / 全部 (the server's scopes), the list on the shared list screen, 通过 / 驳回 / 详情
 * per row and batch decisions for the selected rows with a per-item result table.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuditInstanceStatus, type AuditScopeCode, type AuditTypeDef } from '@ta/contract';
import { ListScreen, type ListColumn, type ListEndpoint, type RowAction } from '@/platform/list';
import { useMessageCounts } from '@/platform/counts';
import { usePermission } from '@/platform/permission';
import { runAuditWrite, useAuditCalls, type DecisionAction } from '../api';
import {
  auditQueryName, auditUrl, batchItems, batchResultLines, canDecide, levelProgress, scopeOf, SCOPE_TABS, statusColor,
  typeFromPath, type AuditRow, type BatchResultLine,
} from '../audit-model';
import { DECISION_DONE } from '../decision';
import { BatchBar, BatchResultModal } from './BatchAudit';
import { DecisionModal } from './DecisionModal';

/** The queue page of the route's audit type (`/audit/<type>`). */
export function AuditQueuePage() {
  const { pathname } = useLocation();
  const def = typeFromPath(pathname);
  if (!def) return <Alert type="error" showIcon message="审核类型不正确" />;
  return <AuditQueue key={def.type} def={def} />;
}

interface Pending { action: DecisionAction; rows: AuditRow[]; batch: boolean }

/** Reloads the queue when the to-do count changes (a live push: new task, or someone decided). */
function useReloadOnTodoPush(type: string): void {
  const client = useQueryClient();
  const { agency } = useMessageCounts();
  const last = useRef(agency);
  useEffect(() => {
    if (last.current === agency) return;
    last.current = agency;
    void client.invalidateQueries({ queryKey: [auditQueryName(type)] });
  }, [agency, client, type]);
}

export function AuditQueue({ def }: { def: AuditTypeDef }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get('scope'));
  const { has } = usePermission(def.key);
  const calls = useAuditCalls(def.type);
  const [selected, setSelected] = useState<Map<number, AuditRow>>(new Map());
  const [pending, setPending] = useState<Pending | null>(null);
  const [results, setResults] = useState<BatchResultLine[] | null>(null);
  useReloadOnTodoPush(def.type);

  const batchOn = scope === 'pending' && has('canBatchAudit');
  const source: ListEndpoint = useMemo(() => ({ url: auditUrl(def.type, 'list') }), [def.type]);
  const fixed = useMemo(() => [{ field: 'scope', value: scope }], [scope]);

  const setScope = (s: AuditScopeCode) => {
    setSelected(new Map());
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('pageNo');
      if (s === 'pending') next.delete('scope'); else next.set('scope', s);
      return next;
    }, { replace: true });
  };
  const toggle = (r: AuditRow, on: boolean) => setSelected((m) => {
    const next = new Map(m);
    if (on) next.set(r.task_id!, r); else next.delete(r.task_id!);
    return next;
  });
  const open = (r: AuditRow) => navigate(r.task_link);

  const decide = async (p: Pending, comment: string): Promise<boolean> => {
    if (!p.batch) {
      const r = p.rows[0];
      return runAuditWrite(() => calls.decide(p.action, { task_id: r.task_id!, version: r.task_version! }, comment), DECISION_DONE[p.action], calls.refresh);
    }
    return runAuditWrite(async () => {
      const answer = await calls.batch(p.action, batchItems(p.rows), comment);
      if (answer) setResults(batchResultLines(answer.results, p.rows));
      setSelected(new Map());
      return answer;
    }, '批量审核已处理', calls.refresh);
  };

  const columns: ListColumn<AuditRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '单据标题' } },
    { title: '单据', dataIndex: 'title', width: 220, ellipsis: true, render: (_, r) => <a onClick={() => open(r)}>{r.title}</a> },
    { title: '提交人', dataIndex: 'submitter_name', width: 110 },
    { title: '金额（元）', dataIndex: 'amount', money: true, width: 130 },
    { title: '审核级别', dataIndex: 'current_level', width: 180, exportValue: levelProgress, render: (_, r) => levelProgress(r) },
    {
      title: '审核状态', dataIndex: 'status', enumMap: AuditInstanceStatus, search: true, width: 100,
      render: (_, r) => <Tag color={statusColor(r.status)}>{r.status_label}</Tag>,
    },
    ...(scope === 'processed' ? [{ title: '我的处理', dataIndex: 'my_decision_label', width: 100 } satisfies ListColumn<AuditRow>] : []),
    { title: '提交时间', dataIndex: 'submitted_at', valueType: 'dateTime', width: 170, sorter: true },
    { title: '提交日期', dataIndex: 'submitted_at', key: 'submitted_range', valueType: 'dateRange', search: true, hideInTable: true, exportable: false },
    // Nothing in 待我审核 has finished yet.
    ...(scope === 'pending' ? [] : [{ title: '完成时间', dataIndex: 'finished_at', valueType: 'dateTime', width: 170 } satisfies ListColumn<AuditRow>]),
  ];
  if (batchOn) {
    columns.unshift({
      title: '选择', key: '__select', width: 56, fixed: 'left', exportable: false, align: 'center',
      render: (_, r) => (
        <Checkbox aria-label={`选择 ${r.title}`} disabled={!canDecide(r)} checked={r.task_id !== null && selected.has(r.task_id)}
          onChange={(e) => toggle(r, e.target.checked)} />
      ),
    });
  }
  const rowActions: RowAction<AuditRow>[] = [
    { key: 'pass', label: '通过', action: 'canAudit', visible: canDecide, onClick: (r) => setPending({ action: 'pass', rows: [r], batch: false }) },
    { key: 'reject', label: '驳回', action: 'canAudit', danger: true, visible: canDecide, onClick: (r) => setPending({ action: 'reject', rows: [r], batch: false }) },
    { key: 'detail', label: '详情', onClick: open },
  ];

  return (
    <>
      <Tabs activeKey={scope} onChange={(k) => setScope(scopeOf(k))} items={SCOPE_TABS.map((t) => ({ key: t.key, label: t.label }))}
        style={{ marginBottom: 0 }} />
      <ListScreen<AuditRow>
        source={source} name={auditQueryName(def.type)} permissionKey={def.key} columns={columns} fixed={fixed}
        rowActions={rowActions} title={def.title} exportName={`${def.title}（${SCOPE_TABS.find((t) => t.key === scope)?.label}）`}
        rowTone={(r) => (scope !== 'pending' && canDecide(r) ? 'info' : undefined)}
        summary={batchOn ? (page) => (
          <BatchBar rows={page.rows} selected={selected} onSelect={setSelected}
            onBatch={(action) => setPending({ action, rows: [...selected.values()], batch: true })} />
        ) : false}
      />
      <DecisionModal open={pending !== null} action={pending?.action ?? 'pass'} onClose={() => setPending(null)}
        subject={pending ? subjectOf(pending) : null} onSubmit={(c) => (pending ? decide(pending, c) : Promise.resolve(true))} />
      <BatchResultModal lines={results} onClose={() => setResults(null)} />
    </>
  );
}

function subjectOf(p: Pending) {
  const verb = p.action === 'pass' ? '通过' : '驳回';
  return !p.batch ? `${verb}「${p.rows[0].title}」` : `批量${verb}已选的 ${p.rows.length} 条记录`;
}
