/**
 * 线路基本信息 (basicLineInformationDetail?group_id=&id=): the product line behind a group, read-only —
 * the product's basic facts, the group's itinerary plan, and the package's prices per fee type and price kind.
 */
import { Button, Card, Descriptions, Result, Skeleton, Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { enumLabel, FeeType, fenToYuan, HotelStar, InsuranceKind, Msg, PACKAGE_FEE_TYPES, PriceKind, TrafficType } from '@ta/contract';
import { routePath } from '@/platform/routes';
import { useGroup, type GroupPackage } from '../api';
import { groupPath } from '../links';
import '../operation.css';

const opt = (map: Readonly<Record<number, string>>, v: number | null | undefined) => (v === null || v === undefined ? '-' : enumLabel(map, v));

interface PriceRow { fee_type: number; [kind: string]: number | null }

/** The package's prices as one row per fee type with a column per price kind (fen). */
export function priceRows(pkg: GroupPackage | null | undefined): PriceRow[] {
  const rows = new Map<number, PriceRow>();
  for (const p of pkg?.prices ?? []) {
    const row = rows.get(p.fee_type) ?? { fee_type: p.fee_type };
    row[`k${p.price_kind}`] = p.price;
    rows.set(p.fee_type, row);
  }
  const order = (t: number) => { const i = (PACKAGE_FEE_TYPES as readonly number[]).indexOf(t); return i < 0 ? 100 + t : i; };
  return [...rows.values()].sort((a, b) => order(a.fee_type) - order(b.fee_type));
}

export function BasicLineInformation() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const groupId = Number(params.get('group_id')) || undefined;
  const q = useGroup(groupId);
  if (!groupId || q.isError) return <Result status="404" title={Msg.notFound} />;
  const g = q.data;
  if (!g) return <Card><Skeleton active /></Card>;
  const p = g.product;
  return (
    <div className="ta-op-page">
      <Card size="small" title={`${g.product_name}（${g.product_code}）`}
        extra={<Button onClick={() => navigate(groupPath.detail(g))}>返回团期 {g.code}</Button>}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={[
          { label: '产品分类', children: p?.category_name ?? '-' },
          { label: '行程天数', children: p ? `${p.days}天${p.nights}晚` : '-' },
          { label: '目的地', children: p?.destination_text || '-' },
          { label: '去程交通', children: opt(TrafficType, p?.traffic_go) },
          { label: '返程交通', children: opt(TrafficType, p?.traffic_back) },
          { label: '酒店标准', children: opt(HotelStar, p?.hotel_star) },
          { label: '保险', children: opt(InsuranceKind, p?.insurance_kind) },
          { label: '成团人数', children: p ? `${p.min_persons ?? '-'} ~ ${p.max_persons ?? '-'} 人` : '-' },
          { label: '定金', children: p?.deposit === null || p?.deposit === undefined ? '-' : `¥${fenToYuan(p.deposit)}` },
          { label: '提前停售', children: p?.stop_sale_days === null || p?.stop_sale_days === undefined ? '-' : `出发前 ${p.stop_sale_days} 天` },
          { label: '行程方案', children: g.plan?.name ?? '-' },
          { label: '集合地点', children: g.plan?.gathering_place || '-' },
        ]} />
      </Card>
      <Card size="small" title={`价格套餐：${g.package_name}`}>
        <Table<PriceRow> size="small" rowKey="fee_type" pagination={false} dataSource={priceRows(g.package)}
          columns={[
            { title: '费用类型', dataIndex: 'fee_type', render: (v: number) => enumLabel(FeeType, v) },
            ...Object.entries(PriceKind).map(([k, label]) => ({
              title: `${label}（元）`, key: `k${k}`, align: 'right' as const,
              render: (_: unknown, r: PriceRow) => (r[`k${k}`] === undefined || r[`k${k}`] === null ? '-' : fenToYuan(r[`k${k}`] as number)),
            })),
          ]} />
      </Card>
      {p && (
        <div>
          <Button type="link" onClick={() => navigate(routePath('RouteTravelBasicInfo', { id: p.id, title: `基本信息：${p.name}` }))}>查看产品完整信息与行程</Button>
        </div>
      )}
    </div>
  );
}
