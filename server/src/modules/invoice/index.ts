/**
 * Invoices (发票管理, issue 14): invoice settings, applications for orders, bank bills and in advance with their
 * audits, allocation and issuing (the tax platform's Excel batch out, its result in), voids, advance-invoice
 * bindings to receipts, the order's invoiced / invoiceable figures and the invoice report (发票报表).
 * Built on finance's money (orders' received, receipts, bank arrivals) and its ticketers as issuers.
 */
import { EDIT_ACTIONS, grant, type ServerModule } from '../../platform/module';
import { invoiceRoutes } from './invoice.routes';
import { seedInvoiceApplicationsDemo, seedInvoiceDemo } from './invoice.seed';
import { registerInvoiceAudits } from './invoice.service';

const APPLY_KEYS = ['menu_financial', 'invoice_manage', 'invoice_order_apply', 'invoice_bill_apply', 'invoice_advance_apply'];

export const invoiceModule: ServerModule = {
  name: 'invoice',
  routes: invoiceRoutes,
  start() { registerInvoiceAudits(); },
  // Settings, then a few applications of 销售部's orders (one issued, one waiting in the audit).
  seed: async (db) => { await seedInvoiceDemo(db); await seedInvoiceApplicationsDemo(db); },
  demoGrants: {
    // Sales apply for invoices (the finance role's keysUnder('financial') already covers every invoice page).
    sales: grant(APPLY_KEYS, ['canAdd', 'canApply', 'canExport']),
    finance: [
      ...grant(['invoice_manage', 'invoice_allocation', 'invoice_to_issue', 'invoice_issued', ...APPLY_KEYS], [...EDIT_ACTIONS, 'canApply', 'canRepeal']),
      ...grant(['statement_list', 'report_invoice'], ['canExport', 'canPrint']),
    ],
    manager: grant(['statement_list', 'report_invoice'], ['canExport', 'canPrint']),
  },
};
