/**
 * The header's user menu (SPEC section 2): greeting by hour, name and avatar; account settings, role
 * switcher and logout with confirmation.
 */
import { lazy, Suspense, useState } from 'react';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { agencyHour, Cmd, Msg } from '@ta/contract';
import { sendLive } from '@/platform/live';
import { greeting } from '@/platform/greeting';
import { useGo } from '@/platform/navigation/navigation';
import { useSession } from '@/platform/session-store';
import { endSessionAndReload, logoutOnServer } from './account-actions';

const RoleSwitcher = lazy(() => import('./RoleSwitcher').then((m) => ({ default: m.RoleSwitcher })));

/** Account editor of the logged-in user (query title and uid, SPEC section 2). */
export const accountEditorPath = (uid: number) => `/systemSetting/accountEditor?title=${encodeURIComponent('个人设置')}&uid=${uid}`;

/** Time the failed-logout message stays readable before the reload. */
const LOGOUT_ERROR_READ_MS = 1500;

export function UserMenu({ light = false }: { light?: boolean }) {
  const { user } = useSession();
  const { modal, message } = App.useApp();
  const go = useGo();
  const [rolesOpen, setRolesOpen] = useState(false);

  const confirmLogout = () => modal.confirm({
    title: '提示', content: Msg.logoutConfirm, okText: '确定', cancelText: '取消',
    onOk: async () => {
      try {
        await logoutOnServer();
        endSessionAndReload();
      } catch (e) {
        void message.error(e instanceof Error && e.message ? e.message : Msg.networkError);
        setTimeout(endSessionAndReload, LOGOUT_ERROR_READ_MS);
      }
    },
  });

  const items: MenuProps['items'] = [
    { key: 'account', icon: <UserOutlined />, label: '个人设置' },
    { key: 'role', icon: <SwapOutlined />, label: '切换角色' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') go(accountEditorPath(user.uid));
    if (key === 'role') setRolesOpen(true);
    if (key === 'logout') confirmLogout();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight" onOpenChange={(o) => { if (o) sendLive(Cmd.REQ_TOTAL_NOTIFICATION); }}>
        <span className="ta-user-menu" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer', color: light ? '#fff' : undefined }}>
          <Avatar size="small" src={user.head_img || undefined} icon={<UserOutlined />} />
          <span>{greeting(agencyHour())}，{user.user_name}</span>
        </span>
      </Dropdown>
      {rolesOpen && <Suspense fallback={null}><RoleSwitcher open={rolesOpen} onClose={() => setRolesOpen(false)} /></Suspense>}
    </>
  );
}
