/** The user list's own actions: enable, disable, kick, recovery code. */
import { Modal, Typography } from 'antd';
import { RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import type { UserRow } from './UserFields';

export const USER_URLS = {
  disable: '/user/disabledUser',
  enable: '/user/enabledUser',
  kick: '/user/kick',
  recoverCode: '/user/issueRecoverCode',
} as const;

export function useUserActions() {
  const actions = useResourceActions(RESOURCES.user);
  const { call } = actions;
  return {
    ...actions,
    enable: (r: UserRow) => call({ url: USER_URLS.enable, body: { id: r.id }, success: `已启用“${r.user_name}”` }),
    disable: (r: UserRow) => call({ url: USER_URLS.disable, body: { id: r.id }, success: `已停用“${r.user_name}”，其登录已下线` }),
    kick: (r: UserRow) => call<{ sessions: number }>({ url: USER_URLS.kick, body: { id: r.id } }).then((d) => {
      if (d) Modal.success({ title: '已强制下线', content: `“${r.user_name}”的 ${d.sessions} 个登录已结束。` });
    }),
    recoverCode: (r: UserRow) => call<{ code: string }>({ url: USER_URLS.recoverCode, body: { id: r.id } }).then((d) => {
      if (!d) return;
      Modal.info({
        title: '密码重置码',
        content: (
          <div>
            <p>请将重置码告知“{r.user_name}”，用于在登录页“找回密码”中设置新密码：</p>
            <Typography.Title level={3} copyable style={{ margin: 0 }}>{d.code}</Typography.Title>
          </div>
        ),
      });
    }),
  };
}
