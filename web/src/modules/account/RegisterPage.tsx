/** Self-registration: the account is created disabled until an administrator enables it. */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { registerReq } from '@ta/contract';
import { AccountPanel } from './AccountPanel';
import { reportFormError, zodRules } from '@/platform/form';
import { register, type RegisterReq } from './api';

type RegisterValues = RegisterReq & { confirm: string };

const rules = zodRules(registerReq);

export function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const submit = async ({ confirm: _c, ...v }: RegisterValues) => {
    setBusy(true);
    try {
      await register({ ...v, login_name: v.login_name.trim(), phone: v.phone || undefined, email: v.email || undefined });
      navigate(`/account/register-result?login_name=${encodeURIComponent(v.login_name.trim())}`, { replace: true });
    } catch (e) {
      reportFormError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPanel title="注册账号">
      <Form<RegisterValues> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="login_name" label="登录名" rules={rules('login_name')}><Input autoComplete="username" /></Form.Item>
        <Form.Item name="user_name" label="姓名" rules={rules('user_name')}><Input /></Form.Item>
        <Form.Item name="password" label="密码" rules={rules('password')}><Input.Password autoComplete="new-password" /></Form.Item>
        <Form.Item
          name="confirm" label="确认密码" dependencies={['password']}
          rules={[({ getFieldValue }) => ({
            validator: async (_, v: string | undefined) => { if (v !== getFieldValue('password')) throw new Error('两次输入的密码不一致'); },
          })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={rules('phone')}><Input /></Form.Item>
        <Form.Item name="email" label="邮箱" rules={rules('email')}><Input /></Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>注册</Button>
        <div style={{ marginTop: 16, textAlign: 'right' }}><Link to="/account/login">使用已有账号登录</Link></div>
      </Form>
    </AccountPanel>
  );
}
