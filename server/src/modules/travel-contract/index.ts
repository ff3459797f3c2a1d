/**
 * Travel contracts (合同管理, issue 14): contracts of orders made from the contract templates of the system
 * settings, approved through the orderContract audit, signed (text frozen), cancelled through contractCancel;
 * a printable page on the web and a PDF made here.
 */
import { EDIT_ACTIONS, grant, type ServerModule } from '../../platform/module';
import { registerContractAudits } from './contract.service';
import { contractRoutes } from './contract.routes';
import { seedContractDemo } from './contract.seed';

const PAGES = ['menu_financial', 'contract_manage', 'contract_order_apply', 'contract_list'];

export const travelContractModule: ServerModule = {
  name: 'travel-contract',
  routes: contractRoutes,
  start() { registerContractAudits(); },
  // Contracts on 销售部's orders: one signed, one waiting in the order-contract audit.
  seed: seedContractDemo,
  demoGrants: {
    sales: grant(PAGES, ['canApply', 'canEditor', 'canPrint', 'canDownload', 'canExport']),
    finance: grant(PAGES, [...EDIT_ACTIONS, 'canApply', 'canSeeInfo']),
    manager: grant(PAGES, ['canPrint', 'canDownload', 'canExport']),
  },
};
