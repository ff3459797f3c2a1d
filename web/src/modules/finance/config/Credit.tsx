/**
 * 授信 (financial_credit_list): the credit line of each peer customer — limit, temporary, group credit, used
 * (held orders + confirmed unpaid orders), available — one definition on the server; 新增授信额度 (line,
 * temporary with its end date, per-group credit, each through its audit), 授信记录 (every change with its
 * document) and 授信明细 (what the line consists of and which orders use it).
 */
import { ProForm, ProFormDatePicker, ProFormSelect } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Form, Row, Skeleton, Space, Statistic, Table, Tabs, Tag, Typography, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CreditDocKind, CreditDocStatus, EnrollmentStatus, FinanceKey, RESOURCES, creditGroupApply, creditLineApply, creditTemporaryApply, enumLabel, fenToYuan, resourcePath, isoToday,
} from '@ta/contract';
import { AuditTimeline, timeText } from '@/platform/audit-timeline';
import { showError } from '@/platform/feedback';
import { reportFormError } from '@/platform/form';
import { FormTextArea, MoneyText } from '@/platform/inputs';
import { ListScreen, type FixedCondition, type ListColumn, type RowAction } from '@/platform/list';
import { AddButton } from '@/platform/editor/AddButton';
import { useGrants } from '@/platform/permission';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { CustomerSelect } from '../../merchant/customer/CustomerSelect';
import { datesToStrings, pathRules } from '../../merchant/shared/form-rules';
import { FIN_URLS, FQ, type CreditDetail as Detail, type CreditDocRow, type CreditRow } from '../api';
import { YuanInput } from '../YuanInput';

const DOC_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default' };
const KIND_AUDIT: Record<string, string> = { line: 'creditAdd', temporary: 'creditTemporary', group: 'creditGroup' };

const creditColumns: ListColumn<CreditRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '客户名称' } },
  { title: '客户', dataIndex: 'customer_name', width: 200, ellipsis: true },
  { title: '授信类型', dataIndex: 'credit_type_name', width: 120 },
  { title: '授信额度', dataIndex: 'credit_limit', width: 130, money: true, align: 'right' },
  { title: '临时授信', dataIndex: 'temporary', width: 120, money: true, align: 'right' },
  { title: '团队授信', dataIndex: 'group_credit', width: 120, money: true, align: 'right' },
  { title: '已用额度', dataIndex: 'used', width: 130, money: true, align: 'right' },
  { title: '可用额度', dataIndex: 'available', width: 130, money: true, align: 'right' },
  { title: '状态', dataIndex: 'enabled', width: 80, render: (_v, r) => (r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>), exportValue: (r) => (r.enabled ? '启用' : '停用') },
];

export function CreditList() {
  const navigate = useNavigate();
  const go = (key: string, r: CreditRow, title: string) => navigate(routePath(key, { customer_id: r.customer_id, title: `${title}：${r.customer_name}` }));
  const rowActions: RowAction<CreditRow>[] = [
    { key: 'detail', label: '授信明细', onClick: (r) => go('creditDetail', r, '授信明细') },
    { key: 'record', label: '授信记录', onClick: (r) => go('creditRecord', r, '授信记录') },
    { key: 'apply', label: '调整额度', action: 'canAdd', onClick: (r) => go('creditAdd', r, '新增授信额度') },
  ];
  return (
    <ListScreen<CreditRow> source={{ url: FIN_URLS.creditList }} name={FQ.credit} permissionKey={FinanceKey.credit} columns={creditColumns} rowActions={rowActions}
      exportName="授信列表" rowTone={(r) => (r.available < 0 ? 'danger' : undefined)}
      summaryLabels={{ credit_limit: '授信额度', temporary: '临时授信', group_credit: '团队授信', used: '已用额度', available: '可用额度' }}
      summaryMoney={['credit_limit', 'temporary', 'group_credit', 'used', 'available']}
      toolbar={[<AddButton key="add" perm={FinanceKey.credit} label="新增授信额度" onClick={() => navigate(routePath('creditAdd'))} />,
        <Typography.Link key="rec" onClick={() => navigate(routePath('creditRecord'))}>全部授信记录</Typography.Link>]} />
  );
}

function useCreditDetail(customerId: number) {
  return useQuery({ queryKey: resourceKeys(FQ.credit).detail(customerId), queryFn: () => post<Detail>(FIN_URLS.creditDetail, { customer_id: customerId }), enabled: customerId > 0, retry: false });
}

function CreditFigures({ d }: { d: Pick<Detail, 'credit_limit' | 'temporary' | 'group_credit' | 'used' | 'available'> }) {
  const cell = (title: string, fen: number, color?: string) => (
    <Col xs={12} md={4}><Card size="small"><Statistic title={`${title}（元）`} value={fenToYuan(fen)} valueStyle={color ? { color } : undefined} /></Card></Col>
  );
  return (
    <Row gutter={[12, 12]}>
      {cell('授信额度', d.credit_limit)}{cell('临时授信', d.temporary)}{cell('团队授信', d.group_credit)}
      {cell('已用额度', d.used, '#d46b08')}{cell('可用额度', d.available, d.available < 0 ? '#cf1322' : '#389e0d')}
    </Row>
  );
}

const customerIdOf = (p: URLSearchParams) => { const n = Number(p.get('customer_id')); return Number.isInteger(n) && n > 0 ? n : 0; };

// ---------------------------------------------------------------- 新增授信额度
type Kind = 'line' | 'temporary' | 'group';
const SCHEMA = { line: creditLineApply, temporary: creditTemporaryApply, group: creditGroupApply } as const;
const URL = { line: FIN_URLS.creditAdd, temporary: FIN_URLS.creditTemporary, group: FIN_URLS.creditGroup } as const;
const AMOUNT_FIELD: Record<Kind, string> = { line: 'credit_limit', temporary: 'amount', group: 'amount' };

export function CreditAdd() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [kind, setKind] = useState<Kind>(params.get('kind') === 'temporary' ? 'temporary' : params.get('kind') === 'group' ? 'group' : 'line');
  const [customer, setCustomer] = useState<{ id: number; name: string } | null>(() => (customerIdOf(params) ? { id: customerIdOf(params), name: '' } : null));
  const [form] = Form.useForm();
  const detail = useCreditDetail(customer?.id ?? 0);
  const typesAllowed = Boolean(useGrants()?.has(RESOURCES.creditType.permissionKey));
  const types = useQuery({
    enabled: typesAllowed,
    queryKey: resourceKeys(RESOURCES.creditType.name).options({ enabled: true }),
    queryFn: () => post<{ page_data: { data: { id: number; name: string; default_limit: number }[] } }>(resourcePath(RESOURCES.creditType, 'list'), { pageNo: 1, pageSize: 200 }),
    retry: false,
  });
  const typeList = types.data?.page_data?.data ?? [];
  const groups = useMemo(() => {
    const m = new Map<number, string>();
    for (const o of detail.data?.orders ?? []) m.set(o.group_id, `${o.group_code}（${o.departure_date}）`);
    return [...m.entries()].filter(([id]) => id > 0).map(([value, label]) => ({ value, label }));
  }, [detail.data]);
  const transform = (v: Record<string, unknown>) => ({ ...datesToStrings(v, ['end_date']), customer_id: customer?.id });
  const rules = pathRules(SCHEMA[kind], { transform });
  useEffect(() => { form.resetFields(); }, [kind]);

  const submit = async (v: Record<string, unknown>) => {
    const body = transform(v);
    try {
      await post(URL[kind], body);
      void message.success(`${kind === 'line' ? '授信额度' : CreditDocKind[kind]}申请已提交审核`);
      await Promise.all([invalidateResource(client, FQ.credit), invalidateResource(client, FQ.creditRecord)]);
      navigate(routePath('creditRecord', { customer_id: customer?.id }));
      return true;
    } catch (e) {
      reportFormError(form, e);
      return false;
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title="授信客户">
        <Space wrap>
          <span>同行客户</span>
          <div style={{ width: 360 }}><CustomerSelect kind="peer" value={customer?.id ?? null} valueLabel={customer?.name || detail.data?.customer.name} onChange={(id, c) => setCustomer(id ? { id, name: c?.name ?? '' } : null)} /></div>
        </Space>
        {detail.data && <div style={{ marginTop: 12 }}><CreditFigures d={detail.data} /></div>}
      </Card>
      <Card size="small">
        <Tabs activeKey={kind} onChange={(k) => setKind(k as Kind)} items={[
          { key: 'line', label: '授信额度' }, { key: 'temporary', label: '临时授信' }, { key: 'group', label: '团队授信' },
        ]} />
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={{
          line: '设置客户的长期授信额度（替换原额度），新增授信审核通过后生效。',
          temporary: '在授信额度之外临时增加额度，到期日（含）之后自动失效；临时授信审核通过后生效。',
          group: '只能用于该客户在所选团期的订单；团队授信审核通过后生效。',
        }[kind]} />
        {!customer ? <Empty description="请先选择客户" /> : (
          <ProForm form={form} layout="vertical" style={{ maxWidth: 640 }} onFinish={submit} submitter={{ searchConfig: { submitText: '提交审核' }, resetButtonProps: false }}>
            {kind === 'line' && (
              <ProFormSelect name="credit_type_id" label="授信类型" rules={rules('credit_type_id')} options={typeList.map((t) => ({ value: t.id, label: t.name }))}
                fieldProps={{ onChange: (id: number) => { const t = typeList.find((x) => x.id === id); if (t && !form.getFieldValue('credit_limit')) form.setFieldValue('credit_limit', t.default_limit); } }} />
            )}
            {kind === 'group' && <ProFormSelect name="group_id" label="团期" required rules={rules('group_id')} options={groups} extra={groups.length ? undefined : '该客户暂无未收齐订单的团期'} />}
            <ProForm.Item name={AMOUNT_FIELD[kind]} label={kind === 'line' ? '授信额度' : kind === 'temporary' ? '临时授信额度' : '团队授信额度'} required rules={rules(AMOUNT_FIELD[kind])}>
              <YuanInput />
            </ProForm.Item>
            {kind === 'temporary' && <ProFormDatePicker name="end_date" label="到期日期" required rules={rules('end_date')} width="md" fieldProps={{ disabledDate: (d: Dayjs) => d.isBefore(dayjs(isoToday()), 'day') }} />}
            <FormTextArea name="reason" label="申请原因" required rules={rules('reason')} />
          </ProForm>
        )}
      </Card>
    </Space>
  );
}

// ---------------------------------------------------------------- 授信记录
const recordColumns: ListColumn<CreditDocRow>[] = [
  { title: '客户', dataIndex: 'customer_name', width: 180, ellipsis: true },
  { title: '申请类型', dataIndex: 'kind', width: 100, enumMap: CreditDocKind, search: true },
  { title: '申请额度', dataIndex: 'amount', width: 130, money: true, align: 'right' },
  { title: '到期日期', dataIndex: 'end_date', width: 110 },
  { title: '当时已用额度', dataIndex: 'exposure', width: 130, money: true, align: 'right' },
  { title: '当时授信额度', dataIndex: 'credit_limit', width: 130, money: true, align: 'right' },
  { title: '审核状态', dataIndex: 'status', width: 90, enumMap: CreditDocStatus, search: true, render: (_v, r) => <Tag color={DOC_COLOR[r.status]}>{enumLabel(CreditDocStatus, r.status)}</Tag> },
  { title: '申请原因', dataIndex: 'reason', width: 220, ellipsis: true },
  { title: '申请人', dataIndex: 'created_by_name', width: 90 },
  { title: '申请时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime', sorter: true },
];

export function CreditRecord() {
  const [params] = useSearchParams();
  const cid = customerIdOf(params);
  const [open, setOpen] = useState<CreditDocRow | null>(null);
  const fixed = useMemo<FixedCondition[]>(() => (cid ? [{ field: 'customer_id', value: cid, label: '客户', text: `#${cid}` }] : []), [cid]);
  return (
    <>
      <ListScreen<CreditDocRow> source={{ url: FIN_URLS.creditRecords }} name={FQ.creditRecord} permissionKey={FinanceKey.credit} columns={recordColumns} fixed={fixed}
        exportName="授信记录" summaryLabels={{ amount: '申请额度' }} summaryMoney={['amount']} rowActions={[{ key: 'audit', label: '审核记录', onClick: setOpen }]} />
      {open && (
        <Card size="small" style={{ marginTop: 12 }} title={`${open.customer_name ?? ''} ${enumLabel(CreditDocKind, open.kind)} ¥${fenToYuan(open.amount)}`} extra={<Typography.Link onClick={() => setOpen(null)}>关闭</Typography.Link>}>
          <AuditTimeline type={KIND_AUDIT[open.kind]} objectId={open.id} bordered={false} />
        </Card>
      )}
    </>
  );
}

// ---------------------------------------------------------------- 授信明细
export function CreditDetailPage() {
  const [params] = useSearchParams();
  const cid = customerIdOf(params);
  const q = useCreditDetail(cid);
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  if (!cid) return <Alert type="warning" showIcon message="缺少客户编号，请从授信列表打开" />;
  if (q.isLoading) return <Card><Skeleton active /></Card>;
  const d = q.data;
  if (!d) return <Card><Empty description="客户不存在" /></Card>;
  return <CreditDetailView d={d} />;
}

export function CreditDetailView({ d }: { d: Detail }) {
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={`${d.customer.name} 的授信`} extra={d.line ? (d.line.enabled ? <Tag color="green">授信启用</Tag> : <Tag>授信停用</Tag>) : <Tag>未设置授信额度</Tag>}>
        <CreditFigures d={d} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          已用额度 = 占位订单与已确认未收齐订单的未收金额；可用额度 = 授信额度 + 有效临时授信 + 团队授信 − 已用额度。
        </Typography.Paragraph>
      </Card>
      <Card size="small" title="占用额度的订单">
        <Table size="small" rowKey="id" pagination={false} dataSource={d.orders} locale={{ emptyText: '没有占用额度的订单' }}
          columns={[
            { title: '订单号', dataIndex: 'code' }, { title: '团号', dataIndex: 'group_code' }, { title: '出团日期', dataIndex: 'departure_date' },
            { title: '报名状态', dataIndex: 'enrollment_status', render: (v: number) => enumLabel(EnrollmentStatus, v) },
            { title: '订单总额', dataIndex: 'total', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '已收', dataIndex: 'received', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '占用额度', dataIndex: 'unpaid', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
          ]} />
      </Card>
      <Card size="small" title="授信单据">
        <Table<CreditDocRow> size="small" rowKey="id" pagination={false} dataSource={d.documents} locale={{ emptyText: '暂无授信单据' }}
          columns={[
            { title: '类型', dataIndex: 'kind', render: (v: Kind) => CreditDocKind[v] },
            { title: '额度', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '到期日期', dataIndex: 'end_date', render: (v: string | null) => v ?? '-' },
            { title: '状态', dataIndex: 'status', render: (v: number) => <Tag color={DOC_COLOR[v]}>{enumLabel(CreditDocStatus, v)}</Tag> },
            { title: '申请原因', dataIndex: 'reason' },
            { title: '申请时间', dataIndex: 'created_at', render: (v: string) => timeText(v) },
          ]} />
      </Card>
    </Space>
  );
}
