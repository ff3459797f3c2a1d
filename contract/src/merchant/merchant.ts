/**
 * Merchants (供应商与渠道): suppliers with contacts, pay accounts, agreements, blacklist and payment days;
 * customers (private, unit, peer) with agreements and trading records; sales channels; Excel import/export.
 * Codes and every request schema, with Chinese messages naming the field.
 */
import { z } from 'zod';
import { idCheckDigit, isMaskedShape } from '../idcard';
import { AuditStatus, ContactInfoItem, PayAccountType, SalesPlatform, SettlementCycle, Sex, SupplierChannelType } from '../enums';
import { codeOf, idOf, optIdOf, optText, pageReq, reqText, versionField } from '../common';

// ---------------------------------------------------------------- codes

const pick = <T extends Record<number, string>, K extends keyof T>(map: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, map[k]])) as { readonly [P in K]: T[P] };

/** Supplier types: the supplier half (3–11) of the supplier/channel enumeration. */
export const SUPPLIER_TYPE_CODES = [3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export const SupplierType = pick(SupplierChannelType, SUPPLIER_TYPE_CODES);
/** Sales channel types: the channel half (0–2) of the supplier/channel enumeration. */
export const SALES_CHANNEL_TYPE_CODES = [0, 1, 2] as const;
export const SalesChannelType = pick(SupplierChannelType, SALES_CHANNEL_TYPE_CODES);

/** The kinds of customer (客户渠道): one table, one page and permission key each. */
export const CustomerKind = { private: '散客', unit: '单位客户', peer: '同行客户' } as const;
export type CustomerKindCode = keyof typeof CustomerKind;
export const CUSTOMER_KINDS = Object.keys(CustomerKind) as CustomerKindCode[];
/** A customer is a unit (company) or a person; private customers are persons, unit customers units, peers either. */
export const CustomerSubject = { unit: '单位', person: '个人' } as const;
export type CustomerSubjectCode = keyof typeof CustomerSubject;
/** How a customer is named in the import file's 客户类型 column. */
export const CUSTOMER_IMPORT_TYPES = {
  散客: { kind: 'private', subject: 'person' }, 单位客户: { kind: 'unit', subject: 'unit' },
  同行单位: { kind: 'peer', subject: 'unit' }, 同行个人: { kind: 'peer', subject: 'person' },
} as const satisfies Record<string, { kind: CustomerKindCode; subject: CustomerSubjectCode }>;

/** Whether an agreement is in force today (derived from its dates). */
export const AgreementValidity = { pending: '未生效', active: '生效中', expired: '已过期' } as const;
export type AgreementValidityCode = keyof typeof AgreementValidity;

/** Contact info items (SPEC section 3) → the field that holds each on contacts and customers. */
export const CONTACT_INFO_FIELDS = {
  1: 'name', 2: 'phone', 3: 'email', 4: 'address', 6: 'id_card', 10: 'qq', 11: 'wechat',
} as const satisfies Record<keyof typeof ContactInfoItem, string>;

export const ImportMode = { all: '全部正确才导入', goodOnly: '只导入正确的行' } as const;
export type ImportModeCode = keyof typeof ImportMode;
export const ExportFormat = { xlsx: 'Excel', csv: 'CSV' } as const;
export type ExportFormatCode = keyof typeof ExportFormat;
/** Most rows one import file may hold. */
export const IMPORT_MAX_ROWS = 10000;
/** Most bytes an uploaded attachment may hold. */
export const FILE_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
export const FILE_UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'zip', 'rar'] as const;

// ---------------------------------------------------------------- field helpers

const PHONE_RE = /^[0-9+\-() ]{5,30}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

// A phone, ID number or birthday may come back masked as it was shown (138****5678): the server keeps the stored
// value when it is that value's masked form (contract maskedBack, platform/data.ts restoreMasked), else refuses it.
export const reqPhone = (label = '联系电话') => reqText(label, 30).refine((v) => v === '' || PHONE_RE.test(v) || isMaskedShape(v), `${label}格式不正确`);
export const optPhone = (label = '联系电话') => optText(label, 30).refine((v) => !v || PHONE_RE.test(v) || isMaskedShape(v), `${label}格式不正确`);
export const optEmail = (label = '邮箱') => optText(label, 100).refine((v) => !v || EMAIL_RE.test(v), `${label}格式不正确`);
const isDate = (v: string) => DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
/** One message per date: a wrong format, or a day that does not exist (2025-02-30). */
const dateCheck = (label: string) => (v: string, ctx: z.RefinementCtx) => {
  if (v === '') return;
  if (!DATE_RE.test(v)) ctx.addIssue({ code: 'custom', message: `${label}格式应为YYYY-MM-DD` });
  else if (!isDate(v)) ctx.addIssue({ code: 'custom', message: `${label}不是有效日期` });
};
export const reqDate = (label: string) => z.string({ error: `请选择${label}` }).min(1, `请选择${label}`).superRefine(dateCheck(label));
export const optDate = (label: string) => z.string({ error: `${label}格式应为YYYY-MM-DD` }).superRefine(dateCheck(label)).optional().nullable();
export const intIn = (label: string, min: number, max: number) =>
  z.coerce.number({ error: `${label}必须是数字` }).int(`${label}必须是整数`).min(min, `${label}不能小于${min}`).max(max, `${label}不能大于${max}`);
export const optBool = (label: string) => z.boolean({ error: `${label}只能是是或否` }).optional();
const optCodeOf = <T extends Record<number, string>>(label: string, map: T) => codeOf(label, map).optional().nullable();
/** One code or a list of codes (list filters). */
const codesOf = <T extends Record<number, string>>(label: string, map: T) => z.union([codeOf(label, map), z.array(codeOf(label, map), { error: `${label}取值不正确` })], { error: `${label}取值不正确` }).optional();

/** Mainland resident ID number: 18 characters with the GB 11643 check digit (15-digit old numbers accepted). */
export function isMainlandIdNumber(v: string): boolean {
  if (/^\d{15}$/.test(v)) return true;
  if (!/^\d{17}[\dXx]$/.test(v)) return false;
  return idCheckDigit(v.slice(0, 17)) === v[17].toUpperCase();
}
export const optIdNumber = (label = '身份证号') => optText(label, 18).refine((v) => !v || isMainlandIdNumber(v) || isMaskedShape(v), `${label}格式不正确`);
/** A birthday: a date, or its masked form (1990-**-**) sent back unchanged. */
export const optBirthday = (label = '出生日期') => z.string({ error: `${label}格式应为YYYY-MM-DD` })
  .superRefine((v, ctx) => { if (!isMaskedShape(v)) dateCheck(label)(v, ctx); }).optional().nullable();

/** The area fields a record stores (SPEC section 3): each level's id and name. */
const areaId = (label: string) => z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).optional().nullable();
export const areaFields = {
  country_id: areaId('国家'), country_name: optText('国家名称', 60),
  district_id: areaId('大区'), district_name: optText('大区名称', 60),
  province_id: areaId('省份'), province_name: optText('省份名称', 60),
  city_id: areaId('城市'), city_name: optText('城市名称', 60),
  county_id: areaId('区县'), county_name: optText('区县名称', 60),
};
export const AREA_FIELD_LABELS = {
  country_id: '国家', country_name: '国家名称', district_id: '大区', district_name: '大区名称', province_id: '省份', province_name: '省份名称',
  city_id: '城市', city_name: '城市名称', county_id: '区县', county_name: '区县名称',
} as const;

/** An attached file: its name and where it is stored (from /api/v1/file/upload, or any URL). */
export const fileRef = z.object({
  name: reqText('文件名', 200),
  url: reqText('文件地址', 500),
});
export type FileRef = z.infer<typeof fileRef>;
const filesOf = () => z.array(fileRef, { error: '附件格式不正确' }).max(20, '附件最多20个').default([]);

const withIdVersion = (label: string) => ({ id: idOf(label), version: versionField });
const listOf = <T extends z.ZodRawShape>(shape: T) => pageReq.extend({ keyword: optText('关键字', 50), ...shape });
type Issue = { message: string; path: (string | number)[] };
/** Cross-field rules as a function: refined object schemas cannot be extended, so create and update each apply it. */
const rules = <T>(check: (v: T) => Issue[]) => (v: T, ctx: z.RefinementCtx) => {
  for (const i of check(v)) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
};

// ---------------------------------------------------------------- suppliers

export const payAccountInput = z.object({
  id: optIdOf('账户'),
  account_type: codeOf('账户类型', PayAccountType),
  account_name: reqText('户名', 50),
  account_no: reqText('账号', 40),
  bank_name: optText('开户行', 100),
  is_default: z.boolean({ error: '默认账户只能是是或否' }).default(false),
  remark: optText('备注', 200),
});
export type PayAccountInput = z.infer<typeof payAccountInput>;
const accountRules = (list: PayAccountInput[]): Issue[] => {
  const out: Issue[] = [];
  list.forEach((a, i) => {
    if (a.account_type === 0 && !a.bank_name) out.push({ message: '银行卡账户请填写开户行', path: ['accounts', i, 'bank_name'] });
  });
  if (list.filter((a) => a.is_default).length > 1) out.push({ message: '只能有一个默认账户', path: ['accounts'] });
  const nos = list.map((a) => `${a.account_type}|${a.account_no}`);
  nos.forEach((n, i) => { if (nos.indexOf(n) !== i) out.push({ message: `账号“${list[i].account_no}”重复`, path: ['accounts', i, 'account_no'] }); });
  return out;
};

const supplierShape = {
  name: reqText('供应商名称', 100),
  short_name: optText('简称', 30),
  code: optText('供应商编号', 30),
  type: codeOf('供应商类型', SupplierType),
  credit_code: optText('统一社会信用代码', 30),
  legal_person: optText('法人', 30),
  phone: optPhone('联系电话'),
  email: optEmail('邮箱'),
  address: optText('详细地址', 200),
  ...areaFields,
  settlement_cycle: codeOf('结算周期', SettlementCycle).default(0),
  payment_days: intIn('账期天数', 0, 365).default(0),
  business_scope: optText('经营范围', 500),
  remark: optText('备注', 500),
  accounts: z.array(payAccountInput, { error: '收款账户格式不正确' }).max(20, '收款账户最多20个').default([]),
};
export const supplierCreate = z.object(supplierShape).superRefine(rules((v: { accounts: PayAccountInput[] }) => accountRules(v.accounts)));
export const supplierUpdate = z.object({ ...supplierShape, ...withIdVersion('供应商') }).superRefine(rules((v: { accounts: PayAccountInput[] }) => accountRules(v.accounts)));
export type SupplierCreate = z.infer<typeof supplierCreate>;

export const supplierListQuery = listOf({
  name: optText('供应商名称', 100),
  type: codesOf('供应商类型', SupplierType),
  settlement_cycle: codesOf('结算周期', SettlementCycle),
  audit_status: codesOf('审核状态', AuditStatus),
  blacklisted: optBool('是否黑名单'),
  province_id: areaId('省份'),
  city_id: areaId('城市'),
});
export const supplierLikeNameReq = z.object({
  name: optText('供应商名称', 100),
  type: codesOf('供应商类型', SupplierType),
  /** Blacklisted suppliers cannot be chosen; a screen that shows them anyway (the blacklist) asks for them. */
  include_blacklisted: optBool('是否包含黑名单'),
  limit: intIn('条数', 1, 50).default(20),
});
export const supplierBlacklistReq = z.object({ ...withIdVersion('供应商'), reason: reqText('拉黑原因', 500) });
export const supplierUnblacklistReq = z.object({ ...withIdVersion('供应商'), reason: optText('移出原因', 500) });
export const paymentDaysUpdate = z.object({
  ...withIdVersion('供应商'),
  settlement_cycle: codeOf('结算周期', SettlementCycle),
  payment_days: intIn('账期天数', 0, 365),
  payment_remark: optText('账期说明', 500),
});
export const financialAccountListQuery = pageReq.extend({
  supplier_id: optIdOf('供应商'),
  account_type: codesOf('账户类型', PayAccountType),
  keyword: optText('关键字', 50),
});

// ---------------------------------------------------------------- contacts (/api/v1/person)

const personShape = {
  supplier_id: idOf('供应商'),
  name: reqText('姓名', 50),
  phone: reqPhone('电话'),
  email: optEmail('邮箱'),
  address: optText('收货地址', 200),
  id_card: optIdNumber('身份证号'),
  qq: optText('QQ', 20).refine((v) => !v || /^\d{5,12}$/.test(v), 'QQ号格式不正确'),
  wechat: optText('微信', 50),
  position: optText('职务', 50),
  is_default: z.boolean({ error: '默认联系人只能是是或否' }).default(false),
  remark: optText('备注', 500),
};
export const personCreate = z.object(personShape);
export const personUpdate = z.object({ ...personShape, ...withIdVersion('联系人') });
export const personListQuery = listOf({ supplier_id: optIdOf('供应商'), name: optText('姓名', 50), phone: optText('电话', 30) });
export const likeContactReq = z.object({ supplier_id: optIdOf('供应商'), name: optText('姓名', 50), limit: intIn('条数', 1, 50).default(20) });

// ---------------------------------------------------------------- agreements

const agreementShape = {
  name: reqText('协议名称', 100),
  agreement_no: optText('协议编号', 50),
  sign_date: optDate('签订日期'),
  start_date: reqDate('生效日期'),
  end_date: reqDate('到期日期'),
  content: optText('协议内容', 5000),
  files: filesOf(),
  remark: optText('备注', 500),
};
const dateRules = (v: { start_date: string; end_date: string }): Issue[] =>
  v.end_date < v.start_date ? [{ message: '到期日期不能早于生效日期', path: ['end_date'] }] : [];
export const supplierAgreementCreate = z.object({ supplier_id: idOf('供应商'), ...agreementShape }).superRefine(rules(dateRules));
export const supplierAgreementUpdate = z.object({ supplier_id: idOf('供应商'), ...agreementShape, ...withIdVersion('协议') }).superRefine(rules(dateRules));
const customerAgreementShape = {
  customer_id: idOf('客户'), ...agreementShape,
  settlement_cycle: codeOf('结算周期', SettlementCycle).optional().nullable(),
  discount_rate: intIn('协议折扣', 1, 100).optional().nullable(),
};
export const customerAgreementCreate = z.object(customerAgreementShape).superRefine(rules(dateRules));
export const customerAgreementUpdate = z.object({ ...customerAgreementShape, ...withIdVersion('协议') }).superRefine(rules(dateRules));
const validityFilter = z.enum(Object.keys(AgreementValidity) as [AgreementValidityCode, ...AgreementValidityCode[]], { error: '有效状态不正确' }).optional();
export const supplierAgreementListQuery = listOf({ supplier_id: optIdOf('供应商'), name: optText('协议名称', 100), validity: validityFilter });
export const customerAgreementListQuery = listOf({ customer_id: optIdOf('客户'), name: optText('协议名称', 100), validity: validityFilter });

// ---------------------------------------------------------------- customers

const customerCommon = {
  name: reqText('客户名称', 100),
  phone: reqPhone('联系电话'),
  email: optEmail('邮箱'),
  wechat: optText('微信', 50),
  qq: optText('QQ', 20).refine((v) => !v || /^\d{5,12}$/.test(v), 'QQ号格式不正确'),
  address: optText('地址', 200),
  ...areaFields,
  channel_id: optIdOf('来源渠道'),
  remark: optText('备注', 500),
};
const personFields = {
  sex: optCodeOf('性别', Sex),
  id_card: optIdNumber('身份证号'),
  birthday: optBirthday('出生日期'),
};
const unitFields = {
  contact_name: optText('联系人', 50),
  credit_code: optText('统一社会信用代码', 30),
  settlement_cycle: optCodeOf('结算周期', SettlementCycle),
};
const privateShape = { ...customerCommon, ...personFields };
const unitShape = { ...customerCommon, ...unitFields, contact_name: reqText('联系人', 50) };
const peerShape = {
  ...customerCommon, ...personFields, ...unitFields,
  subject: z.enum(['unit', 'person'], { error: '请选择同行类型（单位或个人）' }),
  license_no: optText('经营许可证号', 50),
  /** Credit type of the finance settings; stays empty until the finance module exists. */
  credit_type_id: optIdOf('授信类型'),
};
const peerRules = (v: { subject: CustomerSubjectCode; contact_name?: string | null }): Issue[] =>
  v.subject === 'unit' && !v.contact_name ? [{ message: '同行单位请输入联系人', path: ['contact_name'] }] : [];
export const privateCustomerCreate = z.object(privateShape);
export const privateCustomerUpdate = z.object({ ...privateShape, ...withIdVersion('客户') });
export const unitCustomerCreate = z.object(unitShape);
export const unitCustomerUpdate = z.object({ ...unitShape, ...withIdVersion('客户') });
export const peerCustomerCreate = z.object(peerShape).superRefine(rules(peerRules));
export const peerCustomerUpdate = z.object({ ...peerShape, ...withIdVersion('客户') }).superRefine(rules(peerRules));
/** The create schema of each kind (import validates each row with it). */
export const CUSTOMER_CREATE = { private: privateCustomerCreate, unit: unitCustomerCreate, peer: peerCustomerCreate } as const;

export const customerListQuery = listOf({
  name: optText('客户名称', 100),
  phone: optText('联系电话', 30),
  subject: z.enum(['unit', 'person'], { error: '同行类型不正确' }).optional(),
  audit_status: codesOf('审核状态', AuditStatus),
  channel_id: optIdOf('来源渠道'),
  province_id: areaId('省份'),
  city_id: areaId('城市'),
});
export const customerLikeNameReq = z.object({
  name: optText('客户名称或电话', 100),
  subject: z.enum(['unit', 'person'], { error: '单位/个人不正确' }).optional(),
  limit: intIn('条数', 1, 50).default(20),
});
export const tradingRecordListQuery = listOf({
  customer_id: optIdOf('客户'),
  kind: z.enum(['private', 'unit', 'peer'], { error: '客户类型不正确' }).optional(),
  order_no: optText('订单号', 50),
  date_from: optDate('开始日期'),
  date_to: optDate('结束日期'),
});

// ---------------------------------------------------------------- sales channels

const salesChannelShape = {
  name: reqText('渠道名称', 100),
  type: codeOf('渠道类型', SalesChannelType),
  platform: optCodeOf('销售平台', SalesPlatform),
  shop_url: optText('店铺地址', 300),
  contact_name: optText('联系人', 50),
  contact_phone: optPhone('联系电话'),
  address: optText('门店地址', 200),
  ...areaFields,
  settlement_cycle: optCodeOf('结算周期', SettlementCycle),
  enabled: z.boolean({ error: '启用状态只能是是或否' }).default(true),
  remark: optText('备注', 500),
};
const channelRules = (v: { type: number; platform?: number | null }): Issue[] =>
  v.type === 0 && (v.platform === null || v.platform === undefined) ? [{ message: '线上OTA渠道请选择销售平台', path: ['platform'] }] : [];
export const salesChannelCreate = z.object(salesChannelShape).superRefine(rules(channelRules));
export const salesChannelUpdate = z.object({ ...salesChannelShape, ...withIdVersion('销售渠道') }).superRefine(rules(channelRules));
export const salesChannelListQuery = listOf({
  name: optText('渠道名称', 100),
  type: codesOf('渠道类型', SalesChannelType),
  platform: codesOf('销售平台', SalesPlatform),
  enabled: optBool('启用状态'),
});

// ---------------------------------------------------------------- import, export, files

/** Downloads name their format, so a body-less call answers the JSON envelope (400) rather than a file. */
export const downloadFormat = z.enum(['xlsx', 'csv'], { error: '请选择文件格式（xlsx 或 csv）' });
/** Export requests: the list's filters (no paging) and the format. */
export const supplierExportReq = supplierListQuery.omit({ pageNo: true, pageSize: true }).extend({ format: downloadFormat });
export const customerExportReq = customerListQuery.omit({ pageNo: true, pageSize: true }).extend({ format: downloadFormat });

export const importReq = z.object({
  /** The .xlsx file, base64 (a data: URL prefix is accepted). */
  file: reqText('导入文件', 30 * 1024 * 1024),
  mode: z.enum(['all', 'goodOnly'], { error: '请选择导入方式（all 全部正确才导入，goodOnly 只导入正确的行）' }).default('all'),
});
export const templateReq = z.object({ format: z.enum(['xlsx'], { error: '请选择文件格式（xlsx）' }) });

export interface ImportRowError { row: number; field: string; column: string; message: string }
export interface ImportReport { mode: ImportModeCode; total: number; imported: number; failed: number; errors: ImportRowError[] }

export const fileUploadReq = z.object({
  name: reqText('文件名', 200),
  /** File content, base64 (a data: URL prefix is accepted). */
  content: reqText('文件内容', Math.ceil((FILE_UPLOAD_LIMIT_BYTES * 4) / 3) + 200),
});
