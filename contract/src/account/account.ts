import { z } from 'zod';
import { DATA_SCOPE_CODES, type DataScopeCode } from '../enums';
import { idOf, optText, reqText } from '../common';
import { treeAnswer } from '../common/answers';

export const loginReq = z.object({
  login_name: reqText('登录名', 50),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(100, '密码过长'),
  remember: z.boolean().optional(),
});
export type LoginReq = z.infer<typeof loginReq>;

export const userAuthRelation = z.object({
  user_auth_relation_id: z.number(),
  role_name: z.string(),
  position_name: z.string(),
  department_name: z.string(),
  data_dept_name: z.string(),
  is_current: z.boolean().optional(),
});
export type UserAuthRelation = z.infer<typeof userAuthRelation>;

export const userInfo = z.object({
  uid: z.number(),
  login_name: z.string(),
  user_name: z.string(),
  head_img: z.string(),
  user_auth_relation: userAuthRelation,
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginRes = userInfo.extend({ secretKey: z.string(), expires_at: z.number() });
export type LoginRes = z.infer<typeof loginRes>;

export const switchRoleReq = z.object({ user_auth_relation_id: idOf('角色关系') });

export const permissionNode: z.ZodType<PermissionNode> = z.lazy(() =>
  z.object({ permissionKey: z.string().optional(), title: z.string().optional(), actions: z.array(z.string()).optional(), children: z.array(permissionNode).optional() }));
export interface PermissionNode { permissionKey?: string; title?: string; actions?: string[]; children?: PermissionNode[] }
/** The permission tree as an answer: the menu's depth (3) and room to spare, without recursion (see treeAnswer). */
export const permissionTreeAnswer = z.array(treeAnswer({ permissionKey: z.string().optional(), title: z.string().optional(), actions: z.array(z.string()).optional() }, 5));

export const registerReq = z.object({
  login_name: reqText('登录名', 50).regex(/^[A-Za-z0-9_.-]+$/, '登录名只能包含字母、数字、下划线、点和横线'),
  user_name: reqText('姓名', 50),
  password: z.string({ error: '请输入密码' }).min(6, '密码至少6位').max(100, '密码过长'),
  phone: optText('手机号', 20),
  email: optText('邮箱', 100),
});

export const recoverReq = z.object({
  login_name: reqText('登录名', 50),
  code: reqText('重置码', 20),
  password: z.string({ error: '请输入新密码' }).min(6, '新密码至少6位').max(100, '密码过长'),
});
export const issueRecoverCodeReq = z.object({ id: idOf('用户') });

export const relationInput = z.object({
  id: z.number().int().positive().optional(),
  department_id: idOf('部门'),
  role_id: idOf('角色'),
  position_id: idOf('岗位'),
  data_permission_id: idOf('数据权限'),
});

export const accountAdd = z.object({
  login_name: reqText('登录名', 50).regex(/^[A-Za-z0-9_.-]+$/, '登录名只能包含字母、数字、下划线、点和横线'),
  user_name: reqText('姓名', 50),
  password: z.string({ error: '请输入密码' }).min(6, '密码至少6位').max(100, '密码过长'),
  phone: optText('手机号', 20),
  email: optText('邮箱', 100),
  head_img: optText('头像', 500),
  relations: z.array(relationInput, { error: '请至少添加一个角色关系' }).min(1, '请至少添加一个角色关系'),
});
export const accountUpdate = z.object({
  id: idOf('用户'),
  version: z.coerce.number({ error: '缺少数据版本号，请刷新后重试' }).int().min(1),
  user_name: reqText('姓名', 50),
  password: z.string().min(6, '密码至少6位').max(100, '密码过长').optional().or(z.literal('')),
  phone: optText('手机号', 20),
  email: optText('邮箱', 100),
  head_img: optText('头像', 500),
  relations: z.array(relationInput).min(1, '请至少添加一个角色关系').optional(),
});
/** A user account as stored, without its password hash (answers of the own-account and user routes). */
export const accountRow = z.object({
  id: z.number(), version: z.number(), login_name: z.string(), user_name: z.string(), phone: z.string().nullable(),
  email: z.string().nullable(), head_img: z.string().nullable(), status: z.number(), dept_id: z.number().nullable(),
  created_by: z.number().nullable(), created_at: z.string(), updated_at: z.string(),
});
/** A user in the user list and editor: the account plus its role relations and their names. */
export const userRow = accountRow.extend({
  department_name: z.string().nullable().optional(), role_names: z.string().nullable().optional(),
  relations: z.array(z.object({ id: z.number(), department_id: z.number(), role_id: z.number(), position_id: z.number(), data_permission_id: z.number() })).optional(),
});
/** Answers of the account routes. */
export const registerAnswer = z.object({ id: z.number(), msg: z.string() });
export const smartTokenAnswer = z.object({ smartToken: z.string() });
export const updateSelfAnswer = z.object({ version: z.number(), user_name: z.string() });
export const kickAnswer = z.object({ sessions: z.number() });
export const recoverCodeAnswer = z.object({ code: z.string() });

export const dataScopeSchema = z.enum(DATA_SCOPE_CODES as [DataScopeCode, ...DataScopeCode[]], { error: '请选择数据范围' });

/** A user's own account editor (any logged-in user, own record only). */
export const updateSelfReq = z.object({
  version: z.coerce.number({ error: '缺少数据版本号，请刷新后重试' }).int().min(1),
  user_name: reqText('姓名', 50),
  phone: optText('手机号', 20),
  email: optText('邮箱', 100),
  head_img: optText('头像', 500),
  old_password: z.string().max(100).optional().or(z.literal('')),
  password: z.string().min(6, '新密码至少6位').max(100, '密码过长').optional().or(z.literal('')),
}).refine((v) => !v.password || !!v.old_password, { message: '修改密码请先输入原密码', path: ['old_password'] });
