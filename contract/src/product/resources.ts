/**
 * Registry entries of the product module, spread into RESOURCES. Categories use the generic routes; the
 * product, its plans and packages have their own routes (server/src/modules/product), and their entries here
 * give the labels, codes and money fields of the change history (变更记录) and of the columns. Packages take
 * `package_id` (not `id`) on their routes, so no generic verb is declared for them.
 */
import type { ResourceDef } from '../resource-def';
import { AuditStatus, HotelStar, InsuranceKind, SelfPaid, Shopping, TrafficType } from '../enums';
import {
  planSaveReq, priceAddReq, priceUpdateReq, productCategoryCreate, productCategoryUpdate, productCreate, productUpdate,
} from './product';
import { productCategoryRow } from './answers';

const CRUD = ['list', 'detail', 'add', 'update', 'delete'] as const;
const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', sort: '排序', dept_id: '所属部门' };
const YesNo = { true: '是', false: '否' } as const;

export const PRODUCT_LABELS = {
  ...common, code: '产品编号', name: '产品名称', category_id: '产品分类', departure: '出发地', destination: '目的地',
  destination_text: '目的地名称', days: '行程天数', nights: '行程晚数', level_id: '产品等级', label_ids: '产品标签',
  group_type_id: '团队类型', traffic_go: '去程交通', traffic_back: '返程交通', hotel_star: '酒店星级', shopping: '购物',
  self_paid: '自费项目', insurance_kind: '保险类型', cover_images: '封面图片', features: '产品特色', cost_include: '费用包含',
  cost_exclude: '费用不含', booking_notice: '预订须知', sale_start_date: '开售日期', stop_sale_days: '提前停售天数',
  min_persons: '最少成团人数', max_persons: '最多人数', deposit: '定金', audit_status: '审核状态', step: '编辑步骤',
  category_name: '产品分类', plan_count: '方案数', package_count: '套餐数', group_count: '团期数', next_departure: '最近出团',
  created_by_name: '创建人', own_prices: '自有价格',
} as const;
export const PACKAGE_LABELS = {
  ...common, product_id: '产品', plan_id: '行程方案', name: '套餐名称', seats: '库存（计划人数）', min_group_size: '最少成团人数',
  soon_group_size: '即将成团人数', cost_price: '成本价', prices: '价格',
} as const;
export const PLAN_LABELS = {
  ...common, product_id: '产品', name: '方案名称', is_default: '默认方案', days: '行程天数', nights: '行程晚数',
  gathering_place: '集合地点', itinerary: '行程',
} as const;
export const PLAN_DAY_LABELS = {
  day_no: '第几天', title: '行程标题', description: '行程描述', meals: '用餐', lodging: '住宿', hotel_star: '酒店星级',
  traffic_type: '交通方式', place: '地点', sights: '景点', template_id: '行程模板',
} as const;

export const PRODUCT_RESOURCES = {
  productCategory: {
    name: 'productCategory', title: '产品分类', path: '/api/v1/product/category', permissionKey: 'product_route_travel', table: 'product_categories',
    create: productCategoryCreate, update: productCategoryUpdate, row: productCategoryRow, verbs: CRUD,
    labels: { ...common, parent_id: '上级分类', name: '分类名称' }, keywordFields: ['name'],
  },
  product: {
    name: 'product', title: '行程线路', path: '/api/v1/product', permissionKey: 'product_route_travel', table: 'products',
    create: productCreate, update: productUpdate, verbs: CRUD, labels: PRODUCT_LABELS,
    enums: {
      audit_status: AuditStatus, traffic_go: TrafficType, traffic_back: TrafficType, hotel_star: HotelStar, shopping: Shopping,
      self_paid: SelfPaid, insurance_kind: InsuranceKind,
    },
    money: ['deposit'], scoped: true, keywordFields: ['name', 'code'],
  },
  productPlan: {
    name: 'productPlan', title: '行程方案', path: '/product/route/plan', permissionKey: 'product_route_travel', table: 'product_plans',
    create: planSaveReq, update: planSaveReq, verbs: ['list'], labels: PLAN_LABELS, enums: { is_default: YesNo },
  },
  pricePackage: {
    name: 'pricePackage', title: '价格套餐', path: '/product/route/price', permissionKey: 'product_route_travel', table: 'price_packages',
    create: priceAddReq, update: priceUpdateReq, verbs: [], labels: PACKAGE_LABELS, money: ['cost_price'],
  },
} as const satisfies Record<string, ResourceDef>;
