/**
 * Answer schemas of the finance module (issue 18): settings, receipts and refunds, the receivable order list,
 * the payment schedule (待收款), credit, bank arrivals and claims, and the money journal. Money is integer fen;
 * timestamps are ISO strings (stamp); `date` columns are YYYY-MM-DD strings.
 */
import { z } from 'zod';
import { A, optStamp, ownedMeta, pageWithSummary as pageWith, recordMeta as meta, stamp } from '../common/answers';

import { BankField, type BankFieldKey } from './bank';

const { id, optId, text, optText, money, count } = A;
const owned = ownedMeta;

// ---------------------------------------------------------------- settings (generic resources)

export const payAccountRow = z.object({
  id, type: z.number(), name: text, bank_name: optText, number: text, holder: text, enabled: z.boolean(), sort: z.number(), remark: optText, ...meta,
});
/** `rate` is a numeric column: a decimal string (e.g. "7.100000"). */
export const exchangeRateRow = z.object({ id, currency: text, name: text, rate: z.string(), remark: optText, ...meta });
export const ticketerRow = z.object({ id, user_id: id, user_name: optText.optional(), enabled: z.boolean(), remark: optText, ...meta });
export const creditTypeRow = z.object({ id, name: text, default_limit: money, enabled: z.boolean(), sort: z.number(), remark: optText, ...meta });

// ---------------------------------------------------------------- receipts and refunds

export const receiptRow = z.object({
  id, code: text, customer_kind: text, customer_id: optId, pay_type: z.number(), pay_account_id: optId, pay_date: text, payer: text, voucher: optText,
  amount: money, status: z.number(), bank_arrival_id: optId, decided_at: optStamp, remark: optText, ...owned,
  items: z.array(z.object({ order_id: id, order_code: text, amount: money })), order_codes: text, customer_name: optText, pay_account_name: optText,
  created_by_name: optText,
});
export const receiptPage = pageWith(receiptRow, { count, amount: money });

/** A refund document as stored (order refund or refund of a bank arrival's rest). */
export const refundRow = z.object({
  id, code: text, order_id: optId, bank_arrival_id: optId, customer_id: optId, amount: money, reason: text, pay_type: z.number(), pay_account_id: optId,
  payee: optText, status: z.number(), decided_at: optStamp, remark: optText, ...owned,
});
export const refundListRow = refundRow.extend({ order_code: optText, customer_name: optText });
export const refundPage = pageWith(refundListRow, { count, amount: money });
export const refundDetail = refundRow.extend({
  order_code: optText, order_total: money.nullable(), order_received: money.nullable(), customer_name: optText,
  arrival: z.object({ payer_name: text, serial: optText, arrived_on: text, amount: money }).nullable(),
  pay_account_name: optText, created_by_name: optText,
});
/** A refund just submitted to its audit. */
export const refundSubmitted = refundRow.extend({ audit_instance_id: id });

/** An open order with its money (batch receipt page, /getCollectionBalance, /collected). */
export const orderMoneyRow = z.object({
  order_id: id, order_code: text, customer_kind: text, customer_id: optId, customer_name: optText, contact_name: text, group_code: text, departure_date: text,
  product_name: text, enrollment_status: z.number(), order_status: z.number(), deposit: money, total: money, received: money, received_gross: money,
  refunded: money, pending_receipts: money, remaining: money, open: money, pay_state: z.number(), created_by: optId,
});
const orderMoneySums = { orders: count, total: money, received: money, remaining: money };
export const collectOrderPage = pageWith(orderMoneyRow, orderMoneySums);
export const collectionBalance = z.object({ data: z.array(orderMoneyRow), summary: z.object({ ...orderMoneySums, open: money }) });

/** One part (deposit or balance) of an order's payment schedule. */
export const schedulePartRow = z.object({
  order_id: id, order_code: text, part: z.enum(['deposit', 'balance']), amount: money, open: money, due_date: text, due_state: z.number(), remind_days: z.number(),
  customer_kind: text, customer_id: optId, customer_name: optText, contact_name: text, owner_id: optId, dept_id: optId, group_code: text,
  departure_date: text, total: money, received: money,
});
export const orderCollected = orderMoneyRow.extend({ receipts: z.array(receiptRow), refunds: z.array(refundRow), schedule: z.array(schedulePartRow) });

const dueGroup = { parts: count, open: money, overdue: money };
export const unpaidPage = pageWith(schedulePartRow.extend({ owner_name: optText }), { parts: count, open: money, overdue: money, due_soon: money }).extend({
  by_owner: z.array(z.object({ owner_id: optId, owner_name: optText, ...dueGroup })),
  by_customer: z.array(z.object({ customer_id: optId, customer_name: optText, ...dueGroup })),
});
/** A product's payment term; a product without one answers the defaults (version 0, no id). */
export const paymentTermRow = z.object({
  id: id.optional(), product_id: id, balance_days: z.number(), remind_days: z.number(), version: z.number(),
  created_by: optId.optional(), created_at: optStamp, updated_at: optStamp,
});

// ---------------------------------------------------------------- credit

export const creditLineRow = z.object({
  id, customer_id: id, credit_limit: money, credit_type_id: optId, temporary_amount: money, temporary_until: optText, enabled: z.boolean(), remark: optText, ...meta,
});
export const creditApplicationRow = z.object({
  id, kind: text, customer_id: id, order_id: optId, group_id: optId, credit_type_id: optId, amount: money, exposure: money, credit_limit: money,
  end_date: optText, status: z.number(), reason: optText, remark: optText, ...owned,
});
const creditFigures = { credit_limit: money, temporary: money, group_credit: money, used: money, available: money };
export const creditPage = pageWith(z.object({
  id, version: z.number(), customer_id: id, customer_name: text, credit_type_id: optId, credit_type_name: optText, enabled: z.boolean(), ...creditFigures, unpaid: money,
}), creditFigures);
export const creditDetail = z.object({
  customer: z.object({ id, name: text, kind: text }), line: creditLineRow.nullable(),
  customer_id: id, has_line: z.boolean(), ...creditFigures, unpaid: money,
  groups: z.array(z.object({ group_id: id, exposure: money, group_credit: money })),
  orders: z.array(z.object({
    id, code: text, group_id: id, group_code: text, departure_date: text, enrollment_status: z.number(), total: money, received: money, unpaid: money,
  })),
  documents: z.array(creditApplicationRow),
});
export const creditRecordPage = pageWith(creditApplicationRow.extend({ customer_name: optText, created_by_name: optText }), { amount: money });

// ---------------------------------------------------------------- bank arrivals and claims

/** A column mapping as stored and shown (the request form `bankColumnMapping` without its checks). */
export const bankMappingAnswer = z.object({
  header_row: z.number(),
  columns: z.partialRecord(z.enum(Object.keys(BankField) as [BankFieldKey, ...BankFieldKey[]]), z.string()),
  credit_flag: optText.optional(),
});
export const bankMappingRow = z.object({ pay_account_id: id, mapping: bankMappingAnswer.nullable() });

const lineError = z.object({ row: z.number(), message: text });
/** One parsed statement line of a preview. */
export const arrivalLineRow = z.object({
  row_no: z.number(), serial: optText, dedup_key: text, arrived_on: text, arrived_time: optText, amount: money, payer_name: text, payer_account: optText,
  payer_bank: optText, remark: optText, balance: money.nullable(), duplicate: z.boolean(),
});
export const bankImportPreview = z.object({
  layout: optText, layout_name: optText, message: text.optional(), header_row: z.number().nullable(), headers: z.array(text),
  mapping: bankMappingAnswer.nullable(), raw_rows: z.array(z.array(text)), lines: z.array(arrivalLineRow), line_count: count,
  total_amount: money.optional(), skipped: count, errors: z.array(lineError), duplicate_count: count,
});
export const bankImportResult = z.object({
  id: optId, code: optText, layout: text, layout_name: text, imported: count, total_amount: money, skipped: count, duplicate_count: count,
  duplicates: z.array(z.object({ row: z.number(), serial: optText, arrived_on: text, amount: money, payer_name: text })),
  timing: z.object({ parse_ms: z.number(), sql_ms: z.number(), total_ms: z.number() }), audit_instance_id: id.optional(), message: text,
});
export const bankImportRow = z.object({
  id, code: text, pay_account_id: id, file_name: text, layout: text, line_count: count, duplicate_count: count, skipped_count: count, total_amount: money,
  audit_status: z.number(), audit_comment: optText, audited_at: optStamp, remark: optText, ...owned,
  account_name: optText, account_number: optText, layout_name: text, audit_status_name: text, created_by_name: optText,
});
export const bankImportPage = pageWith(bankImportRow, { line_count: count, total_amount: money, duplicate_count: count });

/** An arrival (到账) with its unclaimed rest and claim state; the detail adds the account number and file name. */
export const arrivalRow = z.object({
  id, import_id: id, pay_account_id: id, serial: optText, dedup_key: text, row_no: z.number(), arrived_on: text, arrived_time: optText, amount: money,
  payer_name: text, payer_account: optText, payer_bank: optText, remark: optText, balance: money.nullable(), usable: z.boolean(), claimed: money,
  claiming: money, refunding: money, refunded: money, ...meta,
  rest: money, claim_state: z.number(), claim_state_name: text, account_name: optText, import_code: text, import_status: z.number(),
  account_number: optText.optional(), file_name: text.optional(),
});
export const arrivalPage = pageWith(arrivalRow, { amount: money, claimed: money, claiming: money, refunded: money, refunding: money, rest: money });

const claimColumns = {
  id, code: text, arrival_id: id, customer_id: optId, amount: money, status: z.number(), audit_comment: optText, audited_at: optStamp, remark: optText,
  payer_name: text, payer_account: optText, ...owned,
};
export const claimRow = z.object({
  ...claimColumns, status_name: text, customer_name: optText, serial: optText, arrived_on: text, arrival_amount: money, created_by_name: optText,
  lines: z.array(z.object({ order_id: id, amount: money, receipt_id: optId, code: text })),
});
export const claimPage = pageWith(claimRow, { amount: money });
/** A claim just submitted to its audit, with the lines as given. */
export const claimSubmitted = z.object({ ...claimColumns, audit_instance_id: id, lines: z.array(z.object({ order_id: id, amount: money })) });

export const arrivalRefundRow = refundRow.extend({ payer_name: text, serial: optText, arrived_on: text, arrival_amount: money, created_by_name: optText });
export const arrivalRefundPage = pageWith(arrivalRefundRow, { amount: money });

export const claimSuggestAnswer = z.object({
  arrival_id: id, rest: money, elapsed_ms: z.number(), sql_ms: z.number(),
  suggestions: z.array(z.object({
    customer_id: optId, customer_name: text, score: z.number(), reasons: z.array(text),
    orders: z.array(z.object({ order_id: id, code: text, remaining: money, amount: money, reasons: z.array(text) })),
  })),
});
/** The claim suggestions of an arrival. */
export type ClaimSuggestAnswer = z.output<typeof claimSuggestAnswer>;
/** One suggested customer with the open orders most likely meant; every reason is a Chinese sentence. */
export type ClaimSuggestion = ClaimSuggestAnswer['suggestions'][number];

// ---------------------------------------------------------------- the money journal and look-ups

export const ledgerRow = z.object({
  id, direction: text, doc_type: text, doc_id: id, doc_no: text, amount: money, pay_account_id: optId, occurred_on: text, counterparty: text,
  group_id: optId, order_id: optId, created_by: optId, dept_id: optId, created_at: stamp,
  direction_name: text, doc_type_name: text, income: money, expense: money, signed_amount: money, pay_account_name: optText, order_code: optText,
  created_by_name: optText,
});
export const ledgerPage = pageWith(ledgerRow, { count, income: money, expense: money, net: money });
export const payAccountOptions = z.array(z.object({ id, type: z.number(), name: text, bank_name: optText, number: text }));
export const rateAnswer = z.object({ currency: text, rate: z.number(), rates: z.array(z.object({ currency: text, name: text, rate: z.number() })) });
