/**
 * 团期详情 (LineOperationHallDetail?id=&tab=): the group's basics and seats, its accounting card
 * (statistics), its orders, its payables and payments (应付付款, from the payable module) and its settlement (报账) — with links to the tourist list, cost pages, the
 * product's line information and the printable operation confirmation sheet.
 */
import { Button, Card, Col, Descriptions, Progress, Result, Row, Skeleton, Space, Statistic, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Msg } from '@ta/contract';
import { usePermission } from '@/platform/permission';
import { useGroup, type GroupRow } from '../api';
import { groupLinks, groupPath } from '../links';
import { GroupOrdersTable } from '../orders/GroupOrders';
import { GroupPayablesPanel } from '../../payable/GroupPayables';
import { CostVersionTag, IronHairTag, SettleTag, TourStateTag } from '../tags';
import { SettlementPanel } from './SettlementPanel';
import { StatisticsCard } from './StatisticsCard';
import '../operation.css';

function Basics({ g }: { g: GroupRow }) {
  const navigate = useNavigate();
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} items={[
      { label: '团号', children: g.code },
      { label: '产品', span: 2, children: <a onClick={() => navigate(groupPath.basic(g))}>{g.product_name}（{g.product_code}）</a> },
      { label: '价格套餐', children: g.package_name },
      { label: '出发日期', children: g.departure_date },
      { label: '散团日期', children: g.disband_date },
      { label: '停售日期', children: g.stop_sale_date },
      { label: '天数', children: `${g.days} 天` },
      { label: '目的地', children: g.destination_text || '-' },
      { label: '团期状态', children: <TourStateTag state={g.state} /> },
      { label: '铁发', children: <IronHairTag value={g.iron_hair} /> },
      { label: '成本版本', children: <Space><CostVersionTag value={g.cost_version_type} /><span className="ta-muted">第 {g.cost_version} 版</span></Space> },
      { label: '报账状态', children: <SettleTag value={g.settle_status} /> },
    ]} />
  );
}

function Seats({ g }: { g: GroupRow }) {
  const used = g.seats_plan ? Math.round(((g.seats_confirmed + g.seats_held) / g.seats_plan) * 100) : 0;
  const confirmedPct = g.seats_plan ? Math.round((g.seats_confirmed / g.seats_plan) * 100) : 0;
  const items = [
    ['计划人数', g.seats_plan], ['确认', g.seats_confirmed], ['占位', g.seats_held], ['余位', g.remaining], ['候补', g.seats_waiting],
    ['最低成团', g.minimum_group_size], ['即将成团', g.soon_group_size],
  ] as const;
  return (
    <Card size="small" title="座位">
      <Row gutter={[16, 8]}>
        {items.map(([t, v]) => <Col key={t} xs={8} md={3}><Statistic title={t} value={v} /></Col>)}
        <Col xs={24} md={3}>
          <div className="ta-muted">售出比例</div>
          <Progress percent={used} success={{ percent: confirmedPct }} size="small" />
          <div className="ta-muted">{g.seats_confirmed >= g.minimum_group_size ? '已达最低成团人数' : `距最低成团还差 ${g.minimum_group_size - g.seats_confirmed} 人`}</div>
        </Col>
      </Row>
    </Card>
  );
}

export function GroupDetail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const [tab, setTab] = useState(params.get('tab') ?? 'overview');
  const q = useGroup(id);
  const { has } = usePermission('line_operation');
  if (!id || q.isError) return <Result status="404" title={Msg.notFound} extra={<Button onClick={() => navigate(-1)}>返回</Button>} />;
  const g = q.data;
  if (!g) return <Card><Skeleton active /></Card>;
  const links = groupLinks(navigate);
  const toolbar = (
    <Space wrap>
      <Button onClick={() => links.tourists(g)}>游客名单</Button>
      {has('canEditor') && <Button type="primary" onClick={() => links.costEditor(g)}>成本设置</Button>}
      <Button onClick={() => links.costDetail(g)}>成本详情</Button>
      {has('canEditor') && [0, 1, 4].includes(g.state) && <Button onClick={() => links.adjust(g)}>调价退团</Button>}
      <Button onClick={() => window.open(groupPath.sheet(g), '_blank')}>打印确认单</Button>
    </Space>
  );
  return (
    <div className="ta-op-page">
      <Card size="small" title={`${g.product_name} · ${g.departure_date}`} extra={toolbar}>
        <Basics g={g} />
      </Card>
      <Tabs activeKey={tab} onChange={setTab} type="card" items={[
        { key: 'overview', label: '座位与核算', children: <Space direction="vertical" size={12} style={{ width: '100%' }}><Seats g={g} /><StatisticsCard groupId={g.id} /></Space> },
        { key: 'orders', label: '订单', children: <GroupOrdersTable groupId={g.id} groupCode={g.code} /> },
        { key: 'payables', label: '应付付款', children: <GroupPayablesPanel groupId={g.id} /> },
        { key: 'settle', label: '报账', children: <SettlementPanel group={g} /> },
      ]} />
    </div>
  );
}
