/**
 * Basic settings (基础设置) and the other system master data: data dictionary, labels, areas, number rules,
 * travel templates, message templates, contract keys and templates, third-party chat platforms.
 * Codes, declared placeholder lists and every write schema, with Chinese messages.
 */
import { z } from 'zod';
import { Catering, HotelStar, TrafficType } from '../enums';
import { codeOf, idOf, optText, reqText, versionField } from '../common';

const sortOf = () => z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0, '排序不能为负').max(999999, '排序不能超过999999').default(0);
const enabledOf = () => z.boolean({ error: '启用状态不正确' }).default(true);
const withIdVersion = (label: string) => ({ id: idOf(label), version: versionField });
/** A value out of a string-keyed map, with a Chinese message naming the field. */
const oneOf = <T extends Record<string, string>>(label: string, map: T) =>
  z.enum(Object.keys(map) as [keyof T & string, ...(keyof T & string)[]], { error: `请选择${label}` });

// ---------------------------------------------------------------- data dictionary

export const dictTypeCreate = z.object({
  code: reqText('字典类型编码', 50).regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字典类型编码只能包含字母、数字和下划线，并以字母开头'),
  name: reqText('字典类型名称', 50),
  sort: sortOf(),
  enabled: enabledOf(),
  remark: optText('备注', 500),
});
export const dictTypeUpdate = dictTypeCreate.extend(withIdVersion('字典类型'));

export const dictItemCreate = z.object({
  type_id: idOf('字典类型'),
  code: reqText('字典项编码', 50).regex(/^[^\s{}]+$/, '字典项编码不能包含空格和花括号'),
  label: reqText('字典项名称', 100),
  /** A free extra value: a colour (#f5222d) for colour types, an area value for places. */
  extra: optText('附加值', 200),
  sort: sortOf(),
  enabled: enabledOf(),
  remark: optText('备注', 500),
});
export const dictItemUpdate = dictItemCreate.extend(withIdVersion('字典项'));
export const dictOptionsReq = z.object({ type_code: reqText('字典类型编码', 50) });

// ---------------------------------------------------------------- labels

/** The five label kinds of the label page (SPEC section 2), each its own list and editor. */
export const LabelKind = {
  productLevel: '产品等级', productLabel: '产品标签', property: '属性', serviceType: '服务类型', groupType: '团队类型',
} as const;
export type LabelKindCode = keyof typeof LabelKind;
export const LABEL_KINDS = Object.keys(LabelKind) as LabelKindCode[];

export const labelCreate = z.object({
  name: reqText('标签名称', 30),
  code: optText('标签编码', 30),
  color: z.string({ error: '颜色格式不正确' }).trim().regex(/^(#[0-9a-fA-F]{6})?$/, '颜色必须是 #RRGGBB 格式').optional().nullable(),
  sort: sortOf(),
  enabled: enabledOf(),
  remark: optText('备注', 500),
});
export const labelUpdate = labelCreate.extend(withIdVersion('标签'));
export const labelOptionsReq = z.object({ kind: oneOf('标签类别', LabelKind) });

// ---------------------------------------------------------------- areas

/** Node kinds of the area tree (SPEC section 3): roots, domestic district → province → city → county, foreign country → city. */
export const AreaKind = {
  root: '根节点', district: '大区', province: '省份', city: '城市', county: '区县', country: '国家',
} as const;
export type AreaKindCode = keyof typeof AreaKind;
/** `area_type` of /api/area/query: 1 foreign only, 2 domestic only, 3 the whole tree. */
export const AreaType = { 1: '国外', 2: '国内', 3: '全部' } as const;

export const areaCreate = z.object({
  parent_value: z.coerce.number({ error: '请选择上级区域' }).int('上级区域不正确'),
  zh_name: reqText('中文名称', 60),
  en_name: optText('英文名称', 100),
  code: optText('区域代码', 20),
  sort: sortOf(),
});
export const areaUpdate = areaCreate.extend(withIdVersion('区域'));
export const areaTreeReq = z.object({
  area_type: z.coerce.number({ error: '区域类型不正确' }).refine((v) => String(v) in AreaType, '区域类型只能是 1、2 或 3').default(3),
  /** The version the client holds; when current, the answer carries no tree. */
  version: z.string({ error: '版本格式不正确' }).max(64, '版本格式不正确').optional(),
});
export const areaQueryReq = z.object({
  /** Children of this node (roots when absent and no keyword). */
  parent: z.coerce.number({ error: '上级区域不正确' }).int('上级区域不正确').optional().nullable(),
  keyword: z.string({ error: '关键字格式不正确' }).trim().max(60, '关键字不能超过60个字符').optional(),
  kind: oneOf('区域级别', AreaKind).optional(),
  limit: z.coerce.number({ error: '条数不正确' }).int('条数不正确').min(1, '条数不正确').max(500, '条数不能超过500').default(50),
});
export const areaEnableReq = z.object({ id: idOf('区域') });
export const areaPathReq = z.object({ value: z.coerce.number({ error: '请选择区域' }).int('区域不正确') });

// ---------------------------------------------------------------- number rules

/** Document types that carry a number issued by a number rule. */
export const NumberDocType = {
  order: '订单', group: '团期', product: '产品', contract: '合同', invoiceApply: '开票申请', receipt: '收款单',
  payment: '付款单', loan: '借款单', reimbursement: '报销单', preLoan: '预借款单', prepayment: '预付款单', supplier: '供应商',
  customer: '客户', refund: '退款单', claim: '认领单', billImport: '账单导入', adjustment: '调整单', settlement: '报账单',
  insurance: '保单',
} as const;
export type NumberDocTypeCode = keyof typeof NumberDocType;
export const DatePart = { none: '无', yyyy: '年(yyyy)', yyyyMM: '年月(yyyyMM)', yyyyMMdd: '年月日(yyyyMMdd)' } as const;
export type DatePartCode = keyof typeof DatePart;
export const ResetPeriod = { never: '不重置', yearly: '每年', monthly: '每月', daily: '每天' } as const;
export type ResetPeriodCode = keyof typeof ResetPeriod;

/** A sequence that resets per period needs the period in the date part, or numbers would repeat. */
const NEEDED_DATE_PART: Record<ResetPeriodCode, DatePartCode[]> = {
  never: ['none', 'yyyy', 'yyyyMM', 'yyyyMMdd'], yearly: ['yyyy', 'yyyyMM', 'yyyyMMdd'], monthly: ['yyyyMM', 'yyyyMMdd'], daily: ['yyyyMMdd'],
};
export function resetFitsDatePart(reset: ResetPeriodCode, datePart: DatePartCode): boolean {
  return NEEDED_DATE_PART[reset].includes(datePart);
}
export const RESET_DATE_PART_MESSAGE = '重置周期需要日期部分包含该周期（每年重置至少到年，每月重置至少到月，每天重置需到日），否则编号会重复';

export interface NumberRuleShape { prefix: string; date_part: DatePartCode; seq_length: number; reset_period: ResetPeriodCode }
/** The default rule of every document type (seeded; also used when a rule row is missing). */
export const DEFAULT_NUMBER_RULES: Record<NumberDocTypeCode, NumberRuleShape> = {
  order: { prefix: 'DD', date_part: 'yyyyMMdd', seq_length: 4, reset_period: 'daily' },
  group: { prefix: 'TQ', date_part: 'yyyyMMdd', seq_length: 3, reset_period: 'daily' },
  product: { prefix: 'CP', date_part: 'none', seq_length: 5, reset_period: 'never' },
  contract: { prefix: 'HT', date_part: 'yyyyMM', seq_length: 4, reset_period: 'monthly' },
  invoiceApply: { prefix: 'KP', date_part: 'yyyyMMdd', seq_length: 3, reset_period: 'daily' },
  receipt: { prefix: 'SK', date_part: 'yyyyMMdd', seq_length: 4, reset_period: 'daily' },
  payment: { prefix: 'FK', date_part: 'yyyyMMdd', seq_length: 4, reset_period: 'daily' },
  loan: { prefix: 'JK', date_part: 'yyyyMM', seq_length: 4, reset_period: 'monthly' },
  reimbursement: { prefix: 'BX', date_part: 'yyyyMM', seq_length: 4, reset_period: 'monthly' },
  preLoan: { prefix: 'YJ', date_part: 'yyyyMM', seq_length: 4, reset_period: 'monthly' },
  prepayment: { prefix: 'YF', date_part: 'yyyyMM', seq_length: 4, reset_period: 'monthly' },
  supplier: { prefix: 'GYS', date_part: 'none', seq_length: 5, reset_period: 'never' },
  customer: { prefix: 'KH', date_part: 'none', seq_length: 6, reset_period: 'never' },
  refund: { prefix: 'TK', date_part: 'yyyyMMdd', seq_length: 3, reset_period: 'daily' },
  claim: { prefix: 'RL', date_part: 'yyyyMMdd', seq_length: 4, reset_period: 'daily' },
  billImport: { prefix: 'ZD', date_part: 'yyyyMMdd', seq_length: 3, reset_period: 'daily' },
  adjustment: { prefix: 'TZ', date_part: 'yyyyMMdd', seq_length: 3, reset_period: 'daily' },
  settlement: { prefix: 'BZ', date_part: 'yyyyMM', seq_length: 4, reset_period: 'monthly' },
  insurance: { prefix: 'BD', date_part: 'yyyyMMdd', seq_length: 4, reset_period: 'daily' },
};

const prefixField = () => z.string({ error: '请输入编号前缀' }).trim().max(10, '编号前缀不能超过10个字符')
  .regex(/^[A-Za-z0-9-]*$/, '编号前缀只能包含字母、数字和短横线');
const seqLengthField = () => z.coerce.number({ error: '请输入流水号位数' }).int('流水号位数必须是整数').min(3, '流水号位数不能少于3位').max(10, '流水号位数不能超过10位');

export const numberRuleUpdate = z.object({
  ...withIdVersion('编号规则'),
  prefix: prefixField(),
  date_part: oneOf('日期部分', DatePart),
  seq_length: seqLengthField(),
  reset_period: oneOf('重置周期', ResetPeriod),
  remark: optText('备注', 500),
}).refine((v) => resetFitsDatePart(v.reset_period, v.date_part), { message: RESET_DATE_PART_MESSAGE, path: ['reset_period'] });
/** The next number of a document type without issuing it; draft fields preview an edit before saving. */
export const numberPreviewReq = z.object({
  doc_type: oneOf('单据类型', NumberDocType),
  prefix: prefixField().optional(),
  date_part: oneOf('日期部分', DatePart).optional(),
  seq_length: seqLengthField().optional(),
  reset_period: oneOf('重置周期', ResetPeriod).optional(),
});

// ---------------------------------------------------------------- placeholders

/** Placeholders `{name}` in a text, in order of first use. */
export function placeholdersOf(text: string | null | undefined): string[] {
  const out: string[] = [];
  for (const m of String(text ?? '').matchAll(/\{([^{}\s]{1,30})\}/g)) if (!out.includes(m[1])) out.push(m[1]);
  return out;
}

// ---------------------------------------------------------------- travel templates

export const travelDay = z.object({
  day_no: z.coerce.number({ error: '请输入第几天' }).int('天数必须是整数').min(1, '天数从1开始').max(60, '行程不能超过60天'),
  title: reqText('当天标题', 100),
  description: optText('当天行程描述', 5000),
  /** Catering 0 breakfast, 1 lunch, 2 dinner: included or own expense, with a note (e.g. 餐标30元/人). */
  meals: z.array(z.object({
    kind: codeOf('餐别', Catering),
    included: z.boolean({ error: '请选择是否含餐' }).default(true),
    remark: optText('用餐说明', 100),
  }), { error: '用餐格式不正确' }).max(3, '每天最多三餐').default([])
    .refine((ms) => new Set(ms.map((m) => m.kind)).size === ms.length, '同一天的餐别不能重复'),
  lodging: z.object({
    hotel_name: optText('酒店名称', 100),
    hotel_star: codeOf('酒店星级', HotelStar).optional().nullable(),
    remark: optText('住宿说明', 200),
  }, { error: '住宿格式不正确' }).optional().nullable(),
  traffic_types: z.array(codeOf('交通方式', TrafficType), { error: '交通方式格式不正确' }).max(8, '交通方式过多').default([]),
  sights: z.array(reqText('景点名称', 60), { error: '景点格式不正确' }).max(30, '每天最多30个景点').default([]),
});
export type TravelDay = z.infer<typeof travelDay>;

const travelTemplateFields = {
  title: reqText('模板标题', 100),
  destination: optText('目的地', 100),
  nights: z.coerce.number({ error: '晚数必须是数字' }).int('晚数必须是整数').min(0, '晚数不能为负').max(60, '晚数不能超过60').optional().nullable(),
  days: z.array(travelDay, { error: '请填写每天的行程' }).min(1, '请至少填写一天行程').max(60, '行程不能超过60天'),
  enabled: enabledOf(),
  remark: optText('备注', 500),
};
const daysInOrder = (v: { days: { day_no: number }[] }) => v.days.every((d, i) => d.day_no === i + 1);
const DAYS_ORDER_MESSAGE = '行程天数必须从第1天起连续编号';
export const travelTemplateCreate = z.object(travelTemplateFields).refine(daysInOrder, { message: DAYS_ORDER_MESSAGE, path: ['days'] });
export const travelTemplateUpdate = z.object({ ...travelTemplateFields, ...withIdVersion('行程模板') })
  .refine(daysInOrder, { message: DAYS_ORDER_MESSAGE, path: ['days'] });

// ---------------------------------------------------------------- message templates

export const MessageChannel = { site: '站内信', sms: '短信', officialAccount: '公众号', miniProgram: '小程序' } as const;
export const MessageScene = {
  orderConfirmed: '订单确认', orderCancelled: '订单取消', departureNotice: '出团通知', paymentReceived: '收款成功',
  refundDone: '退款完成', auditPending: '审批待办', auditResult: '审批结果', groupCancelled: '团期取消',
} as const;
/** The placeholders a message template may use. */
export const MESSAGE_PLACEHOLDERS = [
  '订单号', '团期', '团号', '线路名称', '出发日期', '返回日期', '集合时间', '集合地点', '金额', '人数', '客户名称', '联系人', '联系电话',
  '导游姓名', '导游电话', '审批类型', '申请人', '审批结果', '审批意见', '公司名称', '客服电话',
] as const;

const messageTemplateFields = {
  name: reqText('模板名称', 50),
  channel: oneOf('发送渠道', MessageChannel),
  scene: oneOf('使用场景', MessageScene).optional().nullable(),
  content: reqText('模板内容', 2000),
  enabled: enabledOf(),
  remark: optText('备注', 500),
};
const knownMessagePlaceholders = (v: { content: string }, ctx: z.RefinementCtx) => {
  const unknown = placeholdersOf(v.content).filter((p) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(p));
  if (unknown.length) ctx.addIssue({ code: 'custom', path: ['content'], message: `模板内容包含未声明的占位符：${unknown.map((p) => `{${p}}`).join('、')}` });
};
export const messageTemplateCreate = z.object(messageTemplateFields).superRefine(knownMessagePlaceholders);
export const messageTemplateUpdate = z.object({ ...messageTemplateFields, ...withIdVersion('消息模板') }).superRefine(knownMessagePlaceholders);

// ---------------------------------------------------------------- contract keys and templates

/** The fields of an order (and its group, product, customer and company) a contract key may draw from. */
export const CONTRACT_SOURCE_FIELDS = {
  'order.order_no': '订单·订单号', 'order.contact_name': '订单·联系人', 'order.contact_phone': '订单·联系电话',
  'order.adult_count': '订单·成人数', 'order.child_count': '订单·儿童数', 'order.total_amount': '订单·订单总额',
  'order.total_amount_capital': '订单·订单总额（大写）', 'order.remark': '订单·备注', 'order.tourist_names': '订单·游客名单',
  'order.signed_at': '订单·签约日期',
  'group.group_no': '团期·团号', 'group.departure_date': '团期·出发日期', 'group.return_date': '团期·返回日期',
  'group.gathering_place': '团期·集合地点', 'group.minimum_group_size': '团期·最低成团人数',
  'product.name': '产品·线路名称', 'product.days': '产品·行程天数', 'product.nights': '产品·行程晚数',
  'product.destination': '产品·目的地', 'product.cost_included': '产品·费用包含', 'product.cost_excluded': '产品·费用不含',
  'product.itinerary': '产品·行程安排', 'product.shopping': '产品·购物安排', 'product.self_paid': '产品·自费项目',
  'customer.name': '客户·名称', 'customer.id_number': '客户·证件号码', 'customer.address': '客户·地址',
  'company.name': '公司·名称', 'company.license_no': '公司·经营许可证号', 'company.address': '公司·地址',
  'company.phone': '公司·电话', 'company.legal_person': '公司·法人', 'sales.user_name': '经办人·姓名', 'sales.phone': '经办人·电话',
} as const;
export type ContractSourceField = keyof typeof CONTRACT_SOURCE_FIELDS;

const contractKeyFields = {
  key: reqText('关键字', 30).regex(/^[^\s{}]+$/, '关键字不能包含空格和花括号'),
  label: reqText('关键字说明', 50),
  source_field: oneOf('取值字段', CONTRACT_SOURCE_FIELDS),
  example: optText('示例值', 200),
  sort: sortOf(),
  remark: optText('备注', 500),
};
export const contractKeyCreate = z.object(contractKeyFields);
export const contractKeyUpdate = z.object({ ...contractKeyFields, ...withIdVersion('合同关键字') });

export const ContractKind = {
  domestic: '境内旅游合同', outbound: '出境旅游合同', taiwan: '赴台旅游合同', oneDay: '一日游合同', groundAgent: '地接委托合同', other: '其他',
} as const;
const contractTemplateFields = {
  name: reqText('模板名称', 100),
  kind: oneOf('合同类型', ContractKind),
  content: reqText('模板内容', 100000),
  enabled: enabledOf(),
  remark: optText('备注', 500),
};
export const contractTemplateCreate = z.object(contractTemplateFields);
export const contractTemplateUpdate = z.object({ ...contractTemplateFields, ...withIdVersion('合同模板') });

// ---------------------------------------------------------------- third-party chat platforms

export const ChatPlatformKind = { officialAccount: '公众号', miniProgram: '小程序' } as const;
/** Fields stored in full but answered masked (`ab****yz`); sending the masked value back keeps the stored one. */
export const CHAT_SECRET_FIELDS = ['app_secret', 'token', 'aes_key'] as const;
export type ChatSecretField = (typeof CHAT_SECRET_FIELDS)[number];

/** The masked form of a secret: first two and last two characters around four stars; short ones fully starred. */
export function maskSecret(s: string | null | undefined): string | null {
  if (s === null || s === undefined || s === '') return s ?? null;
  return s.length >= 8 ? `${s.slice(0, 2)}****${s.slice(-2)}` : '******';
}

const secretText = (label: string, max: number) =>
  z.string({ error: `${label}格式不正确` }).trim().max(max, `${label}不能超过${max}个字符`).optional().nullable();
const chatPlatformFields = {
  kind: oneOf('平台类型', ChatPlatformKind),
  name: reqText('名称', 50),
  app_id: reqText('AppID', 64).regex(/^[A-Za-z0-9_-]+$/, 'AppID只能包含字母、数字、下划线和短横线'),
  app_secret: secretText('AppSecret', 128),
  token: secretText('Token', 64),
  aes_key: secretText('EncodingAESKey', 64),
  enabled: enabledOf(),
  remark: optText('备注', 500),
};
const aesKeyShape = (v: { aes_key?: string | null }) => !v.aes_key || v.aes_key.includes('*') || /^[A-Za-z0-9]{43}$/.test(v.aes_key);
const AES_MESSAGE = { message: 'EncodingAESKey必须是43位字母或数字', path: ['aes_key'] };
export const chatPlatformCreate = z.object(chatPlatformFields).refine(aesKeyShape, AES_MESSAGE);
export const chatPlatformUpdate = z.object({ ...chatPlatformFields, ...withIdVersion('第三方平台') }).refine(aesKeyShape, AES_MESSAGE);
