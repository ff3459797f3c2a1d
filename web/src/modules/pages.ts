/**
 * Page registry: menu-tree key (or detail-route key) of the contract → lazy page module.
 * The router builds every route from the contract menu tree and looks up its page here; a key without
 * a page shows the 404 page ("不存在或仍在开发中"). Each module lists its pages in its own `pages.ts`, spread here.
 */
import type { PageLoader } from './page-loader';
import { AUDIT_PAGES } from './audit/pages';
import { BASIC_PAGES } from './basic/pages';
import { MERCHANT_PAGES } from './merchant/pages';
import { PRODUCT_PAGES } from './product/pages';
import { OPERATION_PAGES } from './operation/pages';
import { ORDER_PAGES } from './order/pages';
import { FINANCE_PAGES } from './finance/pages';
import { INVOICE_PAGES } from './invoice/pages';
import { TRAVEL_CONTRACT_PAGES } from './travel-contract/pages';
import { PAYABLE_PAGES } from './payable/pages';
import { REPORT_PAGES } from './report/pages';
import { SEARCH_PAGES } from './search/pages';

export type { PageLoader };

export const MODULE_PAGES: Record<string, PageLoader> = {
  // system (organisation settings)
  userList: () => import('./system/user/UserList').then((m) => ({ default: m.UserList })),
  accountEditor: () => import('./system/user/AccountEditor').then((m) => ({ default: m.AccountEditor })),
  departmentList: () => import('./system/department/DepartmentList').then((m) => ({ default: m.DepartmentList })),
  departmentEditor: () => import('./system/department/DepartmentEditor').then((m) => ({ default: m.DepartmentEditor })),
  positionList: () => import('./system/position/PositionList').then((m) => ({ default: m.PositionList })),
  roleList: () => import('./system/role/RoleList').then((m) => ({ default: m.RoleList })),
  roleEditor: () => import('./system/role/RoleEditor').then((m) => ({ default: m.RoleEditor })),
  dataPermissionList: () => import('./system/data-permission/DataPermissionList').then((m) => ({ default: m.DataPermissionList })),
  dataPermissionEditor: () => import('./system/data-permission/DataPermissionEditor').then((m) => ({ default: m.DataPermissionEditor })),
  companyList: () => import('./system/company/CompanyList').then((m) => ({ default: m.CompanyList })),
  companyEditor: () => import('./system/company/CompanyEditor').then((m) => ({ default: m.CompanyEditor })),
  // messages
  pendMessage: () => import('./message/PendMessage').then((m) => ({ default: m.PendMessage })),
  orderNotification: () => import('./message/OrderNotification').then((m) => ({ default: m.OrderNotification })),
  resultMessage: () => import('./message/ResultMessage').then((m) => ({ default: m.ResultMessage })),
  // each module's own registry file
  ...BASIC_PAGES,
  ...MERCHANT_PAGES,
  ...AUDIT_PAGES,
  ...PRODUCT_PAGES,
  ...OPERATION_PAGES,
  ...ORDER_PAGES,
  ...FINANCE_PAGES,
  ...INVOICE_PAGES,
  ...TRAVEL_CONTRACT_PAGES,
  ...PAYABLE_PAGES,
  ...REPORT_PAGES,
  ...SEARCH_PAGES,
};
