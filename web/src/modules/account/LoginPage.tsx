/**
 * Log-in (SPEC section 2): login name, password, remember me; then the redirect or home.
 *
 * Drawn without antd components (docs/decisions.md "Lighthouse"): the same markup antd's large Input, Password,
 * Checkbox and primary block Button render, styled by login-lean.css (antd's own CSS for them, the primary colour
 * from the CSS variables the app sets, app/settings/css-vars.ts). Rendering antd here cost most of the page's main
 * thread (CSS-in-JS: the theme's palettes and each component's styles generated on the first render).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Msg } from '@ta/contract';
import { safeRedirect } from '@/platform/auth';
import { errorText, isApiError } from '@/platform/request';
import { getRememberMe } from '@/platform/session';
import { AccountPanel } from './AccountPanel';
import { login } from './api';
import { validateLogin, type LoginErrors, type LoginValues } from './login-form';
import { startSession } from './session-start';
import './login-lean.css';

/** An @ant-design/icons icon as its component renders it (span.anticon > svg). */
function Icon({ def, className = '', spin, ...rest }: { def: IconDefinition; className?: string; spin?: boolean } & Record<string, unknown>) {
  const { icon, name } = def;
  if (typeof icon === 'function') return null;
  return (
    <span role="img" aria-label={name.replace(/-?outlined$/, '')} className={`anticon anticon-${name.replace(/-?outlined$/, '')} ${className}`.trim()} {...rest}>
      <svg {...icon.attrs} className={spin ? 'anticon-spin' : undefined} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {(icon.children ?? []).map((c, i) => <path key={i} d={c.attrs.d} />)}
      </svg>
    </span>
  );
}

function FieldError({ id, text }: { id: string; text?: string }) {
  return <div id={id} className="ta-login-error" role="alert">{text ?? ''}</div>;
}

/** antd's large outlined input with a prefix icon (and a suffix), `error` its error status. */
function Affix({ prefix, suffix, error, extra = '', children }: { prefix: ReactNode; suffix?: ReactNode; error: boolean; extra?: string; children: ReactNode }) {
  return (
    <span className={`ant-input-affix-wrapper ant-input-affix-wrapper-lg ta-lean ant-input-outlined${error ? ' ant-input-affix-wrapper-status-error ant-input-status-error' : ''}${extra}`}>
      <span className="ant-input-prefix">{prefix}</span>
      {children}
      {suffix && <span className="ant-input-suffix">{suffix}</span>}
    </span>
  );
}

export function LoginPage() {
  const [values, setValues] = useState<LoginValues>(() => ({ login_name: '', password: '', remember: getRememberMe() }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The name field takes the focus once the form is on screen, not during React's commit (autoFocus): focusing there
  // makes the browser lay out the whole page inside the commit's task. Not when the visitor already chose a field.
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => { if (!document.activeElement || document.activeElement === document.body) nameRef.current?.focus(); }, 0);
    });
    return () => { cancelAnimationFrame(frame); clearTimeout(timer); };
  }, []);

  const set = <K extends keyof LoginValues>(k: K, v: LoginValues[K]) => {
    setValues((old) => ({ ...old, [k]: v }));
    if (k in errors) setErrors((old) => ({ ...old, [k]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
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
      if (!(isApiError(err) && err.shown)) {
        // antd's message only when there is something to say: the page itself draws no antd component.
        const { default: message } = await import('antd/es/message');
        void message.error(errorText(err, Msg.serverError));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPanel title="账号登录">
      <form onSubmit={submit} noValidate>
        <Affix prefix={<Icon def={UserOutlined} />} error={!!errors.login_name}>
          <input
            id="login_name" className="ant-input ant-input-lg ta-lean" type="text" placeholder="登录名" aria-label="登录名" autoComplete="username" ref={nameRef}
            value={values.login_name} aria-describedby="login_name_error" onChange={(ev) => set('login_name', ev.target.value)}
          />
        </Affix>
        <FieldError id="login_name_error" text={errors.login_name} />
        <Affix
          prefix={<Icon def={LockOutlined} />} error={!!errors.password} extra=" ant-input-password ant-input-password-large"
          suffix={(
            // As antd's Password: the eye toggles what is shown and keeps the focus in the field (no tab stop).
            <Icon
              def={shown ? EyeOutlined : EyeInvisibleOutlined} className="ant-input-password-icon" tabIndex={-1}
              onMouseDown={(ev: MouseEvent) => ev.preventDefault()} onMouseUp={(ev: MouseEvent) => ev.preventDefault()} onClick={() => setShown((s) => !s)}
            />
          )}
        >
          <input
            id="password" className="ant-input ant-input-lg ta-lean" type={shown ? 'text' : 'password'} placeholder="密码" aria-label="密码" autoComplete="current-password"
            value={values.password} aria-describedby="password_error" onChange={(ev) => set('password', ev.target.value)}
          />
        </Affix>
        <FieldError id="password_error" text={errors.password} />
        <div className="ta-login-row">
          <label className={`ant-checkbox-wrapper ta-lean${values.remember ? ' ant-checkbox-wrapper-checked' : ''}`}>
            <span className={`ant-checkbox ant-wave-target ta-lean${values.remember ? ' ant-checkbox-checked' : ''}`}>
              <input className="ant-checkbox-input" type="checkbox" checked={values.remember} onChange={(ev) => set('remember', ev.target.checked)} />
              <span className="ant-checkbox-inner" />
            </span>
            <span className="ant-checkbox-label">记住我</span>
          </label>
          <Link to="/account/recover">忘记密码</Link>
        </div>
        <button type="submit" className={`ant-btn ta-lean ant-btn-primary ant-btn-color-primary ant-btn-variant-solid ant-btn-lg ant-btn-block${busy ? ' ant-btn-loading' : ''}`}>
          {busy && <span className="ant-btn-icon ant-btn-loading-icon"><Icon def={LoadingOutlined} spin /></span>}
          <span>登 录</span>
        </button>
        <div style={{ marginTop: 16, textAlign: 'right' }}><Link to="/account/register">注册账号</Link></div>
      </form>
    </AccountPanel>
  );
}
