/**
 * Which menu the main layout shows (SPEC section 2): the bar of top sections the user may see (the
 * hidden otherService excluded), and a side menu of the chosen section plus the messages group, which
 * needs no key and so is always there.
 */
import { firstLeafPath, type MenuNode, type TopSection } from '@ta/contract';

export const MESSAGES_SECTION: TopSection = 'otherService';

export function visibleSections(menu: readonly MenuNode[]): MenuNode[] {
  return menu.filter((n) => n.key !== MESSAGES_SECTION && !n.hidden);
}

/** The messages group (to-do items, direct notifications) from the permitted menu. */
export function messagesGroup(menu: readonly MenuNode[]): MenuNode | undefined {
  return menu.find((n) => n.key === MESSAGES_SECTION)?.children?.find((c) => c.key === 'pendTask');
}

/** The section to show: the one of the current page, else the remembered choice, if the user may see it. */
export function activeSection(current: string | undefined, stored: string | null, sections: readonly MenuNode[]): MenuNode | undefined {
  return sections.find((s) => s.key === current) ?? sections.find((s) => s.key === stored);
}

/** Side menu: the chosen section's children, then messages. */
export function sideMenuNodes(menu: readonly MenuNode[], section: MenuNode | undefined): MenuNode[] {
  const msgs = messagesGroup(menu);
  return [...(section?.children ?? []), ...(msgs ? [msgs] : [])];
}

/** Top-menu layout: every section with its pages as drop-downs, then messages. */
export function topMenuNodes(menu: readonly MenuNode[]): MenuNode[] {
  const msgs = messagesGroup(menu);
  return [...visibleSections(menu), ...(msgs ? [msgs] : [])];
}

/** The page a section opens: its first reachable page. */
export function sectionEntryPath(section: MenuNode): string | undefined {
  return firstLeafPath(section);
}
