/**
 * The one list of web modules: each module's manifest (its `pages.ts`: pages keyed by menu key, blank pages,
 * home-layout pages, header items). The app installs the list once (app/routing/modules.ts); the router builds
 * every route from the contract menu tree and looks up its page in the installed registry; a key without a
 * page shows the 404 page ("不存在或仍在开发中"). A new module adds one import and one entry here.
 */
import type { WebModule } from '@/platform/module';
import { SYSTEM_MODULE } from './system/pages';
import { MESSAGE_MODULE } from './message/pages';
import { BASIC_MODULE } from './basic/pages';
import { MERCHANT_MODULE } from './merchant/pages';
import { AUDIT_MODULE } from './audit/pages';
import { PRODUCT_MODULE } from './product/pages';
import { OPERATION_MODULE } from './operation/pages';
import { ORDER_MODULE } from './order/pages';
import { FINANCE_MODULE } from './finance/pages';
import { INVOICE_MODULE } from './invoice/pages';
import { TRAVEL_CONTRACT_MODULE } from './travel-contract/pages';
import { PAYABLE_MODULE } from './payable/pages';
import { REPORT_MODULE } from './report/pages';
import { SEARCH_MODULE } from './search/pages';

export const WEB_MODULES: readonly WebModule[] = [
  SYSTEM_MODULE,
  MESSAGE_MODULE,
  BASIC_MODULE,
  MERCHANT_MODULE,
  AUDIT_MODULE,
  PRODUCT_MODULE,
  OPERATION_MODULE,
  ORDER_MODULE,
  FINANCE_MODULE,
  INVOICE_MODULE,
  TRAVEL_CONTRACT_MODULE,
  PAYABLE_MODULE,
  REPORT_MODULE,
  SEARCH_MODULE,
];
