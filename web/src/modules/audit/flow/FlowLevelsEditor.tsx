/**
 * The level editor of one audit type's flow (a drawer): ordered levels — name, approver type (role,
 * position, named users, the submitter's department head) with the ids picked by name, 或签 / 会签,
 * an optional amount threshold in yuan — and the copy-to users; saved with the flow's version
 * (409: the server's message, then the flow is reloaded).
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Divider, Drawer, Form, Input, InputNumber, Radio, Row, Select, Skeleton, Space, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { APPROVAL_MODES, APPROVER_TYPES, ApprovalMode, ApproverType, Code, approvalFlowUpdateReq, type AuditTypeDef } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { ChangeHistory, HISTORY_TITLE } from '@/platform/history';
import { TextArea } from '@/platform/inputs';
import { timeText } from '@/platform/audit-timeline';
import { usePermission } from '@/platform/permission';
import { invalidateResource } from '@/platform/query-keys';
import { isApiError, post } from '@/platform/request';
import { useApproverOptions } from './approver-options';
import { useFlowDetail } from './use-flow-detail';
import {
  FLOW_PERMISSION, FLOW_RESOURCE, FLOW_TABLE, FLOW_URL, flowUpdatePayload, formPath, knownUsers, moveItem, newLevel, toFlowForm,
  type FlowDetail, type FlowForm, type LevelForm,
} from './flow-model';

export interface FlowLevelsEditorProps { def: AuditTypeDef | null; onClose: () => void }

export function FlowLevelsEditor({ def, onClose }: FlowLevelsEditorProps) {
  const open = def !== null;
  const client = useQueryClient();
  const { has } = usePermission(FLOW_PERMISSION);
  const canEdit = has('canEditor');
  const q = useFlowDetail(def?.type);
  const d = q.data;
  const [form] = Form.useForm<FlowForm>();
  const [saving, setSaving] = useState(false);
  const options = useApproverOptions(knownUsers(d));
  const fieldErrors = (list: { name: (string | number)[]; errors: string[] }[]) => form.setFields(list as Parameters<typeof form.setFields>[0]);

  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  useEffect(() => {
    if (!open || !d) return;
    form.resetFields();
    form.setFieldsValue(d.levels.length ? toFlowForm(d) : { levels: [newLevel(0)], copy_user_ids: d.copy_user_ids, remark: d.remark ?? '' });
  }, [d, open, form]);

  const save = async () => {
    if (!def || !d) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const payload = flowUpdatePayload(def.type, d.version, form.getFieldsValue(true) as FlowForm);
    const parsed = approvalFlowUpdateReq.safeParse(payload);
    if (!parsed.success) {
      const fieldIssues = parsed.error.issues.filter((i) => i.path.length > 2);
      if (fieldIssues.length) fieldErrors(fieldIssues.map((i) => ({ name: formPath(i.path), errors: [i.message] })));
      const general = parsed.error.issues.find((i) => i.path.length <= 2);
      void message.error((general ?? parsed.error.issues[0]).message);
      return;
    }
    setSaving(true);
    try {
      await post<FlowDetail>(FLOW_URL.update, payload);
      void message.success('审批流程已保存');
      await invalidateResource(client, FLOW_RESOURCE);
      onClose();
    } catch (e) {
      if (isApiError(e) && e.code === Code.CONFLICT) {
        void message.error(e.msg);
        await q.refetch();
      } else if (isApiError(e) && e.fieldErrors.some((f) => f.field.startsWith('levels.'))) {
        fieldErrors(e.fieldErrors.filter((f) => f.field.includes('.')).map((f) => ({ name: formPath(f.field), errors: [f.message] })));
        showError(e);
      } else showError(e);
    } finally { setSaving(false); }
  };

  return (
    <Drawer open={open} onClose={onClose} width={760} destroyOnHidden title={def ? `审批流程：${def.title}` : ''}
      extra={<Space><Button onClick={onClose}>取消</Button>{canEdit && <Button type="primary" loading={saving} disabled={!d} onClick={() => void save()}>保存</Button>}</Space>}>
      {!d ? <Skeleton active /> : (
        <>
          <FlowNotes detail={d} canEdit={canEdit} usersListed={options.usersListed} />
          <Form form={form} layout="vertical" disabled={!canEdit} className="ta-flow-levels-form">
            <Form.List name="levels">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f, i) => (
                    <Card key={f.key} size="small" style={{ marginBottom: 12 }} title={`第${i + 1}级`}
                      extra={canEdit && (
                        <Space size={4}>
                          <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label="上移"
                            onClick={() => form.setFieldValue('levels', moveItem(form.getFieldValue('levels') as LevelForm[], i, i - 1))} />
                          <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={i === fields.length - 1} aria-label="下移"
                            onClick={() => form.setFieldValue('levels', moveItem(form.getFieldValue('levels') as LevelForm[], i, i + 1))} />
                          <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={fields.length === 1} aria-label="删除" onClick={() => remove(f.name)} />
                        </Space>
                      )}>
                      <LevelFields name={f.name} options={options} />
                    </Card>
                  ))}
                  {canEdit && (
                    <Button block type="dashed" icon={<PlusOutlined />} disabled={fields.length >= 20} onClick={() => add(newLevel(fields.length))}>添加审批级别</Button>
                  )}
                </>
              )}
            </Form.List>
            <Divider />
            <Form.Item name="copy_user_ids" label="抄送人" extra="审核结束（通过或驳回）时通知这些人，他们可在“抄送我的”中查看">
              <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={options.users} placeholder="请选择抄送人（选填）" />
            </Form.Item>
            <Form.Item name="remark" label="备注">
              <TextArea rows={2} maxLength={500} counter />
            </Form.Item>
          </Form>
          {d.id && (
            <>
              <Divider orientation="left">{HISTORY_TITLE}</Divider>
              <ChangeHistory table={FLOW_TABLE} recordId={d.id} />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}

function FlowNotes({ detail: d, canEdit, usersListed }: { detail: FlowDetail; canEdit: boolean; usersListed: boolean }) {
  const notes: string[] = [];
  if (!d.handler_registered) notes.push('该类型的业务尚未接入审批引擎：流程可以先设置，业务接入后提交的单据按此流程审核。');
  if (!d.bpmn_generated && canEdit) notes.push('该流程由流程图保存。在此保存审批级别后，流程图将按级别重新生成（手绘的布局不会保留）。');
  if (!usersListed) notes.push('当前角色不能读取用户列表，“指定人员”只能选择流程中已有的人员。');
  if (!canEdit) notes.push('当前角色没有编辑权限，只能查看。');
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
      <Typography.Text type="secondary">
        级别按顺序审批；带金额条件的级别只在单据金额达到该金额时需要审批；至少保留一个不带金额条件的级别。
        {d.id ? `当前版本 ${d.version}，${d.updated_by_name ? `${d.updated_by_name} ` : ''}修改于 ${timeText(d.updated_at)}。` : '尚未设置过流程。'}
      </Typography.Text>
      {notes.map((n) => <Alert key={n} type="info" showIcon message={n} />)}
    </Space>
  );
}

function LevelFields({ name, options }: { name: number; options: ReturnType<typeof useApproverOptions> }) {
  return (
    <>
      <Row gutter={16}>
        <Col span={9}>
          <Form.Item name={[name, 'name']} label="级别名称" rules={[{ required: true, whitespace: true, message: '请输入审批级别名称' }, { max: 50, message: '审批级别名称不能超过50个字符' }]}>
            <Input placeholder="如：财务审核" maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={15}>
          <Form.Item name={[name, 'approver_type']} label="审批人类型" rules={[{ required: true, message: '请选择审批人类型' }]}>
            <Radio.Group optionType="button" options={APPROVER_TYPES.map((t) => ({ label: ApproverType[t], value: t }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item noStyle shouldUpdate={(a: FlowForm, b: FlowForm) => a.levels?.[name]?.approver_type !== b.levels?.[name]?.approver_type}>
        {({ getFieldValue }) => {
          const type = getFieldValue(['levels', name, 'approver_type']) as string;
          if (type === 'deptHead') return <Typography.Paragraph type="secondary">由提交人所在部门的负责人审批（本部门未设负责人时，逐级向上找上级部门的负责人）。</Typography.Paragraph>;
          return (
            <Form.Item name={[name, 'approver_ids']} label={type === 'role' ? '角色' : type === 'position' ? '岗位' : '指定人员'}
              rules={[{ required: true, type: 'array', min: 1, message: '请选择审批人' }]}>
              <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={options.of(type)} placeholder="请选择审批人" />
            </Form.Item>
          );
        }}
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name={[name, 'mode']} label="审批方式" style={{ marginBottom: 0 }}>
            <Radio.Group options={APPROVAL_MODES.map((m) => ({ label: ApprovalMode[m], value: m }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name={[name, 'min_amount_yuan']} label="金额条件（选填）" tooltip="单据金额达到该金额时才需要本级审批" style={{ marginBottom: 0 }}>
            <InputNumber min={0.01} max={1e13} precision={2} addonBefore="金额≥" addonAfter="元" style={{ width: '100%' }} placeholder="不限" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
