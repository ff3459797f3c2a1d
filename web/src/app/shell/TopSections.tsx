/** The bar of top-level sections: choosing one remembers it and opens its first reachable page. */
import { Menu } from 'antd';
import type { MenuNode } from '@ta/contract';
import { useGo } from '@/platform/navigation/navigation';
import { sectionEntryPath } from '@/platform/shell/menu-model';
import { menuIcon } from '@/platform/shell/menu-icons';
import { setTopSection } from './top-section';

export interface TopSectionsProps {
  sections: MenuNode[];
  active?: string;
  dark?: boolean;
}

export function TopSections({ sections, active, dark = false }: TopSectionsProps) {
  const go = useGo();
  const choose = (key: string) => {
    const s = sections.find((x) => x.key === key);
    const path = s && sectionEntryPath(s);
    if (!s || !path) return;
    setTopSection(s.key);
    go(path);
  };
  return (
    <Menu
      className="ta-top-sections" mode="horizontal" theme={dark ? 'dark' : 'light'} selectedKeys={active ? [active] : []}
      style={{ flex: 1, minWidth: 0, borderBottom: 0, lineHeight: '46px', background: 'transparent' }}
      items={sections.map((s) => ({ key: s.key, icon: menuIcon(s.icon), label: s.title }))}
      onClick={({ key }) => choose(key)}
    />
  );
}
