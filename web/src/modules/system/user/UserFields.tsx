/** The user form's fields (drawer from the list and the account editor page). */
import { ProForm } from '@ant-design/pro-components';
import type { Rule } from 'antd/es/form';
import { FormText } from '@/platform/inputs';
import type { userRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { RelationsEditor, relationsRule, type RelationValue } from './RelationsEditor';

export type UserRow = Answer<typeof userRow>;

export function UserFields({ rules, isEdit, readOnly }: { rules: (f: string) => Rule[]; isEdit: boolean; readOnly?: boolean }) {
  return (
    <>
      <FormText name="login_name" label="登录名" required={!isEdit} rules={isEdit ? [] : rules('login_name')} max={50} stripSpaces disabled={isEdit || readOnly} />
      <FormText name="user_name" label="姓名" required rules={rules('user_name')} max={50} disabled={readOnly} />
      {!readOnly && (
        <FormText name="password" label={isEdit ? '新密码' : '密码'} type="password" required={!isEdit} rules={rules('password')} max={100}
          extra={isEdit ? '留空则不修改密码' : '至少6位'} />
      )}
      <FormText name="phone" label="手机号" rules={rules('phone')} max={20} stripSpaces disabled={readOnly} />
      <FormText name="email" label="邮箱" rules={rules('email')} max={100} stripSpaces disabled={readOnly} />
      <ProForm.Item name="relations" label="角色关系" required rules={[relationsRule]}>
        <RelationsEditor disabled={readOnly} />
      </ProForm.Item>
    </>
  );
}

/** Form values → request body: no login name on update, an empty password means unchanged. */
export function userPayload(v: Record<string, unknown>, row: UserRow | undefined): Record<string, unknown> {
  const relations = ((v.relations as RelationValue[] | undefined) ?? []).map((r) => ({
    ...(r.id ? { id: r.id } : {}), department_id: r.department_id, role_id: r.role_id, position_id: r.position_id, data_permission_id: r.data_permission_id,
  }));
  const body: Record<string, unknown> = { ...v, relations };
  if (row) delete body.login_name;
  if (row && !body.password) delete body.password;
  for (const k of ['phone', 'email']) if (body[k] === '') body[k] = null;
  return body;
}

export function userToForm(row: UserRow): Record<string, unknown> {
  return {
    login_name: row.login_name, user_name: row.user_name, phone: row.phone, email: row.email, password: '',
    relations: (row.relations ?? []).map((r) => ({ id: r.id, department_id: r.department_id, role_id: r.role_id, position_id: r.position_id, data_permission_id: r.data_permission_id })),
  };
}
