import { describe, expect, it } from 'vitest';
import { canClose, closeTabs, forgetClosed, neighbourAfterClose, openTab, rememberClosed, type Tab } from './tabs';

const t = (name: string, path = `/${name}`): Tab => ({ name, path, title: name });
const names = (tabs: Tab[]) => tabs.map((x) => x.name);

describe('openTab', () => {
  it('appends a new page', () => {
    expect(names(openTab([t('a')], t('b')))).toEqual(['a', 'b']);
  });
  it('replaces the old tab of the same route name in place', () => {
    const tabs = openTab([t('a'), t('b', '/b?uid=1'), t('c')], t('b', '/b?uid=2'));
    expect(tabs.map((x) => x.path)).toEqual(['/a', '/b?uid=2', '/c']);
  });
  it('lets a take-over route replace the tab it was opened from', () => {
    expect(names(openTab([t('list'), t('x')], t('editor'), 'list'))).toEqual(['editor', 'x']);
    expect(names(openTab([t('x')], t('editor'), 'missing'))).toEqual(['x', 'editor']);
  });
});

describe('closeTabs', () => {
  const tabs = [t('a'), t('b'), t('c'), t('d')];
  it('closes the current tab only while more than one remains', () => {
    expect(names(closeTabs(tabs, 'b', 'current').tabs)).toEqual(['a', 'c', 'd']);
    expect(canClose([t('a')])).toBe(false);
    expect(names(closeTabs([t('a')], 'a', 'current').tabs)).toEqual(['a']);
  });
  it('closes right, left and others of the target', () => {
    expect(names(closeTabs(tabs, 'b', 'right').tabs)).toEqual(['a', 'b']);
    expect(names(closeTabs(tabs, 'c', 'left').tabs)).toEqual(['c', 'd']);
    expect(names(closeTabs(tabs, 'c', 'others').tabs)).toEqual(['c']);
    expect(names(closeTabs(tabs, 'c', 'others').closed)).toEqual(['a', 'b', 'd']);
  });
  it('reports an empty side', () => {
    expect(closeTabs(tabs, 'a', 'left').empty).toBe('left');
    expect(closeTabs(tabs, 'd', 'right').empty).toBe('right');
    expect(closeTabs(tabs, 'd', 'right').tabs).toHaveLength(4);
  });
});

describe('neighbourAfterClose', () => {
  it('prefers the right neighbour, then the left one', () => {
    const before = [t('a'), t('b'), t('c')];
    expect(neighbourAfterClose(before, [t('a'), t('c')], 'b')?.name).toBe('c');
    expect(neighbourAfterClose(before, [t('a'), t('b')], 'c')?.name).toBe('b');
  });
});

describe('closed-tab memory', () => {
  it('keeps the most recent first, once each, capped', () => {
    expect(rememberClosed(['x', 'y'], ['a', 'y'])).toEqual(['y', 'a', 'x']);
    expect(rememberClosed([], ['a', 'b', 'c'], 2)).toEqual(['c', 'b']);
    expect(forgetClosed(['a', 'b'], 'a')).toEqual(['b']);
  });
});
