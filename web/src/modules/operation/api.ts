/**
 * The operation module's calls (/api/v1/routeHall/…, /api/v1/finance/route/…) and their query keys. Answer
 * types come from the contract; where the contract gives none, the shapes the pages read are declared here.
 */
import { useQuery } from '@tanstack/react-query';
import { RESOURCES, type CostKindCode, type GroupStatistics, type RouteHallRow, type routeHallDetail } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { normalizePage } from '@/platform/list/paging';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import type { CostLine } from './cost/cost-model';

const HALL = RESOURCES.routeHall.path;
const FIN = RESOURCES.groupSettlement.path;

export const OP_URLS = {
  list: `${HALL}/list`,
  detail: `${HALL}/detail`,
  state: `${HALL}/state/update`,
  ironHair: `${HALL}/ironHair/update`,
  statistics: `${HALL}/statistics`,
  clients: `${HALL}/client/list`,
  clientExport: `${HALL}/client/export`,
  rooms: `${HALL}/client/room/update`,
  orders: `${HALL}/order/list`,
  orderDetail: `${HALL}/order/detail`,
  /** Order adjustment bills (调价退团) of the group's orders: the registration module's bills, by the group's boundary. */
  orderAdjustAdd: `${HALL}/adjust/add`,
  orderAdjustList: `${HALL}/adjust/list`,
  orderAdjustDetail: `${HALL}/adjust/detail`,
  costList: (kind: CostKindCode) => `${HALL}/${kind}/list`,
  costAdd: (kind: CostKindCode) => `${HALL}/${kind}/add`,
  agencyDetail: `${HALL}/travelAgency/detail`,
  agencyAdd: `${HALL}/travelAgency/add`,
  adjustAdd: `${HALL}/costAdjust/add`,
  adjustList: `${HALL}/costAdjust/list`,
  adjustDetail: `${HALL}/costAdjust/detail`,
  finish: `${FIN}/finish`,
  audit: `${FIN}/audit`,
  auditResult: `${FIN}/audit/result`,
  collect: `${FIN}/collect/list`,
  payment: `${FIN}/payment/list`,
} as const;

/** Query-key names: every key of a group sits under one of these, invalidated after a write. */
export const GROUP_KEY = RESOURCES.routeHall.name;
export const COST_KEY = RESOURCES.groupCost.name;
export const SETTLE_KEY = RESOURCES.groupSettlement.name;

/** The group detail (/routeHall/detail): the group with its product, package with prices, plan and figures. */
type GroupDetail = Answer<typeof routeHallDetail>;
export type GroupProduct = NonNullable<GroupDetail['product']>;
export type GroupPackage = NonNullable<GroupDetail['package']>;
export type GroupPlan = NonNullable<GroupDetail['plan']>;

/** A group as the pages read it: the hall's row fields (flattened from the detail's product and package when needed). */
export type GroupRow = RouteHallRow & Partial<Pick<GroupDetail, 'product' | 'package' | 'plan' | 'orders_count' | 'allowed_states' | 'adult_price' | 'margin'>>;

/** /detail answers the group row with its product, package and plan nested: flatten what the hall row has. */
export function groupOfDetail(d: GroupRow): GroupRow {
  const p = d.product;
  return {
    ...d,
    product_name: d.product_name ?? p?.name ?? '', product_code: d.product_code ?? p?.code ?? '', days: d.days ?? p?.days ?? 0,
    destination_text: d.destination_text ?? p?.destination_text ?? '', category_name: d.category_name ?? p?.category_name ?? null,
    package_name: d.package_name ?? d.package?.name ?? '',
    remaining: d.remaining ?? Math.max(0, d.seats_plan - d.seats_held - d.seats_confirmed),
  };
}

export function useGroup(id: number | undefined) {
  return useQuery({
    queryKey: resourceKeys(GROUP_KEY).detail(id),
    queryFn: async () => groupOfDetail(await post<GroupRow>(OP_URLS.detail, { id })),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useStatistics(groupId: number | undefined) {
  return useQuery({
    queryKey: [...resourceKeys(GROUP_KEY).detail(groupId), 'statistics'],
    queryFn: () => post<GroupStatistics>(OP_URLS.statistics, { group_id: groupId }),
    enabled: Boolean(groupId),
    retry: false,
  });
}

/** The answer of /<kind>/list: the lines and the group's cost version (the editor sends it back). */
export interface CostSheetKind { items: CostLine[]; cost_version: number; cost_version_type: number; total?: number }

/** Reads the kind's lines; accepts `{ items, … }`, a bare list or a page. */
export function normalizeCostAnswer(resp: unknown): CostSheetKind {
  if (resp && typeof resp === 'object' && !Array.isArray(resp)) {
    const r = resp as Partial<CostSheetKind> & { data?: unknown };
    const items = Array.isArray(r.items) ? r.items : Array.isArray(r.data) ? (r.data as CostLine[]) : undefined;
    if (items) return { items, cost_version: r.cost_version ?? 1, cost_version_type: r.cost_version_type ?? 0, total: r.total };
  }
  return { items: normalizePage<CostLine>(resp).rows, cost_version: 1, cost_version_type: 0 };
}

export function useCostKind(groupId: number | undefined, kind: CostKindCode) {
  return useQuery({
    queryKey: [...resourceKeys(COST_KEY).list({ group_id: groupId, kind })],
    queryFn: async () => normalizeCostAnswer(await post<unknown>(OP_URLS.costList(kind), { group_id: groupId })),
    enabled: Boolean(groupId),
    retry: false,
  });
}
