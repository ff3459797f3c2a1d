/**
 * Line operation (线路操作大厅): departure groups seen from the operation side, their costs per kind, the
 * local operator, cost-adjustment bills, statistics, the tourist list and the group's settlement (报账).
 * Money is integer fen everywhere. Request fields are snake_case; messages name the field in Chinese.
 */
import { z } from 'zod';
import { Catering, Consumption, FeeType, HotelStar, InsuranceKind, IronHair, RoomType, TicketType, TourState, TrafficType } from '../enums';
import { codeOf, fen, idOf, optIdOf, optText, pageReq, reqText, versionField } from '../common';

// ---------------------------------------------------------------- codes

/** The kinds of cost lines of a group (SPEC route names), in display order. */
export const COST_KINDS = ['guide', 'meal', 'traffic', 'ticket', 'reside', 'insurance', 'motorcade', 'other'] as const;
export type CostKindCode = (typeof COST_KINDS)[number];
/** Every kind a cost line may have: the eight kinds plus the local operator (地接社). */
export const ALL_COST_KINDS = [...COST_KINDS, 'travelAgency'] as const;
export type AnyCostKind = (typeof ALL_COST_KINDS)[number];
export const CostKind: Readonly<Record<AnyCostKind, string>> = {
  guide: '导游', meal: '餐饮', traffic: '交通', ticket: '门票', reside: '住宿', insurance: '保险', motorcade: '车队', other: '其他', travelAgency: '地接社',
};
/** The fee type (FeeType) each cost kind books against. */
export const COST_KIND_FEE_TYPE: Readonly<Record<AnyCostKind, keyof typeof FeeType>> = {
  guide: 2, traffic: 3, reside: 4, ticket: 5, meal: 6, motorcade: 7, insurance: 8, travelAgency: 9, other: 10,
};
/** group_cost_version_type: 0 editable, 1 locked (settlement started; changes need a cost-adjustment bill). */
export const CostVersionType = { 0: '可编辑', 1: '已锁定' } as const;
/** Settlement (报账) status of a group. */
export const SettleStatus = { 0: '未报账', 1: '已核算', 2: '报账审核中', 3: '已报账', 4: '报账驳回' } as const;
/** Cost-adjustment bill status (cost_adjustment_type, SPEC colouring field). */
export const CostAdjustStatus = { 0: '审核中', 1: '已通过', 2: '已驳回', 3: '已撤回' } as const;
/** Audit state of one settlement version (group_settlements.status). */
export const SettlementAuditStatus = CostAdjustStatus;
/** Receivable state of an order in the group's collect list. */
export const CollectState = { 0: '待收款', 1: '已结清' } as const;
/** Tour states whose groups count as future departures (hall summary). */
export const FUTURE_TOUR_STATES = [0, 4] as const;
/** Enrollment statuses of an order that still counts (confirmed, held, waiting) — cancel needs none of these. */
export const ACTIVE_ENROLLMENT = [0, 1, 3] as const;
/** Enrollment statuses whose order income counts in the statistics (confirmed, held). */
export const INCOME_ENROLLMENT = [0, 1] as const;

// ---------------------------------------------------------------- field helpers

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const optDay = (label: string) => z.string({ error: `${label}格式应为YYYY-MM-DD` })
  .refine((v) => v === '' || (DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), `${label}格式应为YYYY-MM-DD`)
  .optional().nullable();
const count = (label: string, max = 100000) =>
  z.coerce.number({ error: `请输入${label}` }).int(`${label}必须是整数`).min(0, `${label}不能小于0`).max(max, `${label}不能大于${max}`);
const optCount = (label: string) => count(label).optional().nullable();
const optCode = <T extends Record<number, string>>(label: string, map: T) => codeOf(label, map).optional().nullable();
/** Unit price in fen: 0 … 1亿元. */
const unitPrice = (label = '单价') => fen(label).min(0, `${label}不能小于0`).max(10_000_000_000, `${label}过大`);
const dateRange = z.array(z.string().refine((v) => v === '' || DATE_RE.test(v), '日期格式应为YYYY-MM-DD'), { error: '日期范围格式不正确' }).max(2, '日期范围格式不正确').optional();

// ---------------------------------------------------------------- cost lines

/** Fields every cost line has; total = quantity × unit_price is computed by the server. */
const costBase = {
  /** An existing line's id (kept for display order and history); lines missing from the list are removed. */
  id: optIdOf('成本明细'),
  supplier_id: idOf('供应商'),
  quantity: count('数量'),
  unit_price: unitPrice('单价'),
  remark: optText('备注', 200),
};

/** Per kind: the descriptive fields (stored in the line's `detail`) beside the common ones. */
export const COST_DETAIL_SHAPES = {
  /** quantity = days, unit_price = daily fee. */
  guide: {
    person: reqText('导游姓名', 30),
    phone: optText('导游电话', 30),
    start_date: optDay('开始日期'),
    end_date: optDay('结束日期'),
    tourists: optCount('带团人数'),
  },
  /** quantity = paying diners (diners − free diners) × meals, unit_price = fee per diner. */
  meal: {
    catering: codeOf('餐别', Catering),
    date: optDay('用餐日期'),
    diners: optCount('用餐人数'),
    free_diners: optCount('免费人数'),
  },
  traffic: {
    traffic_type: codeOf('交通方式', TrafficType),
    date: optDay('出行日期'),
    from_place: optText('出发地', 50),
    to_place: optText('目的地', 50),
    number: optText('车次/航班', 30),
  },
  ticket: {
    sight: reqText('景点名称', 50),
    ticket_type: optCode('票种', TicketType),
    date: optDay('游览日期'),
  },
  /** quantity = rooms × nights, unit_price = price per room-night. */
  reside: {
    hotel: optText('酒店名称', 100),
    room_type: codeOf('房型', RoomType),
    hotel_star: optCode('酒店星级', HotelStar),
    check_in: optDay('入住日期'),
    check_out: optDay('离店日期'),
    nights: optCount('晚数'),
    rooms: optCount('间数'),
  },
  insurance: {
    insurance_kind: codeOf('保险类型', InsuranceKind),
    start_date: optDay('开始日期'),
    end_date: optDay('结束日期'),
  },
  motorcade: {
    vehicle: optText('车型', 30),
    seats: optCount('座位数'),
    driver: optText('司机', 30),
    start_date: optDay('开始日期'),
    end_date: optDay('结束日期'),
  },
  /** consumption 0 income (reduces the group's cost), 1 expense. */
  other: {
    name: reqText('项目名称', 50),
    consumption: codeOf('收支类型', Consumption),
    date: optDay('日期'),
  },
} as const;

const dateOrder = (a: string, b: string, label: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const x = v[a], y = v[b];
  if (typeof x === 'string' && typeof y === 'string' && x && y && x > y) ctx.addIssue({ code: 'custom', message: label, path: [b] });
};
const itemChecks: Partial<Record<CostKindCode, (v: Record<string, unknown>, ctx: z.RefinementCtx) => void>> = {
  guide: dateOrder('start_date', 'end_date', '结束日期不能早于开始日期'),
  insurance: dateOrder('start_date', 'end_date', '结束日期不能早于开始日期'),
  motorcade: dateOrder('start_date', 'end_date', '结束日期不能早于开始日期'),
  reside: dateOrder('check_in', 'check_out', '离店日期不能早于入住日期'),
  meal: (v, ctx) => {
    if (typeof v.diners === 'number' && typeof v.free_diners === 'number' && v.free_diners > v.diners) ctx.addIssue({ code: 'custom', message: '免费人数不能大于用餐人数', path: ['free_diners'] });
  },
};
const itemOf = <K extends CostKindCode>(kind: K) => {
  const base = z.object({ ...costBase, ...COST_DETAIL_SHAPES[kind] });
  const check = itemChecks[kind];
  return check ? base.superRefine((v, ctx) => check(v as Record<string, unknown>, ctx)) : base;
};
export const costItemSchemas = {
  guide: itemOf('guide'), meal: itemOf('meal'), traffic: itemOf('traffic'), ticket: itemOf('ticket'),
  reside: itemOf('reside'), insurance: itemOf('insurance'), motorcade: itemOf('motorcade'), other: itemOf('other'),
} as const;
export type CostItemInput<K extends CostKindCode> = z.infer<(typeof costItemSchemas)[K]>;

const costItemsOf = <S extends z.ZodTypeAny>(item: S) => z.array(item, { error: '成本明细格式不正确' }).max(200, '成本明细最多200条');
/** /api/v1/routeHall/<kind>/add: saves the WHOLE list of that kind (lines not sent are removed). */
export const costSaveOf = <K extends CostKindCode>(kind: K) => z.object({
  group_id: idOf('团期'),
  /** The group's current cost_version (optimistic check; each save bumps it). */
  cost_version: versionField,
  items: costItemsOf(costItemSchemas[kind]),
});
export const costSaveSchemas = {
  guide: costSaveOf('guide'), meal: costSaveOf('meal'), traffic: costSaveOf('traffic'), ticket: costSaveOf('ticket'),
  reside: costSaveOf('reside'), insurance: costSaveOf('insurance'), motorcade: costSaveOf('motorcade'), other: costSaveOf('other'),
} as const;
export const groupIdReq = z.object({ group_id: idOf('团期') });

/** Local operator (地接社): per supplier a contact and fee lines. */
export const travelAgencyLine = z.object({
  id: optIdOf('费用明细'),
  fee_type: codeOf('费用类型', FeeType).default(9),
  description: optText('费用说明', 100),
  price: unitPrice('单价'),
  quantity: count('数量'),
});
export const travelAgencyItem = z.object({
  supplier_id: idOf('地接社'),
  contact: optText('联系人', 30),
  contact_phone: optText('联系电话', 30),
  remark: optText('备注', 200),
  lines: z.array(travelAgencyLine, { error: '费用明细格式不正确' }).min(1, '请至少填写一条费用明细').max(100, '费用明细最多100条'),
});
export const travelAgencySave = z.object({
  group_id: idOf('团期'),
  cost_version: versionField,
  items: z.array(travelAgencyItem, { error: '地接社格式不正确' }).max(20, '地接社最多20个'),
});
export type TravelAgencyItem = z.infer<typeof travelAgencyItem>;

/** The item schema of any kind (cost adjustments carry the proposed list of one kind). */
export function itemSchemaOf(kind: AnyCostKind): z.ZodTypeAny {
  return kind === 'travelAgency' ? travelAgencyItem : costItemSchemas[kind];
}

// ---------------------------------------------------------------- cost adjustments

export const costAdjustAdd = z.object({
  group_id: idOf('团期'),
  kind: z.enum(ALL_COST_KINDS, { error: '请选择成本类型' }),
  reason: reqText('调整原因', 500),
  /** The proposed new list of that kind (same items as /<kind>/add or /travelAgency/add). */
  items: z.array(z.unknown(), { error: '成本明细格式不正确' }).max(200, '成本明细最多200条'),
}).superRefine((v, ctx) => {
  const s = itemSchemaOf(v.kind);
  v.items.forEach((it, i) => {
    const r = s.safeParse(it);
    if (!r.success) for (const is of r.error.issues) ctx.addIssue({ code: 'custom', message: is.message, path: ['items', i, ...is.path.map((p) => (typeof p === 'symbol' ? String(p) : p))] });
  });
});
export type CostAdjustAdd = z.infer<typeof costAdjustAdd>;
export const costAdjustListQuery = pageReq.extend({
  group_id: optIdOf('团期'),
  kind: z.enum(ALL_COST_KINDS, { error: '成本类型不正确' }).optional(),
  status: optCode('审核状态', CostAdjustStatus),
  keyword: optText('关键字', 50),
});
export const costAdjustDetailReq = z.object({ id: idOf('调整单') });

// ---------------------------------------------------------------- hall (groups)

export const routeHallListQuery = pageReq.extend({
  /** Product name or code, or group code. */
  keyword: optText('关键字', 50),
  product_id: optIdOf('产品'),
  departure_date: dateRange,
  state: z.union([codeOf('团期状态', TourState), z.array(codeOf('团期状态', TourState))], { error: '团期状态取值不正确' }).optional(),
  iron_hair: optCode('铁发', IronHair),
  dept_id: optIdOf('部门'),
  destination: optText('目的地', 50),
  settle_status: optCode('报账状态', SettleStatus),
});
export type RouteHallListQuery = z.infer<typeof routeHallListQuery>;
export const routeHallDetailReq = z.object({ id: idOf('团期') });
export const routeHallStateUpdate = z.object({ id: idOf('团期'), version: versionField, state: codeOf('团期状态', TourState) });
export const routeHallIronHairUpdate = z.object({ id: idOf('团期'), version: versionField, iron_hair: codeOf('铁发', IronHair) });

// ---------------------------------------------------------------- tourists and orders of a group

export const groupClientListQuery = pageReq.extend({ group_id: idOf('团期'), keyword: optText('关键字', 50) });
export const groupClientExportReq = z.object({ group_id: idOf('团期'), keyword: optText('关键字', 50) });
export const groupRoomUpdate = z.object({
  group_id: idOf('团期'),
  items: z.array(z.object({
    tourist_id: idOf('游客'),
    room_type: optCode('房型', RoomType),
    client_room_number: optText('房间号', 20),
  }), { error: '分房明细格式不正确' }).min(1, '请至少选择一位游客').max(1000, '一次最多分配1000位游客'),
});
export const groupOrderListQuery = pageReq.extend({ group_id: idOf('团期') });
/** One order of a group in the caller's boundary, read from the operation side (lines, tourists, adjustments). */
export const groupOrderDetailReq = z.object({ id: idOf('订单') });
/** One order-adjustment bill of a group in the caller's boundary. */
export const groupOrderAdjustDetailReq = z.object({ id: idOf('调整单') });

// ---------------------------------------------------------------- settlement (/api/v1/finance/route)

export const routeFinishReq = z.object({ group_id: idOf('团期'), version: versionField });
export const routeAuditReq = z.object({ group_id: idOf('团期') });

// The answers (RouteHallRow, RouteHallSummary, GroupStatistics…) are in ./answers.ts.
