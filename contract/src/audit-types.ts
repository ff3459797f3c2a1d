/**
 * Every audited object type of SPEC section 2 (audit centre and the to-do detail pages under
 * /otherService/taskAudit/). The audit-centre menu and the task-audit routes are derived from this list;
 * the approval engine registers its handlers against these keys.
 */
export interface AuditTypeDef {
  key: string;          // permission key of the audit queue page
  type: string;         // object type code, also the path segment under /audit and /otherService/taskAudit
  title: string;
  group: string;        // sub-menu of the audit centre
}

const G = {
  order: '订单审核', arrival: '到账审核', credit: '授信审核', merchant: '供应商与客户审核', money: '借款与付款审核',
  settle: '结算审核', adjust: '调整审核', invoice: '发票审核', product: '产品审核', contract: '合同审核',
} as const;

export const AUDIT_TYPES: readonly AuditTypeDef[] = [
  { key: 'audit_line_order', type: 'lineOrder', title: '线路订单审核', group: G.order },
  { key: 'audit_bill_import', type: 'billImport', title: '账单导入审核', group: G.arrival },
  { key: 'audit_claim', type: 'claim', title: '认领审核', group: G.arrival },
  { key: 'audit_refund', type: 'refund', title: '退款审核', group: G.arrival },
  { key: 'audit_order_payment', type: 'orderPayment', title: '订单付款审核', group: G.arrival },
  { key: 'audit_credit_add', type: 'creditAdd', title: '新增授信审核', group: G.credit },
  { key: 'audit_credit_temporary', type: 'creditTemporary', title: '临时授信审核', group: G.credit },
  { key: 'audit_credit_group', type: 'creditGroup', title: '团队授信审核', group: G.credit },
  { key: 'audit_supplier', type: 'supplier', title: '供应商审核', group: G.merchant },
  { key: 'audit_supplier_change', type: 'supplierChange', title: '供应商变更审核', group: G.merchant },
  { key: 'audit_unit_customer', type: 'unitCustomer', title: '单位客户审核', group: G.merchant },
  { key: 'audit_peer_customer', type: 'peerCustomer', title: '同行客户审核', group: G.merchant },
  { key: 'audit_loan', type: 'loan', title: '借款审核', group: G.money },
  { key: 'audit_reimbursement', type: 'reimbursement', title: '报销审核', group: G.money },
  { key: 'audit_payment', type: 'payment', title: '付款审核', group: G.money },
  { key: 'audit_pre_loan', type: 'preLoan', title: '预借款审核', group: G.money },
  { key: 'audit_prepayment', type: 'prepayment', title: '预付款审核', group: G.money },
  { key: 'audit_bind_prepayment', type: 'bindPrepayment', title: '绑定预付款审核', group: G.money },
  { key: 'audit_line_settlement', type: 'lineSettlement', title: '线路报账审核', group: G.settle },
  { key: 'audit_order_adjustment', type: 'orderAdjustment', title: '订单调整审核', group: G.adjust },
  { key: 'audit_cost_adjustment', type: 'costAdjustment', title: '成本调整审核', group: G.adjust },
  { key: 'audit_advance_invoice', type: 'advanceInvoice', title: '预开票审核', group: G.invoice },
  { key: 'audit_order_invoice', type: 'orderInvoice', title: '订单开票审核', group: G.invoice },
  { key: 'audit_bill_invoice', type: 'billInvoice', title: '账单开票审核', group: G.invoice },
  { key: 'audit_invoice_void', type: 'invoiceVoid', title: '发票作废审核', group: G.invoice },
  { key: 'audit_advance_invoice_bind', type: 'advanceInvoiceBind', title: '预开票绑定审核', group: G.invoice },
  { key: 'audit_cost_invoice_arrears', type: 'costInvoiceArrears', title: '成本欠票审核', group: G.invoice },
  { key: 'audit_line_product', type: 'lineProduct', title: '线路产品审核', group: G.product },
  { key: 'audit_order_contract', type: 'orderContract', title: '订单合同审核', group: G.contract },
  { key: 'audit_contract_cancel', type: 'contractCancel', title: '合同作废审核', group: G.contract },
];
