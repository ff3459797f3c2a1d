/**
 * 订单详情 (indentDetail?id=, supplyRouteOrderDetail?id=): one order read-only from the operation side —
 * the order's head, its income lines, its tourists (personal data masked by the server unless the role may
 * see it) and its adjustment bills. The operator reads any order of the groups in its boundary through
 * /routeHall/order/detail, whoever sold it; a role without the line-operation page reads the order module's
 * detail (by the order's own boundary).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Result, Skeleton, Table, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AdjustmentKind, AdjustmentStatus, CardType, CustomerKind, EnrollmentStatus, enumLabel, FeeType, HotelStar, Msg, ORDER_LABELS, OrderStatus, PersonType, RESOURCES,
  resourcePath, RoomType, Sex, type adjustmentRecord, type groupOrderDetailAnswer, type orderDetail, type orderLineRow, type orderTouristRow,
} from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { useGrants } from '@/platform/permission';
import { OP_URLS } from '../api';
import { MoneyText } from '@/platform/inputs/MoneyText';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import '../operation.css';

const res = RESOURCES.routeOrder;

type HallOrder = Answer<typeof groupOrderDetailAnswer>;
/** The order as the operation side reads it, or (without the line-operation page) the order module's detail. */
export type OrderDetail = HallOrder | (Answer<typeof orderDetail> & Partial<Pick<HallOrder, 'masked'>>);
type OrderLine = Answer<typeof orderLineRow>;
type OrderTourist = Answer<typeof orderTouristRow>;
/** An adjustment bill as stored; the operation side adds its labels. */
type OrderAdjustment = Answer<typeof adjustmentRecord> & Partial<HallOrder['adjustments'][number]>;

const roomsText = (rooms: Record<string, number> | undefined) =>
  Object.entries(rooms ?? {}).filter(([, n]) => n > 0).map(([t, n]) => `${enumLabel(RoomType, t)}×${n}`).join('、') || '-';

/** The order as the operation side reads it (any order of a group in the caller's boundary). */
export const loadGroupOrder = (id: number) => post<OrderDetail>(OP_URLS.orderDetail, { id });

const ADJ_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };

export function IndentDetail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const grants = useGrants();
  // The line-operation page reads by the group's boundary; without it (线路订单 only) the order module answers.
  const fromHall = Boolean(grants?.has(RESOURCES.routeHall.permissionKey));
  const fromOrders = Boolean(grants?.has(res.permissionKey));
  const q = useQuery({
    queryKey: [...resourceKeys(res.name).detail(id), fromHall ? 'hall' : 'order'],
    queryFn: async () => {
      const fromModule = () => post<OrderDetail>(resourcePath(res, 'detail'), { id });
      if (!fromHall) return fromModule();
      // A 线路订单 row may belong to a group outside the caller's group boundary: the order module may still show it.
      return fromOrders ? post<OrderDetail>(OP_URLS.orderDetail, { id }, { silent: true }).catch(fromModule) : loadGroupOrder(id!);
    },
    enabled: Boolean(id) && grants !== null,
    retry: false,
  });
  if (!id || q.isError) return <Result status="404" title={Msg.notFound} />;
  const o = q.data;
  if (!o) return <Card><Skeleton active /></Card>;
  const L = ORDER_LABELS;
  return (
    <div className="ta-op-page">
      <Card size="small" title={`订单 ${o.code}`} extra={<Tag color="blue">只读</Tag>}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered items={[
          { label: L.product_name, children: `${o.product_name}（${o.product_code}）` },
          { label: L.group_code, children: o.group_code },
          { label: L.departure_date, children: o.departure_date },
          { label: L.customer_name, children: o.customer_name ?? enumLabel(CustomerKind, o.customer_kind) },
          { label: L.contact_name, children: o.contact_name },
          { label: L.contact_phone, children: o.contact_phone },
          { label: '人数', children: `成人 ${o.adult_count} · 儿童 ${o.child_count} · 老人 ${o.senior_count} · 婴儿 ${o.infant_count}` },
          { label: L.rooms, children: roomsText(o.rooms) },
          { label: L.hotel_level, children: o.hotel_level === null || o.hotel_level === undefined ? '-' : enumLabel(HotelStar, o.hotel_level) },
          { label: L.enrollment_status, children: enumLabel(EnrollmentStatus, o.enrollment_status) },
          { label: L.order_status, children: enumLabel(OrderStatus, o.order_status) },
          { label: L.channel_order_no, children: o.channel_order_no ?? '-' },
          { label: L.total, children: <MoneyText fen={o.total} capitalTip /> },
          { label: L.received, children: <MoneyText fen={o.received} /> },
          { label: L.due, children: <MoneyText fen={o.due ?? o.total - o.received} /> },
          { label: L.remark, children: o.remark ?? '-', span: 3 },
        ]} />
      </Card>
      <Card size="small" title="价格明细">
        <Table<OrderLine> size="small" rowKey={(r) => `${r.id ?? ''}-${r.fee_type}-${r.description ?? ''}`} pagination={false} dataSource={o.lines ?? []}
          columns={[
            { title: '费用类型', dataIndex: 'fee_type', render: (v: number) => enumLabel(FeeType, v) },
            { title: '说明', dataIndex: 'description', render: (v: string | null) => v ?? '-' },
            { title: '单价（元）', dataIndex: 'price', align: 'right', render: (v: number) => <MoneyText fen={v} prefix="" /> },
            { title: '数量', dataIndex: 'quantity', align: 'right' },
            { title: '金额（元）', key: 'total', align: 'right', render: (_: unknown, r: OrderLine) => <MoneyText fen={r.total ?? r.price * r.quantity} prefix="" /> },
          ]} />
      </Card>
      <Card size="small" title={`游客（${o.tourists?.length ?? 0}）`} extra={o.masked ? <Tag>证件号、手机号已脱敏显示</Tag> : null}>
        {!o.tourists?.length ? <Alert type="info" showIcon message="该订单尚未录入游客" /> : (
          <Table<OrderTourist> size="small" rowKey="id" pagination={false} dataSource={o.tourists} scroll={{ x: 'max-content' }}
            rowClassName={(r) => (r.withdrawn ? 'ta-row-muted' : '')}
            columns={[
              { title: '姓名', dataIndex: 'client_name' },
              { title: '类型', dataIndex: 'person_type', render: (v: number | null) => (v === null || v === undefined ? '-' : enumLabel(PersonType, v)) },
              { title: '性别', dataIndex: 'client_sex', render: (v: number | null) => (v ? enumLabel(Sex, v) : '-') },
              { title: '证件类型', dataIndex: 'client_card_type', render: (v: number | null) => (v ? enumLabel(CardType, v) : '-') },
              { title: '证件号码', dataIndex: 'client_card_number', render: (v: string | null) => v ?? '-' },
              { title: '手机号', dataIndex: 'client_phone_number', render: (v: string | null) => v ?? '-' },
              { title: '房型', dataIndex: 'room_type', render: (v: number | null) => (v === null || v === undefined ? '-' : enumLabel(RoomType, v)) },
              { title: '房间号', dataIndex: 'client_room_number', render: (v: string | null) => v ?? '-' },
              { title: '状态', dataIndex: 'withdrawn', render: (v: boolean) => (v ? <Tag>已退团</Tag> : <Tag color="green">正常</Tag>) },
            ]} />
        )}
      </Card>
      {(o.adjustments?.length ?? 0) > 0 && (
        <Card size="small" title={`调整单（${o.adjustments!.length}）`}>
          <Table<OrderAdjustment> size="small" rowKey="id" pagination={false} dataSource={o.adjustments}
            columns={[
              { title: '调整单号', dataIndex: 'code', render: (v: string, r) => <a onClick={() => navigate(routePath('lineOperationAdjustBillOrder', { id: r.id, title: `调整单：${v}` }))}>{v}</a> },
              { title: '调整类型', dataIndex: 'kind', render: (v: string) => enumLabel(AdjustmentKind, v) },
              { title: '审核状态', dataIndex: 'status', render: (v: number) => <Tag color={ADJ_COLOR[v]}>{enumLabel(AdjustmentStatus, v)}</Tag> },
              { title: '调整原因', dataIndex: 'reason', ellipsis: true },
              { title: '调整前总额', dataIndex: 'old_total', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
              { title: '调整后总额', dataIndex: 'new_total', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
              { title: '申请人', dataIndex: 'created_by_name', render: (v: string | null | undefined) => v ?? '-' },
              { title: '申请时间', dataIndex: 'created_at', render: (v: string) => v?.slice(0, 19).replace('T', ' ') },
            ]} />
        </Card>
      )}
    </div>
  );
}
