import { describe, expect, it } from 'vitest';
import { routePath } from './routes';

describe('route paths from MENU_TREE', () => {
  it('menu pages and detail routes, with a query', () => {
    expect(routePath('userList')).toBe('/systemSetting/user');
    expect(routePath('accountEditor', { uid: 3, title: '我的账号' })).toBe('/systemSetting/accountEditor?uid=3&title=%E6%88%91%E7%9A%84%E8%B4%A6%E5%8F%B7');
    expect(routePath('pendMessage')).toBe('/otherService/pendTask/pendMessage');
    expect(() => routePath('nope')).toThrow();
  });
});
