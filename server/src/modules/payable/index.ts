/**
 * Money out (付款侧): loans, reimbursements, supplier payments, pre-loans and prepayments with their audits,
 * bindings of advances to cost lines, the group's payables (the actual-cost provider of the operation module),
 * 应付未付, 成本汇总, 损益 and 付款欠票统计. Paid documents are journaled in the finance module's money ledger.
 */
import { EDIT_ACTIONS, grant, type ServerModule } from '../../platform/module';
import { registerActualCostProvider } from '../operation/actual-cost';
import { payableRoutes } from './payable.routes';
import { seedPayableDemo, seedPayableScale } from './payable.seed';
import { payableActualCosts, registerPayableAudits } from './payable.service';

const DOC_KEYS = ['financial_loan_list', 'financial_reimbursement_list', 'financial_payment_list'];
const ADVANCE_KEYS = ['financial_pre_loan_list', 'financial_prepayment_list', 'financial_pre_loan_detail', 'financial_prepayment_detail'];

export const payableModule: ServerModule = {
  name: 'payable',
  routes(app) { payableRoutes(app); },
  start() {
    registerPayableAudits();
    return registerActualCostProvider(payableActualCosts);
  },
  // Demo money out on groups the sales department sells on (the manager's 借款、报销、付款 pages).
  seed: seedPayableDemo,
  // Payable documents in every state behind the scale seed's groups (payable.seed.ts), so 损益 has real costs.
  seedScale: async (db, scale) => { await seedPayableScale(db, scale); },
  demoGrants: {
    // The operator starts loans, reimbursements and payments from a group's line-operation page.
    // Advances are bound to cost lines by the operator, who knows which group they belong to.
    operations: grant(['menu_financial', ...DOC_KEYS, ...ADVANCE_KEYS], ['canAdd', 'canDelete']),
    manager: grant(['menu_financial', 'financial_revenues', 'financial_revenue_list', ...DOC_KEYS, 'financial_cost_summary', 'financial_pre_loan_list', 'financial_prepayment_list',
      'statement_list', 'report_payment_invoice_arrears'], ['canExport', 'canPrint']),
    finance: grant(['statement_list', 'report_payment_invoice_arrears'], ['canExport', 'canPrint', ...EDIT_ACTIONS]),
  },
};
