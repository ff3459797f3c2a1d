import { describe, expect, it } from 'vitest';
import { Msg } from '@ta/contract';
import { ApiError } from './request';
import { buildSession, failureLines, failureText } from './session-load';

const user = { uid: 1, login_name: 'a', user_name: 'A', head_img: '', user_auth_relation: {
  user_auth_relation_id: 1, role_name: 'r', position_name: 'p', department_name: 'd', data_dept_name: 'dd' } };

describe('buildSession', () => {
  it('shows messages only for an empty permission list', () => {
    const s = buildSession(user, []);
    expect(s.menu.map((n) => n.key)).toEqual(['otherService']);
    expect(s.menu[0].children?.map((n) => n.key)).toEqual(['pendTask', 'globalSearch']);
  });
  it('keeps a section with a granted page and drops parents without visible children', () => {
    const s = buildSession(user, [{ permissionKey: 'system_setting', children: [
      { permissionKey: 'system_organization', children: [{ permissionKey: 'system_user', actions: ['canAdd'] }] },
      { permissionKey: 'system_basic' },
    ] }]);
    const sys = s.menu.find((n) => n.key === 'systemSetting');
    expect(sys?.children?.map((n) => n.key)).toEqual(['organization']);
    expect(sys?.children?.[0].children?.map((n) => n.key)).toEqual(['userList']);
  });
});

describe('user-info failure', () => {
  it('says 1004 may not log in, anything else failed', () => {
    expect(failureText(new ApiError(1004, 'x'))).toBe(Msg.loginForbidden);
    expect(failureText(new ApiError(500, 'x'))).toBe(Msg.userInfoFailed);
    expect(failureText(new Error('boom'))).toBe(Msg.userInfoFailed);
  });
  it('lists key:value pairs of the answer', () => {
    expect(failureLines(new ApiError(400, 'x', { errors: [{ field: 'uid', message: '无效' }] }))).toEqual(['uid:无效']);
    expect(failureLines(new ApiError(500, 'x', { error_message: 'E1', n: 2, o: {} }))).toEqual(['error_message:E1', 'n:2']);
  });
});
