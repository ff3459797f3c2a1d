/** The icons the contract's menu tree names, imported one by one (the full icon set is megabytes). */
import type { ReactNode } from 'react';
import {
  AccountBookOutlined, AppstoreAddOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, BellOutlined, HomeOutlined,
  SettingOutlined, ShopOutlined, ShoppingCartOutlined, TeamOutlined,
} from '@ant-design/icons';

const ICONS: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined />, AppstoreAddOutlined: <AppstoreAddOutlined />, AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />, BarChartOutlined: <BarChartOutlined />, BellOutlined: <BellOutlined />, HomeOutlined: <HomeOutlined />,
  SettingOutlined: <SettingOutlined />, ShopOutlined: <ShopOutlined />, ShoppingCartOutlined: <ShoppingCartOutlined />, TeamOutlined: <TeamOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  return name ? ICONS[name] : undefined;
}
