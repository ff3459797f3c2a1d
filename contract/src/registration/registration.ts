/**
 * Request and response schemas of the registration module: the registration hall, sign-up (orders with their
 * income lines and tourists), order life (confirm, cancel, audit), order adjustments, direct-connect (OTA)
 * orders, the insurance centre and the sales confirmation. Field names are the table columns (snake_case).
 */
import { z } from 'zod';
import {
  CardType, EnrollmentStatus, FeeType, HotelStar, OrderStatus, PersonType, RoomType, SalesPlatform, Sex, TOURIST_FIELDS,
  TouristFieldLabel,
} from '../enums';
import { checkIdCard, normalizeName, toHalfWidth } from '../idcard';
import { codeOf, fen, idOf, optIdOf, optText, pageReq, reqText, versionField } from '../common';
import { ImportMode, downloadFormat, optDate, reqPhone } from '../merchant/merchant';

// ---------------------------------------------------------------- rules (shared with the web)

/** A hold keeps its seats this many hours unless the sign-up names an earlier or later deadline. */
export const HOLD_HOURS_DEFAULT = 24;
/** The latest hold deadline a sign-up may ask for, in hours from now. */
export const HOLD_HOURS_MAX = 72;
/** How often the server looks for expired holds, in milliseconds. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;
/** Most tourists one order holds. */
export const ORDER_TOURISTS_MAX = 200;

/** Enrollment choices at sign-up: 0 confirm, 1 hold (占位), 3 waiting list (候补). */
export const SIGN_UP_ENROLLMENTS = [0, 1, 3] as const;
export type SignUpEnrollment = (typeof SIGN_UP_ENROLLMENTS)[number];

/**
 * Required tourist fields by TOURIST_FIELDS id (0–27): every tourist needs a name (1), a card type (11) and
 * a card number (12) — tickets and insurance need them; the first tourist (the party's contact on the trip)
 * also needs a phone number (7). Other fields are optional. See docs/decisions.md "Registration and orders".
 */
export const TOURIST_REQUIRED_FIELD_IDS = [1, 11, 12] as const;
export const FIRST_TOURIST_REQUIRED_FIELD_IDS = [1, 7, 11, 12] as const;
export const touristFieldOfId = (id: number) => TOURIST_FIELDS[id];

/** Personal data masked in lists, details and exports unless the role holds canSeeInfo. */
export const TOURIST_SENSITIVE_FIELDS = ['client_card_number', 'client_phone_number', 'client_birthday'] as const;

/* Masking (ID numbers, phones, birthdays) lives in ../idcard.ts: maskIdCard, maskPhone, maskDate, maskPersonal. */

/** A tourist's age in whole years on a day (the departure day), from the birthday (both YYYY-MM-DD). */
export function touristAgeOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return Math.max(0, y - by - (m > bm || (m === bm && d >= bd) ? 0 : 1));
}

/** Seats an order takes: adults, children and seniors (infants take none). */
export const seatsOf = (o: { adult_count: number; child_count: number; senior_count: number }) => o.adult_count + o.child_count + o.senior_count;
export const personsOf = (o: { adult_count: number; child_count: number; senior_count: number; infant_count: number }) => seatsOf(o) + o.infant_count;

/** Adjustment bills (调整单) of an order. */
export const AdjustmentKind = { price: '调价', withdraw: '退团' } as const;
export type AdjustmentKindCode = keyof typeof AdjustmentKind;
export const AdjustmentStatus = { 0: '待审核', 1: '已通过', 2: '已驳回' } as const;
/** Insurance policy states. */
export const PolicyStatus = { 0: '已投保', 1: '已退保' } as const;
/** Order types: 0 entered by staff, 1 direct-connect (OTA). */
export const OrderType = { 0: '手工订单', 1: '直连订单' } as const;
/** Order status colours of the order list (SPEC section 9 colours orders by status). */
export const ORDER_STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'purple', 4: 'default' };
/** Whether the order waits on a temporary credit application (credit_state). */
export const CreditState = { 0: '无需授信', 1: '待临时授信', 2: '已授信' } as const;

// ---------------------------------------------------------------- tourists

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isMasked = (v: string | null | undefined) => !!v && v.includes('*');
/** Personal fields accept their masked form back (kept as stored on the server). */
const touristPhone = optText(TouristFieldLabel.client_phone_number, 30).refine((v) => !v || /^[0-9*+\-() ]{5,30}$/.test(v), '手机号格式不正确');
const touristBirthday = optText(TouristFieldLabel.client_birthday, 10).refine((v) => !v || /^\d{4}-\*\*-\*\*$/.test(v) || optDate('x').safeParse(v).success, '出生日期格式应为YYYY-MM-DD');
const optCode = <T extends Record<number, string>>(label: string, map: T) => codeOf(label, map).optional().nullable();

/** An optional text normalised by `f` after trimming (the key stays optional). */
const optTextAs = (label: string, max: number, f: (v: string) => string) => optText(label, max).unwrap().unwrap().transform(f).optional().nullable();

export const touristShape = {
  id: optIdOf('游客'),
  person_type: codeOf('游客类型', PersonType).default(0),
  client_code: optText(TouristFieldLabel.client_code, 40),
  /** Look-alike dots (• ・ …) become the ID card's middle dot ·. */
  client_name: optTextAs(TouristFieldLabel.client_name, 50, normalizeName),
  client_english_name: optText(TouristFieldLabel.client_english_name, 100),
  client_pinyin_name: optText(TouristFieldLabel.client_pinyin_name, 100),
  client_sex: optCode(TouristFieldLabel.client_sex, Sex),
  client_birthday: touristBirthday,
  client_birthplace: optText(TouristFieldLabel.client_birthplace, 100),
  client_phone_number: touristPhone,
  client_nationality: optText(TouristFieldLabel.client_nationality, 50),
  client_age: z.coerce.number({ error: '年龄必须是数字' }).int('年龄必须是整数').min(0, '年龄不能小于0').max(150, '年龄不能大于150').optional().nullable(),
  client_nation: optText(TouristFieldLabel.client_nation, 30),
  client_card_type: optCode(TouristFieldLabel.client_card_type, CardType),
  /** Full-width digits and letters (１２３Ｘ) become ASCII. */
  client_card_number: optTextAs(TouristFieldLabel.client_card_number, 40, (v) => toHalfWidth(v).trim()),
  client_certificate_validity: optDate(TouristFieldLabel.client_certificate_validity),
  client_certificate_issuing_date: optDate(TouristFieldLabel.client_certificate_issuing_date),
  client_certificate_issuing_place: optText(TouristFieldLabel.client_certificate_issuing_place, 100),
  client_appellation: optText(TouristFieldLabel.client_appellation, 20),
  client_marshal_point: optText(TouristFieldLabel.client_marshal_point, 200),
  client_remarks: optText(TouristFieldLabel.client_remarks, 500),
  client_room_number: optText(TouristFieldLabel.client_room_number, 20),
  client_registered_residence: optText(TouristFieldLabel.client_registered_residence, 200),
  client_business_point: optText(TouristFieldLabel.client_business_point, 100),
  client_endorsement_type: optText(TouristFieldLabel.client_endorsement_type, 50),
  client_visa_type: optText(TouristFieldLabel.client_visa_type, 50),
  client_visa_validity: optDate(TouristFieldLabel.client_visa_validity),
  client_visa_issuing_place: optText(TouristFieldLabel.client_visa_issuing_place, 100),
  client_visa_country: optText(TouristFieldLabel.client_visa_country, 50),
  client_type: z.coerce.number({ error: '游客类型不正确' }).int('游客类型不正确').optional().nullable(),
  room_type: optCode('房型', RoomType),
  /** Insure this tourist with an insurance product at sign-up (a policy of the insurance centre). */
  insurance_product_id: optIdOf('保险产品'),
  /**
   * An earlier tourist (from likePerson) whose personal data this one re-uses: masked values sent back
   * (110***********1234) are then filled from it on the server, as they are from the stored row of `id`.
   */
  source_id: optIdOf('游客'),
};
/** One tourist as entered (before the required-field and ID checks of `touristIssues`). */
export const touristInput = z.object(touristShape);
export type TouristInput = z.infer<typeof touristInput>;

export interface TouristIssue { path: (string | number)[]; message: string }

/**
 * The required-field and ID-number checks of a tourist list (shared by the sign-up schema, /client/add and
 * the Excel import): missing required fields name the tourist; a mainland ID number (card type 1) must pass
 * the GB 11643 check digit, and a given birthday or sex must agree with it.
 */
export function touristIssues(list: readonly TouristInput[]): TouristIssue[] {
  const out: TouristIssue[] = [];
  list.forEach((t, i) => {
    const who = `第${i + 1}位游客`;
    const ids = i === 0 ? FIRST_TOURIST_REQUIRED_FIELD_IDS : TOURIST_REQUIRED_FIELD_IDS;
    for (const id of ids) {
      const f = TOURIST_FIELDS[id];
      const v = (t as Record<string, unknown>)[f];
      if (v === null || v === undefined || v === '') out.push({ path: [i, f], message: `请输入${who}的${TouristFieldLabel[f]}` });
    }
    // A masked number (sent back unchanged by a user without canSeeInfo) is resolved and checked on the server.
    if (t.client_card_type === 1 && t.client_card_number && !isMasked(t.client_card_number)) {
      const r = checkIdCard(t.client_card_number);
      if (!r.ok) out.push({ path: [i, 'client_card_number'], message: `${who}的${r.error}` });
      else {
        const p = r.info;
        if (t.client_birthday && DATE_RE.test(t.client_birthday) && t.client_birthday !== p.birthday) out.push({ path: [i, 'client_birthday'], message: `${who}的出生日期与身份证号码不符` });
        if (t.client_sex && t.client_sex !== p.sex) out.push({ path: [i, 'client_sex'], message: `${who}的性别与身份证号码不符` });
      }
    }
  });
  const seen = new Map<string, number>();
  list.forEach((t, i) => {
    if (!t.client_card_number || isMasked(t.client_card_number)) return;
    const k = `${t.client_card_type ?? ''}:${t.client_card_number.toUpperCase()}`;
    if (seen.has(k)) out.push({ path: [i, 'client_card_number'], message: `第${i + 1}位游客与第${seen.get(k)! + 1}位游客的证件号码重复` });
    else seen.set(k, i);
  });
  return out;
}

const touristList = z.array(touristInput, { error: '游客格式不正确' }).max(ORDER_TOURISTS_MAX, `游客最多${ORDER_TOURISTS_MAX}位`)
  .superRefine((list, ctx) => { for (const i of touristIssues(list)) ctx.addIssue({ code: 'custom', path: i.path, message: i.message }); });

// ---------------------------------------------------------------- orders

export const orderLineInput = z.object({
  fee_type: codeOf('费用类型', FeeType),
  description: optText('费用说明', 200),
  /** Unit price in fen; a discount line is negative. */
  price: fen('单价'),
  quantity: z.coerce.number({ error: '数量必须是数字' }).int('数量必须是整数').min(1, '数量不能小于1').max(9999, '数量不能大于9999'),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;
/** A line's total and an order's total, in fen (the server recomputes them; the client's are ignored). */
export const lineTotal = (l: { price: number; quantity: number }) => l.price * l.quantity;
export const linesTotal = (ls: readonly { price: number; quantity: number }[]) => ls.reduce((s, l) => s + lineTotal(l), 0);

const count = (label: string) => z.coerce.number({ error: `${label}必须是数字` }).int(`${label}必须是整数`).min(0, `${label}不能小于0`).max(999, `${label}不能大于999`).default(0);
const roomsOf = z.record(z.string(), z.coerce.number().int('房间数必须是整数').min(0, '房间数不能小于0'), { error: '房间格式不正确' })
  .refine((r) => Object.keys(r).every((k) => k in RoomType), '房型不正确').default({});

const orderShape = {
  customer_kind: z.enum(['private', 'unit', 'peer'], { error: '请选择客户类型' }),
  customer_id: optIdOf('客户'),
  sales_channel_id: optIdOf('销售渠道'),
  contact_name: reqText('联系人', 50),
  contact_phone: reqPhone('联系电话'),
  channel_order_no: optText('渠道订单号', 60),
  adult_count: count('成人数'),
  child_count: count('儿童数'),
  senior_count: count('老人数'),
  infant_count: count('婴儿数'),
  rooms: roomsOf,
  hotel_level: optCode('酒店标准', HotelStar),
  lines: z.array(orderLineInput, { error: '请填写价格明细' }).min(1, '请填写价格明细').max(100, '价格明细最多100行'),
  tourists: touristList.default([]),
  remark: optText('备注', 500),
};

interface OrderLike {
  customer_kind: string; customer_id?: number | null; adult_count: number; child_count: number; senior_count: number; infant_count: number;
  lines: { price: number; quantity: number }[]; tourists?: unknown[];
}
/** Cross-field rules of an order: persons, tourists ≤ persons, a customer for unit and peer, total ≥ 0. */
function orderRules(o: OrderLike, ctx: z.RefinementCtx): void {
  const persons = personsOf(o);
  if (persons < 1) ctx.addIssue({ code: 'custom', path: ['adult_count'], message: '请填写报名人数' });
  if ((o.tourists?.length ?? 0) > persons) ctx.addIssue({ code: 'custom', path: ['tourists'], message: `游客人数（${o.tourists?.length}）不能超过报名人数（${persons}）` });
  if (o.customer_kind !== 'private' && !o.customer_id) ctx.addIssue({ code: 'custom', path: ['customer_id'], message: '请选择客户' });
  if (linesTotal(o.lines) < 0) ctx.addIssue({ code: 'custom', path: ['lines'], message: '订单总额不能为负数' });
}

export const orderCreate = z.object({
  group_id: idOf('团期'),
  ...orderShape,
  enrollment: z.coerce.number({ error: '请选择报名方式' }).refine((v) => (SIGN_UP_ENROLLMENTS as readonly number[]).includes(v), '报名方式只能是确认、占位或候补').default(1),
  /** ISO time; a hold's deadline (default now + HOLD_HOURS_DEFAULT, at most HOLD_HOURS_MAX). */
  hold_deadline: z.string({ error: '占位截止时间格式不正确' }).refine((v) => !Number.isNaN(Date.parse(v)), '占位截止时间格式不正确').optional().nullable(),
}).superRefine(orderRules);
export type OrderCreate = z.infer<typeof orderCreate>;

/** Editing an order before it is confirmed: same fields, the seats are re-booked for the new head count. */
export const orderUpdate = z.object({ id: idOf('订单'), version: versionField, ...orderShape }).superRefine(orderRules);
export type OrderUpdate = z.infer<typeof orderUpdate>;

export const orderIdVersion = z.object({ id: idOf('订单'), version: versionField });
export const orderCancel = z.object({ id: idOf('订单'), version: versionField, reason: optText('取消原因', 200) });

const dateRange = (label: string) => z.array(z.string().nullable().optional(), { error: `${label}格式不正确` }).max(2, `${label}格式不正确`).optional();
const codesOf = <T extends Record<number, string>>(label: string, map: T) =>
  z.union([codeOf(label, map), z.array(codeOf(label, map))], { error: `${label}取值不正确` }).optional();

/** 线路操作大厅 › 线路订单: the order list by the groups' boundary (the product side), same query and rows as the order list. */
export const SUPPLY_ROUTE_ORDER_LIST_PATH = '/api/v1/supplyRouteOrder/list';
export const orderListQuery = pageReq.extend({
  keyword: optText('关键字', 50),
  code: optText('订单号', 40),
  group_id: optIdOf('团期'),
  group_code: optText('团号', 40),
  product_keyword: optText('产品', 50),
  customer_keyword: optText('客户', 50),
  customer_id: optIdOf('客户'),
  order_status: codesOf('订单状态', OrderStatus),
  enrollment_status: codesOf('报名状态', EnrollmentStatus),
  order_type: codesOf('订单类型', OrderType),
  sales_platform: codesOf('销售平台', SalesPlatform),
  departure_date: dateRange('出团日期'),
  created_at: dateRange('下单时间'),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderRow = z.object({
  id: z.number(), version: z.number(), code: z.string(), group_id: z.number(), product_id: z.number(),
  customer_kind: z.string(), customer_id: z.number().nullable(), customer_name: z.string().nullable(),
  contact_name: z.string(), contact_phone: z.string(), order_type: z.number(), sales_platform: z.number().nullable(),
  channel_order_no: z.string().nullable(),
  adult_count: z.number(), child_count: z.number(), senior_count: z.number(), infant_count: z.number(), seats: z.number(), persons: z.number(),
  enrollment_status: z.number(), order_status: z.number(), audit_status: z.number(), credit_state: z.number(),
  /** The order audit is pending (审核中): audit_status stays 0 before and during review. */
  auditing: z.boolean().optional(),
  hold_deadline: z.string().nullable(), deposit: z.number(), total: z.number(), received: z.number(), due: z.number(),
  product_name: z.string(), product_code: z.string(), group_code: z.string(), departure_date: z.string(),
  created_at: z.string(), created_by: z.number().nullable(), created_by_name: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;

// ---------------------------------------------------------------- hall

export const hallListQuery = pageReq.extend({
  departure_date: dateRange('出团日期'),
  destination: optText('目的地', 50),
  product_keyword: optText('产品', 50),
  dept_id: optIdOf('部门'),
  only_available: z.boolean().optional(),
});
export type HallListQuery = z.infer<typeof hallListQuery>;
export const hallRow = z.object({
  group_id: z.number(), group_code: z.string(), product_id: z.number(), product_name: z.string(), product_code: z.string(),
  days: z.number(), nights: z.number(), destination_text: z.string(), departure_date: z.string(), disband_date: z.string(),
  stop_sale_date: z.string(), iron_hair: z.number(), deposit: z.number(), package_id: z.number(), package_name: z.string(),
  /** Sales prices (price kind 1) by fee type code, in fen. */
  prices: z.record(z.string(), z.number()),
  seats_plan: z.number(), seats_held: z.number(), seats_confirmed: z.number(), seats_waiting: z.number(), remaining: z.number(),
  dept_id: z.number().nullable(),
  /** Confirmed seats and the group sizes of the SPEC §9 group tone (成团/即将成团). */
  count_confirm: z.number(), minimum_group_size: z.number(), soon_group_size: z.number(),
});
export type HallRow = z.infer<typeof hallRow>;

/** One group for sales (/api/v1/registration/hall/detail): the hall row plus price kinds, plan and itinerary. */
export const hallDetailReq = z.object({ id: idOf('团期') });
// HallDetail (the answer) is in ./answers.ts.

// ---------------------------------------------------------------- tourists routes

export const orderIdReq = z.object({ order_id: idOf('订单') });
/** Saves the whole tourist list of an order (tourists left out are removed). */
export const touristSave = z.object({ order_id: idOf('订单'), version: versionField, tourists: touristList });
export const likePersonReq = z.object({
  name: optText('姓名', 50), card_number: optText('证件号码', 40), phone: optText('手机号', 30),
  limit: z.coerce.number().int().min(1).max(50).default(20),
}).refine((v) => !!(v.name || v.card_number || v.phone), '请输入姓名、证件号码或手机号');
/** Tourist name list import: the .xlsx as base64; re-importing updates matches (ID number, else name + birthday). */
export const touristImportReq = z.object({
  order_id: idOf('订单'), version: versionField, file: z.string({ error: '请上传导入文件' }).min(1, '请上传导入文件'),
  /** 'all': nothing is saved when a row is bad; 'goodOnly': the good rows are saved. */
  mode: z.enum(Object.keys(ImportMode) as ['all', 'goodOnly'], { error: '导入方式不正确' }).default('all'),
  /** Remove the order's tourists missing from the file (a full amended list). */
  remove_missing: z.boolean().default(true),
});
export const touristTemplateReq = z.object({ order_id: optIdOf('订单') });
/** The tourist name list of an order as .xlsx / .csv (the import's columns; masked unless canSeeInfo). */
export const touristExportReq = z.object({ order_id: idOf('订单'), format: downloadFormat.default('xlsx') });

/** The columns of the tourist name list (Excel): header label → field. */
export const TOURIST_IMPORT_COLUMNS = [
  ['姓名', 'client_name'], ['游客类型', 'person_type'], ['证件类型', 'client_card_type'], ['证件号码', 'client_card_number'],
  ['手机号', 'client_phone_number'], ['性别', 'client_sex'], ['出生日期', 'client_birthday'], ['英文名', 'client_english_name'],
  ['国籍', 'client_nationality'], ['民族', 'client_nation'], ['证件有效期', 'client_certificate_validity'], ['房型', 'room_type'],
  ['房间号', 'client_room_number'], ['集合地点', 'client_marshal_point'], ['备注', 'client_remarks'],
] as const;

// ---------------------------------------------------------------- adjustments

export const adjustmentCreate = z.object({
  order_id: idOf('订单'),
  kind: z.enum(['price', 'withdraw'], { error: '请选择调整类型' }),
  /** Price change: the order's new income lines. */
  lines: z.array(orderLineInput, { error: '价格明细格式不正确' }).max(100, '价格明细最多100行').optional(),
  /** Withdrawal: the tourists leaving the trip. */
  tourist_ids: z.array(idOf('游客'), { error: '请选择退团游客' }).optional(),
  /** Withdrawal: how much the order total goes down (fen, ≥ 0); approval adds it as a negative line. */
  refund_amount: fen('退团减少金额').min(0, '退团减少金额不能为负数').optional(),
  reason: reqText('调整原因', 500),
}).superRefine((v, ctx) => {
  if (v.kind === 'price') {
    if (!v.lines?.length) ctx.addIssue({ code: 'custom', path: ['lines'], message: '请填写调整后的价格明细' });
    else if (linesTotal(v.lines) < 0) ctx.addIssue({ code: 'custom', path: ['lines'], message: '订单总额不能为负数' });
  } else if (!v.tourist_ids?.length) ctx.addIssue({ code: 'custom', path: ['tourist_ids'], message: '请选择退团游客' });
});
export type AdjustmentCreate = z.infer<typeof adjustmentCreate>;
export const adjustmentListQuery = pageReq.extend({ order_id: optIdOf('订单'), group_id: optIdOf('团期'), status: codesOf('审核状态', AdjustmentStatus) });

// ---------------------------------------------------------------- direct-connect (OTA) orders

export const mfOrderListQuery = orderListQuery;
export const mfOrderImport = z.object({
  sales_platform: codeOf('销售平台', SalesPlatform),
  channel_order_no: reqText('渠道订单号', 60),
  group_id: optIdOf('团期'),
  group_code: optText('团号', 40),
  contact_name: reqText('联系人', 50),
  contact_phone: reqPhone('联系电话'),
  adult_count: count('成人数'),
  child_count: count('儿童数'),
  senior_count: count('老人数'),
  infant_count: count('婴儿数'),
  /** The amount the platform sold the order for, in fen. */
  amount: fen('订单金额').min(0, '订单金额不能为负数'),
  tourists: z.array(touristInput).max(ORDER_TOURISTS_MAX).default([]),
  remark: optText('备注', 500),
}).superRefine((v, ctx) => {
  if (!v.group_id && !v.group_code) ctx.addIssue({ code: 'custom', path: ['group_code'], message: '请填写团号或团期' });
  if (personsOf(v) < 1) ctx.addIssue({ code: 'custom', path: ['adult_count'], message: '请填写报名人数' });
});
export type MfOrderImport = z.infer<typeof mfOrderImport>;

// ---------------------------------------------------------------- insurance centre

export const policyCreate = z.object({
  order_id: idOf('订单'),
  insurance_product_id: idOf('保险产品'),
  tourist_ids: z.array(idOf('游客'), { error: '请选择投保游客' }).min(1, '请选择投保游客'),
  remark: optText('备注', 500),
});
/** Insurance products on sale for the insurance centre and the sign-up, with a quote for a group's trip. */
export const insuranceOptionsReq = z.object({
  group_id: optIdOf('团期'),
  /** Trip length when no group is given (default 1). */
  days: z.coerce.number({ error: '天数必须是数字' }).int('天数必须是整数').min(1, '天数不能小于1').max(366, '天数不能大于366').optional(),
});
// InsuranceOption (the answer) is in ./answers.ts.
export const policyCancel = z.object({ id: idOf('保单'), version: versionField, reason: optText('退保原因', 200) });
export const policyListQuery = pageReq.extend({
  keyword: optText('关键字', 50), order_id: optIdOf('订单'), group_id: optIdOf('团期'), insurance_product_id: optIdOf('保险产品'),
  status: codesOf('保单状态', PolicyStatus),
});

// ---------------------------------------------------------------- credit

/** Credit line of a peer customer (the finance issue adds its screens), in fen. */
export const creditLineSave = z.object({
  customer_id: idOf('客户'),
  credit_limit: fen('授信额度').min(0, '授信额度不能为负数'),
  temporary_amount: fen('临时授信额度').min(0, '临时授信额度不能为负数').default(0),
  temporary_until: optDate('临时授信到期日'),
});

export const salesConfirmationReq = z.object({ id: idOf('订单') });
