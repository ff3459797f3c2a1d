/**
 * 成本设置 (costSettingEditor?id=): a tab per cost kind (and 地接社), each an editable table saved as a
 * whole list; the sheet's totals per kind come from the group's statistics. When the group's costs are
 * locked (settlement started) each tab submits a cost-adjustment bill instead, listed below. Leaving the
 * page with unsaved edits in any tab asks first (tabs with unsaved edits are marked).
 */
import { Alert, Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COST_KINDS, CostKind, Msg } from '@ta/contract';
import { useLeaveGuard } from '@/platform/editor/useLeaveGuard';
import { usePermission } from '@/platform/permission';
import { useGroup, type GroupRow } from '../api';
import { StatisticsCard } from '../detail/StatisticsCard';
import { groupPath } from '../links';
import { CostVersionTag, TourStateTag } from '../tags';
import { AgencyEditor } from './AgencyEditor';
import { CostAdjustList } from './CostAdjustList';
import { KindEditor } from './KindEditor';

/** Which tabs hold unsaved edits, with a stable per-tab callback for the tab editors. */
function useDirtyTabs() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback((key: string, on: boolean) => setDirty((cur) => {
    if (cur.has(key) === on) return cur;
    const next = new Set(cur);
    if (on) next.add(key); else next.delete(key);
    return next;
  }), []);
  const reporters = useMemo(() => {
    const m = new Map<string, (on: boolean) => void>();
    return (key: string) => { if (!m.has(key)) m.set(key, (on) => mark(key, on)); return m.get(key)!; };
  }, [mark]);
  return { dirty, reporter: reporters };
}
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

const tabLabel = (text: string, unsaved: boolean) => (
  <span>{text}{unsaved && <span className="ta-op-unsaved" title="有未保存的修改" />}</span>
);

export function CostSettingEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const q = useGroup(id);
  const { has } = usePermission('line_operation');
  const { dirty, reporter } = useDirtyTabs();
  useLeaveGuard(dirty.size > 0, `成本有未保存的修改（${[...dirty].map((k) => CostKind[k as keyof typeof CostKind] ?? k).join('、')}），离开后修改将丢失，确定离开吗？`);
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
          ...COST_KINDS.map((k) => ({ key: k, label: tabLabel(CostKind[k], dirty.has(k)), children: <KindEditor group={g} kind={k} readOnly={readOnly} onDirtyChange={reporter(k)} /> })),
          { key: 'travelAgency', label: tabLabel(CostKind.travelAgency, dirty.has('travelAgency')), children: <AgencyEditor group={g} readOnly={readOnly} onDirtyChange={reporter('travelAgency')} /> },
        ]} />
      </Card>
      <StatisticsCard groupId={g.id} />
      <CostAdjustList group={g} />
    </div>
  );
}
