/**
 * Issue 17: two windows of the app opened at once share the closed-tab list in local storage; each change starts
 * from the stored list, so neither window loses the other's closed tabs nor enters one twice.
 */
import { describe, expect, it } from 'vitest';
import { StorageKey } from '@ta/contract';
import { closeTabsOf, getTabs, visitTab, wasClosed } from './tab-store';
import type { Visit } from './visit';

const visit = (key: string): Visit => ({ entry: { key } as Visit['entry'], path: `/${key}`, title: key } as Visit);
const stored = () => JSON.parse(localStorage.getItem(StorageKey.closedTabs) ?? '[]') as string[];

describe('tab store shared by two windows', () => {
  it('keeps the closed tabs another window wrote meanwhile', () => {
    for (const k of ['a', 'b', 'c']) visitTab(visit(k));
    expect(getTabs().map((t) => t.name)).toEqual(['a', 'b', 'c']);
    // The other window (opened at the same moment) closes its tab "x" after this page loaded.
    localStorage.setItem(StorageKey.closedTabs, JSON.stringify(['x']));
    closeTabsOf('b', 'current');
    expect(stored()).toEqual(['b', 'x']);
    // …and reopens "x" meanwhile, then this window closes "c": "x" is not put back, "b" is kept once.
    localStorage.setItem(StorageKey.closedTabs, JSON.stringify(['b']));
    closeTabsOf('c', 'current');
    expect(stored()).toEqual(['c', 'b']);
    expect(wasClosed('c')).toBe(true);
  });

  it('opens one tab when a page is visited twice at once', () => {
    visitTab(visit('d'));
    visitTab({ ...visit('d'), path: '/d?id=2' });
    expect(getTabs().filter((t) => t.name === 'd')).toHaveLength(1);
    expect(stored()).not.toContain('d');
  });
});
