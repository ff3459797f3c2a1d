/** Pages of the organisation settings (system module) for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

export const SYSTEM_PAGES: Record<string, PageLoader> = {
  userList: () => import('./user/UserList').then((m) => ({ default: m.UserList })),
  accountEditor: () => import('./user/AccountEditor').then((m) => ({ default: m.AccountEditor })),
  departmentList: () => import('./department/DepartmentList').then((m) => ({ default: m.DepartmentList })),
  departmentEditor: () => import('./department/DepartmentEditor').then((m) => ({ default: m.DepartmentEditor })),
  positionList: () => import('./position/PositionList').then((m) => ({ default: m.PositionList })),
  roleList: () => import('./role/RoleList').then((m) => ({ default: m.RoleList })),
  roleEditor: () => import('./role/RoleEditor').then((m) => ({ default: m.RoleEditor })),
  dataPermissionList: () => import('./data-permission/DataPermissionList').then((m) => ({ default: m.DataPermissionList })),
  dataPermissionEditor: () => import('./data-permission/DataPermissionEditor').then((m) => ({ default: m.DataPermissionEditor })),
  companyList: () => import('./company/CompanyList').then((m) => ({ default: m.CompanyList })),
  companyEditor: () => import('./company/CompanyEditor').then((m) => ({ default: m.CompanyEditor })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const SYSTEM_MODULE: WebModule = { name: 'system', pages: SYSTEM_PAGES };
