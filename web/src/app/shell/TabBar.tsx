/**
 * Multi-tab bar (SPEC section 2): one tab per route name; closable while more than one remains; right
 * click offers close current / right / left / others.
 */
import { Dropdown, Modal, Tabs, message, type MenuProps } from 'antd';
import { Msg } from '@ta/contract';
import { useGo } from '@/platform/navigation/navigation';
import { closeTabsOf, useTabs } from '@/platform/navigation/tab-store';
import { canClose, closeTabs, neighbourAfterClose, type CloseSide } from '@/platform/navigation/tabs';
import { dropTabDrafts, isDirty } from '@/platform/editor/draft-store';

const MENU: MenuProps['items'] = [
  { key: 'current', label: '关闭当前' },
  { key: 'right', label: '关闭右侧' },
  { key: 'left', label: '关闭左侧' },
  { key: 'others', label: '关闭其他' },
];

export function TabBar({ active }: { active?: string }) {
  const tabs = useTabs();
  const go = useGo();

  // A tab holding a draft (unsaved changes) is closed only after the user confirms; its drafts go with it.
  const close = (target: string, side: CloseSide) => {
    const unsaved = closeTabs(tabs, target, side).closed.filter((t) => isDirty(t.name));
    if (!unsaved.length) { doClose(target, side); return; }
    Modal.confirm({
      title: '关闭标签页', content: `“${unsaved.map((t) => t.title).join('”、“')}”有未保存的修改，关闭后修改将丢失，确定关闭吗？`,
      okText: '关闭', cancelText: '留下',
      onOk: () => { unsaved.forEach((t) => dropTabDrafts(t.name)); doClose(target, side); },
    });
  };

  const doClose = (target: string, side: CloseSide) => {
    const before = tabs;
    const r = closeTabsOf(target, side);
    if (r.empty) { void message.info(r.empty === 'left' ? Msg.noLeftTabs : Msg.noRightTabs); return; }
    if (!active || r.tabs.some((t) => t.name === active)) return;
    // The active tab was closed: show the target (it survives all but "current"), else a neighbour.
    const next = r.tabs.find((t) => t.name === target) ?? neighbourAfterClose(before, r.tabs, active);
    if (next) go(next.path);
  };

  const closable = canClose(tabs);
  return (
    <Tabs
      className="ta-tabbar" type="editable-card" size="small" hideAdd activeKey={active}
      onChange={(name) => { const t = tabs.find((x) => x.name === name); if (t) go(t.path); }}
      onEdit={(name, action) => { if (action === 'remove' && typeof name === 'string') close(name, 'current'); }}
      items={tabs.map((t) => ({
        key: t.name,
        closable,
        label: (
          <Dropdown trigger={['contextMenu']} menu={{ items: MENU, onClick: ({ key }) => close(t.name, key as CloseSide) }}>
            <span>{t.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
