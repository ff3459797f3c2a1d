/**
 * Finance (财务管理): money in — accounts and settings, receipts and refunds with their audits, each order's
 * money and payment schedule with reminders, credit lines; bank arrivals and claiming (bank.*, claim.*).
 * Registration reaches finance only through the ports finance registers in start().
 */
import { AUDIT_TYPES } from '@ta/contract';
import { MONEY_AUDIT_TYPES } from '../../platform/approval/flows';
import { EDIT_ACTIONS, grant, keysUnder, type ServerModule } from '../../platform/module';
import { registerCreditPort, registerOrderMoneyProvider } from '../registration/finance.port';
import { bankRoutes, registerBankAudits } from './bank.routes';
import { notifyLapsedCredit } from './credit-lapse';
import { creditPortImpl, registerCreditAudits } from './credit.service';
import { financeRoutes } from './finance.routes';
import { ledgerRoutes } from './ledger.routes';
import { seedFinanceDemo, seedFinanceScale } from './finance.seed';
import { orderMoney, orderMoneySql, registerMoneyAudits } from './receipt.service';
import { sendPaymentReminders } from './schedule.service';

/** How often the reminder job looks for due parts (each reminder still goes out once). */
export const REMINDER_INTERVAL_MS = 15 * 60_000;

export const financeModule: ServerModule = {
  name: 'finance',
  routes(app) {
    financeRoutes(app);
    bankRoutes(app);
    ledgerRoutes(app);
  },
  start(s, app) {
    registerMoneyAudits();
    registerCreditAudits();
    registerBankAudits();
    const offCredit = registerCreditPort(creditPortImpl);
    const offMoney = registerOrderMoneyProvider({ of: orderMoney, sqlOf: orderMoneySql });
    const timer = setInterval(() => { sendPaymentReminders(s).catch((e: unknown) => app.log.error(e, 'sendPaymentReminders')); }, REMINDER_INTERVAL_MS);
    timer.unref();
    // Lapsed temporary credit: its owner is told once (credit-lapse.ts).
    const lapse = setInterval(() => { notifyLapsedCredit(s).catch((e: unknown) => app.log.error(e, 'notifyLapsedCredit')); }, REMINDER_INTERVAL_MS);
    lapse.unref();
    return () => { clearInterval(timer); clearInterval(lapse); offCredit(); offMoney(); };
  },
  seed: seedFinanceDemo,
  seedScale: async (db) => { await seedFinanceScale(db); },
  demoGrants: {
    sales: [
      ...grant(['menu_financial', 'receive_order_list', 'income_manage_financial', 'bill_detail_list', 'bill_claim_list', 'financial_revenues', 'financial_unpaid_list', 'financial_config', 'financial_credit_list', 'order_payment_list'], ['canAdd', 'canApply', 'canExport']),
    ],
    finance: [
      ...grant(keysUnder('financial'), [...EDIT_ACTIONS, 'canAudit', 'canAccount', 'canApply', 'canRepeal', 'canTransfer', 'canLock', 'canSet']),
      ...grant(['menu_audit_center', ...AUDIT_TYPES.filter((t) => MONEY_AUDIT_TYPES.has(t.type)).map((t) => t.key)], ['canAudit', 'canBatchAudit', 'canExport', 'canPrint']),
      // Finance opens the orders behind its documents (order detail, read-only, personal data masked): the order
      // list's key with no edit action (docs/decisions.md "Finance I gaps").
      ...grant(['route_order_list'], ['canPrint']),
    ],
    manager: [
      ...grant(['menu_financial', 'financial_revenues', 'financial_unpaid_list', 'financial_config', 'financial_credit_list'], ['canExport']),
    ],
  },
};
