import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-form';

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ login_name: '  ', password: '', remember: false })).toEqual({ login_name: '请输入登录名', password: '请输入密码' });
  });
  it('accepts a filled form and limits lengths', () => {
    expect(validateLogin({ login_name: 'admin', password: 'x', remember: true })).toEqual({});
    expect(validateLogin({ login_name: 'a'.repeat(51), password: 'x', remember: false }).login_name).toBe('登录名不能超过50个字符');
  });
});
