/**
 * 线路操作 (line operation hall): every departure group with its seats planned / held / confirmed /
 * remaining, state and settlement, tinted by SPEC section 9; the summary bar shows, over future departures,
 * the seats still to sell to break even and the cost exposure of groups below their minimum size. Row
 * actions open the group's pages and change its state only as the contract's transitions allow.
 */
import { useQueryClient } from '@tanstack/react-query';
import { message, Tooltip } from 'antd';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { CostVersionType, IronHair, RESOURCES, SettleStatus, TOUR_STATE_TRANSITIONS as TOUR_NEXT, TourState, type RouteHallRow } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { ListScreen, type ListColumn, type ListScreenHandle, type Page, type RowAction } from '@/platform/list';
import { SummaryBar } from '@/platform/list/SummaryBar';
import { usePermission } from '@/platform/permission';
import { invalidateResource } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { GROUP_KEY, OP_URLS } from './api';
import { stateActionLabel, stateConfirm, summaryFigures } from './hall-model';
import { groupLinks, groupPath } from './links';
import { CostVersionTag, IronHairTag, SettleTag, TourStateTag } from './tags';
import './operation.css';

const res = RESOURCES.routeHall;

const dayRange = (v: unknown) => ({ departure_date: (v as string[]).map((s) => s.slice(0, 10)) });

export const hallColumns: ListColumn<RouteHallRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '产品名称/产品编号/团号' } },
  { title: '团号', dataIndex: 'code', width: 150, fixed: 'left', copyable: true },
  {
    title: '产品', dataIndex: 'product_name', width: 210, ellipsis: true,
    render: (_, r) => <div className="ta-op-product"><div>{r.product_name}</div><div className="ta-muted">{r.product_code} · {r.package_name}</div></div>,
    exportValue: (r) => `${r.product_name}（${r.product_code}）`,
  },
  { title: '出发日期', dataIndex: 'departure_date', valueType: 'dateRange', search: { transform: dayRange }, width: 110, sorter: true, render: (_, r) => r.departure_date, exportValue: (r) => r.departure_date },
  { title: '计划', dataIndex: 'seats_plan', width: 64, align: 'right', tooltip: '计划人数（套餐库存）' },
  { title: '占位', dataIndex: 'seats_held', width: 64, align: 'right' },
  { title: '确认', dataIndex: 'seats_confirmed', width: 64, align: 'right' },
  {
    title: '余位', dataIndex: 'remaining', width: 64, align: 'right',
    render: (_, r) => <b className={r.remaining === 0 ? 'ta-op-full' : undefined}>{r.remaining}</b>,
  },
  { title: '团期状态', dataIndex: 'state', enumMap: TourState, search: true, width: 96, render: (_, r) => <TourStateTag state={r.state} /> },
  { title: '铁发', dataIndex: 'iron_hair', enumMap: IronHair, search: true, width: 70, render: (_, r) => <IronHairTag value={r.iron_hair} /> },
  { title: '最低成团', dataIndex: 'minimum_group_size', width: 84, align: 'right' },
  { title: '即将成团', dataIndex: 'soon_group_size', width: 84, align: 'right' },
  { title: '候补', dataIndex: 'seats_waiting', width: 64, align: 'right' },
  { title: '散团日期', dataIndex: 'disband_date', width: 110, render: (_, r) => r.disband_date },
  { title: '天数', dataIndex: 'days', width: 60, align: 'right' },
  { title: '目的地', dataIndex: 'destination', search: true, hideInTable: true, exportable: false },
  { title: '目的地', dataIndex: 'destination_text', width: 120, ellipsis: true },
  { title: '成本', dataIndex: 'cost_version_type', enumMap: CostVersionType, width: 84, render: (_, r) => <CostVersionTag value={r.cost_version_type} /> },
  { title: '报账状态', dataIndex: 'settle_status', enumMap: SettleStatus, search: true, width: 100, render: (_, r) => <SettleTag value={r.settle_status} /> },
  { title: '收入', dataIndex: 'income', money: true, width: 110, align: 'right' },
  { title: '成本金额', dataIndex: 'cost', money: true, width: 110, align: 'right' },
  { title: '毛利', dataIndex: 'profit', money: true, width: 110, align: 'right' },
];

function HallSummary({ page }: { page: Page<RouteHallRow> }) {
  const figures = summaryFigures(page.summary);
  if (figures.length === 0) return null;
  return (
    <SummaryBar items={[]}>
      {figures.map((f) => (
        <Tooltip key={f.label} title={f.tip}><span className="ta-summary-item">{f.label}：<b>{f.value}</b></span></Tooltip>
      ))}
    </SummaryBar>
  );
}

export function LineOperationHall() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const ref = useRef<ListScreenHandle>(null);
  const links = groupLinks(navigate);
  const canEdit = usePermission(res.permissionKey).has('canEditor');

  const changeState = async (r: RouteHallRow, to: number) => {
    try {
      await post(OP_URLS.state, { id: r.id, version: r.version, state: to });
      void message.success(`已${stateActionLabel(r.state, to)}`);
    } catch (e) { showError(e); }
    await invalidateResource(client, GROUP_KEY);
  };
  const setIronHair = async (r: RouteHallRow) => {
    try {
      await post(OP_URLS.ironHair, { id: r.id, version: r.version, iron_hair: r.iron_hair === 2 ? 1 : 2 });
      void message.success(r.iron_hair === 2 ? '已取消铁发' : '已设为铁发');
    } catch (e) { showError(e); }
    await invalidateResource(client, GROUP_KEY);
  };

  // Three actions inline, the rest under 更多: the action column stays on one line.
  const rowActions = useMemo<RowAction<RouteHallRow>[]>(() => [
    { key: 'detail', label: '详情', onClick: links.detail },
    { key: 'tourists', label: '游客名单', onClick: links.tourists },
    { key: 'cost', label: canEdit ? '成本设置' : '成本详情', onClick: canEdit ? links.costEditor : links.costDetail },
    { key: 'orders', label: '团期订单', more: true, onClick: links.orders },
    { key: 'adjust', label: '调价退团', more: true, action: 'canEditor', visible: (r) => [0, 1, 4].includes(r.state), onClick: links.adjust },
    { key: 'settle', label: '报账', more: true, onClick: (r) => navigate(groupPath.detail(r, 'settle')) },
    ...[4, 5, 0, 1, 2, 3].map((to): RowAction<RouteHallRow> => ({
      key: `state-${to}`, action: 'canSet', danger: to === 3, more: true,
      label: (r) => stateActionLabel(r.state, to),
      visible: (r) => (TOUR_NEXT[r.state] ?? []).includes(to),
      confirm: (r) => stateConfirm(r.code, r.state, to),
      onClick: (r) => changeState(r, to),
    })),
    { key: 'iron', label: (r) => (r.iron_hair === 2 ? '取消铁发' : '设为铁发'), action: 'canSet', more: true, visible: (r) => r.state === 0 || r.state === 4, onClick: setIronHair },
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers only close over the stable client and navigate
  ], [client, navigate, canEdit]);

  return (
    <ListScreen<RouteHallRow>
      resource={res} source={{ url: OP_URLS.list }} columns={hallColumns} rowActions={rowActions} exportName="线路操作团期"
      summary={(page) => <HallSummary page={page} />} actionRef={ref}
      searchTip="红色：铁发团；绿色：确认人数已达即将成团人数但未达最低成团人数。"
    />
  );
}
