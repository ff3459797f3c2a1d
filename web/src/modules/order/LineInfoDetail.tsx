/**
 * 线路基本信息 (`/order/basicLineInformationDetail?group_id=`): read-only line information of a group for
 * sales from /api/v1/registration/hall/detail (the hall's key): the group (dates, live seats, sales and peer
 * prices), the itinerary of its plan, and the product's notes. Open for groups no longer on sale too.
 */
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Catering, FeeType, PACKAGE_FEE_TYPES, TrafficType, enumLabel } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { routePath } from '@/platform/routes';
import { dateWithWeekday } from './hall-model';
import { useHallGroup } from './SignUpDetail';

export function LineInfoDetail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const groupId = Number(params.get('group_id'));
  const g = useHallGroup(groupId);
  useEffect(() => { if (g.error) showError(g.error); }, [g.error]);
  if (!Number.isInteger(groupId) || groupId <= 0) return <Alert type="warning" showIcon message="缺少团期" />;
  if (g.isLoading) return <Card><Skeleton active /></Card>;
  const group = g.data;
  if (!group) return <Card><Empty description="团期不存在或已删除" /></Card>;
  const plan = group.plan;
  const priceRow = (prices: Record<string, number>) => PACKAGE_FEE_TYPES.filter((t) => prices[String(t)] !== undefined)
    .map((t) => <span key={t}>{enumLabel(FeeType, t)} <MoneyText fen={prices[String(t)]} /></span>);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={<Space>{group.product_name}{group.iron_hair === 2 && <Tag color="red">铁发</Tag>}</Space>}
        extra={group.for_sale && <Button type="primary" onClick={() => navigate(routePath('signUpDetail', { group_id: group.group_id, code: group.group_code, title: `报名：${group.group_code}` }))}>报名</Button>}>
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
          <Descriptions.Item label="价格套餐">{group.package_name}</Descriptions.Item>
          <Descriptions.Item label="集合地点">{plan?.gathering_place || '-'}</Descriptions.Item>
          <Descriptions.Item label="报名状态">{group.for_sale ? <Tag color="green">可报名</Tag> : <Tag>不可报名：{group.not_for_sale_reason}</Tag>}</Descriptions.Item>
          <Descriptions.Item label="销售价" span={3}><Space wrap size="large">{priceRow(group.prices)}</Space></Descriptions.Item>
          {Object.keys(group.peer_prices).length > 0 && <Descriptions.Item label="同行结算价" span={3}><Space wrap size="large">{priceRow(group.peer_prices)}</Space></Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card size="small" title={`行程安排${plan ? `（${plan.name}，${plan.days}天${plan.nights}晚）` : ''}`}>
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
          dataSource={[{ k: '产品特色', v: group.features }, { k: '费用包含', v: group.cost_include }, { k: '费用不含', v: group.cost_exclude }, { k: '预订须知', v: group.booking_notice }]}
          columns={[{ dataIndex: 'k', width: 120 }, { dataIndex: 'v', render: (v: string | null) => <div style={{ whiteSpace: 'pre-wrap' }}>{v || '-'}</div> }]} />
      </Card>
    </Space>
  );
}
