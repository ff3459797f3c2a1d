/**
 * 审批设置: per audit type, whether approval is in force (a flow with at least one level) and how many
 * levels it has. The server keeps no separate on/off switch per type, so this page is read-only; the
 * flow itself is changed under 审批流程.
 */
import { Alert, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { useGrants } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { bpmnEditorPath } from './ApprovalFlowList';
import { AUDIT_GROUPS, FLOW_PERMISSION, FLOW_URL, type FlowRow } from './flow-model';

export function ApprovalSetting() {
  const navigate = useNavigate();
  const grants = useGrants();
  // The list is served under the 审批流程 key; without it the call would answer 102 and leave the page.
  if (grants && !grants.has(FLOW_PERMISSION)) {
    return <Alert type="warning" showIcon message="查看审批设置需要“审批流程”的查看权限，请联系管理员授权。" />;
  }
  const columns: ListColumn<FlowRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '审核类型名称或代码' } },
    { title: '审核类型', dataIndex: 'title', width: 180 },
    { title: '分组', dataIndex: 'group', width: 160, search: true, searchOptions: AUDIT_GROUPS.map((g) => ({ label: g, value: g })) },
    {
      title: '审批', dataIndex: 'configured', width: 100, exportValue: (r) => (r.configured ? '已启用' : '未启用'),
      render: (_, r) => (r.configured ? <Tag color="success">已启用</Tag> : <Tag color="warning">未启用</Tag>),
    },
    { title: '审批级别数', dataIndex: 'level_count', width: 110, align: 'right' },
    {
      title: '业务接入', dataIndex: 'handler_registered', width: 110, exportValue: (r) => (r.handler_registered ? '已接入' : '未接入'),
      render: (_, r) => (r.handler_registered ? <Tag color="blue">已接入</Tag> : <Tag>未接入</Tag>),
    },
    { title: '更新时间', dataIndex: 'updated_at', valueType: 'dateTime', width: 170 },
  ];
  const rowActions: RowAction<FlowRow>[] = [
    { key: 'flow', label: '设置流程', onClick: () => navigate(routePath('approvalFlowList')) },
    { key: 'bpmn', label: '流程图', onClick: (r) => navigate(bpmnEditorPath(r.type)) },
  ];
  return (
    <ListScreen<FlowRow> source={{ url: FLOW_URL.list }} name="approvalSetting" permissionKey={FLOW_PERMISSION} rowKey="type"
      columns={columns} rowActions={rowActions} title="审批设置" exportName="审批设置"
      alert="只读：服务器没有按审核类型单独启用或停用审批的开关。设置了审批流程（至少一级）的类型即为已启用；要调整请到“审批流程”中修改。"
      rowTone={(r) => (r.configured ? undefined : 'warning')} />
  );
}
