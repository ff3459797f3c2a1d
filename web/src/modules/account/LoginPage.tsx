/** Log-in (SPEC section 2): login name, password, remember me; then the redirect or home. */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, message } from 'antd';
// The two inputs by path: the `Input` namespace drags TextArea, Search and OTP into the log-in route.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Msg } from '@ta/contract';
import { safeRedirect } from '@/platform/auth';
import { errorText, isApiError } from '@/platform/request';
import { getRememberMe } from '@/platform/session';
import { AccountPanel } from './AccountPanel';
import { login } from './api';
import { validateLogin, type LoginErrors, type LoginValues } from './login-form';
import { startSession } from './session-start';

function FieldError({ id, text }: { id: string; text?: string }) {
  return <div id={id} className="ta-login-error" role="alert">{text ?? ''}</div>;
}

export function LoginPage() {
  const [values, setValues] = useState<LoginValues>(() => ({ login_name: '', password: '', remember: getRememberMe() }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const set = <K extends keyof LoginValues>(k: K, v: LoginValues[K]) => {
    setValues((old) => ({ ...old, [k]: v }));
    if (k in errors) setErrors((old) => ({ ...old, [k]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (found.login_name || found.password) return;
    setBusy(true);
    try {
      const res = await login({ login_name: values.login_name.trim(), password: values.password, remember: values.remember });
      if (!res) return;
      startSession(res, values.remember);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (err) {
      if (!(isApiError(err) && err.shown)) void message.error(errorText(err, Msg.serverError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPanel title="账号登录">
      <form onSubmit={submit} noValidate>
        <Input
          id="login_name" size="large" prefix={<UserOutlined />} placeholder="登录名" aria-label="登录名" autoComplete="username" autoFocus
          value={values.login_name} status={errors.login_name ? 'error' : undefined} aria-describedby="login_name_error"
          onChange={(ev) => set('login_name', ev.target.value)}
        />
        <FieldError id="login_name_error" text={errors.login_name} />
        <Password
          id="password" size="large" prefix={<LockOutlined />} placeholder="密码" aria-label="密码" autoComplete="current-password"
          value={values.password} status={errors.password ? 'error' : undefined} aria-describedby="password_error"
          onChange={(ev) => set('password', ev.target.value)}
        />
        <FieldError id="password_error" text={errors.password} />
        <div className="ta-login-row">
          <Checkbox checked={values.remember} onChange={(ev) => set('remember', ev.target.checked)}>记住我</Checkbox>
          <Link to="/account/recover">忘记密码</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>登录</Button>
        <div style={{ marginTop: 16, textAlign: 'right' }}><Link to="/account/register">注册账号</Link></div>
      </form>
    </AccountPanel>
  );
}
