/**
 * ProLayout colours for the two navigation themes: "dark" is the classic dark side menu / top bar of
 * ant-design-pro (pages stay light, so every business page reads the same in both themes).
 */
import type { ProLayoutProps } from '@ant-design/pro-components';
import type { UiSettings } from '@/platform/layout-rules';
import { readableShade } from './theme';

type LayoutToken = NonNullable<ProLayoutProps['token']>;

const DARK_BG = '#001529';
const DARK_TEXT = 'rgba(255,255,255,0.75)';

export function proLayoutToken(s: Pick<UiSettings, 'navTheme' | 'primaryColor'>): LayoutToken {
  const base: LayoutToken = { bgLayout: '#f5f5f5', pageContainer: { paddingInlinePageContainerContent: 0, paddingBlockPageContainerContent: 0 } };
  if (s.navTheme !== 'dark') {
    // The primary's readable shade (theme.ts): selected menu text passes 4.5:1 on its 10 % tint.
    const primary = readableShade(s.primaryColor);
    return { ...base, sider: { colorMenuBackground: '#fff', colorTextMenuSelected: primary, colorBgMenuItemSelected: `${primary}1a` } };
  }
  return {
    ...base,
    sider: {
      colorMenuBackground: DARK_BG, colorMenuItemDivider: 'rgba(255,255,255,0.15)', colorTextMenu: DARK_TEXT,
      colorTextMenuSecondary: DARK_TEXT, colorTextMenuTitle: '#fff', colorTextMenuSelected: '#fff', colorTextMenuActive: '#fff',
      colorTextMenuItemHover: '#fff', colorBgMenuItemSelected: s.primaryColor, colorBgMenuItemHover: 'rgba(255,255,255,0.08)',
      colorTextSubMenuSelected: '#fff', colorBgCollapsedButton: '#fff', colorTextCollapsedButton: DARK_BG,
    },
    header: {
      colorBgHeader: DARK_BG, colorHeaderTitle: '#fff', colorTextMenu: DARK_TEXT, colorTextMenuSecondary: DARK_TEXT,
      // A light wash rather than the primary colour: the top menu draws selected text in the primary colour.
      colorTextMenuSelected: '#fff', colorTextMenuActive: '#fff', colorBgMenuItemSelected: 'rgba(255,255,255,0.12)',
      colorTextRightActionsItem: DARK_TEXT, colorBgRightActionsItemHover: 'rgba(255,255,255,0.08)', colorBgScrollHeader: DARK_BG,
    },
  };
}
