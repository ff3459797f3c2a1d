/**
 * Answer schemas of the paying side (issue 18): documents of every kind with their lines, bindings of advances,
 * a group's payables, the 应付未付 list, 成本汇总, 损益 and 付款欠票统计. Money is integer fen; timestamps are ISO
 * strings (stamp); `date` columns are YYYY-MM-DD strings.
 */
import { z } from 'zod';
import { A, optStamp, ownedMeta, pageWithSummary as pageWith } from '../common/answers';

import { pageDataOf } from '../common/common';
import { PAY_DOC_KINDS, type PayDocKindCode } from './common';

const { id, optId, text, optText, money, count } = A;
const owned = ownedMeta;

/** One line of a paying document (a cost line paid, an expense reimbursed). */
export const payDocItemRow = z.object({
  id, cost_id: optId, cost_kind: optText, cost_kind_name: optText, cost_total: money.nullable(), supplier_id: id, description: optText, amount: money,
  images: z.array(text),
});

/**
 * A paying document as shown: its columns, names, lines, and for a loan what is settled / returned / open, for an
 * advance (pre-loan, prepayment) what is bound / pending / returned / open.
 */
export const payDocRow = z.object({
  id, code: text, kind: z.enum(PAY_DOC_KINDS as [PayDocKindCode, ...PayDocKindCode[]]), group_id: optId, supplier_id: optId, borrower_id: optId, amount: money, offset_amount: money, pay_amount: money,
  status: z.number(), pay_type: z.number(), payee: optText, payee_account: optText, reason: text, pay_account_id: optId, pay_date: optText, paid_by: optId,
  paid_at: optStamp, invoice_no: optText, invoice_date: optText, invoice_amount: money.nullable(), arrears_status: z.number().nullable(), decided_at: optStamp,
  remark: optText, ...owned,
  kind_name: text, status_label: text, group_code: optText, departure_date: optText, supplier_name: optText, borrower_name: optText, created_by_name: optText,
  paid_by_name: optText, pay_account_name: optText, invoice_state: z.number().nullable(), items: z.array(payDocItemRow),
  settled: money.optional(), bound: money.optional(), bind_pending: money.optional(), returned: money.optional(), open_amount: money.optional(),
});
export const payDocPage = pageWith(payDocRow, { count, amount: money, paid: money });

/** A binding of an advance to a cost line, as stored. */
export const advanceBindRow = z.object({
  id, doc_id: id, group_id: id, cost_id: id, supplier_id: id, amount: money, status: z.number(), decided_at: optStamp, remark: optText, ...owned,
});
export const loanSettlementRow = z.object({
  id, loan_id: id, reimbursement_id: optId, amount: money, pay_account_id: optId, pay_date: optText, remark: optText, ...owned, doc_code: optText,
});
export const payDocDetail = payDocRow.extend({ settlements: z.array(loanSettlementRow), binds: z.array(advanceBindRow) });
export const advanceAmountAnswer = z.object({ data: z.array(payDocRow), summary: z.object({ count, amount: money, bound: money, open: money }) });
export const advanceBindPage = pageWith(advanceBindRow.extend({
  doc_code: text, doc_amount: money, group_code: optText, supplier_name: optText, cost_kind_name: optText,
}), { count, amount: money });
export const staffOptions = z.array(z.object({ id, user_name: text, login_name: text, dept_name: optText }));
/** The cost detail of a line: its kind's descriptive fields (hotel, vehicle, guide…), shown as they are. */
const costDetail = z.record(z.string(), z.unknown());
export const bindableLines = z.array(z.object({
  cost_id: id, kind: text, kind_name: text, item: text, detail: costDetail, quantity: z.number(), total: money, supplier_id: id, supplier_name: optText,
  group_id: id, group_code: text, departure_date: text, rest: money,
}));
export const loanReturnAnswer = z.object({ loan_id: id, open: money });

// ---------------------------------------------------------------- payables of groups

const payFigures = { pending: money, approved_unpaid: money, paid: money };
export const groupPayablesAnswer = z.object({
  group: z.object({ id, code: text, departure_date: text, disband_date: text, settle_status: z.number(), state: z.number(), version: z.number() }),
  data: z.array(z.object({
    cost_id: id, kind: text, kind_name: text, supplier_id: id, supplier_name: optText, quantity: z.number(), unit_price: money, detail: costDetail,
    payment_days: z.number(), due_date: text, due_state: z.number().nullable(), payable: money, ...payFigures, unpaid: money, rest: money,
  })),
  suppliers: z.array(z.object({ supplier_id: id, supplier_name: optText, payable: money, paid: money, approved_unpaid: money, unpaid: money })),
  untied: z.object(payFigures),
  summary: z.object({ payable: money, ...payFigures, unpaid: money }),
  profit: z.object({
    income: money, budget_cost: money, actual_cost: money, paid: money, profit: money, margin_bp: z.number().nullable(), persons: count,
    income_per_person: money, cost_per_person: money, profit_per_person: money,
  }),
  documents: z.array(payDocRow),
});

export const payableUnpaidPage = pageWith(z.object({
  cost_id: id, kind: text, kind_name: text, group_id: id, group_code: text, departure_date: text, disband_date: text, supplier_id: id, supplier_name: optText,
  payment_days: z.number(), payable: money, paid: money, approved_unpaid: money, unpaid: money, due_date: text, due_state: z.number(), overdue_days: z.number(),
  dept_id: optId, created_by: optId,
}), { lines: count, payable: money, paid: money, unpaid: money, overdue: money, due_soon: money }).extend({
  by_supplier: z.array(z.object({ supplier_id: id, supplier_name: optText, unpaid: money, overdue: money, lines: count })),
});

export const costSummaryPage = pageWith(z.object({
  group_id: id, group_code: text, product_name: text, departure_date: text, settle_status: z.number(), payable: money, ...payFigures, unpaid: money, pay_state: z.number(),
}), { groups: count, payable: money, ...payFigures, unpaid: money });

// ---------------------------------------------------------------- profit and loss

const pnlFigures = {
  persons: count, income: money, cost: money, budget_cost: money, paid: money, profit: money, margin_bp: z.number().nullable(),
  income_per_person: money, cost_per_person: money, profit_per_person: money,
};
const pnlTotals = z.object({ groups: count, ...pnlFigures });
const period = z.object({ from: text, to: text });
export const pnlGroupRow = z.object({ group_id: id, group_code: text, product_name: text, departure_date: text, dept_id: optId, dept_name: optText, ...pnlFigures });
export const pnlPage = pageDataOf(pnlGroupRow).extend({ period, summary: pnlTotals });
export const pnlPeriodAnswer = z.object({
  period, data: z.array(z.object({ month: text, dept_id: optId, dept_name: text, groups: count, ...pnlFigures })), summary: pnlTotals,
});

// ---------------------------------------------------------------- invoice arrears

/** 付款欠票 by payment document, by supplier or by group (the request's `by`). */
export const arrearsRow = z.union([
  z.object({
    id, version: z.number(), code: text, kind: text, kind_name: text, supplier_id: optId, supplier_name: optText, group_id: optId, group_code: optText,
    pay_date: optText, amount: money, arrears_status: z.number().nullable(), days: z.number(),
  }),
  z.object({ supplier_id: optId, supplier_name: optText, amount: money, count }),
  z.object({ group_id: optId, group_code: text, amount: money, count }),
]);
export const arrearsPage = pageWith(arrearsRow, { count, amount: money });
