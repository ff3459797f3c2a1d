/**
 * The log-in form's own validation: the log-in route does without antd Form (rc-field-form, the
 * validator and Tooltip add ~35 KB gzipped to the first page everyone loads). Texts as the contract's
 * loginReq words them; the server validates with loginReq anyway.
 */
export interface LoginValues { login_name: string; password: string; remember: boolean }
export type LoginErrors = Partial<Record<'login_name' | 'password', string>>;

export function validateLogin(v: LoginValues): LoginErrors {
  const e: LoginErrors = {};
  const name = v.login_name.trim();
  if (!name) e.login_name = '请输入登录名';
  else if (name.length > 50) e.login_name = '登录名不能超过50个字符';
  if (!v.password) e.password = '请输入密码';
  else if (v.password.length > 100) e.password = '密码过长';
  return e;
}
