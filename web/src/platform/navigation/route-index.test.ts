import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { EXTRA_ENTRIES, MENU_ROUTES, addModuleRoutes, findEntry, isPermitted } from './route-index';

describe('route index', () => {
  it('has one entry per menu node and detail route, with unique paths and keys', () => {
    let count = 0;
    walkMenu(MENU_TREE, (n) => { count += 1 + (n.subChildren?.length ?? 0); });
    expect(MENU_ROUTES).toHaveLength(count);
    expect(new Set(MENU_ROUTES.map((e) => e.path)).size).toBe(count);
    expect(new Set(MENU_ROUTES.map((e) => e.key)).size).toBe(count);
  });

  it('gives a detail route its page as parent, the page chain and the page permission keys', () => {
    const e = findEntry('/order/signUp/detail');
    expect(e?.kind).toBe('detail');
    expect(e?.parentPage?.key).toBe('routeRegistration');
    expect(e?.chain.map((c) => c.key)).toEqual(['order', 'lineRegistrationHall', 'routeRegistration']);
    expect(e?.permissionKeys).toEqual(['menu_sales_center', 'line_registration_hall', 'route_registration']);
    expect(e?.section).toBe('order');
  });

  it('marks take-over routes and the home-layout pages', () => {
    expect(findEntry('/travelMerchant/supplierEditor')?.takeOverParent).toBe(true);
    // The 消息 pages open inside the shell (side menu, tabs, breadcrumb) like every page.
    expect(findEntry('/otherService/pendTask/pendMessage')?.chrome).toBe('main');
    expect(findEntry('/otherService/pendTask/resultMessage')?.chrome).toBe('main');
    expect(findEntry('/home')?.chrome).toBe('home');
    expect(findEntry('/systemSetting/user')?.chrome).toBe('main');
  });

  it('takes home-layout pages and blank pages from a module manifest, once', () => {
    // Test files share a worker (isolate: false): another file may have installed the real manifests already, so
    // the search page may be 'home' before this test; a fresh path keeps the blank page this test's own.
    const path = `/x/sheet-${Math.random().toString(36).slice(2, 8)}`;
    expect(findEntry(path)).toBeUndefined();
    const add = { homeChrome: ['globalSearchPage'], blankPages: [{ key: 'sheetTest', path, title: '确认单' }] };
    addModuleRoutes(add);
    addModuleRoutes(add);
    expect(findEntry('/otherService/globalSearch/globalSearchPage')?.chrome).toBe('home');
    expect(findEntry(path)).toMatchObject({ key: 'sheetTest', kind: 'blank', chrome: 'none', permissionKeys: [] });
    expect(EXTRA_ENTRIES.filter((e) => e.path === path)).toHaveLength(1);
  });

  it('ignores a trailing slash and answers undefined for unknown paths', () => {
    expect(findEntry('/systemSetting/user/')?.key).toBe('userList');
    expect(findEntry('/nowhere')).toBeUndefined();
  });

  it('needs every key on the path, and none for messages', () => {
    const e = findEntry('/systemSetting/user');
    if (!e) throw new Error('missing');
    expect(isPermitted(e, new Set(['system_setting', 'system_organization', 'system_user']))).toBe(true);
    expect(isPermitted(e, new Set(['system_user']))).toBe(false);
    const msg = findEntry('/otherService/pendTask/pendMessage');
    if (!msg) throw new Error('missing');
    expect(isPermitted(msg, new Set())).toBe(true);
  });
});
