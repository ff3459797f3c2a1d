import { z } from 'zod';
import { ACTION_FLAGS } from '../permissions';
import { dataScopeSchema } from '../account';
import { idOf, optIdOf, optText, reqText, updateOf, versionField } from '../common';

export const departmentCreate = z.object({
  parent_id: optIdOf('上级部门'),
  name: reqText('部门名称', 50),
  code: optText('部门编码', 30),
  leader_user_id: optIdOf('负责人'),
  phone: optText('电话', 30),
  sort: z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0, '排序不能为负').max(999999, '排序不能超过999999').default(0),
  remark: optText('备注', 500),
});
export const departmentUpdate = updateOf(departmentCreate, { id: idOf('部门'), version: versionField });

export const positionCreate = z.object({
  name: reqText('岗位名称', 50),
  code: optText('岗位编码', 30),
  sort: z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0, '排序不能为负').max(999999, '排序不能超过999999').default(0),
  remark: optText('备注', 500),
});
export const positionUpdate = updateOf(positionCreate, { id: idOf('岗位'), version: versionField });

export const rolePermissionInput = z.object({
  permissionKey: reqText('权限标识', 80),
  actions: z.array(z.enum(ACTION_FLAGS as unknown as [string, ...string[]], { error: '操作权限不正确' })).default([]),
});
export const roleCreate = z.object({
  name: reqText('角色名称', 50),
  code: reqText('角色编码', 30).regex(/^[A-Za-z0-9_]+$/, '角色编码只能包含字母、数字和下划线'),
  remark: optText('备注', 500),
  permissions: z.array(rolePermissionInput).default([]),
});
export const roleUpdate = updateOf(roleCreate, { id: idOf('角色'), version: versionField });

export const dataPermissionCreate = z.object({
  name: reqText('数据权限名称', 50),
  scope: dataScopeSchema,
  dept_ids: z.array(idOf('部门')).default([]),
  remark: optText('备注', 500),
}).refine((v) => v.scope !== 'custom' || v.dept_ids.length > 0, { message: '指定部门时请至少选择一个部门', path: ['dept_ids'] });
export const dataPermissionUpdate = z.object({
  id: idOf('数据权限'), version: versionField,
  name: reqText('数据权限名称', 50), scope: dataScopeSchema, dept_ids: z.array(idOf('部门')).optional(), remark: optText('备注', 500),
}).refine((v) => v.scope !== 'custom' || (v.dept_ids?.length ?? 0) > 0, { message: '指定部门时请至少选择一个部门', path: ['dept_ids'] });

export const companyCreate = z.object({
  parent_id: optIdOf('上级公司'),
  name: reqText('公司名称', 100),
  short_name: optText('简称', 30),
  kind: z.enum(['company', 'branch'], { error: '请选择公司类型' }),
  tax_no: optText('纳税人识别号', 30),
  license_no: optText('经营许可证号', 50),
  legal_person: optText('法人', 30),
  phone: optText('电话', 30),
  address: optText('地址', 200),
  bank_name: optText('开户行', 100),
  bank_account: optText('银行账号', 40),
  remark: optText('备注', 500),
});
export const companyUpdate = companyCreate.extend({ id: idOf('公司'), version: versionField });
