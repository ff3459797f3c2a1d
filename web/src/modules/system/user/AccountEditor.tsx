/**
 * accountEditor?uid=&title=: one user's account as a page (form + change history). With the user
 * permission it is editable (canEditor); a user without it opening their own account sees it read-only
 * from their login info, so no call answers 102.
 */
import { Card, Descriptions, Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { updateSessionUser } from '@/app/session/store';
import { useGrants, usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { getUserInfo } from '@/platform/session';
import type { UserInfo } from '@ta/contract';
import { UserForm } from './UserForm';

export const LOGIN_USER_URL = '/user/getLoginUser';

function OwnAccount({ title }: { title: string }) {
  const me = getUserInfo();
  if (!me) return <Result status="404" title="未找到账号信息" />;
  const r = me.user_auth_relation;
  return (
    <Card title={title}>
      <Descriptions column={2} bordered size="middle">
        <Descriptions.Item label="登录名">{me.login_name}</Descriptions.Item>
        <Descriptions.Item label="姓名">{me.user_name}</Descriptions.Item>
        <Descriptions.Item label="当前角色">{r.role_name}</Descriptions.Item>
        <Descriptions.Item label="部门">{r.department_name}</Descriptions.Item>
        <Descriptions.Item label="岗位">{r.position_name}</Descriptions.Item>
        <Descriptions.Item label="数据权限">{r.data_dept_name}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function AccountEditor() {
  const [params] = useSearchParams();
  const uid = Number(params.get('uid')) || undefined;
  const title = params.get('title') ?? '账号编辑';
  const grants = useGrants();
  const { has } = usePermission(RESOURCES.user.permissionKey);
  const me = getUserInfo();
  if (!uid) return <Result status="404" title="未指定账号" />;
  if (!grants) return null;
  if (!grants.has(RESOURCES.user.permissionKey)) {
    return uid === me?.uid ? <OwnAccount title={title} /> : <Result status="403" title="无权查看该账号" />;
  }
  const onSaved = async () => {
    if (uid !== me?.uid) return;
    const fresh = await post<UserInfo | undefined>(LOGIN_USER_URL, undefined, { silent: true }).catch(() => undefined);
    if (fresh) updateSessionUser(fresh);
  };
  return <UserForm mode="page" id={uid} title={title} readOnly={!has('canEditor')} onSaved={() => void onSaved()} />;
}
