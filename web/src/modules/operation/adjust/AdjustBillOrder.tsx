/**
 * 调整单 (lineOperationAdjustBillOrder?id=): one order adjustment bill read-only — the order, its group, the
 * kind, the totals before and after, the proposed lines or the leaving tourists, and its audit record
 * (/routeHall/adjust/detail: any bill of a group in the caller's boundary).
 */
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Skeleton, Table, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AdjustmentKind, AdjustmentStatus, enumLabel, FeeType, Msg, PersonType, RESOURCES } from '@ta/contract';
import { AuditTimeline } from '@/platform/audit-timeline';
import { MoneyText } from '@/platform/inputs/MoneyText';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { OP_URLS } from '../api';
import { groupPath } from '../links';
import '../operation.css';

const ADJ = RESOURCES.orderAdjustment;
const STATUS_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };

interface BillLine { fee_type: number; description: string | null; price: number; quantity: number; total: number }
interface AdjustBill {
  id: number; code: string; kind: string; status: number; reason: string; old_total: number; new_total: number; amount: number; refund_amount: number;
  lines: BillLine[]; tourists: { id: number; client_name: string; person_type: number | null }[];
  group_id: number; group_code: string | null; product_name: string | null; departure_date: string | null; created_by_name: string | null;
  order: { id: number; code: string; contact_name: string; product_name?: string | null; group_code?: string; departure_date?: string } | null; created_at: string;
}

export function AdjustBillOrder() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const q = useQuery({ queryKey: resourceKeys(ADJ.name).detail(id), queryFn: () => post<AdjustBill>(OP_URLS.orderAdjustDetail, { id }), enabled: Boolean(id), retry: false });
  if (!id || q.isError) return <Result status="404" title={Msg.notFound} />;
  const a = q.data;
  if (!a) return <Card><Skeleton active /></Card>;
  return (
    <div className="ta-op-page">
      <Card size="small" title={`调整单 ${a.code}`} extra={<Tag color={STATUS_COLOR[a.status]}>{enumLabel(AdjustmentStatus, a.status)}</Tag>}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={[
          { label: '订单号', children: a.order ? <a onClick={() => navigate(groupPath.order(a.order!, a.group_id))}>{a.order.code}</a> : '-' },
          { label: '联系人', children: a.order?.contact_name ?? '-' },
          { label: '团号', children: a.group_code ? <a onClick={() => navigate(groupPath.detail({ id: a.group_id, code: a.group_code! }))}>{a.group_code}</a> : '-' },
          { label: '产品', children: a.product_name ?? '-' },
          { label: '出发日期', children: a.departure_date ?? '-' },
          { label: '申请人', children: a.created_by_name ?? '-' },
          { label: '调整类型', children: enumLabel(AdjustmentKind, a.kind) },
          { label: '调整前总额', children: <MoneyText fen={a.old_total} /> },
          { label: '调整后总额', children: <MoneyText fen={a.new_total} /> },
          { label: '调整金额', children: <MoneyText fen={a.amount} capitalTip /> },
          { label: '申请时间', children: a.created_at?.slice(0, 19).replace('T', ' ') },
          { label: '调整原因', children: a.reason, span: 3 },
        ]} />
      </Card>
      {a.lines.length > 0 && (
        <Card size="small" title={a.kind === 'price' ? '调整后的价格明细' : '退团扣减'}>
          <Table<BillLine> size="small" rowKey={(r) => `${r.fee_type}-${r.description}-${r.price}`} pagination={false} dataSource={a.lines}
            columns={[
              { title: '费用类型', dataIndex: 'fee_type', render: (v: number) => enumLabel(FeeType, v) },
              { title: '说明', dataIndex: 'description', render: (v: string | null) => v ?? '-' },
              { title: '单价（元）', dataIndex: 'price', align: 'right', render: (v: number) => <MoneyText fen={v} prefix="" /> },
              { title: '数量', dataIndex: 'quantity', align: 'right' },
              { title: '金额（元）', dataIndex: 'total', align: 'right', render: (v: number) => <MoneyText fen={v} prefix="" /> },
            ]} />
        </Card>
      )}
      {a.tourists.length > 0 && (
        <Card size="small" title="退团游客">
          <Table size="small" rowKey="id" pagination={false} dataSource={a.tourists}
            columns={[{ title: '姓名', dataIndex: 'client_name' }, { title: '类型', dataIndex: 'person_type', render: (v: number | null) => (v === null ? '-' : enumLabel(PersonType, v)) }]} />
        </Card>
      )}
      <AuditTimeline type="orderAdjustment" objectId={a.id} />
    </div>
  );
}
