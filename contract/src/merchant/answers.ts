/**
 * Answer schemas of the merchant module (issue 18): suppliers (with contacts, pay accounts, a key-data change
 * under audit), supplier contacts and agreements, customers of each kind and their agreements, sales channels,
 * trading records, pickers, imports and uploads. Field names equal the table columns; money is integer fen;
 * timestamps are ISO strings; `date` columns are YYYY-MM-DD strings.
 */
import { z } from 'zod';
import { stamp, optStamp } from '../common/answers';
import { pageDataOf } from '../common/common';
import { CustomerKind, CustomerSubject, type CustomerKindCode, type CustomerSubjectCode } from './merchant';

const optId = z.number().nullable();
const optText = z.string().nullable();
const optNum = z.number().nullable();
/** The columns of an owned record (ownedMeta) and the creator's name most lists add. */
const owned = { created_by: optId, dept_id: optId, created_at: stamp, updated_at: stamp, version: z.number() };
const creator = { created_by_name: optText.optional() };
/** The area columns (country … county, each id and name). */
const area = {
  country_id: optId, country_name: optText, district_id: optId, district_name: optText, province_id: optId, province_name: optText,
  city_id: optId, city_name: optText, county_id: optId, county_name: optText,
};
const fileRefAnswer = z.object({ name: z.string(), url: z.string() });
/** An agreement's validity today (China time). */
const validity = z.enum(['pending', 'active', 'expired']);
const agreement = {
  name: z.string(), agreement_no: optText, sign_date: optText, start_date: z.string(), end_date: z.string(), content: optText,
  files: z.array(fileRefAnswer), remark: optText,
};

// ---------------------------------------------------------------- suppliers

export const supplierAccountRow = z.object({
  id: z.number(), supplier_id: z.number(), account_type: z.number(), account_name: z.string(), account_no: z.string(), bank_name: optText,
  is_default: z.boolean(), remark: optText, sort: z.number(), created_at: stamp,
});
export const supplierContactRow = z.object({
  id: z.number(), supplier_id: z.number(), name: z.string(), phone: z.string(), email: optText, address: optText, id_card: optText, qq: optText,
  wechat: optText, position: optText, is_default: z.boolean(), remark: optText, ...owned, supplier_name: optText.optional(), ...creator,
});
/** A supplier as stored, with the names lists add and whether a key-data change is under audit (变更审核中). */
export const supplierRow = z.object({
  id: z.number(), name: z.string(), short_name: optText, code: optText, type: z.number(), credit_code: optText, legal_person: optText, phone: optText,
  email: optText, address: optText, ...area, settlement_cycle: z.number(), payment_days: z.number(), payment_remark: optText, business_scope: optText,
  audit_status: z.number(), blacklisted: z.boolean(), blacklist_reason: optText, blacklisted_at: optStamp, blacklisted_by: optId, remark: optText, ...owned,
  ...creator, blacklisted_by_name: optText.optional(), change_pending: z.boolean().optional(),
});
/** The key-data change under audit as the editor shows it: each field "旧 → 新". */
export const supplierPendingChange = z.object({
  id: z.number(), changes: z.array(z.object({ field: z.string(), label: z.string(), old: optText, new: optText })), created_at: stamp, created_by_name: optText,
});
/** A supplier's detail (and the answer of add / update): with its pay accounts, contacts and pending change. */
export const supplierDetail = supplierRow.extend({
  pending_change: supplierPendingChange.nullable().optional(), accounts: z.array(supplierAccountRow).optional(), contacts: z.array(supplierContactRow).optional(),
});
export const supplierPage = pageDataOf(supplierRow);
/** The payment-days list: the supplier's settlement fields only. */
export const supplierPaymentDaysRow = supplierRow.pick({
  id: true, version: true, name: true, short_name: true, code: true, type: true, settlement_cycle: true, payment_days: true, payment_remark: true,
  blacklisted: true, audit_status: true, updated_at: true,
});
export const supplierPaymentDaysPage = pageDataOf(supplierPaymentDaysRow);
/** The supplier picker (likeName). */
export const supplierChoice = supplierRow.pick({
  id: true, name: true, short_name: true, code: true, type: true, settlement_cycle: true, payment_days: true, audit_status: true, blacklisted: true, city_name: true,
});
/** The supplier contact picker (person/likeName). */
export const supplierContactChoice = z.object({
  id: z.number(), supplier_id: z.number(), supplier_name: z.string(), name: z.string(), phone: z.string(), position: optText, is_default: z.boolean(),
});
export const supplierAccountPage = pageDataOf(supplierAccountRow.extend({ supplier_name: optText }));
export const supplierAgreementRow = z.object({
  id: z.number(), supplier_id: z.number(), ...agreement, ...owned, supplier_name: optText.optional(), ...creator, validity,
});

// ---------------------------------------------------------------- customers and sales channels

/** A customer of any kind (散客, 单位客户, 同行客户) with its channel's and creator's names. */
export const customerRow = z.object({
  id: z.number(), kind: z.enum(Object.keys(CustomerKind) as [CustomerKindCode, ...CustomerKindCode[]]),
  subject: z.enum(Object.keys(CustomerSubject) as [CustomerSubjectCode, ...CustomerSubjectCode[]]), code: optText, name: z.string(), phone: z.string(), email: optText, wechat: optText, qq: optText,
  address: optText, ...area, channel_id: optId, sex: optNum, id_card: optText, birthday: optText, contact_name: optText, credit_code: optText,
  settlement_cycle: optNum, license_no: optText, credit_type_id: optId, audit_status: z.number(), remark: optText, ...owned,
  channel_name: optText.optional(), ...creator,
});
/** The customer picker (likeName). */
export const customerChoice = customerRow.pick({
  id: true, kind: true, subject: true, name: true, phone: true, contact_name: true, audit_status: true, credit_type_id: true,
});
export const customerAgreementRow = z.object({
  id: z.number(), customer_id: z.number(), ...agreement, settlement_cycle: optNum, discount_rate: optNum, ...owned,
  customer_name: optText.optional(), ...creator, validity,
});
export const salesChannelRow = z.object({
  id: z.number(), name: z.string(), type: z.number(), platform: optNum, shop_url: optText, contact_name: optText, contact_phone: optText, address: optText,
  ...area, settlement_cycle: optNum, enabled: z.boolean(), remark: optText, ...owned, ...creator,
});
export const salesChannelChoice = salesChannelRow.pick({ id: true, name: true, type: true, platform: true, enabled: true });

/** Sums of a trading-record list. */
const tradeSummary = z.object({ orders: z.number(), persons: z.number(), amount: z.number(), received: z.number(), outstanding: z.number() });
const trade = {
  id: z.number(), order_id: optId, order_no: z.string(), trade_date: z.string(), product_name: optText, group_no: optText, persons: z.number(),
  amount: z.number(), received: z.number(), status: optNum, ...owned, outstanding: z.number(), customer_name: optText, customer_kind: optText,
};
export const customerTradeRow = z.object({ ...trade, customer_id: z.number(), remark: optText });
export const customerTradePage = pageDataOf(customerTradeRow).extend({ summary: tradeSummary });
export const channelTradeRow = z.object({ ...trade, channel_id: z.number(), customer_id: optId, channel_name: optText, channel_type: optNum });
export const channelTradePage = pageDataOf(channelTradeRow).extend({ summary: tradeSummary });

// ---------------------------------------------------------------- imports and uploads

/** The report of an Excel import: how many rows went in, and each refused row's error. */
export const importReport = z.object({
  mode: z.enum(['all', 'goodOnly']), total: z.number(), imported: z.number(), failed: z.number(),
  errors: z.array(z.object({ row: z.number(), field: z.string(), column: z.string(), message: z.string() })),
});
/** An uploaded attachment. */
export const uploadAnswer = z.object({ name: z.string(), url: z.string(), size: z.number() });
