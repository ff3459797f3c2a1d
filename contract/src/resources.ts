/**
 * The resource registry (STYLE.md "one registry, declared once"): each resource names its API path,
 * permission key, schemas and field labels. The server mounts generic list/detail/add/update/delete
 * routes from it; the web's list screens, the change history and exports read the labels from it.
 */
import { accountAdd, accountUpdate, userRow } from './account/account';
import { companyRow, dataPermissionRow, departmentRow, positionRow, roleRow } from './system/answers';
import {
  companyCreate, companyUpdate, dataPermissionCreate, dataPermissionUpdate, departmentCreate, departmentUpdate,
  positionCreate, positionUpdate, roleCreate, roleUpdate,
} from './system/system';
import { DataScope, UserStatus } from './enums';
import type { ResourceDef, Verb } from './resource-def';
import { BASIC_RESOURCES } from './basic/resources';
import { MERCHANT_RESOURCES } from './merchant/resources';
import { PRODUCT_RESOURCES } from './product/resources';
import { OPERATION_RESOURCES } from './operation/resources';
import { REGISTRATION_RESOURCES } from './registration/resources';
import { FINANCE_RESOURCES } from './finance/resources';
import { PAYABLE_RESOURCES } from './payable/resources';
import { INVOICE_RESOURCES } from './invoice/resources';
import { TRAVEL_CONTRACT_RESOURCES } from './travel-contract/resources';

export type { ResourceDef, Verb } from './resource-def';

const CRUD = ['list', 'detail', 'add', 'update', 'delete'] as const;
const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', sort: '排序' };

export const RESOURCES = {
  department: {
    name: 'department', title: '部门', path: '/api/v1/system/department', permissionKey: 'system_department', table: 'departments',
    create: departmentCreate, update: departmentUpdate, row: departmentRow, verbs: CRUD,
    labels: { ...common, parent_id: '上级部门', name: '部门名称', code: '部门编码', leader_user_id: '负责人', phone: '电话' },
    keywordFields: ['name', 'code'],
  },
  position: {
    name: 'position', title: '岗位', path: '/api/v1/system/position', permissionKey: 'system_position', table: 'positions',
    create: positionCreate, update: positionUpdate, row: positionRow, verbs: CRUD,
    labels: { ...common, name: '岗位名称', code: '岗位编码' }, keywordFields: ['name', 'code'],
  },
  role: {
    name: 'role', title: '角色', path: '/api/role', permissionKey: 'system_role', table: 'roles',
    create: roleCreate, update: roleUpdate, row: roleRow, verbs: CRUD,
    paths: { list: '/api/role/role_list', add: '/api/role/add', update: '/api/role/update', detail: '/api/role/detail', delete: '/api/role/delete' },
    labels: { ...common, name: '角色名称', code: '角色编码', permissions: '权限' }, keywordFields: ['name', 'code'],
  },
  dataPermission: {
    name: 'dataPermission', title: '数据权限', path: '/api/v1/system/dataPermission', permissionKey: 'system_data_permission', table: 'data_permissions',
    create: dataPermissionCreate, update: dataPermissionUpdate, row: dataPermissionRow, verbs: CRUD,
    labels: { ...common, name: '数据权限名称', scope: '数据范围', dept_ids: '指定部门' }, enums: { scope: DataScope },
    keywordFields: ['name'],
  },
  company: {
    name: 'company', title: '公司', path: '/api/v1/system/company', permissionKey: 'system_company', table: 'companies',
    create: companyCreate, update: companyUpdate, row: companyRow, verbs: CRUD,
    labels: {
      ...common, parent_id: '上级公司', name: '公司名称', short_name: '简称', kind: '类型', tax_no: '纳税人识别号',
      license_no: '经营许可证号', legal_person: '法人', phone: '电话', address: '地址', bank_name: '开户行', bank_account: '银行账号',
    },
    enums: { kind: { company: '公司', branch: '分公司' } }, keywordFields: ['name', 'short_name'],
  },
  user: {
    name: 'user', title: '用户', path: '/user', permissionKey: 'system_user', table: 'users',
    create: accountAdd, update: accountUpdate, row: userRow, verbs: CRUD,
    paths: { list: '/user/queryUsers', add: '/api/account/add', update: '/api/account/update', detail: '/user/detail', delete: '/user/delUser' },
    labels: {
      ...common, login_name: '登录名', user_name: '姓名', phone: '手机号', email: '邮箱', head_img: '头像', status: '状态',
      dept_id: '所属部门', password_hash: '密码', relations: '角色关系',
    },
    enums: { status: UserStatus }, scoped: true, keywordFields: ['login_name', 'user_name', 'phone'],
  },
  ...BASIC_RESOURCES,
  ...MERCHANT_RESOURCES,
  ...PRODUCT_RESOURCES,
  ...OPERATION_RESOURCES,
  ...REGISTRATION_RESOURCES,
  ...FINANCE_RESOURCES,
  ...PAYABLE_RESOURCES,
  ...INVOICE_RESOURCES,
  ...TRAVEL_CONTRACT_RESOURCES,
} as const satisfies Record<string, ResourceDef>;
export type ResourceName = keyof typeof RESOURCES;

/** The path of a resource verb. */
export function resourcePath(def: ResourceDef, verb: Verb): string {
  return def.paths?.[verb] ?? `${def.path}/${verb}`;
}
