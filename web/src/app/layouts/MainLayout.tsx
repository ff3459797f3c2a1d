/**
 * Main layout on ProLayout (SPEC section 2): top sections bar and side menu (or a top menu), header
 * actions, multi-tab bar, breadcrumbs and page title around the lazy page.
 */
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Grid, Select } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { Outlet, useLocation } from 'react-router-dom';
import { SIDEBAR_WIDTH } from '@ta/contract';
import { getServiceConfig } from '@/platform/service-config';
import { GoLink, useDocumentTitle, useGo, useVisit } from '@/platform/navigation/navigation';
import { visitTab } from '@/platform/navigation/tab-store';
import { useSession } from '@/platform/session-store';
import { useDeviceClass } from '../settings/device';
import { autoHideActive, sideCollapsedFor } from '@/platform/layout-rules';
import { proLayoutToken } from '../settings/pro-token';
import { getSettings, updateSettings, useSettings } from '../settings/store';
import { useAutoHideHeader } from '../shell/auto-hide';
import { CountsBadge } from '@/platform/shell/CountsBadge';
import { HeaderSlot } from '@/platform/shell/header-slot';
import { FullPageSpin } from '../shell/FullPageSpin';
import { activeSection, sectionEntryPath, sideMenuNodes, topMenuNodes, visibleSections } from '@/platform/shell/menu-model';
import { PageHeader } from '../shell/PageHeader';
import { SettingsDrawer } from '../shell/SettingsDrawer';
import { TabBar } from '../shell/TabBar';
import { LoadingBar } from '../shell/LoadingBar';
import { getTopSection, setTopSection } from '../shell/top-section';
import { TopSections } from '../shell/TopSections';
import { UserMenu } from '../shell/UserMenu';
import { HOME_MENU_ITEM, toMenuData } from './menu-data';
import './main-layout.css';
import '@/platform/shell/phone.css';

function HeaderActions({ onSettings, light }: { onSettings?: () => void; light?: boolean }) {
  return (
    <div className="ta-header-actions">
      <HeaderSlot light={light} />
      <CountsBadge light={light} />
      {onSettings && <SettingOutlined title="页面设置" onClick={onSettings} style={{ fontSize: 16, color: light ? '#fff' : undefined }} />}
      <UserMenu light={light} />
    </div>
  );
}

const brand = (logo: ReactNode, title: ReactNode) => (
  <a>{logo}{title ? <span className="ta-brand-title">{getServiceConfig().productName}</span> : null}</a>
);

export function MainLayout() {
  const { menu } = useSession();
  const settings = useSettings();
  const device = useDeviceClass();
  const visit = useVisit();
  const location = useLocation();
  const go = useGo();
  const screens = Grid.useBreakpoint();
  const proMobile = screens.md === false; // ProLayout's own drawer mode below 768 px
  const { productName, devPreview } = getServiceConfig();
  const [collapsed, setCollapsed] = useState(() => sideCollapsedFor(device, settings.sideCollapsed));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const top = settings.layout === 'topmenu';
  const headerHidden = useAutoHideHeader(autoHideActive(settings));
  useDocumentTitle();

  useEffect(() => { setCollapsed(sideCollapsedFor(device, getSettings().sideCollapsed)); }, [device]);

  const sections = useMemo(() => visibleSections(menu), [menu]);
  const section = activeSection(visit?.entry.section, getTopSection(), sections);
  useEffect(() => { if (section && section.key === visit?.entry.section) setTopSection(section.key); }, [section, visit]);
  useEffect(() => { if (settings.multiTab && visit && visit.entry.chrome === 'main') visitTab(visit); }, [visit, settings.multiTab]);

  const menuData = useMemo(
    // Top menu: the logo leads home, leaving the bar's width to the sections.
    () => (top ? toMenuData(topMenuNodes(menu)) : [HOME_MENU_ITEM, ...toMenuData(sideMenuNodes(menu, section))]),
    [top, menu, section],
  );
  const onCollapse = (c: boolean) => {
    setCollapsed(c);
    if (device === 'desktop') updateSettings({ sideCollapsed: c });
  };
  const openSettings = devPreview ? () => setDrawerOpen(true) : undefined;
  const showProActions = top || proMobile;

  return (
    <ProLayout
      className={['ta-main', headerHidden ? 'ta-header-hidden' : ''].join(' ')}
      title={productName} logo="/logo.svg" layout={top ? 'top' : 'side'} navTheme="light"
      token={proLayoutToken(settings)} siderWidth={SIDEBAR_WIDTH} collapsed={collapsed} onCollapse={onCollapse}
      fixSiderbar={settings.fixSiderbar} fixedHeader={settings.fixedHeader} contentWidth={settings.contentWidth}
      location={{ pathname: visit?.menuPath ?? location.pathname }}
      route={{ path: '/', routes: menuData }} menu={{ locale: false }}
      menuItemRender={(item, dom) => (item.path ? <GoLink to={item.path}>{dom}</GoLink> : dom)}
      onMenuHeaderClick={() => go('/home')}
      // The product name is no <h1> (ProLayout's default): the page title below is the page's one heading.
      menuHeaderRender={brand} headerTitleRender={brand}
      menuExtraRender={() => (proMobile && !top && sections.length > 0 ? (
        <Select style={{ width: '100%' }} value={section?.key} placeholder="选择模块"
          options={sections.map((s) => ({ value: s.key, label: s.title }))}
          onChange={(k: string) => { const s = sections.find((x) => x.key === k); const p = s && sectionEntryPath(s); if (p) { setTopSection(k); go(p); } }} />
      ) : null)}
      actionsRender={showProActions ? () => [<HeaderActions key="actions" onSettings={openSettings} light={top && settings.navTheme === 'dark'} />] : false}
      contentStyle={{ padding: 0 }} breadcrumbRender={false} pageTitleRender={false}
    >
      {!showProActions && (
        <header className={['ta-app-header', settings.fixedHeader ? 'ta-app-header-fixed' : '', headerHidden ? 'ta-app-header-hidden' : ''].join(' ')}>
          <TopSections sections={sections} active={section?.key} />
          <HeaderActions onSettings={openSettings} />
        </header>
      )}
      <LoadingBar />
      <div className={top && settings.contentWidth === 'Fixed' ? 'ta-content-fixed' : undefined}>
        {settings.multiTab && <TabBar active={visit?.entry.key} />}
        {visit && <PageHeader visit={visit} />}
        <div className="ta-page-body">
          <Suspense fallback={<FullPageSpin />}><Outlet /></Suspense>
        </div>
      </div>
      {devPreview && <SettingsDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </ProLayout>
  );
}
