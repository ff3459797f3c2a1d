/**
 * Routes and answer shapes of the registration module (server/src/modules/registration). Request shapes and
 * answers come from the contract (registration/registration.ts, registration/answers.ts).
 */
import type { z } from 'zod';
import type {
  HallDetail, HallRow, InsuranceOption, OrderRow, adjustmentListRow, adjustmentRecord, insurancePolicyRow, orderDetail, orderLineRow, orderListRow,
  orderTouristRow, personMatchRow, salesConfirmation,
} from '@ta/contract';

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

type Out<T extends z.ZodType> = z.output<T>;
export type OrderLineRow = Out<typeof orderLineRow>;
export type OrderTouristRow = Out<typeof orderTouristRow>;
/** An adjustment bill: the list's row; the detail's `adjustments` are the stored bills (no names). */
export type AdjustmentRow = Out<typeof adjustmentRecord> & Partial<Pick<Out<typeof adjustmentListRow>, 'order_code' | 'created_by_name'>>;

/** A row of the order lists: the stored order, names and money from the finance documents. */
export type OrderListRow = Out<typeof orderListRow>;

/** The order detail: the list row plus what the detail page shows (also the answer of add/update/confirm/cancel). */
export type OrderDetail = Out<typeof orderDetail>;
export type GroupOfOrder = OrderDetail['group'];
export type ProductOfOrder = OrderDetail['product'];

/** A tourist found by likePerson (masked unless the role sees personal data); `source_id` re-uses it. */
export type PersonMatch = Out<typeof personMatchRow>;

export type PolicyRow = Out<typeof insurancePolicyRow>;

export type { InsuranceOption };

/** The printable sales confirmation: the order detail with the agency's letterhead. */
export type SalesConfirmation = Out<typeof salesConfirmation>;
