/**
 * Line products (行程线路): categories, the product's basic info and presale settings, itinerary plans with
 * their day rows, price packages (prices per fee type × price kind, seats, departure dates → groups) and own
 * prices. Field names equal the table columns (server/src/modules/product/product.tables.ts). Every request
 * schema carries Chinese messages naming the field.
 */
import { z } from 'zod';
import { daysBetween } from '../dates';
import { AuditStatus, Catering, FeeType, HotelStar, InsuranceKind, PACKAGE_FEE_TYPES, PriceKind, SelfPaid, Shopping, TrafficType } from '../enums';
import { codeOf, fen, idOf, optIdOf, optText, pageReq, reqText, versionField } from '../common';
import { fileRef, intIn, optDate, reqDate } from '../merchant/merchant';
import type * as A from './answers';

// ---------------------------------------------------------------- codes and limits

/** At most this many price packages per itinerary plan (DOMAIN.md). */
export const MAX_PACKAGES_PER_PLAN = 6;
/** At most this many departure dates in one request (one year of daily departures). */
export const MAX_DATES_PER_REQUEST = 366;
export const MAX_PRODUCT_DAYS = 60;
/** Own prices (自有价格): the channel they apply to. */
export const OwnPriceChannel = { peer: '同行价', internal: '内部价' } as const;
export type OwnPriceChannelCode = keyof typeof OwnPriceChannel;
/** Weekdays of a date range, ISO numbering: 1 Monday … 7 Sunday. */
export const Weekday = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' } as const;
/** The fee types a package carries, as a code → label map (adult, child, senior, infant, single room). */
export const PackageFeeType = Object.fromEntries(PACKAGE_FEE_TYPES.map((k) => [k, FeeType[k]])) as { readonly [K in (typeof PACKAGE_FEE_TYPES)[number]]: (typeof FeeType)[K] };
/** Price kind codes: 1 sales, 2 settlement, 3 market, 4 purchase. */
export const PRICE_KIND_SALES = 1, PRICE_KIND_SETTLEMENT = 2, PRICE_KIND_MARKET = 3, PRICE_KIND_PURCHASE = 4;

type Issue = { message: string; path: (string | number)[] };
const rules = <T>(check: (v: T) => Issue[]) => (v: T, ctx: z.RefinementCtx) => {
  for (const i of check(v)) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
};
const optCode = <T extends Record<number, string>>(label: string, map: T) => codeOf(label, map).optional().nullable();
const nonNegFen = (label: string) => fen(label).min(0, `${label}不能为负数`);
/** The same fields all optional; a field the create schema defaults stays as it is when left out. */
function partialOf<S extends z.ZodRawShape>(shape: S) {
  const out: Record<string, z.ZodTypeAny> = {};
  for (const [k, v] of Object.entries(shape)) {
    const inner = v instanceof z.ZodDefault ? (v.unwrap() as z.ZodTypeAny) : (v as z.ZodTypeAny);
    out[k] = inner.optional();
  }
  return out as { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I> ? I : S[K]> };
}

// ---------------------------------------------------------------- categories

export const productCategoryCreate = z.object({
  parent_id: optIdOf('上级分类'),
  name: reqText('分类名称', 50),
  sort: z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0, '排序不能小于0').max(99999, '排序不能大于99999').default(0),
  remark: optText('备注', 500),
});
export const productCategoryUpdate = productCategoryCreate.extend({ id: idOf('产品分类'), version: versionField });
export type ProductCategoryInput = z.infer<typeof productCategoryCreate>;

// ---------------------------------------------------------------- product: basic info and presale settings

const areaIdOf = (label: string) => z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).optional().nullable();
/** One area chosen in the area tree, kept with its display name (the table's AreaRef). */
export const productAreaRef = z.object({
  country_id: areaIdOf('国家'),
  province_id: areaIdOf('省份'),
  city_id: areaIdOf('城市'),
  county_id: areaIdOf('区县'),
  name: reqText('地区名称', 60),
});
export type ProductAreaRef = z.infer<typeof productAreaRef>;

/** Basic info step (基本信息). */
export const productBasicShape = {
  name: reqText('产品名称', 100),
  category_id: optIdOf('产品分类'),
  departure: z.array(productAreaRef, { error: '出发地格式不正确' }).max(10, '出发地最多10个').default([]),
  destination: z.array(productAreaRef, { error: '请选择目的地' }).min(1, '请选择目的地').max(20, '目的地最多20个'),
  days: intIn('行程天数', 1, MAX_PRODUCT_DAYS),
  nights: intIn('行程晚数', 0, MAX_PRODUCT_DAYS).default(0),
  level_id: optIdOf('产品等级'),
  label_ids: z.array(idOf('产品标签'), { error: '产品标签格式不正确' }).max(20, '产品标签最多20个').default([]),
  group_type_id: optIdOf('团队类型'),
  traffic_go: optCode('去程交通', TrafficType),
  traffic_back: optCode('返程交通', TrafficType),
  hotel_star: optCode('酒店星级', HotelStar),
  shopping: codeOf('购物', Shopping).default(0),
  self_paid: codeOf('自费项目', SelfPaid).default(0),
  insurance_kind: codeOf('保险类型', InsuranceKind).default(4),
  cover_images: z.array(fileRef, { error: '封面图片格式不正确' }).max(10, '封面图片最多10张').default([]),
  features: optText('产品特色', 5000),
  cost_include: optText('费用包含', 5000),
  cost_exclude: optText('费用不含', 5000),
  booking_notice: optText('预订须知', 5000),
  remark: optText('备注', 500),
};
/** Presale settings step (预售设置). */
export const productPresaleShape = {
  sale_start_date: optDate('开售日期'),
  stop_sale_days: intIn('提前停售天数', 0, 365).default(0),
  min_persons: intIn('最少成团人数', 1, 9999).default(1),
  max_persons: intIn('最多人数', 1, 9999).optional().nullable(),
  deposit: nonNegFen('定金').default(0),
};
type ProductChecked = { days?: number; nights?: number; min_persons?: number; max_persons?: number | null; label_ids?: number[] };
const productRules = rules<ProductChecked>((v) => {
  const out: Issue[] = [];
  if (v.days !== undefined && v.nights !== undefined && v.nights > v.days) out.push({ message: '行程晚数不能大于天数', path: ['nights'] });
  if (v.max_persons != null && v.min_persons !== undefined && v.max_persons < v.min_persons) out.push({ message: '最多人数不能小于最少成团人数', path: ['max_persons'] });
  if (v.label_ids && new Set(v.label_ids).size !== v.label_ids.length) out.push({ message: '产品标签重复', path: ['label_ids'] });
  return out;
});
/** /api/v1/product/add: the basic info (presale settings may come along). */
export const productBasicForm = z.object(productBasicShape);
export const productPresaleForm = z.object(productPresaleShape);
export const productCreate = z.object({ ...productBasicShape, ...productPresaleShape }).superRefine(productRules);
/** /api/v1/product/update: any part of the basic info or the presale settings; `step` = the editor step reached. */
export const productUpdate = z.object({
  id: idOf('产品'), version: versionField,
  ...partialOf(productBasicShape), ...partialOf(productPresaleShape),
  step: intIn('编辑步骤', 1, 5).optional(),
}).superRefine(productRules);
export type ProductCreateInput = z.infer<typeof productCreate>;
export type ProductUpdateInput = z.infer<typeof productUpdate>;

const codesFilter = <T extends Record<number, string>>(label: string, map: T) =>
  z.union([codeOf(label, map), z.array(codeOf(label, map), { error: `${label}取值不正确` })], { error: `${label}取值不正确` }).optional();
/** /api/v1/product/list filters (keyword on name and code). */
export const productListQuery = pageReq.extend({
  keyword: optText('关键字', 50),
  category_id: optIdOf('产品分类'),
  audit_status: codesFilter('审核状态', AuditStatus),
  destination: optText('目的地', 50),
  days: intIn('行程天数', 1, MAX_PRODUCT_DAYS).optional().nullable(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

// ---------------------------------------------------------------- itinerary plans

export const planDayInput = z.object({
  day_no: intIn('第几天', 1, MAX_PRODUCT_DAYS),
  title: reqText('行程标题', 100),
  description: optText('行程描述', 5000),
  meals: z.array(codeOf('用餐', Catering), { error: '用餐格式不正确' }).max(3, '用餐最多3项').default([]),
  lodging: optText('住宿', 200),
  hotel_star: optCode('酒店星级', HotelStar),
  traffic_type: optCode('交通方式', TrafficType),
  place: optText('地点', 200),
  sights: optText('景点', 500),
  template_id: optIdOf('行程模板'),
});
export type PlanDayInput = z.infer<typeof planDayInput>;
export const planInput = z.object({
  id: optIdOf('行程方案'),
  name: reqText('方案名称', 50),
  is_default: z.boolean({ error: '默认方案只能是是或否' }).default(false),
  days: intIn('行程天数', 1, MAX_PRODUCT_DAYS),
  nights: intIn('行程晚数', 0, MAX_PRODUCT_DAYS).default(0),
  gathering_place: optText('集合地点', 200),
  remark: optText('备注', 500),
  itinerary: z.array(planDayInput, { error: '行程格式不正确' }).max(MAX_PRODUCT_DAYS, `行程最多${MAX_PRODUCT_DAYS}天`).default([]),
});
export type PlanInput = z.infer<typeof planInput>;
/** /api/v1/product/plan/save: the whole list of plans of the product (a plan left out is removed when no package uses it). */
export const planSaveReq = z.object({
  product_id: idOf('产品'),
  version: versionField,
  plans: z.array(planInput, { error: '请添加行程方案' }).min(1, '请至少添加一个行程方案').max(10, '行程方案最多10个'),
}).superRefine(rules((v) => {
  const out: Issue[] = [];
  if (v.plans.filter((p) => p.is_default).length > 1) out.push({ message: '只能有一个默认方案', path: ['plans'] });
  const names = v.plans.map((p) => p.name);
  names.forEach((n, i) => { if (names.indexOf(n) !== i) out.push({ message: `方案名称“${n}”重复`, path: ['plans', i, 'name'] }); });
  v.plans.forEach((p, i) => {
    if (p.nights > p.days) out.push({ message: '行程晚数不能大于天数', path: ['plans', i, 'nights'] });
    const seen = new Set<number>();
    p.itinerary.forEach((d, j) => {
      if (seen.has(d.day_no)) out.push({ message: `第${d.day_no}天重复`, path: ['plans', i, 'itinerary', j, 'day_no'] });
      seen.add(d.day_no);
      if (d.day_no > p.days) out.push({ message: `第${d.day_no}天超出行程天数${p.days}天`, path: ['plans', i, 'itinerary', j, 'day_no'] });
    });
  });
  return out;
}));
export type PlanSaveReq = z.infer<typeof planSaveReq>;
export const productIdReq = z.object({ product_id: idOf('产品') });

// ---------------------------------------------------------------- price packages

const packageFeeTypeOf = (label: string) => z.coerce.number({ error: `请选择${label}` })
  .refine((v) => (PACKAGE_FEE_TYPES as readonly number[]).includes(v), `${label}取值不正确`);
export const packagePriceInput = z.object({
  fee_type: packageFeeTypeOf('费用类型'),
  price_kind: codeOf('价格类型', PriceKind),
  price: nonNegFen('价格'),
});
export type PackagePriceInput = z.infer<typeof packagePriceInput>;
const priceListRules = (prices: PackagePriceInput[] | undefined, base: (string | number)[]): Issue[] => {
  if (!prices) return [];
  const out: Issue[] = [];
  const keys = prices.map((p) => `${p.fee_type}|${p.price_kind}`);
  keys.forEach((k, i) => {
    if (keys.indexOf(k) !== i) {
      const p = prices[i];
      out.push({ message: `${FeeType[p.fee_type as keyof typeof FeeType]}的${PriceKind[p.price_kind as keyof typeof PriceKind]}重复`, path: [...base, i] });
    }
  });
  if (!prices.some((p) => p.fee_type === 0 && p.price_kind === PRICE_KIND_SALES)) out.push({ message: '请填写成人销售价', path: base });
  return out;
};
/** The fields of a package (the package form). */
export const packageShape = {
  name: optText('套餐名称', 50),
  seats: intIn('库存（计划人数）', 1, 9999),
  min_group_size: intIn('最少成团人数', 1, 9999).default(1),
  soon_group_size: intIn('即将成团人数', 1, 9999).default(1),
  cost_price: nonNegFen('成本价').default(0),
  remark: optText('备注', 500),
  prices: z.array(packagePriceInput, { error: '请填写价格' }).min(1, '请填写价格').max(20, '价格最多20项'),
};
type PackageChecked = { seats?: number; min_group_size?: number; soon_group_size?: number; prices?: PackagePriceInput[] };
const packageRules = (v: PackageChecked): Issue[] => {
  const out: Issue[] = [];
  if (v.seats !== undefined && v.min_group_size !== undefined && v.min_group_size > v.seats) out.push({ message: '最少成团人数不能大于库存', path: ['min_group_size'] });
  if (v.seats !== undefined && v.soon_group_size !== undefined && v.soon_group_size > v.seats) out.push({ message: '即将成团人数不能大于库存', path: ['soon_group_size'] });
  return [...out, ...priceListRules(v.prices, ['prices'])];
};
export const pricePackageForm = z.object(packageShape).superRefine(rules(packageRules));

export const packageDateRange = z.object({
  from: reqDate('开始日期'),
  to: reqDate('结束日期'),
  /** ISO weekdays (1 Monday … 7 Sunday); empty or absent = every day. */
  weekdays: z.array(intIn('星期', 1, 7), { error: '星期格式不正确' }).max(7, '星期最多7项').optional(),
}).superRefine(rules((v) => {
  const out: Issue[] = [];
  const span = daysBetween(v.from, v.to);
  if (span < 0) out.push({ message: '结束日期不能早于开始日期', path: ['to'] });
  else if (span >= MAX_DATES_PER_REQUEST) out.push({ message: `日期范围不能超过${MAX_DATES_PER_REQUEST}天`, path: ['to'] });
  return out;
}));
export type PackageDateRange = z.infer<typeof packageDateRange>;

/**
 * /product/route/price/add: a new package of a plan, with or without departure dates, or (with `package_id`)
 * more dates for an existing package — then the package fields may be left out. Dates as a list or a range;
 * dates open groups, which needs an approved product (prices may be set before the audit).
 */
export const priceAddReq = z.object({
  product_id: idOf('产品'),
  plan_id: idOf('行程方案'),
  package_id: optIdOf('价格套餐'),
  ...partialOf(packageShape),
  dates: z.array(reqDate('出团日期'), { error: '出团日期格式不正确' }).max(MAX_DATES_PER_REQUEST, `一次最多${MAX_DATES_PER_REQUEST}个出团日期`).optional(),
  date_range: packageDateRange.optional().nullable(),
}).superRefine(rules((v) => {
  const out: Issue[] = [];
  if (v.package_id && !v.dates?.length && !v.date_range) out.push({ message: '请选择出团日期', path: ['dates'] });
  if (!v.package_id) {
    if (v.seats === undefined) out.push({ message: '请输入库存（计划人数）', path: ['seats'] });
    if (!v.prices?.length) out.push({ message: '请填写价格', path: ['prices'] });
  }
  return [...out, ...packageRules({ ...v, min_group_size: v.min_group_size ?? (v.package_id ? undefined : 1), soon_group_size: v.soon_group_size ?? (v.package_id ? undefined : 1) })];
}));
export type PriceAddReq = z.infer<typeof priceAddReq>;
/** /product/route/price/update: the package's fields (prices replace the whole list). */
export const priceUpdateReq = z.object({ package_id: idOf('价格套餐'), version: versionField, ...packageShape }).superRefine(rules(packageRules));
export type PriceUpdateReq = z.infer<typeof priceUpdateReq>;
export const packageIdReq = z.object({ package_id: idOf('价格套餐') });
export const packageNameUpdateReq = z.object({ package_id: idOf('价格套餐'), name: reqText('套餐名称', 50), version: versionField.optional() });
export const packageDeleteDateReq = z.object({ package_id: idOf('价格套餐'), departure_date: reqDate('出团日期') });

// ---------------------------------------------------------------- own prices

export const ownPriceInput = z.object({
  channel: z.enum(['peer', 'internal'], { error: '价格渠道只能是同行价或内部价' }),
  fee_type: packageFeeTypeOf('费用类型'),
  price: nonNegFen('价格'),
});
export type OwnPriceInput = z.infer<typeof ownPriceInput>;
export const ownPriceSaveReq = z.object({
  product_id: idOf('产品'),
  version: versionField,
  prices: z.array(ownPriceInput, { error: '价格格式不正确' }).max(20, '价格最多20项'),
}).superRefine(rules((v) => {
  const keys = v.prices.map((p) => `${p.channel}|${p.fee_type}`);
  return keys.flatMap((k, i) => keys.indexOf(k) !== i
    ? [{ message: `${OwnPriceChannel[v.prices[i].channel]}的${FeeType[v.prices[i].fee_type as keyof typeof FeeType]}重复`, path: ['prices', i] }]
    : []);
}));
export type OwnPriceSaveReq = z.infer<typeof ownPriceSaveReq>;

// ---------------------------------------------------------------- answers

// The answer types are the outputs of the answer schemas (answers.ts).
export type ProductRow = z.output<typeof A.productRow>;
/** A row of /api/v1/product/list. */
export type ProductListRow = z.output<typeof A.productListRow>;
export type PlanDayRow = z.output<typeof A.planDayRow>;
export type PlanRow = z.output<typeof A.planRow>;
export type PackagePriceRow = z.output<typeof A.packagePriceRow>;
export type PackageGroupRow = z.output<typeof A.packageGroupRow>;
export type PackageRow = z.output<typeof A.packageRow>;
export type OwnPriceRow = z.output<typeof A.ownPriceRow>;
/** /api/v1/product/detail. */
export type ProductDetail = z.output<typeof A.productDetail>;
/** /product/route/price/add: the package and which dates opened a group, which were skipped. */
export type PriceAddResult = z.output<typeof A.priceAddResult>;
export type PackageCostLine = z.output<typeof A.packageCostLine>;
/** /product/route/price/costDetail. */
export type PackageCostDetail = z.output<typeof A.packageCostDetail>;
/** /api/v1/product/travelTemplate/options. */
export type TravelTemplateOption = z.output<typeof A.travelTemplateOption>;
