/**
 * accountEditor?uid=&title=: one user's account as a page (form + change history). With the user
 * permission it is editable (canEditor); a user without it edits their own account through the
 * personal-settings routes (/api/account/self, /api/account/updateSelf), so no call answers 102.
 */
import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { updateSessionUser } from '@/platform/session-store';
import { useGrants, usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { getUserInfo } from '@/platform/session';
import { OwnAccountForm } from './OwnAccountForm';
import type { UserInfo } from '@ta/contract';
import { UserForm } from './UserForm';

export const LOGIN_USER_URL = '/user/getLoginUser';

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
    return uid === me?.uid ? <OwnAccountForm title={title} /> : <Result status="403" title="无权查看该账号" />;
  }
  const onSaved = async () => {
    if (uid !== me?.uid) return;
    const fresh = await post<UserInfo | undefined>(LOGIN_USER_URL, undefined, { silent: true }).catch(() => undefined);
    if (fresh) updateSessionUser(fresh);
  };
  return <UserForm mode="page" id={uid} title={title} readOnly={!has('canEditor')} onSaved={() => void onSaved()} />;
}
