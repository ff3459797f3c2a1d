/**
 * The order detail (报名订单 `/order/signUp/orderDetail?id=` and 订单详情 `/order/list/lineOrderDetail?id=`):
 * statuses, hold deadline with its countdown, money (应收, 已收, 已退, 未收, 待收款 / 已结清 and the receipts), price lines, tourists (masked
 * unless canSeeInfo; editable and importable while the order is active), adjustments, policies, the audit
 * timeline, and the actions its statuses allow: 确认, 取消, 提交审核, 删除, 调价/退团, 打印确认单.
 */
import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Popconfirm, Skeleton, Space, Table, Tag, message } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AdjustmentKind, AdjustmentStatus, CreditState, CustomerKind, EnrollmentStatus, FeeType, HotelStar, ORDER_STATUS_COLOR, OrderStatus, OrderType,
  PersonType, PolicyStatus, RoomType, SalesPlatform, enumLabel,
} from '@ta/contract';
import { AuditTimeline, timeText } from '@/platform/audit-timeline';
import { showError } from '@/platform/feedback';
import { Countdown, MoneyText } from '@/platform/inputs';
import { Auth, usePermission } from '@/platform/permission';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { ORDER_URLS, Q, type AdjustmentRow, type OrderDetail as Detail, type OrderTouristRow, type PolicyRow } from './api';
import { AdjustmentDialog } from './AdjustmentDialog';
import { ENROLLMENT_COLOR, orderActions, secondsUntil } from './order-model';
import { TouristEditor } from './tourist/TouristEditor';
import { OrderMoneySection } from './OrderMoney';
import { OrderInvoiceSection } from '../invoice/OrderInvoice';
import { OrderContracts } from '../travel-contract/OrderContracts';
import './order.css';

export const ORDERS_KEY = 'route_order_list';

export function useOrderDetail(id: number) {
  return useQuery({ queryKey: resourceKeys(Q.order).detail(id), queryFn: () => post<Detail>(ORDER_URLS.detail, { id }), enabled: id > 0, retry: false });
}

export function OrderDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Alert type="warning" showIcon message="缺少订单编号，请从订单列表打开" />;
  return <OrderDetailView key={id} id={id} />;
}

function OrderDetailView({ id }: { id: number }) {
  const q = useOrderDetail(id);
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  if (q.isLoading) return <Card><Skeleton active /></Card>;
  const d = q.data;
  if (!d) return <Card><Empty description="订单不存在或已删除" /></Card>;
  return <OrderBody d={d} reload={() => void q.refetch()} />;
}

function OrderBody({ d, reload }: { d: Detail; reload: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { has } = usePermission(ORDERS_KEY);
  const [adjusting, setAdjusting] = useState<'price' | 'withdraw' | null>(null);
  const acts = orderActions(d, Boolean(d.auditing));
  const refresh = async () => { await Promise.all([invalidateResource(client, Q.order), invalidateResource(client, Q.hall), client.invalidateQueries({ queryKey: ['audit-timeline'] })]); };
  const run = async (url: string, body: unknown, ok: string, after?: () => void) => {
    try {
      await post(url, body, url === ORDER_URLS.delete ? { smartToken: true } : undefined);
      void message.success(ok);
      await refresh();
      after?.();
    } catch (e) { showError(e); reload(); }
  };
  const held = d.enrollment_status === 1;
  const left = secondsUntil(d.hold_deadline);
  const print = () => window.open(`/export/salesConfirmation?id=${d.id}`, '_blank');

  const actions = (
    <Space wrap>
      {acts.confirm && <Auth perm={ORDERS_KEY} action="canEditor"><Popconfirm title="确认该占位订单？座位将转为已确认。" onConfirm={() => run(ORDER_URLS.confirm, { id: d.id, version: d.version }, '已确认报名')}><Button type="primary">确认</Button></Popconfirm></Auth>}
      {acts.submitAudit && <Auth perm={ORDERS_KEY} action="canEditor"><Button onClick={() => void run(ORDER_URLS.submitAudit, { id: d.id }, '已提交审核')}>提交审核</Button></Auth>}
      {acts.cancel && <Auth perm={ORDERS_KEY} action="canEditor"><Popconfirm title="取消该订单？占用的座位将释放。" onConfirm={() => run(ORDER_URLS.cancel, { id: d.id, version: d.version }, '订单已取消')}><Button danger>取消订单</Button></Popconfirm></Auth>}
      {acts.remove && <Auth perm={ORDERS_KEY} action="canDelete"><Popconfirm title={`确定删除订单“${d.code}”吗？`} onConfirm={() => run(ORDER_URLS.delete, { id: d.id }, '删除成功', () => navigate(routePath('routeOrderList')))}><Button danger>删除</Button></Popconfirm></Auth>}
      {acts.adjust && has('canEditor') && <Button onClick={() => setAdjusting('price')}>调价</Button>}
      {acts.adjust && has('canEditor') && <Button onClick={() => setAdjusting('withdraw')}>退团</Button>}
      {has('canPrint') && <Button icon={<PrinterOutlined />} onClick={print}>打印确认单</Button>}
      <Button icon={<ReloadOutlined />} onClick={reload} aria-label="刷新" />
    </Space>
  );

  return (
    <div className="ta-order-detail">
      <Card size="small" title={<Space wrap>
        <span>订单 <span data-testid="order-code">{d.code}</span></span>
        <Tag color={ORDER_STATUS_COLOR[d.order_status]} data-testid="order-status">{enumLabel(OrderStatus, d.order_status)}</Tag>
        {d.auditing && <Tag color="blue" data-testid="order-auditing">审核中</Tag>}
        <Tag color={ENROLLMENT_COLOR[d.enrollment_status]} data-testid="enrollment-status">{enumLabel(EnrollmentStatus, d.enrollment_status)}</Tag>
        {d.order_type === 1 && <Tag color="blue">{enumLabel(OrderType, 1)}·{enumLabel(SalesPlatform, d.sales_platform)}</Tag>}
        {d.credit_state ? <Tag color={d.credit_state === 1 ? 'orange' : 'green'}>{enumLabel(CreditState, d.credit_state)}</Tag> : null}
      </Space>} extra={actions}>
        {held && d.hold_deadline && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={
            <span className="ta-hold-deadline">占位截止 {timeText(d.hold_deadline)}，剩余 <Countdown seconds={left} onEnd={reload} />（到期未确认，座位将自动释放）</span>
          } />
        )}
        {d.auditing && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="订单正在审核中，审核结束前不能取消、修改或删除；审核进度见下方审核记录。" />}
        {d.enrollment_status === 3 && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="候补中：有座位释放时，系统将按候补先后为本单占位并通知您。" />}
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label="产品">
            <a onClick={() => navigate(routePath('orderBasicLineInformationDetail', { group_id: d.group_id, title: `线路信息：${d.group_code}` }))}>{d.product_name}</a>
          </Descriptions.Item>
          <Descriptions.Item label="团号">{d.group_code}</Descriptions.Item>
          <Descriptions.Item label="出团日期">{d.departure_date}{d.group?.disband_date ? ` 至 ${d.group.disband_date}` : ''}</Descriptions.Item>
          <Descriptions.Item label="团期余位">{d.group?.remaining ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="客户">{d.customer_name ?? '-'}（{enumLabel(CustomerKind, d.customer_kind)}）</Descriptions.Item>
          <Descriptions.Item label="联系人">{d.contact_name} {d.contact_phone}</Descriptions.Item>
          <Descriptions.Item label="人数">{personText(d)}</Descriptions.Item>
          <Descriptions.Item label="房间">{roomText(d.rooms)}{d.hotel_level !== null && d.hotel_level !== undefined ? ` · ${enumLabel(HotelStar, d.hotel_level)}` : ''}</Descriptions.Item>
          <Descriptions.Item label="下单人">{d.created_by_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="下单时间">{timeText(d.created_at)}</Descriptions.Item>
          {d.channel_order_no && <Descriptions.Item label="渠道订单号">{d.channel_order_no}</Descriptions.Item>}
          <Descriptions.Item label="备注">{d.remark || '-'}</Descriptions.Item>
        </Descriptions>
      </Card>

      <OrderMoneySection d={d} />
      <OrderInvoiceSection orderId={d.id} code={d.code} buyer={d.customer_name} />

      <Card size="small" title="价格明细">
        <Table size="small" rowKey="id" pagination={false} dataSource={d.lines}
          columns={[
            { title: '费用类型', dataIndex: 'fee_type', render: (v: number) => enumLabel(FeeType, v) },
            { title: '说明', dataIndex: 'description', render: (v: string | null) => v || '-' },
            { title: '单价', dataIndex: 'price', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '数量', dataIndex: 'quantity', align: 'right' },
            { title: '小计', dataIndex: 'total', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
          ]}
          summary={() => <Table.Summary.Row><Table.Summary.Cell index={0} colSpan={4}><b>合计</b></Table.Summary.Cell><Table.Summary.Cell index={1} align="right"><b><MoneyText fen={d.total} /></b></Table.Summary.Cell></Table.Summary.Row>} />
      </Card>

      <TouristEditor order={d} editable={acts.editTourists && has('canEditor')} onSaved={() => void refresh()} />

      <OrderContracts order={d} />

      {(d.adjustments?.length ?? 0) > 0 && (
        <Card size="small" title="调整单">
          <Table<AdjustmentRow> size="small" rowKey="id" pagination={false} dataSource={d.adjustments}
            columns={[
              { title: '调整单号', dataIndex: 'code' },
              { title: '类型', dataIndex: 'kind', render: (v: keyof typeof AdjustmentKind) => AdjustmentKind[v] },
              { title: '状态', dataIndex: 'status', render: (v: number) => <Tag color={v === 1 ? 'green' : v === 2 ? 'red' : 'orange'}>{enumLabel(AdjustmentStatus, v)}</Tag> },
              { title: '调整前', dataIndex: 'old_total', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
              { title: '调整后', dataIndex: 'new_total', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
              { title: '原因', dataIndex: 'reason' },
              { title: '时间', dataIndex: 'created_at', render: (v: string) => timeText(v) },
            ]} />
        </Card>
      )}

      {(d.policies?.length ?? 0) > 0 && (
        <Card size="small" title="保险">
          <Table<PolicyRow> size="small" rowKey="id" pagination={false} dataSource={d.policies}
            columns={[
              { title: '保单号', dataIndex: 'code' }, { title: '被保险人', dataIndex: 'client_name' },
              { title: '保险期间', key: 'dates', render: (_v, p) => `${p.start_date} 至 ${p.end_date}（${p.days}天）` },
              { title: '保费', dataIndex: 'premium', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
              { title: '状态', dataIndex: 'status', render: (v: number) => <Tag color={v === 0 ? 'green' : 'default'}>{enumLabel(PolicyStatus, v)}</Tag> },
            ]} />
        </Card>
      )}

      <AuditTimeline type="lineOrder" objectId={d.id} />
      {adjusting && <AdjustmentDialog order={d} kind={adjusting} onClose={() => setAdjusting(null)} onDone={() => { setAdjusting(null); void refresh(); }} />}
    </div>
  );
}

export function personText(o: { adult_count: number; child_count: number; senior_count: number; infant_count: number }): string {
  const parts: [number, number][] = [[0, o.adult_count], [1, o.child_count], [2, o.senior_count], [3, o.infant_count]];
  return parts.filter(([, n]) => n > 0).map(([t, n]) => `${enumLabel(PersonType, t)}${n}`).join(' ') || '-';
}
export function roomText(rooms: Record<string, number> | null | undefined): string {
  return Object.entries(rooms ?? {}).filter(([, n]) => n > 0).map(([t, n]) => `${enumLabel(RoomType, Number(t))}${n}间`).join(' ') || '-';
}
export type { OrderTouristRow };
