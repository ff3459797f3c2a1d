/**
 * Travel contracts (旅游合同, issue 14): a contract is made from a contract template for one order, its keys
 * filled from the order, group, product, customer and the agency (organisation settings), plus the contract's
 * schedules (tourists with ID numbers, itinerary days, price lines, payment terms). States: 已申请 (under the
 * orderContract audit) → 已通过 → 已签署 → 已作废 (through the contractCancel audit). A signed contract's
 * content is frozen; a changed order offers a new version.
 */
import { z } from 'zod';
import { idOf, optIdOf, optText, pageReq, reqText, versionField } from '../common';

/** Permission keys of the contract pages (menu.ts 合同管理). */
export const ContractKey = { apply: 'contract_order_apply', list: 'contract_list' } as const;

/** State of a travel contract. */
export const TravelContractStatus = { 0: '已申请', 1: '已通过', 2: '已签署', 3: '已作废', 4: '已驳回', 5: '已撤回' } as const;
export const TC_APPLIED = 0, TC_APPROVED = 1, TC_SIGNED = 2, TC_CANCELLED = 3, TC_REJECTED = 4, TC_WITHDRAWN = 5;
/** States in which a contract counts for its order (a new application waits until it ends or is cancelled). */
export const TC_LIVE_STATES = [TC_APPLIED, TC_APPROVED, TC_SIGNED] as const;
/** State of a cancel application (作废申请). */
export const ContractCancelStatus = { 0: '待审核', 1: '已驳回', 2: '已通过', 5: '已撤回' } as const;
export const TCC_PENDING = 0, TCC_REJECTED = 1, TCC_APPROVED = 2, TCC_WITHDRAWN = 5;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => DATE_RE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** /api/v1/contract/apply: a contract for an order from a template, submitted to the order contract audit. */
export const contractApply = z.object({
  order_id: idOf('订单'),
  template_id: idOf('合同模板'),
  remark: optText('备注', 500),
});
export type ContractApply = z.infer<typeof contractApply>;

/** /api/v1/contract/sign: the customer signed the approved contract (its text is frozen from here on). */
export const contractSign = z.object({
  id: idOf('合同'),
  version: versionField,
  signed_date: z.string({ error: '签署日期格式应为YYYY-MM-DD' }).refine(isDate, '签署日期格式应为YYYY-MM-DD').optional().nullable(),
});

/** /api/v1/contract/cancelApply: ask to cancel (作废) a contract, submitted to the contract cancel audit. */
export const contractCancelApply = z.object({
  id: idOf('合同'),
  version: versionField,
  reason: reqText('作废原因', 500),
});

/** /api/v1/contract/withdraw: the applicant withdraws a pending application. */
export const contractWithdraw = z.object({ id: idOf('合同'), version: versionField });

export const contractIdReq = z.object({ id: idOf('合同') });
export const contractCancelIdReq = z.object({ id: idOf('作废申请') });
export const contractOrderReq = z.object({ order_id: idOf('订单') });
/** The preview of a contract for an order from a template (before applying). */
export const contractPreviewReq = z.object({ order_id: idOf('订单'), template_id: idOf('合同模板') });

const codes = (label: string) => z.union([z.coerce.number({ error: `${label}不正确` }).int(), z.array(z.coerce.number().int(), { error: `${label}不正确` })]).optional();
export const contractListQuery = pageReq.extend({
  status: codes('合同状态'),
  order_id: optIdOf('订单'),
  keyword: z.string().max(50, '关键字不能超过50个字符').optional(),
});
export const contractCancelListQuery = pageReq.extend({
  status: codes('审核状态'),
  contract_id: optIdOf('合同'),
});

/** One tourist of a contract's tourist schedule. */
export interface ContractTourist { name: string; person_type: string; card_type: string; card_number: string | null; phone: string | null }
/** One itinerary day of a contract. */
export interface ContractDay { day_no: number; title: string; description: string | null; lodging: string | null; meals: string }
/** One price line of a contract (fen). */
export interface ContractPriceLine { fee_type: string; description: string | null; price: number; quantity: number; total: number }
/**
 * What a contract was made from, frozen with it: the template's text and every key's value, and the schedules.
 * The text is rendered from these when read; ID numbers and phones are stored whole and masked for a reader
 * without 查看敏感信息 (keys listed in `sensitive_keys`, the tourists' card numbers and phones).
 */
export interface ContractSnapshot {
  template_name: string;
  template_content: string;
  values: Record<string, string>;
  sensitive_keys: string[];
  /** Keys filled with the signing date when the contract is signed. */
  signed_keys?: string[];
  tourists: ContractTourist[];
  days: ContractDay[];
  lines: ContractPriceLine[];
  total: number;
  total_capital: string;
  payment_terms: string;
  company: { name: string; license_no: string | null; address: string | null; phone: string | null; legal_person: string | null };
  order: { id: number; code: string; departure_date: string; return_date: string; group_code: string; product_name: string; customer_name: string; contact_name: string };
}
