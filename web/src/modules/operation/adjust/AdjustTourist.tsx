/**
 * 调价退团 (adjustTourist?group_id=): an order adjustment bill for one confirmed order of the group — a price
 * change (the order's new income lines) or a withdrawal (leaving tourists and the amount the order loses).
 * The bill goes to the order-adjustment audit; only its approval changes the order. The group's bills are
 * listed below and open lineOperationAdjustBillOrder. Everything goes through /routeHall (the group's
 * boundary, line_operation): the operator adjusts any order of its groups, whoever sold it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Form, Input, InputNumber, Radio, Result, Select, Space, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AdjustmentKind, AdjustmentStatus, FeeType, fenToYuan, Msg, PAGE_SIZE_MAX, RESOURCES, type AdjustmentKindCode, type OrderRow, type groupAdjustmentPage,
} from '@ta/contract';
import type { PageRow } from '@/platform/answer-types';
import { EditableRows, firstProblem, type EditableColumn, type RowProblem } from '@/platform/editable';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs/MoneyText';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { mapOptions } from '@/platform/list/columns';
import { normalizePage } from '@/platform/list/paging';
import { usePermission } from '@/platform/permission';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { OP_URLS, useGroup } from '../api';
import { GroupHeader } from '../cost/CostSettingEditor';
import { loadGroupOrder } from '../orders/IndentDetail';
import { adjustBody, priceRows, PRICE_FIELDS, rowsTotal, type PriceEditRow } from './adjust-model';
import '../operation.css';

const ADJ = RESOURCES.orderAdjustment;
const ORD = RESOURCES.routeOrder;
const HALL = RESOURCES.routeHall;

const priceColumns: EditableColumn<PriceEditRow>[] = [
  {
    field: 'fee_type', title: '费用类型', required: true, width: 140,
    input: ({ value, onChange, status, title }) => <Select size="small" value={value as number | null} status={status} aria-label={title} style={{ width: 130 }} options={mapOptions(FeeType)} onChange={(v) => onChange(v)} />,
  },
  { field: 'description', title: '说明', width: 180, input: ({ value, onChange, title }) => <Input size="small" value={(value as string) ?? ''} aria-label={title} onChange={(e) => onChange(e.target.value)} /> },
  {
    field: 'price_yuan', title: '单价（元）', required: true, width: 130,
    input: ({ value, onChange, status, title }) => <InputNumber<string> size="small" stringMode precision={2} value={(value as string) ?? null} status={status} aria-label={title} style={{ width: 120 }} onChange={(v) => onChange(v ?? '')} />,
  },
  {
    field: 'quantity', title: '数量', required: true, numeric: true, width: 90,
    input: ({ value, onChange, status, title }) => <InputNumber size="small" min={1} precision={0} value={value as number | null} status={status} aria-label={title} style={{ width: 80 }} onChange={(v) => onChange(v)} />,
  },
];

type AdjustRow = PageRow<typeof groupAdjustmentPage>;

export const adjustColumns: ListColumn<AdjustRow>[] = [
  { title: '调整单号', dataIndex: 'code', width: 160 },
  { title: '订单号', dataIndex: 'order_code', width: 160 },
  { title: '调整类型', dataIndex: 'kind', enumMap: AdjustmentKind, width: 90 },
  { title: '审核状态', dataIndex: 'status', enumMap: AdjustmentStatus, search: true, width: 90 },
  { title: '调整原因', dataIndex: 'reason', width: 200, ellipsis: true },
  { title: '调整前总额', dataIndex: 'old_total', money: true, width: 120, align: 'right' },
  { title: '调整后总额', dataIndex: 'new_total', money: true, width: 120, align: 'right' },
  { title: '调整金额', dataIndex: 'amount', money: true, width: 110, align: 'right' },
  { title: '申请人', dataIndex: 'created_by_name', width: 90 },
  { title: '申请时间', dataIndex: 'created_at', valueType: 'dateTime', width: 170 },
];

function useConfirmedOrders(groupId: number) {
  return useQuery({
    queryKey: [...resourceKeys(`${RESOURCES.routeHall.name}-orders`).list({ group_id: groupId, all: true })],
    queryFn: async () => normalizePage<OrderRow>(await post<unknown>(OP_URLS.orders, { group_id: groupId, pageNo: 1, pageSize: PAGE_SIZE_MAX })).rows
      .filter((o) => o.order_status === 1 && (o.enrollment_status === 0 || o.enrollment_status === 1)),
    enabled: groupId > 0,
  });
}

export function AdjustTourist() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const groupId = Number(params.get('group_id')) || 0;
  const g = useGroup(groupId || undefined).data;
  const orders = useConfirmedOrders(groupId);
  const [orderId, setOrderId] = useState<number | undefined>(Number(params.get('order_id')) || undefined);
  const [kind, setKind] = useState<AdjustmentKindCode>('price');
  const [rows, setRows] = useState<PriceEditRow[]>([]);
  const [tourists, setTourists] = useState<number[]>([]);
  const [refund, setRefund] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<RowProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const canEdit = usePermission(HALL.permissionKey).has('canEditor');
  const order = useQuery({
    queryKey: [...resourceKeys(ORD.name).detail(orderId), 'hall'],
    queryFn: () => loadGroupOrder(orderId!),
    enabled: Boolean(orderId),
  });
  useEffect(() => { setRows(priceRows(order.data?.lines ?? [])); setTourists([]); setRefund(null); }, [order.data]);
  const fixed = useMemo(() => [{ field: 'group_id', value: groupId, label: '团期', text: g?.code ?? String(groupId) }], [groupId, g?.code]);
  if (!groupId) return <Result status="404" title={Msg.notFound} />;

  const o = order.data;
  const activeTourists = (o?.tourists ?? []).filter((t) => !t.withdrawn);
  const submit = async () => {
    if (!orderId) { void message.error('请选择订单'); return; }
    if (kind === 'price') {
      const p = firstProblem(rows, PRICE_FIELDS);
      setProblem(p);
      if (p) { void message.error(p.message); return; }
    }
    const r = adjustBody(kind === 'price' ? { kind, order_id: orderId, rows, reason } : { kind, order_id: orderId, tourist_ids: tourists, refund_yuan: refund, reason });
    if ('error' in r) { void message.error(r.error); return; }
    setBusy(true);
    try {
      const saved = await post<{ id: number; code: string }>(OP_URLS.orderAdjustAdd, r.body);
      void message.success('调整单已提交审核');
      await invalidateResource(client, ADJ.name);
      if (saved) navigate(routePath('lineOperationAdjustBillOrder', { id: saved.id, title: `调整单：${saved.code}` }));
    } catch (e) { showError(e); } finally { setBusy(false); }
  };
  const openBill: RowAction<AdjustRow> = { key: 'view', label: '详情', onClick: (r) => navigate(routePath('lineOperationAdjustBillOrder', { id: r.id, title: `调整单：${r.code}` })) };

  return (
    <div className="ta-op-page">
      {g && <GroupHeader g={g} />}
      {canEdit && <Card size="small" title="新建调整单">
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message="调整单提交后进入订单调整审核，审核通过后才会修改订单金额或办理退团（释放座位）。只有已确认的订单可以调价或退团。" />
        <Form layout="vertical">
          <Space wrap size={24} align="start">
            <Form.Item label="订单" required style={{ minWidth: 360 }}>
              <Select value={orderId} onChange={setOrderId} placeholder="选择已确认的订单" loading={orders.isLoading} showSearch optionFilterProp="label"
                notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该团期没有已确认的订单" />}
                options={(orders.data ?? []).map((x) => ({ value: x.id, label: `${x.code} · ${x.contact_name} · ${x.adult_count + x.child_count + x.senior_count + x.infant_count}人 · ¥${fenToYuan(x.total)}` }))} />
            </Form.Item>
            <Form.Item label="调整类型" required>
              <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as AdjustmentKindCode)} optionType="button" buttonStyle="solid"
                options={Object.entries(AdjustmentKind).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          </Space>
          {o && kind === 'price' && (
            <Form.Item label={<span>调整后的价格明细（原订单总额 <MoneyText fen={o.total} />，调整后 <MoneyText fen={rowsTotal(rows)} />）</span>}>
              <EditableRows<PriceEditRow> rows={rows} columns={priceColumns} problem={problem} onChange={(r) => { setRows(r); setProblem(null); }}
                newRow={() => ({ fee_type: 10, description: '', price_yuan: '', quantity: 1 })} addText="添加价格明细" />
            </Form.Item>
          )}
          {o && kind === 'withdraw' && (
            <>
              <Form.Item label="退团游客" required>
                {activeTourists.length === 0 ? <Alert type="warning" showIcon message="该订单没有可退团的游客" /> : (
                  <Checkbox.Group value={tourists} onChange={(v) => setTourists(v as number[])} options={activeTourists.map((t) => ({ value: t.id, label: t.client_name }))} />
                )}
              </Form.Item>
              <Form.Item label="订单减少金额（元）" extra={`当前订单总额 ¥${fenToYuan(o.total)}；不填则订单金额不变。`}>
                <InputNumber<string> stringMode min="0" precision={2} value={refund} onChange={(v) => setRefund(v)} style={{ width: 200 }} />
              </Form.Item>
            </>
          )}
          <Form.Item label="调整原因" required>
            <Input.TextArea rows={2} maxLength={500} showCount value={reason} onChange={(e) => setReason(e.target.value)} />
          </Form.Item>
          <Button type="primary" loading={busy} disabled={!o} onClick={() => void submit()}>提交审核</Button>
        </Form>
      </Card>}
      <ListScreen<AdjustRow> name={ADJ.name} permissionKey={HALL.permissionKey} title="本团调整单" source={{ url: OP_URLS.orderAdjustList }}
        columns={adjustColumns} fixed={fixed} rowActions={[openBill]} pageInRoute={false} exportName={false} />
    </div>
  );
}
