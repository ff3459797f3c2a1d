/** Field helpers shared by the finance schemas (dates, money, the permission keys of the finance pages). */
import { z } from 'zod';
import { fen } from '../common';

/** Permission keys of the finance pages (menu.ts) that the finance routes declare. */
export const FinanceKey = {
  receive: 'receive_order_list', orderPayment: 'order_payment_list', unpaid: 'financial_unpaid_list', revenue: 'financial_revenue_list',
  account: 'financial_account', creditType: 'financial_credit_type', credit: 'financial_credit_list', exchangeRate: 'financial_exchange_rate',
  ticketer: 'invoice_ticketer',
} as const;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
/** A required calendar day YYYY-MM-DD. */
export const day = (label: string) => z.string({ error: `请选择${label}` }).refine(isDate, `${label}格式应为YYYY-MM-DD`);
export const optDay = (label: string) => z.string({ error: `${label}格式应为YYYY-MM-DD` }).refine((v) => v === '' || isDate(v), `${label}格式应为YYYY-MM-DD`).optional().nullable();
export const dayRange = z.array(z.string().refine((v) => v === '' || DATE_RE.test(v), '日期格式应为YYYY-MM-DD'), { error: '日期范围格式不正确' }).max(2, '日期范围格式不正确').optional();
/** A positive amount in fen, at most 1亿元. */
export const positiveFen = (label: string) => fen(label).min(1, `${label}必须大于0`).max(10_000_000_000, `${label}过大`);
/** A non-negative amount in fen, at most 1亿元. */
export const nonNegativeFen = (label: string) => fen(label).min(0, `${label}不能小于0`).max(10_000_000_000, `${label}过大`);
/** One code or a list of codes (list filters). */
export const codesOf = (label: string) => z.union([z.coerce.number({ error: `${label}不正确` }).int(), z.array(z.coerce.number().int(), { error: `${label}不正确` })]).optional();

/** Refuses the same order twice in a document's lines (`field` names the array), with `message` on the repeat. */
export const eachOrderOnce = (field: string, message: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  (v[field] as { order_id: number }[]).forEach((l, i) => {
    if (seen.has(l.order_id)) ctx.addIssue({ code: 'custom', path: [field, i, 'order_id'], message });
    seen.add(l.order_id);
  });
};
