/**
 * Home layout: for home, global search and pending-task pages, which hide the main header and side menu
 * (SPEC section 2). A slim bar keeps the way out: product name (home), section shortcuts, messages and
 * the user menu; the page gets the full width. No ProLayout here, so home loads without it.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { Outlet, useLocation } from 'react-router-dom';
import { getServiceConfig } from '@/platform/service-config';
import { GoLink } from '@/platform/navigation/navigation';
import { HOME_PATH } from '@/platform/navigation/route-index';
import { useSession } from '@/platform/session-store';
import { CountsBadge } from '@/platform/shell/CountsBadge';
import { HeaderSlot } from '@/platform/shell/header-slot';
import { FullPageSpin } from '../shell/FullPageSpin';
import { visibleSections } from '@/platform/shell/menu-model';
import { SettingsDrawer } from '../shell/SettingsDrawer';
import { clearTopSection } from '../shell/top-section';
import { TopSections } from '../shell/TopSections';
import { UserMenu } from '../shell/UserMenu';
import './home-layout.css';

export function HomeLayout() {
  const { menu } = useSession();
  const { pathname } = useLocation();
  const { productName, devPreview } = getServiceConfig();
  const sections = useMemo(() => visibleSections(menu), [menu]);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Going home clears the top-section choice.
  useEffect(() => { if (pathname === HOME_PATH) clearTopSection(); }, [pathname]);

  return (
    <div style={{ minHeight: '100vh' }}>
      <header className="ta-home-header">
        <GoLink to={HOME_PATH} className="ta-home-brand" aria-label={productName}><img src="/logo.svg" alt="" /><span>{productName}</span></GoLink>
        <TopSections sections={sections} />
        <div className="ta-header-actions">
          <HeaderSlot />
          <CountsBadge />
          {devPreview && <SettingOutlined title="页面设置" onClick={() => setDrawerOpen(true)} style={{ fontSize: 16 }} />}
          <UserMenu />
        </div>
      </header>
      <main className="ta-home-body">
        <Suspense fallback={<FullPageSpin />}><Outlet /></Suspense>
      </main>
      {devPreview && <SettingsDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </div>
  );
}
