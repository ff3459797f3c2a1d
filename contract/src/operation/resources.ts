/**
 * Registry entries of the operation module, spread into RESOURCES. Every route of the module is custom
 * (declared in server/src/modules/operation), so verbs are empty: the entries carry paths, labels, enums
 * and money fields for the change history, list columns and exports.
 */
import type { ResourceDef } from '../resource-def';
import { Consumption, IronHair, RoomType, TourState } from '../enums';
import {
  costAdjustAdd, CostAdjustStatus, CostKind, CostVersionType, costSaveSchemas, routeFinishReq, routeHallStateUpdate, SettlementAuditStatus, SettleStatus,
} from './operation';

const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', dept_id: '所属部门', sort: '排序' };

export const OPERATION_RESOURCES = {
  routeHall: {
    name: 'routeHall', title: '团期', path: '/api/v1/routeHall', permissionKey: 'line_operation', table: 'tour_groups',
    create: routeHallStateUpdate, update: routeHallStateUpdate, verbs: [],
    labels: {
      ...common, code: '团号', product_id: '产品', product_name: '产品名称', product_code: '产品编号', package_id: '价格套餐', package_name: '套餐名称',
      plan_id: '行程方案', departure_date: '出发日期', disband_date: '散团日期', stop_sale_date: '停售日期', days: '天数',
      destination_text: '目的地', category_name: '产品分类', seats_plan: '计划人数', seats_held: '占位人数', seats_confirmed: '确认人数',
      seats_waiting: '候补人数', remaining: '余位', count_confirm: '确认人数', minimum_group_size: '最低成团人数', soon_group_size: '即将成团人数',
      state: '团期状态', iron_hair: '铁发', cost_version_type: '成本版本状态', group_cost_version_type: '成本版本状态', cost_version: '成本版本',
      settle_status: '报账状态', income: '收入', cost: '成本', profit: '毛利',
    },
    enums: { state: TourState, iron_hair: IronHair, cost_version_type: CostVersionType, group_cost_version_type: CostVersionType, settle_status: SettleStatus },
    money: ['income', 'cost', 'profit'],
    scoped: true, keywordFields: ['code'],
  },
  groupCost: {
    name: 'groupCost', title: '团期成本', path: '/api/v1/routeHall', permissionKey: 'line_operation', table: 'group_costs',
    create: costSaveSchemas.guide, update: costSaveSchemas.guide, verbs: [],
    labels: {
      ...common, group_id: '团期', kind: '成本类型', supplier_id: '供应商', supplier_name: '供应商名称', quantity: '数量', unit_price: '单价',
      total: '金额', detail: '明细', person: '导游姓名', phone: '电话', start_date: '开始日期', end_date: '结束日期', tourists: '带团人数',
      catering: '餐别', date: '日期', diners: '用餐人数', free_diners: '免费人数', traffic_type: '交通方式', from_place: '出发地', to_place: '目的地',
      number: '车次/航班', sight: '景点名称', ticket_type: '票种', hotel: '酒店名称', room_type: '房型', hotel_star: '酒店星级', check_in: '入住日期',
      check_out: '离店日期', nights: '晚数', rooms: '间数', insurance_kind: '保险类型', vehicle: '车型', seats: '座位数', driver: '司机',
      name: '项目名称', consumption: '收支类型', contact: '联系人', contact_phone: '联系电话', fee_type: '费用类型', description: '费用说明',
    },
    enums: { kind: CostKind, consumption: Consumption, room_type: RoomType },
    money: ['unit_price', 'total'],
  },
  costAdjustment: {
    name: 'costAdjustment', title: '成本调整单', path: '/api/v1/routeHall/costAdjust', permissionKey: 'line_operation', table: 'cost_adjustments',
    create: costAdjustAdd, update: costAdjustAdd, verbs: [],
    labels: {
      ...common, code: '调整单号', group_id: '团期', group_code: '团号', kind: '成本类型', reason: '调整原因', status: '审核状态',
      cost_adjustment_type: '审核状态', before_total: '调整前金额', after_total: '调整后金额', diff: '调整金额', base_cost_version: '原成本版本',
      audit_id: '审核单', decided_at: '审核时间', decided_by_name: '审核人', created_by_name: '申请人',
    },
    enums: { kind: CostKind, status: CostAdjustStatus, cost_adjustment_type: CostAdjustStatus },
    money: ['before_total', 'after_total', 'diff'],
    scoped: true, keywordFields: ['code', 'reason'],
  },
  groupSettlement: {
    name: 'groupSettlement', title: '团期报账', path: '/api/v1/finance/route', permissionKey: 'line_operation', table: 'group_settlements',
    create: routeFinishReq, update: routeFinishReq, verbs: [],
    labels: {
      ...common, code: '报账单号', group_id: '团期', seq: '报账版本', persons: '人数', income: '收入', cost: '成本', profit: '毛利',
      margin_bp: '毛利率(万分比)', status: '状态', audit_id: '审核单', submitted_by_name: '提交人', submitted_at: '提交时间',
      decided_by_name: '审核人', decided_at: '审核时间', comment: '审核意见',
    },
    enums: { status: SettlementAuditStatus },
    money: ['income', 'cost', 'profit'],
  },
} as const satisfies Record<string, ResourceDef>;
