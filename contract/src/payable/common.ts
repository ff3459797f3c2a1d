/**
 * Money out (付款侧): loans (借款), reimbursements (报销), supplier payments (付款), pre-loans (预借款) and
 * prepayments (预付款), bindings of advances to cost lines, payables, the unpaid list, profit and loss and the
 * invoice arrears. Money is integer fen end to end.
 */
/** Permission keys of the paying-side pages (menu.ts). */
export const PayableKey = {
  loan: 'financial_loan_list', reimbursement: 'financial_reimbursement_list', payment: 'financial_payment_list',
  costSummary: 'financial_cost_summary', preLoan: 'financial_pre_loan_list', prepayment: 'financial_prepayment_list',
  preLoanDetail: 'financial_pre_loan_detail', prepaymentDetail: 'financial_prepayment_detail',
  unpaid: 'financial_unpaid_list', revenue: 'financial_revenue_list', arrears: 'report_payment_invoice_arrears',
} as const;

/** The kinds of paying documents; each has its number rule, its audit type and its page. */
export const PayDocKind = { loan: '借款', reimbursement: '报销', payment: '付款', preLoan: '预借款', prepayment: '预付款' } as const;
export type PayDocKindCode = keyof typeof PayDocKind;
export const PAY_DOC_KINDS = Object.keys(PayDocKind) as PayDocKindCode[];
/** The audit type of each document kind (AUDIT_TYPES). */
export const PAY_DOC_AUDIT: Record<PayDocKindCode, string> = { loan: 'loan', reimbursement: 'reimbursement', payment: 'payment', preLoan: 'preLoan', prepayment: 'prepayment' };
/** The permission key of each document kind. */
export const PAY_DOC_KEY: Record<PayDocKindCode, string> = {
  loan: PayableKey.loan, reimbursement: PayableKey.reimbursement, payment: PayableKey.payment, preLoan: PayableKey.preLoan, prepayment: PayableKey.prepayment,
};
/** The API path of each kind (SPEC §7 /api/v1/payment/* is the supplier payment's). */
export const PAY_DOC_PATH: Record<PayDocKindCode, string> = {
  payment: '/api/v1/payment', loan: '/api/v1/payment/loan', reimbursement: '/api/v1/payment/reimbursement', preLoan: '/api/v1/payment/preLoan', prepayment: '/api/v1/payment/prepayment',
};

/**
 * State of a paying document: FinancialAuditType 0–4 (待审核, 已驳回, 已通过, 待付款, 已付款), plus 9 draft and
 * 5 withdrawn. An approval moves a document with money to pay to 3 待付款; a reimbursement wholly settled
 * against its person's loans stays 2 已通过 (nothing to pay).
 */
export const PayDocStatus = { 9: '草稿', 0: '待审核', 1: '已驳回', 2: '已通过', 3: '待付款', 4: '已付款', 5: '已撤回' } as const;
export const PD_DRAFT = 9, PD_PENDING = 0, PD_REJECTED = 1, PD_APPROVED = 2, PD_AWAITING = 3, PD_PAID = 4, PD_WITHDRAWN = 5;
/** States whose amounts are reserved against a cost line's unpaid rest (drafts and ended documents reserve nothing). */
export const PD_RESERVING = [PD_PENDING, PD_APPROVED, PD_AWAITING, PD_PAID] as const;
/** States that count as the group's actual cost (approved: awaiting payment or paid). */
export const PD_APPROVED_STATES = [PD_APPROVED, PD_AWAITING, PD_PAID] as const;

/** A binding of an advance (prepayment or pre-loan) to a cost line, through the bindPrepayment audit. */
export const AdvanceBindStatus = { 0: '待审核', 1: '已驳回', 2: '已通过', 5: '已撤回' } as const;
export const BIND_PENDING = 0, BIND_REJECTED = 1, BIND_APPROVED = 2, BIND_WITHDRAWN = 5;

/** Invoice state of a paid supplier payment or prepayment: 0 欠票 (paid without the supplier's invoice), 1 已收票. */
export const InvoiceState = { 0: '欠票', 1: '已收票' } as const;
/** Due state of a payable in the unpaid list. */
export const PayableDueState = { 0: '未到期', 1: '即将到期', 2: '已逾期' } as const;
/** Days before its due date a payable shows as 即将到期. */
export const PAYABLE_DUE_SOON_DAYS = 3;


