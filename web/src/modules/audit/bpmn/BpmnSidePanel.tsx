/**
 * The editor's side panel for the selected element: a user task's name and approvers (the `ta:`
 * attributes), an exclusive gateway's amount branch, the process's copy-to users; and the result of the
 * last check (the derived levels, or the server's messages naming the elements).
 */
import { Alert, Button, Card, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { APPROVAL_MODES, APPROVER_TYPES, ApprovalMode, ApproverType, type ApproverTypeCode } from '@ta/contract';
import { levelSummary } from '../audit-model';
import type { ApproverOptions } from '../flow/approver-options';
import { fenToYuanNumber, yuanInputToFen, type FlowLevelView } from '../flow/flow-model';
import { isFlow, isGateway, isTask, type DiagramElement, type FlowDiagram } from './flow-diagram';
import { approversMissing, readTaskApprovers } from './ta-attrs';

export type CheckResult = { ok: true; levels: FlowLevelView[] } | { ok: false; errors: string[] };

export interface BpmnSidePanelProps {
  diagram: FlowDiagram;
  selected: DiagramElement | null;
  /** Bumped on every diagram change, so the panel re-reads the element. */
  revision: number;
  options: ApproverOptions;
  readOnly: boolean;
  check: CheckResult | null;
}

export function BpmnSidePanel(p: BpmnSidePanelProps) {
  const el = p.selected;
  let body;
  if (el && isTask(el)) body = <TaskPanel key={el.id} {...p} task={el} />;
  else if (el && isGateway(el)) body = <GatewayPanel key={el.id} {...p} gateway={el} />;
  else if (el && isFlow(el) && isGateway(el.source)) body = <GatewayPanel key={el.source!.id} {...p} gateway={el.source!} preselect={el.id} />;
  else if (el && el.type !== 'bpmn:Process') body = <Card size="small" title={nameOf(el)}><Typography.Text type="secondary">该元素无需设置。选中用户任务设置审批人，选中排他网关设置金额条件。</Typography.Text></Card>;
  else body = <ProcessPanel {...p} />;
  return (
    <>
      {body}
      <CheckCard check={p.check} />
    </>
  );
}

const nameOf = (el: DiagramElement) => el.businessObject.name || el.id;

function TaskPanel({ diagram, task, options, readOnly, revision }: BpmnSidePanelProps & { task: DiagramElement }) {
  const a = readTaskApprovers((n) => task.businessObject.get(n));
  const [name, setName] = useState(task.businessObject.name ?? '');
  // Follows the diagram (undo, a rename on the canvas); typing itself runs no command.
  useEffect(() => { setName(task.businessObject.name ?? ''); }, [task, revision]);
  const missing = approversMissing(a);
  const setType = (t: ApproverTypeCode) => diagram.setApprovers(task, { ...a, approverType: t, approverIds: t === a.approverType ? a.approverIds : [] });
  return (
    <Card size="small" title={`用户任务（审批级别）：${task.id}`}>
      <Form layout="vertical" disabled={readOnly} className="ta-bpmn-task-form">
        <Form.Item label="级别名称" required>
          <Input value={name} maxLength={50} placeholder="如：财务审核" onChange={(e) => setName(e.target.value)}
            onBlur={() => { if (name !== (task.businessObject.name ?? '')) diagram.rename(task, name); }}
            onPressEnter={() => diagram.rename(task, name)} />
        </Form.Item>
        <Form.Item label="审批人类型" required>
          <Radio.Group value={a.approverType} onChange={(e) => setType(e.target.value as ApproverTypeCode)}
            options={APPROVER_TYPES.map((t) => ({ label: ApproverType[t], value: t }))} optionType="button" size="small" />
        </Form.Item>
        {a.approverType && a.approverType !== 'deptHead' && (
          <Form.Item label={a.approverType === 'role' ? '角色' : a.approverType === 'position' ? '岗位' : '指定人员'} required>
            <Select mode="multiple" allowClear showSearch optionFilterProp="label" value={a.approverIds} options={options.of(a.approverType)}
              placeholder="请选择审批人" onChange={(ids: number[]) => diagram.setApprovers(task, { ...a, approverIds: ids })} />
          </Form.Item>
        )}
        {a.approverType === 'deptHead' && <Typography.Paragraph type="secondary">由提交人所在部门（或最近的上级部门）的负责人审批。</Typography.Paragraph>}
        <Form.Item label="审批方式">
          <Radio.Group value={a.mode} onChange={(e) => diagram.setApprovers(task, { ...a, mode: e.target.value })}
            options={APPROVAL_MODES.map((m) => ({ label: ApprovalMode[m], value: m }))} />
        </Form.Item>
      </Form>
      {missing && <Alert type="warning" showIcon message={`${missing}：保存前请补全`} />}
    </Card>
  );
}

function GatewayPanel({ diagram, gateway, readOnly, preselect }: BpmnSidePanelProps & { gateway: DiagramElement; preselect?: string }) {
  const current = diagram.gatewayBranch(gateway);
  const [flowId, setFlowId] = useState<string | null>(preselect ?? current.flowId);
  const [yuan, setYuan] = useState<number | null>(current.minFen === null ? null : fenToYuanNumber(current.minFen));
  const outs = gateway.outgoing;
  if (outs.length < 2) {
    return <Card size="small" title={`排他网关：${gateway.id}`}><Typography.Text type="secondary">汇合网关（只有一条出口连线），无需设置条件。</Typography.Text></Card>;
  }
  const flowLabel = (f: DiagramElement) => `${f.businessObject.name ? `${f.businessObject.name} ` : ''}→ ${f.target ? nameOf(f.target) : '?'}`;
  const apply = () => {
    const f = outs.find((x) => x.id === flowId);
    const fen = yuanInputToFen(yuan);
    if (f && fen) diagram.setGatewayBranch(gateway, f, fen);
  };
  return (
    <Card size="small" title={`排他网关：${nameOf(gateway)}`}>
      {outs.length !== 2 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={`该网关有 ${outs.length} 条出口连线：审批流程只支持两条（一条金额条件分支，一条默认分支）`} />}
      <Form layout="vertical" disabled={readOnly}>
        <Form.Item label="金额条件分支" extra="单据金额达到下面的金额时走这条连线，另一条连线设为默认分支（跳过该分支上的审批）">
          <Select value={flowId ?? undefined} onChange={setFlowId} placeholder="请选择出口连线"
            options={outs.map((f) => ({ value: f.id, label: flowLabel(f) }))} />
        </Form.Item>
        <Form.Item label="金额条件">
          <InputNumber value={yuan} onChange={(v) => setYuan(v)} min={0.01} max={1e13} precision={2} addonBefore="金额≥" addonAfter="元" style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" disabled={!flowId || !yuan} onClick={apply}>应用金额条件</Button>
      </Form>
    </Card>
  );
}

function ProcessPanel({ diagram, options, readOnly }: BpmnSidePanelProps) {
  const root = diagram.root();
  if (!root?.businessObject) return null;
  return (
    <Card size="small" title={`流程：${root.businessObject.name || root.id}`}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        用户任务是审批级别，从“提交”到“结束”依次审批。用“插入审批节点”在所选节点之后增加一级；排他网关的两条出口连线，一条设金额条件（达到金额才审批该分支上的级别），另一条为默认。
      </Typography.Paragraph>
      <Form layout="vertical" disabled={readOnly}>
        <Form.Item label="抄送人" extra="审核结束时通知这些人">
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" value={diagram.copyUserIds()} options={options.users}
            placeholder="请选择抄送人（选填）" onChange={(ids: number[]) => diagram.setCopyUsers(ids)} />
        </Form.Item>
      </Form>
    </Card>
  );
}

function CheckCard({ check }: { check: CheckResult | null }) {
  if (!check) return null;
  if (!check.ok) {
    return (
      <Card size="small" title="校验结果：未通过">
        <Space direction="vertical" style={{ width: '100%' }}>
          {check.errors.map((e) => <Alert key={e} type="error" showIcon message={e} />)}
        </Space>
      </Card>
    );
  }
  return (
    <Card size="small" title={`校验结果：通过（${check.levels.length}级）`}>
      <ol className="ta-bpmn-levels">
        {check.levels.map((l) => (
          <li key={`${l.level_no}-${l.node_id ?? ''}`}><b>{l.name}</b><br /><Typography.Text type="secondary">{levelSummary(l)}</Typography.Text></li>
        ))}
      </ol>
    </Card>
  );
}
