/** Password recovery with a one-time code issued by an administrator (no e-mail in this product). */
import { useState } from 'react';
import { Alert, Button, Form, Input, message } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { recoverReq } from '@ta/contract';
import { AccountPanel } from './AccountPanel';
import { reportFormError, zodRules } from '@/platform/form';
import { recover, type RecoverReq } from './api';

type RecoverValues = RecoverReq & { confirm: string };

const rules = zodRules(recoverReq);

export function RecoverPage() {
  const [form] = Form.useForm<RecoverValues>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const submit = async ({ confirm: _c, ...v }: RecoverValues) => {
    setBusy(true);
    try {
      await recover({ login_name: v.login_name.trim(), code: v.code.trim(), password: v.password });
      void message.success('密码已重置，请使用新密码登录');
      navigate('/account/login', { replace: true });
    } catch (e) {
      reportFormError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPanel title="找回密码">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="请联系系统管理员获取一次性重置码，每个重置码只能使用一次。" />
      <Form<RecoverValues> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="login_name" label="登录名" rules={rules('login_name')}><Input autoComplete="username" /></Form.Item>
        <Form.Item name="code" label="重置码" rules={rules('code')}><Input /></Form.Item>
        <Form.Item name="password" label="新密码" rules={rules('password')}><Input.Password autoComplete="new-password" /></Form.Item>
        <Form.Item
          name="confirm" label="确认新密码" dependencies={['password']}
          rules={[({ getFieldValue }) => ({
            validator: async (_, v: string | undefined) => { if (v !== getFieldValue('password')) throw new Error('两次输入的密码不一致'); },
          })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>重置密码</Button>
        <div style={{ marginTop: 16, textAlign: 'right' }}><Link to="/account/login">返回登录</Link></div>
      </Form>
    </AccountPanel>
  );
}
