import { describe, expect, it } from 'vitest';
import { Msg, U401 } from '@ta/contract';
import { classify, fieldErrorsOf, headerOf, networkErrorText } from './catalogue';
import { toQueryString, withQuery } from './query';

describe('error catalogue (SPEC section 8)', () => {
  it('200 resolves the data', () => {
    expect(classify(200, null, { code: 200, msg: 'ok', data: { a: 1 } })).toEqual({ kind: 'ok', data: { a: 1 } });
  });
  it('102 redirects with 权限不足 and keeps the token, whatever the HTTP status', () => {
    expect(classify(403, null, { code: 102, msg: 'x', data: null })).toEqual({ kind: 'redirect', text: Msg.noPermission, removeToken: false });
    expect(classify(200, null, { code: 102, msg: 'x', data: null })).toMatchObject({ kind: 'redirect', text: '权限不足，请联系管理员' });
  });
  it('110 redirects with 当前登录信息已失效 and removes the token', () => {
    expect(classify(401, null, { code: 110, msg: 'x', data: null })).toEqual({ kind: 'redirect', text: '当前登录信息已失效，请重新登录', removeToken: true });
  });
  it('416 (session ended elsewhere, issue 11 finding 5) shows the offline notice with the server text', () => {
    expect(classify(401, null, { code: 416, msg: Msg.passwordChangedKick, data: null })).toEqual({ kind: 'offline', text: '账号已在别处更改密码，请重新登录' });
    expect(classify(401, null, { code: 416, msg: '', data: null })).toEqual({ kind: 'offline', text: Msg.sessionEnded });
  });
  it('header error_message U401 is a login timeout, before the envelope', () => {
    expect(classify(401, U401, { code: 110, msg: 'x', data: null })).toEqual({ kind: 'loginTimeout' });
  });
  it('other codes reject with code, msg and data (field errors)', () => {
    const data = { errors: [{ field: 'name', message: '请输入部门名称' }] };
    expect(classify(400, null, { code: 400, msg: '提交的数据不正确', data })).toEqual({ kind: 'reject', code: 400, msg: '提交的数据不正确', data });
    expect(classify(409, null, { code: 409, msg: '', data: null })).toMatchObject({ kind: 'reject', msg: Msg.serverError });
    expect(classify(500, null, { code: 1004, msg: '', data: null }, '兜底')).toMatchObject({ kind: 'reject', code: 1004, msg: '兜底' });
  });
  it('no envelope is a network error: body msg, else fallback', () => {
    expect(classify(502, null, null)).toMatchObject({ kind: 'network', text: `${Msg.networkError}（HTTP 502）` });
    expect(classify(502, null, { msg: '网关错误' })).toEqual({ kind: 'network', text: '网关错误' });
    expect(classify(502, null, null, '加载失败')).toEqual({ kind: 'network', text: '加载失败' });
  });
  it('network error text: error message, else body msg, else fallback', () => {
    expect(networkErrorText('连接被拒绝', '体', '兜底')).toBe('连接被拒绝');
    expect(networkErrorText(undefined, '体', '兜底')).toBe('体');
    expect(networkErrorText(undefined, undefined, '兜底')).toBe('兜底');
    expect(networkErrorText(undefined, undefined)).toBe(Msg.networkError);
  });
  it('reads field errors and headers', () => {
    expect(fieldErrorsOf({ errors: [{ field: 'a', message: 'b' }, { bad: 1 }] })).toEqual([{ field: 'a', message: 'b' }]);
    expect(fieldErrorsOf(null)).toEqual([]);
    expect(headerOf({ 'Error_Message': 'U401' }, 'error_message')).toBe('U401');
    expect(headerOf(new Headers({ error_message: 'U401' }), 'error_message')).toBe('U401');
  });
});

describe('query strings', () => {
  it('GET params become a query string; empty values are left out', () => {
    expect(toQueryString({ a: 1, b: [2, 3], c: undefined, d: '', e: '中' })).toBe('a=1&b=2&b=3&e=%E4%B8%AD');
    expect(withQuery('/x?y=1', { z: 2 })).toBe('/x?y=1&z=2');
    expect(withQuery('/x', {})).toBe('/x');
  });
});
