/**
 * Registry entries of the registration module, spread into RESOURCES. Orders, tourists, adjustments and
 * policies have their own routes (sign-up books seats), so their verbs are declared for the labels and the
 * change history; the routes are in server/src/modules/registration.
 */
import type { ResourceDef } from '../resource-def';
import { CardType, EnrollmentStatus, FeeType, HotelStar, OrderStatus, PersonType, RoomType, SalesPlatform, Sex, TouristFieldLabel } from '../enums';
import { CustomerKind } from '../merchant/merchant';
import {
  AdjustmentKind, AdjustmentStatus, CreditState, OrderType, PolicyStatus, adjustmentCreate, orderCreate, orderUpdate,
  policyCancel, policyCreate, touristInput,
} from './registration';

const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', dept_id: '所属部门' };

export const ORDER_LABELS = {
  ...common, code: '订单号', group_id: '团期', product_id: '产品', customer_kind: '客户类型', customer_id: '客户', sales_channel_id: '销售渠道',
  contact_name: '联系人', contact_phone: '联系电话', channel_order_no: '渠道订单号', order_type: '订单类型', sales_platform: '销售平台',
  adult_count: '成人数', child_count: '儿童数', senior_count: '老人数', infant_count: '婴儿数', seats: '占座数', rooms: '房间',
  hotel_level: '酒店标准', enrollment_status: '报名状态', order_status: '订单状态', audit_status: '审核状态', hold_deadline: '占位截止时间',
  deposit: '定金', total: '订单总额', received: '已收金额', waiting_since: '候补时间', credit_audit_id: '临时授信申请', credit_state: '授信状态',
  lines: '价格明细', tourists: '游客', enrollment: '报名方式', persons: '人数', due: '未收金额',
  product_name: '产品名称', group_code: '团号', departure_date: '出团日期', customer_name: '客户名称',
} as const;

export const TOURIST_LABELS = {
  ...common, ...TouristFieldLabel, order_id: '订单', group_id: '团期', person_type: '游客类型', room_type: '房型', ticket_status: '出票状态',
  withdrawn: '退团', insurance_product_id: '保险产品',
} as const;

export const REGISTRATION_RESOURCES = {
  routeOrder: {
    name: 'routeOrder', title: '线路订单', path: '/api/v1/routeOrder', permissionKey: 'route_order_list', table: 'orders',
    create: orderCreate, update: orderUpdate, verbs: ['list', 'detail', 'add', 'update', 'delete'],
    labels: ORDER_LABELS,
    enums: {
      customer_kind: CustomerKind, order_type: OrderType, sales_platform: SalesPlatform, hotel_level: HotelStar,
      enrollment_status: EnrollmentStatus, order_status: OrderStatus, audit_status: AdjustmentStatus, credit_state: CreditState,
    },
    money: ['deposit', 'total', 'received', 'due'], scoped: true, keywordFields: ['code', 'contact_name', 'contact_phone', 'channel_order_no'],
  },
  orderTourist: {
    name: 'orderTourist', title: '游客', path: '/api/v1/routeOrder/client', permissionKey: 'route_order_list', table: 'order_tourists',
    create: touristInput, update: touristInput, verbs: ['list', 'add'],
    labels: TOURIST_LABELS,
    enums: { client_sex: Sex, client_card_type: CardType, person_type: PersonType, room_type: RoomType },
  },
  orderAdjustment: {
    name: 'orderAdjustment', title: '订单调整单', path: '/api/v1/routeOrder/adjust', permissionKey: 'route_order_list', table: 'order_adjustments',
    create: adjustmentCreate, update: adjustmentCreate, verbs: ['list', 'detail', 'add'],
    labels: {
      ...common, code: '调整单号', order_id: '订单', group_id: '团期', kind: '调整类型', status: '审核状态', reason: '调整原因', lines: '调整后价格明细',
      tourist_ids: '退团游客', refund_amount: '退团扣减金额', old_total: '调整前总额', new_total: '调整后总额', amount: '调整金额',
      fee_type: '费用类型',
    },
    enums: { kind: AdjustmentKind, status: AdjustmentStatus, fee_type: FeeType },
    money: ['refund_amount', 'old_total', 'new_total', 'amount'], scoped: true, keywordFields: ['code', 'reason'],
  },
  insurancePolicy: {
    name: 'insurancePolicy', title: '保单', path: '/api/v1/insurance/policy', permissionKey: 'insurance_center_list', table: 'insurance_policies',
    create: policyCreate, update: policyCancel, verbs: ['list', 'add'],
    labels: {
      ...common, code: '保单号', order_id: '订单', group_id: '团期', tourist_id: '游客', insurance_product_id: '保险产品', client_name: '被保险人',
      start_date: '保险起期', end_date: '保险止期', days: '天数', premium: '保费', status: '保单状态', cancelled_at: '退保时间', cancel_reason: '退保原因',
    },
    enums: { status: PolicyStatus },
    money: ['premium'], scoped: true, keywordFields: ['code', 'client_name'],
  },
} as const satisfies Record<string, ResourceDef>;
