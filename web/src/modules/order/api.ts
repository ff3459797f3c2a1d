/**
 * Routes and answer shapes of the registration module (server/src/modules/registration). Request shapes and
 * list rows come from the contract (registration/registration.ts); the detail's nested parts are typed here.
 */
import type { HallDetail, HallRow, OrderLineInput, OrderRow, TouristInput } from '@ta/contract';

const ORDER = '/api/v1/routeOrder';
export const ORDER_URLS = {
  add: `${ORDER}/add`, list: `${ORDER}/list`, detail: `${ORDER}/detail`, update: `${ORDER}/update`, delete: `${ORDER}/delete`,
  confirm: `${ORDER}/confirm`, cancel: `${ORDER}/cancel`, submitAudit: `${ORDER}/submitAudit`,
  clientList: `${ORDER}/client/list`, clientAdd: `${ORDER}/client/add`, clientImport: `${ORDER}/client/import`, clientTemplate: `${ORDER}/client/template`,
  adjustAdd: `${ORDER}/adjust/add`, adjustList: `${ORDER}/adjust/list`, adjustDetail: `${ORDER}/adjust/detail`,
  salesConfirmation: `${ORDER}/salesConfirmation`, clientExport: `${ORDER}/client/export`,
} as const;
export const HALL_LIST_URL = '/api/v1/registration/hall/list';
export const HALL_DETAIL_URL = '/api/v1/registration/hall/detail';
export const LIKE_PERSON_URL = '/api/v1/person/likePerson';
export const MF_ORDER_URLS = { list: '/api/v1/mfOrder/list', import: '/api/v1/mfOrder/import' } as const;
export const POLICY_URLS = { list: '/api/v1/insurance/policy/list', add: '/api/v1/insurance/policy/add', cancel: '/api/v1/insurance/policy/cancel' } as const;
/** Insurance products on sale with the premium for a group (the insurance centre's key; sales may use it). */
export const INSURANCE_OPTIONS_URL = '/api/v1/insurance/policy/products';

/** Query-key names of the module's lists and details. */
export const Q = { hall: 'registrationHall', order: 'routeOrder', adjust: 'orderAdjustment', policy: 'insurancePolicy', mf: 'mfOrder' } as const;

export type { HallDetail, HallRow, OrderRow };

export interface OrderLineRow extends OrderLineInput { id: number; total: number; description: string | null }
export type OrderTouristRow = TouristInput & { id: number; withdrawn?: number; ticket_status?: number; insured?: boolean };

export interface AdjustmentRow {
  id: number; code: string; order_id: number; order_code?: string; kind: 'price' | 'withdraw'; status: number; reason: string;
  old_total: number | null; new_total: number | null; amount: number | null; created_at: string; created_by_name?: string | null;
}

/** An order's money from the finance documents (server registration.orders.ts): approved receipts, refunds, pending documents. */
export interface OrderMoneyFields {
  received_gross?: number; refunded?: number; pending_receipts?: number; pending_refunds?: number; remaining?: number; pay_state?: number;
}
export type OrderListRow = OrderRow & OrderMoneyFields;

/** The order detail: the list row plus what the detail page shows. */
export interface OrderDetail extends OrderRow, OrderMoneyFields {
  sales_channel_id: number | null;
  sales_channel_name?: string | null;
  rooms: Record<string, number>;
  hotel_level: number | null;
  remark: string | null;
  lines: OrderLineRow[];
  tourists: OrderTouristRow[];
  adjustments?: AdjustmentRow[];
  customer_code?: string | null;
  group: GroupOfOrder;
  product: ProductOfOrder;
  policies?: PolicyRow[];
  credit_application?: { id: number; amount?: number; status?: number } | null;
}

export interface GroupOfOrder {
  id: number; code: string; departure_date: string; disband_date: string; stop_sale_date: string; seats_plan: number; seats_held: number;
  seats_confirmed: number; seats_waiting: number; remaining: number; iron_hair: number; state: number; package_id: number; product_id: number;
}
export interface ProductOfOrder {
  id: number; code: string; name: string; days: number; nights: number; destination_text: string; deposit: number;
  cost_include: string | null; cost_exclude: string | null; booking_notice: string | null;
}

/** A tourist found by likePerson (masked unless the role sees personal data); `source_id` re-uses it. */
export interface PersonMatch extends TouristInput { id: number; source_id?: number }

export interface PolicyRow {
  id: number; code: string; order_id: number; order_code?: string; group_id: number; group_code?: string; tourist_id: number; client_name: string;
  insurance_product_id: number; insurance_product_name?: string; start_date: string; end_date: string; days: number; premium: number;
  status: number; created_at: string; version: number;
}

export interface InsuranceProductOption { id: number; name: string; type?: number }

/** The printable sales confirmation: the order detail with the agency's letterhead. */
export interface SalesConfirmation extends OrderDetail {
  agency: { name: string; short_name?: string | null; phone?: string | null; address?: string | null; license_no?: string | null } | null;
  printed_at: string;
}
