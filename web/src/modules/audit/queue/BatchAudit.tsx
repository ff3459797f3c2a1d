/** Batch audit: the selection bar above the queue and the per-item result table after a batch. */
import { Button, Modal, Space, Table, Tag, Typography } from 'antd';
import { canDecide, type AuditRow, type BatchResultLine } from '../audit-model';
import type { DecisionAction } from '../api';

export interface BatchBarProps {
  /** Rows of the current page. */
  rows: readonly AuditRow[];
  selected: ReadonlyMap<number, AuditRow>;
  onSelect: (next: Map<number, AuditRow>) => void;
  onBatch: (action: DecisionAction) => void;
}

export function BatchBar({ rows, selected, onSelect, onBatch }: BatchBarProps) {
  const decidable = rows.filter(canDecide);
  const allOnPage = decidable.length > 0 && decidable.every((r) => selected.has(r.task_id!));
  const selectPage = () => {
    const next = new Map(selected);
    for (const r of decidable) { if (allOnPage) next.delete(r.task_id!); else next.set(r.task_id!, r); }
    onSelect(next);
  };
  const n = selected.size;
  return (
    <div className="ta-summary-bar ta-audit-batch-bar">
      <Typography.Text>已选 <b>{n}</b> 条</Typography.Text>
      <Space size={8} wrap>
        <Button size="small" disabled={decidable.length === 0} onClick={selectPage}>{allOnPage ? '取消全选本页' : '全选本页'}</Button>
        <Button size="small" disabled={n === 0} onClick={() => onSelect(new Map())}>清空选择</Button>
        <Button size="small" type="primary" disabled={n === 0} onClick={() => onBatch('pass')}>批量通过</Button>
        <Button size="small" danger disabled={n === 0} onClick={() => onBatch('reject')}>批量驳回</Button>
      </Space>
    </div>
  );
}

export function BatchResultModal({ lines, onClose }: { lines: BatchResultLine[] | null; onClose: () => void }) {
  const ok = lines?.filter((l) => l.ok).length ?? 0;
  const failed = (lines?.length ?? 0) - ok;
  return (
    <Modal open={lines !== null} title="批量审核结果" onCancel={onClose} onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }} okText="知道了" width={720}>
      <Typography.Paragraph>成功 {ok} 条{failed ? `，失败 ${failed} 条` : ''}。</Typography.Paragraph>
      <Table<BatchResultLine> size="small" rowKey="task_id" pagination={false} dataSource={lines ?? []} scroll={{ y: 400 }}
        columns={[
          { title: '单据', dataIndex: 'title', ellipsis: true },
          { title: '结果', dataIndex: 'text', width: 320, render: (_, l) => (l.ok ? <Tag color="success">成功</Tag> : <Typography.Text type="danger">{l.text}</Typography.Text>) },
        ]} />
    </Modal>
  );
}
