/** The 导入直连订单 form's values as the /api/v1/mfOrder/import request (pure; the amount is entered in yuan). */
import { yuanToFen } from '@ta/contract';

export interface MfImportValues {
  sales_platform?: number; channel_order_no?: string; group_code?: string; contact_name?: string; contact_phone?: string;
  adult_count?: number; child_count?: number; senior_count?: number; infant_count?: number; amount_yuan?: number | string | null; remark?: string;
}

/** The request: head counts default to 0, the amount in fen (NaN when unreadable, so the schema reports it). */
export function mfImportBody(v: MfImportValues): Record<string, unknown> {
  const { amount_yuan, ...rest } = v;
  let amount: number | undefined;
  try { amount = amount_yuan === null || amount_yuan === undefined || amount_yuan === '' ? undefined : yuanToFen(amount_yuan); } catch { amount = Number.NaN; }
  return { adult_count: 0, child_count: 0, senior_count: 0, infant_count: 0, ...rest, amount };
}
