/**
 * A user's own account (personal settings) for roles without user management: name, contact, avatar
 * and password (old password required), through /api/account/self and /api/account/updateSelf.
 */
import { useEffect, useState } from 'react';
import { Card, Descriptions, Divider, Form, message } from 'antd';
import { ProForm } from '@ant-design/pro-components';
import { RESOURCES, updateSelfReq } from '@ta/contract';
import { updateSessionUser } from '@/platform/session-store';
import { reportFormError, zodRules } from '@/platform/form';
import { ChangeHistory, HISTORY_TITLE } from '@/platform/history';
import { FormText } from '@/platform/inputs';
import { post } from '@/platform/request';
import { showError } from '@/platform/feedback';
import { getUserInfo } from '@/platform/session';

interface Me { id: number; version: number; login_name: string; user_name: string; phone: string | null; email: string | null; head_img: string | null }

export function OwnAccountForm({ title }: { title: string }) {
  const [form] = Form.useForm();
  const [me, setMe] = useState<Me>();
  const info = getUserInfo();
  const load = async () => {
    const m = await post<Me>('/api/account/self', {});
    if (m) { setMe(m); form.setFieldsValue({ user_name: m.user_name, phone: m.phone, email: m.email, old_password: '', password: '' }); }
  };
  useEffect(() => { void load().catch(showError); }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const rules = zodRules(updateSelfReq, () => ({ version: me?.version ?? 1 }));
  const r = info?.user_auth_relation;
  return (
    <Card title={title}>
      <Descriptions column={3} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="登录名">{me?.login_name ?? info?.login_name}</Descriptions.Item>
        <Descriptions.Item label="当前角色">{r?.role_name}</Descriptions.Item>
        <Descriptions.Item label="部门">{r?.department_name}</Descriptions.Item>
      </Descriptions>
      <ProForm form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 12 }}
        submitter={{ searchConfig: { submitText: '保存' }, resetButtonProps: false }}
        onFinish={async (v: Record<string, string>) => {
          try {
            const res = await post<{ version: number; user_name: string }>('/api/account/updateSelf', { ...v, version: me?.version });
            if (!res) return false;
            void message.success('已保存');
            if (info) updateSessionUser({ ...info, user_name: res.user_name });
            await load();
            return true;
          } catch (e) {
            reportFormError(form, e);
            return false;
          }
        }}>
        <FormText name="user_name" label="姓名" required max={50} rules={rules('user_name')} />
        <FormText name="phone" label="手机号" max={20} stripSpaces rules={rules('phone')} />
        <FormText name="email" label="邮箱" max={100} stripSpaces rules={rules('email')} />
        <Divider plain>修改密码（不修改请留空）</Divider>
        <FormText name="old_password" label="原密码" type="password" rules={rules('old_password')} />
        <FormText name="password" label="新密码" type="password" rules={rules('password')} />
      </ProForm>
      {me && (<><Divider orientation="left">{HISTORY_TITLE}</Divider><ChangeHistory table={RESOURCES.user.table} recordId={me.id} /></>)}
    </Card>
  );
}
