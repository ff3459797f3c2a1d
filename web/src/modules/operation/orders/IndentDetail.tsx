/**
 * 订单详情 (indentDetail?id=, supplyRouteOrderDetail?id=): one order read-only from the operation side —
 * the order's head, its income lines and its tourists (personal data masked by the server unless the role
 * may see it).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Result, Skeleton, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  CardType, CustomerKind, EnrollmentStatus, enumLabel, FeeType, HotelStar, Msg, ORDER_LABELS, OrderStatus, PAGE_SIZE_MAX, PersonType, RESOURCES,
  resourcePath, RoomType, Sex, type OrderRow,
} from '@ta/contract';
import { normalizePage } from '@/platform/list/paging';
import { useGrants } from '@/platform/permission';
import { OP_URLS } from '../api';
import { MoneyText } from '@/platform/inputs/MoneyText';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import '../operation.css';

const res = RESOURCES.routeOrder;

interface OrderLine { id?: number; fee_type: number; description?: string | null; price: number; quantity: number; total?: number }
interface OrderTourist { id: number; client_name: string; person_type?: number | null; client_sex?: number | null; client_card_type?: number | null; client_card_number?: string | null; client_phone_number?: string | null; room_type?: number | null; client_room_number?: string | null; withdrawn?: boolean }
export type OrderDetail = OrderRow & { lines?: OrderLine[]; tourists?: OrderTourist[]; remark?: string | null; hotel_level?: number | null; rooms?: Record<string, number> };

const roomsText = (rooms: Record<string, number> | undefined) =>
  Object.entries(rooms ?? {}).filter(([, n]) => n > 0).map(([t, n]) => `${enumLabel(RoomType, t)}×${n}`).join('、') || '-';

/**
 * The order from the order module when the role may read it there; otherwise (an operator sees every order
 * of its groups, not only its own) from the group's side: the order's row of the group's order list and its
 * tourists from the group's tourist list — without the income lines, which only the order module answers.
 */
async function loadOrder(id: number, groupId: number | undefined, mayReadOrders: boolean): Promise<OrderDetail & { partial?: boolean }> {
  try {
    if (!mayReadOrders) throw new Error('no access to the order module');
    return await post<OrderDetail>(resourcePath(res, 'detail'), { id }, { silent: true });
  } catch (e) {
    if (!groupId) throw e;
    const list = normalizePage<OrderRow>(await post<unknown>(OP_URLS.orders, { group_id: groupId, pageNo: 1, pageSize: PAGE_SIZE_MAX })).rows;
    const row = list.find((o) => o.id === id);
    if (!row) throw e;
    const tourists = normalizePage<OrderTourist & { order_id: number }>(await post<unknown>(OP_URLS.clients, { group_id: groupId, keyword: row.code, pageNo: 1, pageSize: PAGE_SIZE_MAX })).rows
      .filter((t) => t.order_id === id);
    const g = await post<{ code: string; departure_date: string; product?: { name: string; code: string } | null }>(OP_URLS.detail, { id: groupId });
    return {
      ...row, group_code: row.group_code ?? g.code, departure_date: row.departure_date ?? g.departure_date,
      product_name: row.product_name ?? g.product?.name ?? '', product_code: row.product_code ?? g.product?.code ?? '',
      tourists, partial: true,
    };
  }
}

export function IndentDetail() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const groupId = Number(params.get('group_id')) || undefined;
  const grants = useGrants();
  // Without the order module's page the order is read from the group's side (a 102 would log the page out).
  const mayReadOrders = Boolean(grants?.has(res.permissionKey));
  const q = useQuery({
    queryKey: [...resourceKeys(res.name).detail(id), groupId ?? null, mayReadOrders],
    queryFn: () => loadOrder(id!, groupId, mayReadOrders),
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
      {o.partial && <Alert type="info" showIcon message="按团期查看：当前角色不能在订单模块查看此订单，价格明细不显示。" />}
      {!o.partial && <Card size="small" title="价格明细">
        <Table<OrderLine> size="small" rowKey={(r) => `${r.id ?? ''}-${r.fee_type}-${r.description ?? ''}`} pagination={false} dataSource={o.lines ?? []}
          columns={[
            { title: '费用类型', dataIndex: 'fee_type', render: (v: number) => enumLabel(FeeType, v) },
            { title: '说明', dataIndex: 'description', render: (v: string | null) => v ?? '-' },
            { title: '单价（元）', dataIndex: 'price', align: 'right', render: (v: number) => <MoneyText fen={v} prefix="" /> },
            { title: '数量', dataIndex: 'quantity', align: 'right' },
            { title: '金额（元）', key: 'total', align: 'right', render: (_: unknown, r: OrderLine) => <MoneyText fen={r.total ?? r.price * r.quantity} prefix="" /> },
          ]} />
      </Card>}
      <Card size="small" title={`游客（${o.tourists?.length ?? 0}）`}>
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
    </div>
  );
}
