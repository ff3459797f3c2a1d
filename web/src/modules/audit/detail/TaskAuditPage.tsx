/**
 * The task-audit page of every audit type (`/otherService/taskAudit/<type>?id=<run id>`, where the to-do
 * messages link): the object as the server describes it, the levels with their approvers, the timeline
 * over all submissions, the decision form for my pending task, and withdrawal for the submitter.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Popconfirm, Skeleton, Space, Steps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApprovalMode, enumLabel, type AuditTypeDef } from '@ta/contract';
import { AuditTimeline, timeText } from '@/platform/audit-timeline';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { Auth } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { runAuditWrite, useAuditCalls, type DecisionAction } from '../api';
import {
  auditQueryName, auditUrl, levelProgress, statusColor, taskStatusColor, typeFromPath, type AuditDetail, type DetailLevel,
} from '../audit-model';
import { DECISION_DONE } from '../decision';
import { DecisionModal } from '../queue/DecisionModal';
import { AuditExtraPanel } from './extra-panels';
import { stepStatus } from './levels';

export function TaskAuditPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const def = typeFromPath(pathname);
  const id = Number(params.get('id'));
  if (!def) return <Alert type="error" showIcon message="审核类型不正确" />;
  if (!Number.isInteger(id) || id <= 0) return <Alert type="warning" showIcon message="缺少审核记录编号，请从待办事项或审核列表打开" />;
  return <TaskAudit key={`${def.type}-${id}`} def={def} id={id} />;
}

function useDetail(type: string, id: number) {
  return useQuery({
    queryKey: resourceKeys(auditQueryName(type)).detail(id),
    queryFn: () => post<AuditDetail>(auditUrl(type, 'detail'), { id }),
  });
}

function TaskAudit({ def, id }: { def: AuditTypeDef; id: number }) {
  const navigate = useNavigate();
  const q = useDetail(def.type, id);
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  const d = q.data;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/audit/${def.type}`)}>返回{def.title}列表</Button>
  );
  if (q.isLoading) return <Card><Skeleton active /></Card>;
  if (!d) return <Card extra={back}><Empty description={q.error ? '审核记录加载失败' : '审核记录不存在'} /></Card>;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="ta-task-audit">
      <Card title={<Space wrap><span>{def.title}：{d.title}</span><Tag color={statusColor(d.status)}>{d.status_label}</Tag></Space>} extra={back}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" bordered>
          <Descriptions.Item label="单据">{d.link ? <Link to={d.link}>{d.title}</Link> : d.title}</Descriptions.Item>
          <Descriptions.Item label="金额">{d.amount === null ? '-' : <MoneyText fen={d.amount} capital />}</Descriptions.Item>
          <Descriptions.Item label="审核进度">{levelProgress({ ...d, current_level_name: d.levels[d.current_level - 1]?.name })}</Descriptions.Item>
          <Descriptions.Item label="提交人">{d.submitter_name}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{timeText(d.submitted_at)}</Descriptions.Item>
          <Descriptions.Item label="完成时间">{timeText(d.finished_at) || '-'}</Descriptions.Item>
          <Descriptions.Item label="提交轮次">第{d.seq}次提交</Descriptions.Item>
          <Descriptions.Item label="抄送人" span={2}>{d.copy_users.map((u) => u.user_name).join('、') || '-'}</Descriptions.Item>
        </Descriptions>
        {d.fields.length > 0 && (
          <Descriptions title="单据信息" column={{ xs: 1, sm: 2, lg: 3 }} size="small" style={{ marginTop: 16 }}>
            {d.fields.map((f, i) => <Descriptions.Item key={`${f.label}-${i}`} label={f.label}>{f.value || '-'}</Descriptions.Item>)}
          </Descriptions>
        )}
      </Card>
      <AuditExtraPanel type={def.type} objectId={d.object_id} link={d.link ?? null} title={d.title} />
      <DecisionCard def={def} detail={d} />
      <Card title="审批进度" size="small">
        <Steps direction="vertical" size="small" items={d.levels.map((l) => ({
          title: `第${l.level_no}级 ${l.name}`, status: stepStatus(l, d.status), description: <LevelApprovers level={l} />,
        }))} />
      </Card>
      <AuditTimeline type={def.type} objectId={d.object_id} runs={d.timeline} />
    </Space>
  );
}

function LevelApprovers({ level }: { level: DetailLevel }) {
  return (
    <div>
      <Typography.Text type="secondary">{enumLabel(ApprovalMode, level.mode)}{level.state === 'skipped' ? ' · 未执行' : ''}</Typography.Text>
      {level.approvers.map((a) => (
        <div key={a.user_id} style={{ marginTop: 4 }}>
          <Space size={6} wrap>
            <span>{a.user_name}</span>
            <Tag color={taskStatusColor(a.status)}>{a.status_label}</Tag>
            {a.decided_at && <Typography.Text type="secondary">{timeText(a.decided_at)}</Typography.Text>}
          </Space>
          {a.comment && <div style={{ whiteSpace: 'pre-wrap' }}>审核意见：{a.comment}</div>}
        </div>
      ))}
    </div>
  );
}

/**
 * My decision on the run and the submitter's withdrawal. 通过 / 驳回 each ask for confirmation in the shared
 * decision dialog (审核意见 optional for 通过, required for 驳回), as in the queue.
 */
function DecisionCard({ def, detail: d }: { def: AuditTypeDef; detail: AuditDetail }) {
  const calls = useAuditCalls(def.type);
  const [busy, setBusy] = useState<'withdraw' | null>(null);
  const [asking, setAsking] = useState<DecisionAction | null>(null);
  if (!d.my_task && !d.can_withdraw) return null;

  const decide = async (action: DecisionAction, comment: string): Promise<boolean> => {
    const task = d.my_task!;
    return runAuditWrite(() => calls.decide(action, { task_id: task.task_id, version: task.version }, comment.trim()), DECISION_DONE[action], calls.refresh);
  };
  const withdraw = async () => {
    setBusy('withdraw');
    try { await runAuditWrite(() => calls.withdraw(d.id, d.version), '已撤回', calls.refresh); } finally { setBusy(null); }
  };

  return (
    <Card title={d.my_task ? `我的审核（第${d.my_task.level_no}级）` : '撤回审核'} size="small">
      {d.my_task && (
        <Auth perm={def.key} action="canAudit">
          <Space>
            <Button type="primary" disabled={busy !== null} onClick={() => setAsking('pass')}>通过</Button>
            <Button danger disabled={busy !== null} onClick={() => setAsking('reject')}>驳回</Button>
          </Space>
          <DecisionModal open={asking !== null} action={asking ?? 'pass'} subject={d.title} onClose={() => setAsking(null)}
            onSubmit={(comment: string) => decide(asking ?? 'pass', comment)} />
        </Auth>
      )}
      {d.can_withdraw && (
        <div style={{ marginTop: d.my_task ? 16 : 0 }}>
          <Typography.Paragraph type="secondary">审批人处理之前，提交人可以撤回本次审核。</Typography.Paragraph>
          <Popconfirm title="确定撤回本次审核吗？" onConfirm={() => withdraw()}>
            <Button loading={busy === 'withdraw'} disabled={busy !== null}>撤回</Button>
          </Popconfirm>
        </div>
      )}
    </Card>
  );
}
