/**
 * 成本设置 (costSettingEditor?id=): a tab per cost kind (and 地接社), each an editable table saved as a
 * whole list; the sheet's totals per kind come from the group's statistics. When the group's costs are
 * locked (settlement started) each tab submits a cost-adjustment bill instead, listed below.
 */
import { Alert, Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COST_KINDS, CostKind, Msg } from '@ta/contract';
import { usePermission } from '@/platform/permission';
import { useGroup, type GroupRow } from '../api';
import { StatisticsCard } from '../detail/StatisticsCard';
import { groupPath } from '../links';
import { CostVersionTag, TourStateTag } from '../tags';
import { AgencyEditor } from './AgencyEditor';
import { CostAdjustList } from './CostAdjustList';
import { KindEditor } from './KindEditor';
import '../operation.css';

export function GroupHeader({ g, extra }: { g: GroupRow; extra?: ReactNode }) {
  return (
    <Card size="small">
      <div className="ta-op-toolbar">
        <Space wrap size={16}>
          <b>{g.code}</b>
          <span>{g.product_name}</span>
          <span>出发 {g.departure_date} · 散团 {g.disband_date}</span>
          <TourStateTag state={g.state} />
          <CostVersionTag value={g.cost_version_type} />
          <span className="ta-muted">成本第 {g.cost_version} 版 · 确认 {g.seats_confirmed} / 计划 {g.seats_plan} 人</span>
        </Space>
        {extra}
      </div>
    </Card>
  );
}

export function CostSettingEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const q = useGroup(id);
  const { has } = usePermission('line_operation');
  if (!id || q.isError) return <Result status="404" title={Msg.notFound} />;
  const g = q.data;
  if (!g) return <Card><Skeleton active /></Card>;
  const readOnly = !has('canEditor');
  const locked = g.cost_version_type === 1;
  return (
    <div className="ta-op-page">
      <GroupHeader g={g} extra={<Space><Button onClick={() => navigate(groupPath.costDetail(g))}>成本详情</Button><Button onClick={() => navigate(groupPath.detail(g))}>团期详情</Button></Space>} />
      {locked && <Alert type="warning" showIcon message="成本已锁定（已完成核算或报账中）：修改将生成成本调整单，审核通过后生效。" />}
      <Card size="small" className="ta-cost-editor">
        <Tabs type="card" items={[
          ...COST_KINDS.map((k) => ({ key: k, label: CostKind[k], children: <KindEditor group={g} kind={k} readOnly={readOnly} /> })),
          { key: 'travelAgency', label: CostKind.travelAgency, children: <AgencyEditor group={g} readOnly={readOnly} /> },
        ]} />
      </Card>
      <StatisticsCard groupId={g.id} />
      <CostAdjustList group={g} />
    </div>
  );
}
