/**
 * Answer schemas of the registration module (issue 18): the hall, orders, tourists, adjustment bills, direct-connect
 * orders and the insurance centre. Money in fen, timestamps ISO strings, `date` columns 'YYYY-MM-DD' strings.
 * Personal fields (phones, ID numbers, birthdays) may come masked ('138****0000', '1990-**-**'): still strings.
 */
import { z } from 'zod';
import { auditInstanceRow, optStamp, stamp } from '../common/answers';
import { pageDataOf } from '../common/common';
import { hallRow, orderRow } from './registration';

/** created_by, dept_id, created_at, updated_at, version of a record cut to the data boundary. */
const owned = {
  created_by: z.number().nullable(), dept_id: z.number().nullable(), created_at: stamp, updated_at: stamp, version: z.number(),
};

/** An order as stored (orders), with its persons and the amount still due. */
export const orderColumns = {
  id: z.number(), code: z.string(), group_id: z.number(), product_id: z.number(), customer_kind: z.string(), customer_id: z.number().nullable(),
  sales_channel_id: z.number().nullable(), contact_name: z.string(), contact_phone: z.string(), channel_order_no: z.string().nullable(),
  order_type: z.number(), sales_platform: z.number().nullable(),
  adult_count: z.number(), child_count: z.number(), senior_count: z.number(), infant_count: z.number(), seats: z.number(),
  /** Room counts by room type code. */
  rooms: z.record(z.string(), z.number()),
  hotel_level: z.number().nullable(), enrollment_status: z.number(), order_status: z.number(), audit_status: z.number(),
  hold_deadline: optStamp, deposit: z.number(), total: z.number(), received: z.number(), waiting_since: optStamp,
  credit_audit_id: z.number().nullable(), credit_state: z.number(), confirm_on_credit: z.boolean(), remark: z.string().nullable(),
  ...owned,
  persons: z.number(), due: z.number(),
};
/** The order record alone (a direct-connect import's order, an adjustment bill's order). */
export const orderRecord = z.object(orderColumns);

/** An order's money from the finance documents (received net of refunds is `received`). */
export const orderMoneyShape = {
  received_gross: z.number(), refunded: z.number(), pending_receipts: z.number(), pending_refunds: z.number(),
  /** total − received (= due). */
  remaining: z.number(),
  /** 0 待收款, 1 已结清. */
  pay_state: z.number(),
};

/** A row of the order lists (线路订单, 直连订单, 线路操作大厅 › 线路订单): the stored order, names and money. */
export const orderListRow = orderRow.extend({ ...orderColumns, ...orderMoneyShape, auditing: z.boolean() });
/** The order lists' page; `totals_only` answers no rows and the summary { total, received, due }. */
export const orderPage = pageDataOf(orderListRow);

/** An income line of an order. */
export const orderLineRow = z.object({
  id: z.number(), order_id: z.number(), fee_type: z.number(), description: z.string().nullable(), price: z.number(), quantity: z.number(),
  total: z.number(), sort: z.number(),
});

/** A tourist of an order (order_tourists): the 28 tourist fields, person type, room, ticket state, withdrawal. */
export const orderTouristRow = z.object({
  id: z.number(), order_id: z.number(), group_id: z.number(), person_type: z.number(),
  client_code: z.string().nullable(), client_name: z.string(), client_english_name: z.string().nullable(), client_pinyin_name: z.string().nullable(),
  client_sex: z.number().nullable(), client_birthday: z.string().nullable(), client_birthplace: z.string().nullable(),
  client_phone_number: z.string().nullable(), client_nationality: z.string().nullable(), client_age: z.number().nullable(),
  client_nation: z.string().nullable(), client_card_type: z.number().nullable(), client_card_number: z.string().nullable(),
  client_certificate_validity: z.string().nullable(), client_certificate_issuing_date: z.string().nullable(),
  client_certificate_issuing_place: z.string().nullable(), client_appellation: z.string().nullable(), client_marshal_point: z.string().nullable(),
  client_remarks: z.string().nullable(), client_room_number: z.string().nullable(), client_registered_residence: z.string().nullable(),
  client_business_point: z.string().nullable(), client_endorsement_type: z.string().nullable(), client_visa_type: z.string().nullable(),
  client_visa_validity: z.string().nullable(), client_visa_issuing_place: z.string().nullable(), client_visa_country: z.string().nullable(),
  client_type: z.number().nullable(), room_type: z.number().nullable(), ticket_status: z.number(),
  /** 0 on the trip, 1 withdrawn (退团). */
  withdrawn: z.number(), sort: z.number(),
  created_by: z.number().nullable(), created_at: stamp, updated_at: stamp, version: z.number(),
});
/** A tourist found by likePerson: `source_id` re-uses its (possibly masked) personal data at sign-up. */
export const personMatchRow = orderTouristRow.extend({ source_id: z.number() });

/** An order adjustment bill (订单调整单) as stored. */
export const adjustmentRecord = z.object({
  id: z.number(), code: z.string(), order_id: z.number(), group_id: z.number(),
  /** 'price' | 'withdraw'. */
  kind: z.string(),
  /** 0 pending, 1 approved, 2 rejected. */
  status: z.number(), reason: z.string(),
  lines: z.array(z.object({ fee_type: z.number(), description: z.string().nullable().optional(), price: z.number(), quantity: z.number(), total: z.number() })),
  tourist_ids: z.array(z.number()), refund_amount: z.number(), old_total: z.number(), new_total: z.number(), amount: z.number(),
  remark: z.string().nullable(), ...owned,
});
export const adjustmentListRow = adjustmentRecord.extend({ order_code: z.string(), created_by_name: z.string().nullable() });
/** A leaving tourist named on an adjustment bill. */
export const adjustmentTourist = z.object({ id: z.number(), client_name: z.string(), person_type: z.number() });
export const adjustmentDetail = adjustmentRecord.extend({ order: orderRecord, tourists: z.array(adjustmentTourist) });

/** An insurance policy (保单): one tourist insured with one product; list rows add the names. */
export const insurancePolicyRow = z.object({
  id: z.number(), code: z.string(), order_id: z.number(), group_id: z.number(), tourist_id: z.number(), insurance_product_id: z.number(),
  client_name: z.string(), start_date: z.string(), end_date: z.string(), days: z.number(), premium: z.number(),
  /** 0 insured, 1 cancelled. */
  status: z.number(), cancelled_at: optStamp, cancel_reason: z.string().nullable(), remark: z.string().nullable(), ...owned,
  order_code: z.string().optional(), group_code: z.string().optional(), insurance_product_name: z.string().nullable().optional(),
  created_by_name: z.string().nullable().optional(),
});
export const insurancePolicyPage = pageDataOf(insurancePolicyRow).extend({ summary: z.object({ premium: z.number() }) });

/** The order's temporary credit application (finance's credit_applications), shown on the order detail. */
export const orderCreditApplication = z.object({
  id: z.number(), kind: z.string(), customer_id: z.number(), order_id: z.number().nullable(), group_id: z.number().nullable(),
  credit_type_id: z.number().nullable(), amount: z.number(), exposure: z.number(), credit_limit: z.number(), end_date: z.string().nullable(),
  status: z.number(), reason: z.string().nullable(), remark: z.string().nullable(), ...owned,
});

/** The group of an order (tour_groups) with its remaining seats. */
export const orderGroup = z.object({
  id: z.number(), code: z.string(), product_id: z.number(), plan_id: z.number(), package_id: z.number(),
  departure_date: z.string(), disband_date: z.string(), stop_sale_date: z.string(),
  seats_plan: z.number(), seats_held: z.number(), seats_confirmed: z.number(), seats_waiting: z.number(),
  minimum_group_size: z.number(), soon_group_size: z.number(), state: z.number(), iron_hair: z.number(),
  cost_version_type: z.number(), cost_version: z.number(), settle_status: z.number(), remark: z.string().nullable(), ...owned,
  remaining: z.number(),
});
export const orderProduct = z.object({
  id: z.number(), code: z.string(), name: z.string(), days: z.number(), nights: z.number(), destination_text: z.string(), deposit: z.number(),
  cost_include: z.string().nullable(), cost_exclude: z.string().nullable(), booking_notice: z.string().nullable(),
});

/** The order detail (also the answer of sign-up, update, confirm and cancel). */
export const orderDetail = orderListRow.extend({
  customer_code: z.string().nullable(),
  group: orderGroup, product: orderProduct,
  lines: z.array(orderLineRow), tourists: z.array(orderTouristRow), adjustments: z.array(adjustmentRecord), policies: z.array(insurancePolicyRow),
  credit_application: orderCreditApplication.nullable(),
});
/** The printable sales confirmation: the detail (tourists on the trip only) with the agency's letterhead. */
export const salesConfirmation = orderDetail.extend({
  agency: z.object({
    name: z.string(), short_name: z.string().nullable(), phone: z.string().nullable(), address: z.string().nullable(), license_no: z.string().nullable(),
  }).nullable(),
  printed_at: stamp,
});

/** Submitting an order for audit answers the audit run. */
export const orderAuditAnswer = auditInstanceRow;

// ---------------------------------------------------------------- hall

export const hallPage = pageDataOf(hallRow);
const feePrices = z.record(z.string(), z.number());
export const hallItineraryDay = z.object({
  day_no: z.number(), title: z.string(), description: z.string().nullable(), meals: z.array(z.number()), lodging: z.string().nullable(),
  hotel_star: z.number().nullable(), traffic_type: z.number().nullable(), place: z.string().nullable(), sights: z.string().nullable(),
});
/** One group for sales (/api/v1/registration/hall/detail): the hall row plus price kinds, plan and itinerary. */
export const hallDetail = hallRow.extend({
  /** Settlement (peer) and market prices by fee type code, in fen (sales prices are `prices`). */
  peer_prices: feePrices,
  market_prices: feePrices,
  /**
   * List prices per customer kind by fee type code, in fen: private and unit the sales prices; peer the
   * product's own peer price where set, else the settlement price. Sign-up prefills its lines from them.
   */
  prices_by_kind: z.object({ private: feePrices, unit: feePrices, peer: feePrices }),
  state: z.number(),
  /** Open for sign-up now (approved product, 待出发, not past the stop-sale day); else why not. */
  for_sale: z.boolean(),
  not_for_sale_reason: z.string().nullable(),
  features: z.string().nullable(), cost_include: z.string().nullable(), cost_exclude: z.string().nullable(), booking_notice: z.string().nullable(),
  min_persons: z.number(), max_persons: z.number().nullable(),
  plan: z.object({
    id: z.number(), name: z.string(), days: z.number(), nights: z.number(), gathering_place: z.string().nullable(), remark: z.string().nullable(),
    itinerary: z.array(hallItineraryDay),
  }).nullable(),
});
export type HallItineraryDay = z.output<typeof hallItineraryDay>;
export type HallDetail = z.output<typeof hallDetail>;

// ---------------------------------------------------------------- tourist import, direct-connect orders, insurance products

export const touristImportReport = z.object({
  mode: z.string(), total: z.number(), imported: z.number(), failed: z.number(),
  errors: z.array(z.object({ row: z.number(), field: z.string(), column: z.string(), message: z.string() })),
  added: z.array(z.string()), changed: z.array(z.string()), removed: z.array(z.string()), unchanged: z.number(),
  /** "Remove tourists missing from the file" was asked, but rows were refused: nobody was removed. */
  removal_skipped: z.boolean(),
});

/** A direct-connect order import: the order (new, or the one already imported), and how many staff were notified. */
export const mfOrderImportAnswer = z.object({
  id: z.number(), duplicated: z.boolean(), notified: z.number().optional(), order: orderRecord.nullable(),
});

/** An insurance product on sale with the premium per person for the trip. */
export const insuranceOptionRow = z.object({
  id: z.number(), name: z.string(), code: z.string().nullable(), insurance_type: z.number(), price_mode: z.number(), company_name: z.string().nullable(),
  min_age: z.number(), max_age: z.number(), coverage: z.string(),
  rates: z.array(z.object({ day_from: z.number(), day_to: z.number(), price: z.number() })),
  /** The premium per person (and its band) for the trip's days, in fen; null with `quote_error` when no band covers them. */
  quote: z.object({ days: z.number(), unit_price: z.number(), day_from: z.number(), day_to: z.number() }).nullable(),
  quote_error: z.string().nullable(),
});
export type InsuranceOption = z.output<typeof insuranceOptionRow>;

// ---------------------------------------------------------------- lists answered whole

export const touristsAnswer = z.array(orderTouristRow);
export const personMatches = z.array(personMatchRow);
export const adjustmentPage = pageDataOf(adjustmentListRow);
export const insuranceOptions = z.array(insuranceOptionRow);
export const policiesAnswer = z.array(insurancePolicyRow);
