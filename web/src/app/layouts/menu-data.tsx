/** Contract menu nodes → ProLayout menu items (menu key = path, so the layout can match the location). */
import type { MenuDataItem } from '@ant-design/pro-components';
import type { MenuNode } from '@ta/contract';
import { menuIcon } from '@/platform/shell/menu-icons';

export function toMenuData(nodes: readonly MenuNode[]): MenuDataItem[] {
  return nodes.map((n) => ({
    key: n.path, path: n.path, name: n.title, icon: menuIcon(n.icon), hideInMenu: n.hidden,
    ...(n.children?.length ? { children: toMenuData(n.children) } : {}),
  }));
}

export const HOME_MENU_ITEM: MenuDataItem = { key: '/home', path: '/home', name: '首页', icon: menuIcon('HomeOutlined') };
