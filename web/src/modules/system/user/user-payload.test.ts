import { describe, expect, it } from 'vitest';
import { accountAdd, accountUpdate } from '@ta/contract';
import { fieldIssues } from '@/platform/form';
import { validateRows } from '@/platform/inputs';
import { RELATION_FIELDS } from './RelationsEditor';
import { userPayload, type UserRow } from './UserFields';

const row: UserRow = { id: 5, version: 2, login_name: 'zhang', user_name: '张三', phone: null, email: null, head_img: null, status: 1, dept_id: 1,
  created_by: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };

describe('user form payload', () => {
  it('add: keeps login name and password, relations as ids', () => {
    const body = userPayload({ login_name: 'li', user_name: '李四', password: 'secret1', phone: '', relations: [{ department_id: 1, role_id: 2, position_id: 3, data_permission_id: 4 }] }, undefined);
    expect(body).toMatchObject({ login_name: 'li', password: 'secret1', phone: null });
    expect(fieldIssues(accountAdd, body)).toEqual({});
  });
  it('update: no login name; an empty password is left out; relation ids kept', () => {
    const body = userPayload({ login_name: 'zhang', user_name: '张三', password: '', relations: [{ id: 9, department_id: 1, role_id: 2, position_id: 3, data_permission_id: 4 }] }, row);
    expect(body.login_name).toBeUndefined();
    expect(body.password).toBeUndefined();
    expect(body.relations).toEqual([{ id: 9, department_id: 1, role_id: 2, position_id: 3, data_permission_id: 4 }]);
    expect(fieldIssues(accountUpdate, { ...body, id: row.id, version: row.version })).toEqual({});
  });
  it('an incomplete relation row names the missing field', () => {
    expect(validateRows([{ department_id: 1, role_id: 2 }], RELATION_FIELDS)).toBe('请填写岗位信息。');
    expect(fieldIssues(accountAdd, { login_name: 'a', user_name: 'b', password: '123456', relations: [] })).toEqual({ relations: '请至少添加一个角色关系' });
  });
});
