/**
 * 审批流程: the flow of every audit type (levels, copy-to, whether the business is wired to the engine),
 * edited as ordered levels in a drawer or as a BPMN diagram in /editBpmnFlow.
 */
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUDIT_TYPES, type AuditTypeDef } from '@ta/contract';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { usePermission } from '@/platform/permission';
import { FlowLevelsEditor } from './FlowLevelsEditor';
import { AUDIT_GROUPS, FLOW_PERMISSION, FLOW_RESOURCE, FLOW_URL, type FlowRow } from './flow-model';

export const bpmnEditorPath = (type: string) => `/editBpmnFlow?type=${encodeURIComponent(type)}`;

export function ApprovalFlowList() {
  const navigate = useNavigate();
  const { has } = usePermission(FLOW_PERMISSION);
  const [editing, setEditing] = useState<AuditTypeDef | null>(null);
  const edit = (r: FlowRow) => setEditing(AUDIT_TYPES.find((t) => t.type === r.type) ?? null);
  const columns: ListColumn<FlowRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '审核类型名称或代码' } },
    { title: '审核类型', dataIndex: 'title', width: 160, render: (_, r) => <a onClick={() => edit(r)}>{r.title}</a> },
    { title: '分组', dataIndex: 'group', width: 150, search: true, searchOptions: AUDIT_GROUPS.map((g) => ({ label: g, value: g })) },
    { title: '级别数', dataIndex: 'level_count', width: 80, align: 'right' },
    {
      title: '审批流程', dataIndex: 'levels_text', width: 420, ellipsis: true,
      render: (_, r) => (r.levels_text ? <Typography.Text ellipsis={{ tooltip: r.levels_text }} style={{ maxWidth: 400 }}>{r.levels_text}</Typography.Text> : <Typography.Text type="secondary">未设置</Typography.Text>),
    },
    { title: '抄送人数', dataIndex: 'copy_count', width: 90, align: 'right' },
    {
      title: '状态', dataIndex: 'configured', width: 90, exportValue: (r) => (r.configured ? '已设置' : '未设置'),
      render: (_, r) => (r.configured ? <Tag color="success">已设置</Tag> : <Tag>未设置</Tag>),
    },
    {
      title: '业务接入', dataIndex: 'handler_registered', width: 100, exportValue: (r) => (r.handler_registered ? '已接入' : '未接入'),
      render: (_, r) => (r.handler_registered ? <Tag color="blue">已接入</Tag> : <Tag>未接入</Tag>),
    },
    { title: '流程图', dataIndex: 'has_bpmn', width: 100, exportValue: (r) => (r.has_bpmn ? '手绘' : '按级别生成'), render: (_, r) => (r.has_bpmn ? '手绘' : '按级别生成') },
    { title: '更新时间', dataIndex: 'updated_at', valueType: 'dateTime', width: 170 },
    { title: '备注', dataIndex: 'remark', ellipsis: true, width: 160 },
  ];
  const rowActions: RowAction<FlowRow>[] = [
    { key: 'edit', label: () => (has('canEditor') ? '设置级别' : '查看'), onClick: edit },
    { key: 'bpmn', label: '流程图', onClick: (r) => navigate(bpmnEditorPath(r.type)) },
  ];
  return (
    <>
      <ListScreen<FlowRow> source={{ url: FLOW_URL.list }} name={FLOW_RESOURCE} permissionKey={FLOW_PERMISSION} rowKey="type"
        columns={columns} rowActions={rowActions} title="审批流程" exportName="审批流程"
        rowTone={(r) => (r.configured ? undefined : 'warning')} />
      <FlowLevelsEditor def={editing} onClose={() => setEditing(null)} />
    </>
  );
}
