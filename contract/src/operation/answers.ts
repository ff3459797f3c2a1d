/**
 * Answer schemas of the operation module (issue 18): the line operation hall, a group's costs, cost-adjustment
 * bills, statistics, tourists and orders of the group, and its settlement (报账). Money in fen, timestamps ISO
 * strings, `date` columns 'YYYY-MM-DD' strings; personal fields may come masked (still strings).
 */
import { z } from 'zod';
import { optStamp, stamp } from '../common/answers';
import { pageDataOf } from '../common/common';
import { adjustmentRecord, adjustmentTourist, orderLineRow, orderTouristRow } from '../registration/answers';
import { ALL_COST_KINDS, COST_DETAIL_SHAPES } from './operation';

const owned = {
  created_by: z.number().nullable(), dept_id: z.number().nullable(), created_at: stamp, updated_at: stamp, version: z.number(),
};
const name = z.string().nullable();

/** A departure group as stored (tour_groups). */
export const tourGroupRow = z.object({
  id: z.number(), code: z.string(), product_id: z.number(), plan_id: z.number(), package_id: z.number(),
  departure_date: z.string(), disband_date: z.string(), stop_sale_date: z.string(),
  seats_plan: z.number(), seats_held: z.number(), seats_confirmed: z.number(), seats_waiting: z.number(),
  minimum_group_size: z.number(), soon_group_size: z.number(),
  /** TourState 0–5. */
  state: z.number(),
  /** 1 no, 2 yes (铁发). */
  iron_hair: z.number(),
  cost_version_type: z.number(), cost_version: z.number(), settle_status: z.number(), remark: z.string().nullable(), ...owned,
});
/** The group figures both the hall's rows and the group detail add. */
const groupFigures = {
  remaining: z.number(), count_confirm: z.number(), group_cost_version_type: z.number(), state_label: z.string(),
  income: z.number(), cost: z.number(), profit: z.number(),
};

/** A row of the line operation hall. */
export const routeHallRow = tourGroupRow.extend({
  ...groupFigures,
  product_name: z.string(), product_code: z.string(), days: z.number(), destination_text: z.string(), category_id: z.number().nullable(),
  category_name: name, package_name: z.string(), created_by_name: name,
});
export type RouteHallRow = z.output<typeof routeHallRow>;
/** The hall's summary over the listed groups that are future departures (state 0/4, departure today or later). */
export const routeHallSummary = z.object({
  /** Future departures (state 0/4) counted. */
  future_groups: z.number(),
  /** Seats still to sell, over future departures, for each to reach its break-even head count (0 when reached or unreachable counted apart). */
  seats_to_break_even: z.number(),
  /** Future groups whose break-even cannot be reached at current prices (price per person ≤ 0 or above plan seats). */
  unreachable_groups: z.number(),
  /** Future groups below their minimum size. */
  below_minimum_groups: z.number(),
  /** Sum of cost lines (fen) of future groups below their minimum size. */
  cost_exposure: z.number(),
});
export type RouteHallSummary = z.output<typeof routeHallSummary>;
/** A page of the hall; its summary comes with the `totals_only` request (rows first). */
export const routeHallPage = pageDataOf(routeHallRow).extend({ summary: routeHallSummary.optional() });

const areaRef = z.object({
  country_id: z.number().nullable().optional(), province_id: z.number().nullable().optional(), city_id: z.number().nullable().optional(),
  county_id: z.number().nullable().optional(), name: z.string(),
});
/** The group detail (团期详情): the group, its product, package with prices, plan and figures. */
export const routeHallDetail = tourGroupRow.extend({
  ...groupFigures,
  product: z.object({
    id: z.number(), code: z.string(), name: z.string(), days: z.number(), nights: z.number(), category_id: z.number().nullable(), category_name: name,
    departure: z.array(areaRef), destination: z.array(areaRef), destination_text: z.string(),
    traffic_go: z.number().nullable(), traffic_back: z.number().nullable(), hotel_star: z.number().nullable(), insurance_kind: z.number(),
    min_persons: z.number(), max_persons: z.number().nullable(), deposit: z.number(), stop_sale_days: z.number(),
  }).nullable(),
  package: z.object({
    id: z.number(), product_id: z.number(), plan_id: z.number(), name: z.string(), seats: z.number(), min_group_size: z.number(),
    soon_group_size: z.number(), cost_price: z.number(), remark: z.string().nullable(), sort: z.number(),
    created_by: z.number().nullable(), created_at: stamp, updated_at: stamp, version: z.number(),
    prices: z.array(z.object({ fee_type: z.number(), price_kind: z.number(), price: z.number() })),
  }).nullable(),
  plan: z.object({ id: z.number(), name: z.string(), days: z.number(), gathering_place: z.string().nullable() }).nullable(),
  orders_count: z.number(),
  /** The states the group may move to now. */
  allowed_states: z.array(z.number()),
  /** The margin as text, e.g. "23.45%" (or "—"). */
  margin: z.string(),
  /** Adult sales price of the package (fen). */
  adult_price: z.number(),
});

// ---------------------------------------------------------------- statistics

export const statIncomeRow = z.object({ order_id: z.number(), order_code: z.string(), enrollment_status: z.number(), persons: z.number(), total: z.number() });
export type StatIncomeRow = z.output<typeof statIncomeRow>;
export const statCostRow = z.object({ kind: z.enum(ALL_COST_KINDS), kind_name: z.string(), lines: z.number(), expense: z.number(), income: z.number(), total: z.number() });
export type StatCostRow = z.output<typeof statCostRow>;
export const groupStatisticsAnswer = z.object({
  group_id: z.number(),
  persons: z.number(),
  income: z.number(),
  cost: z.number(),
  profit: z.number(),
  /** Gross margin in basis points (profit × 10000 / income, truncated toward zero); null without income. */
  margin_bp: z.number().nullable(),
  /** The margin as text, e.g. "23.45%" (or "—"). */
  margin: z.string(),
  income_per_person: z.number(), cost_per_person: z.number(), profit_per_person: z.number(),
  /** Adult sales price of the package (fen): the price per person of the break-even model. */
  price_per_person: z.number(),
  /** ceil(cost / price_per_person); null when the price is 0. */
  break_even_persons: z.number().nullable(),
  /** max(break_even_persons − persons, 0). */
  seats_to_break_even: z.number().nullable(),
  planned_cost: z.number(), actual_cost: z.number(), supplier_bills: z.number(), supplier_paid: z.number(),
  income_rows: z.array(statIncomeRow),
  cost_rows: z.array(statCostRow),
});
export type GroupStatistics = z.output<typeof groupStatisticsAnswer>;

// ---------------------------------------------------------------- costs

/** A value of a cost line's descriptive fields (COST_DETAIL_SHAPES, and the local operator's contact and fee line). */
const detailValue = z.union([z.string(), z.number()]).nullable().optional();
const detailKeys = [...new Set([...Object.values(COST_DETAIL_SHAPES).flatMap((s) => Object.keys(s)), 'agency_index', 'contact', 'contact_phone', 'fee_type', 'description'])];
const detailShape = Object.fromEntries(detailKeys.map((k) => [k, detailValue])) as Record<string, typeof detailValue>;
/** A cost line of a group with its supplier, the descriptive fields also spread flat. */
export const groupCostRow = z.object({
  ...detailShape,
  id: z.number(), group_id: z.number(), kind: z.string(), kind_name: z.string(), supplier_id: z.number(), supplier_name: name,
  settlement_cycle: z.number().nullable(), payment_days: z.number().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  quantity: z.number(), unit_price: z.number(), total: z.number(),
  /** 1 expense, 0 income. */
  consumption: z.number(), remark: z.string().nullable(), sort: z.number(), version: z.number(), updated_at: stamp,
});
export const costListAnswer = z.object({
  group_id: z.number(), cost_version: z.number(), cost_version_type: z.number(), data: z.array(groupCostRow),
  /** Expense minus income, in fen. */
  total: z.number(),
});
export const costSaveAnswer = z.object({ group_id: z.number(), cost_version: z.number(), data: z.array(groupCostRow) });

/** The local operator (地接社) lines grouped per supplier. */
export const agencyItemRow = z.object({
  supplier_id: z.number(), supplier_name: name, contact: z.string().nullable(), contact_phone: z.string().nullable(), remark: z.string().nullable(),
  total: z.number(),
  lines: z.array(z.object({ id: z.number(), fee_type: z.number().nullable(), description: z.string().nullable(), price: z.number(), quantity: z.number(), total: z.number() })),
});
export const agencySaveAnswer = z.object({ group_id: z.number(), cost_version: z.number(), items: z.array(agencyItemRow) });
export const agencyDetailAnswer = agencySaveAnswer.extend({ cost_version_type: z.number(), total: z.number() });

// ---------------------------------------------------------------- cost-adjustment bills

/** A cost-adjustment bill (成本调整单) as stored; items are the proposed list of the kind as sent (its item schema). */
export const costAdjustmentRecord = z.object({
  id: z.number(), code: z.string(), group_id: z.number(), kind: z.string(), reason: z.string(),
  items: z.array(z.unknown()), before_items: z.array(z.unknown()), before_total: z.number(), after_total: z.number(),
  base_cost_version: z.number(),
  /** 0 under audit, 1 passed, 2 rejected, 3 withdrawn. */
  status: z.number(), audit_id: z.number().nullable(), decided_by: z.number().nullable(), decided_at: optStamp, comment: z.string().nullable(),
  ...owned,
});
const costAdjustmentView = {
  kind_name: z.string(), status_label: z.string(), cost_adjustment_type: z.number(), diff: z.number(), created_by_name: name, decided_by_name: name,
  group_code: z.string(),
};
/** The list leaves out the proposed and former items. */
export const costAdjustmentListRow = costAdjustmentRecord.omit({ items: true, before_items: true }).extend(costAdjustmentView);
export const costAdjustmentPage = pageDataOf(costAdjustmentListRow);
export const costAdjustmentDetail = costAdjustmentRecord.extend({
  ...costAdjustmentView,
  group: z.object({ id: z.number(), code: z.string(), departure_date: z.string(), cost_version: z.number(), cost_version_type: z.number() }),
});

// ---------------------------------------------------------------- tourists and orders of the group

/** A tourist of the group's list (游客名单), with its order's number and statuses. */
export const groupTouristRow = orderTouristRow.extend({
  masked: z.boolean(), order_code: z.string(), enrollment_status: z.number(), order_status: z.number(), contact_name: z.string(),
  person_type_label: z.string(), room_type_label: z.string().nullable(),
});
export const groupTouristPage = pageDataOf(groupTouristRow).extend({ masked: z.boolean() });
export const roomUpdateAnswer = z.object({ updated: z.number() });

/** An order of the group (团期订单), read-only. */
export const groupOrderRow = z.object({
  id: z.number(), code: z.string(), customer_kind: z.string(), contact_name: z.string(), contact_phone: z.string(),
  adult_count: z.number(), child_count: z.number(), senior_count: z.number(), infant_count: z.number(), seats: z.number(),
  enrollment_status: z.number(), order_status: z.number(), audit_status: z.number(), order_type: z.number(),
  total: z.number(), received: z.number(), created_by: z.number().nullable(), created_at: stamp, version: z.number(),
  remaining: z.number(), enrollment_status_label: z.string(), order_status_label: z.string(), created_by_name: name,
});
export const groupOrderPage = pageDataOf(groupOrderRow);

/** An order adjustment bill seen from the operation side. */
const adjustLabels = { kind_label: z.string(), status_label: z.string(), created_by_name: name };
export const groupAdjustmentRow = adjustmentRecord.extend({
  ...adjustLabels, order_code: z.string(), contact_name: z.string(), group_code: z.string(),
});
export const groupAdjustmentPage = pageDataOf(groupAdjustmentRow);
export const groupAdjustmentDetail = adjustmentRecord.extend({
  ...adjustLabels, group_code: z.string(), departure_date: z.string(), product_name: name, product_code: name,
  order: z.object({
    id: z.number(), code: z.string(), contact_name: z.string(), total: z.number(), order_status: z.number(), enrollment_status: z.number(),
    group_id: z.number(), group_code: z.string(), departure_date: z.string(), product_name: name,
  }),
  tourists: z.array(adjustmentTourist),
});

/** 订单详情 from the operation side: the order, its lines, tourists (masked unless canSeeInfo) and bills. */
export const groupOrderDetailAnswer = z.object({
  id: z.number(), code: z.string(), group_id: z.number(), product_id: z.number(), customer_kind: z.string(), customer_id: z.number().nullable(),
  sales_channel_id: z.number().nullable(), contact_name: z.string(), contact_phone: z.string(), channel_order_no: z.string().nullable(),
  order_type: z.number(), sales_platform: z.number().nullable(),
  adult_count: z.number(), child_count: z.number(), senior_count: z.number(), infant_count: z.number(), seats: z.number(),
  rooms: z.record(z.string(), z.number()), hotel_level: z.number().nullable(), enrollment_status: z.number(), order_status: z.number(),
  audit_status: z.number(), hold_deadline: optStamp, deposit: z.number(), total: z.number(), received: z.number(), waiting_since: optStamp,
  credit_audit_id: z.number().nullable(), credit_state: z.number(), confirm_on_credit: z.boolean(), remark: z.string().nullable(), ...owned,
  persons: z.number(), due: z.number(), masked: z.boolean(), customer_name: name, created_by_name: name,
  product_name: name, product_code: name, group_code: z.string(), departure_date: z.string(),
  lines: z.array(orderLineRow), tourists: z.array(orderTouristRow),
  adjustments: z.array(adjustmentRecord.extend(adjustLabels)),
});

// ---------------------------------------------------------------- settlement

/** One settlement version (报账) as submitted; `snapshot` holds the statistics at submit (as stored then). */
export const groupSettlementRecord = z.object({
  id: z.number(), code: z.string(), group_id: z.number(), seq: z.number(), persons: z.number(), income: z.number(), cost: z.number(),
  profit: z.number(), margin_bp: z.number().nullable(), snapshot: z.unknown(),
  /** 0 under audit, 1 passed, 2 rejected, 3 withdrawn. */
  status: z.number(), audit_id: z.number().nullable(), submitted_by: z.number().nullable(), submitted_at: stamp,
  decided_by: z.number().nullable(), decided_at: optStamp, comment: z.string().nullable(), ...owned,
});
export const groupSettlementResult = z.object({
  group_id: z.number(), code: z.string(), version: z.number(), settle_status: z.number(), settle_status_label: z.string(),
  cost_version_type: z.number(), cost_version: z.number(),
  versions: z.array(z.object({
    id: z.number(), code: z.string(), seq: z.number(), persons: z.number(), income: z.number(), cost: z.number(), profit: z.number(),
    margin_bp: z.number().nullable(), status: z.number(), status_label: z.string(), audit_id: z.number().nullable(),
    audit_status: z.number().nullable(), audit_status_label: z.string().nullable(),
    submitted_by: z.number().nullable(), submitted_by_name: name, submitted_at: stamp,
    decided_by: z.number().nullable(), decided_by_name: name, decided_at: optStamp, comment: z.string().nullable(),
  })),
});
/** Receivables of the group: one row per order confirmed or held. */
export const groupCollectAnswer = z.object({
  data: z.array(z.object({
    order_id: z.number(), order_code: z.string(), contact_name: z.string(), customer_kind: z.string(), enrollment_status: z.number(),
    total: z.number(), received: z.number(), remaining: z.number(),
    /** 0 待收款, 1 已结清. */
    state: z.number(), state_label: z.string(),
  })),
  summary: z.object({ total: z.number(), received: z.number(), remaining: z.number(), open_orders: z.number() }),
});
/** Payables of the group: per expense cost line, per supplier, and their sums. */
export const groupPaymentAnswer = z.object({
  data: z.array(z.object({
    cost_id: z.number(), kind: z.string(), kind_name: z.string(), supplier_id: z.number(), supplier_name: name,
    settlement_cycle: z.number().nullable(), settlement_cycle_label: z.string().nullable(), payment_days: z.number().nullable(),
    quantity: z.number(), unit_price: z.number(), payable: z.number(), paid: z.number(), unpaid: z.number(),
  })),
  suppliers: z.array(z.object({ supplier_id: z.number(), supplier_name: name, payable: z.number(), paid: z.number(), unpaid: z.number() })),
  summary: z.object({ payable: z.number(), paid: z.number(), unpaid: z.number() }),
});
/** Submitting the settlement answers its version (the audit run is on it as audit_id). */
export const groupSettlementSubmitAnswer = groupSettlementRecord;
