/**
 * 线路基本信息 (`/order/basicLineInformationDetail?group_id=`): read-only line information of a group for
 * sales — the group (dates, seats, prices) from the hall, and the product's itinerary and notes from the
 * product detail when the role may read products.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Catering, FeeType, PACKAGE_FEE_TYPES, TrafficType, enumLabel } from '@ta/contract';
import { MoneyText } from '@/platform/inputs';
import { useGrants } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { dateWithWeekday } from './hall-model';
import { useHallGroup } from './SignUpDetail';

export const PRODUCT_DETAIL_URL = '/api/v1/product/detail';
const PRODUCT_KEY = 'product_route_travel';

interface ItineraryDay { day_no: number; title: string; description: string | null; meals: number[]; lodging: string | null; traffic_type: number | null; place: string | null; sights: string | null }
interface ProductInfo {
  id: number; name: string; code: string; days: number; nights: number; destination_text: string; features: string | null;
  cost_include: string | null; cost_exclude: string | null; booking_notice: string | null;
  plans: { id: number; name: string; is_default: boolean; gathering_place: string | null; itinerary: ItineraryDay[] }[];
}

export function LineInfoDetail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const groupId = Number(params.get('group_id'));
  const g = useHallGroup(groupId, params.get('code'));
  const canProduct = Boolean(useGrants()?.has(PRODUCT_KEY));
  const productId = g.data?.product_id;
  const p = useQuery({
    queryKey: resourceKeys('product').detail(productId),
    queryFn: () => post<ProductInfo>(PRODUCT_DETAIL_URL, { id: productId }),
    enabled: canProduct && Boolean(productId),
  });
  if (!Number.isInteger(groupId) || groupId <= 0) return <Alert type="warning" showIcon message="缺少团期" />;
  if (g.isLoading) return <Card><Skeleton active /></Card>;
  const group = g.data;
  if (!group) return <Card><Empty description="该团期不在报名大厅（已停售、已出团或不存在）" /></Card>;
  const product = p.data;
  const plan = product?.plans.find((x) => x.is_default) ?? product?.plans[0];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={<Space>{group.product_name}{group.iron_hair === 2 && <Tag color="red">铁发</Tag>}</Space>}
        extra={<Button type="primary" onClick={() => navigate(routePath('signUpDetail', { group_id: group.group_id, code: group.group_code, title: `报名：${group.group_code}` }))}>报名</Button>}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
          <Descriptions.Item label="产品编号">{group.product_code}</Descriptions.Item>
          <Descriptions.Item label="团号">{group.group_code}</Descriptions.Item>
          <Descriptions.Item label="行程天数">{group.days}天{group.nights}晚</Descriptions.Item>
          <Descriptions.Item label="出团日期">{dateWithWeekday(group.departure_date)}</Descriptions.Item>
          <Descriptions.Item label="回团日期">{group.disband_date}</Descriptions.Item>
          <Descriptions.Item label="停售日期">{group.stop_sale_date}</Descriptions.Item>
          <Descriptions.Item label="目的地">{group.destination_text || '-'}</Descriptions.Item>
          <Descriptions.Item label="余位">{group.remaining} / {group.seats_plan}</Descriptions.Item>
          <Descriptions.Item label="定金"><MoneyText fen={group.deposit} /></Descriptions.Item>
          <Descriptions.Item label="销售价" span={3}>
            <Space wrap size="large">
              {PACKAGE_FEE_TYPES.filter((t) => group.prices[String(t)] !== undefined).map((t) => <span key={t}>{enumLabel(FeeType, t)} <MoneyText fen={group.prices[String(t)]} /></span>)}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {!canProduct && <Alert type="info" showIcon message="行程详情需要“行程线路”查看权限。" />}
      {product && (
        <>
          <Card size="small" title={`行程安排${plan ? `（${plan.name}）` : ''}`}>
            {plan?.itinerary.length ? (
              <Timeline items={plan.itinerary.map((d) => ({
                key: d.day_no,
                children: (
                  <div>
                    <Typography.Text strong>第{d.day_no}天 {d.title}</Typography.Text>
                    {d.description && <div style={{ whiteSpace: 'pre-wrap' }}>{d.description}</div>}
                    <Typography.Text type="secondary">
                      {[d.meals.length ? `用餐：${d.meals.map((m) => enumLabel(Catering, m)).join('、')}` : '', d.lodging ? `住宿：${d.lodging}` : '', d.traffic_type ? `交通：${enumLabel(TrafficType, d.traffic_type)}` : ''].filter(Boolean).join('　')}
                    </Typography.Text>
                  </div>
                ),
              }))} />
            ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无行程" />}
          </Card>
          <Card size="small" title="费用与须知">
            <Table size="small" pagination={false} rowKey="k" showHeader={false}
              dataSource={[{ k: '产品特色', v: product.features }, { k: '费用包含', v: product.cost_include }, { k: '费用不含', v: product.cost_exclude }, { k: '预订须知', v: product.booking_notice }]}
              columns={[{ dataIndex: 'k', width: 120 }, { dataIndex: 'v', render: (v: string | null) => <div style={{ whiteSpace: 'pre-wrap' }}>{v || '-'}</div> }]} />
          </Card>
        </>
      )}
    </Space>
  );
}
