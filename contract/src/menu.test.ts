import { describe, expect, it } from 'vitest';
import { AUDIT_TYPES } from './audit-types';
import { allPermissionKeys, filterMenu, firstLeafPath, MENU_TREE, TOP_SECTIONS, walkMenu } from './menu';

describe('menu tree', () => {
  it('has the top sections of SPEC section 2, otherService hidden of keys', () => {
    expect(MENU_TREE.map((n) => n.key)).toEqual([...TOP_SECTIONS]);
    expect(MENU_TREE.find((n) => n.key === 'otherService')!.permissionKey).toBeUndefined();
  });
  it('names the permission keys the spec gives', () => {
    const keys = allPermissionKeys();
    for (const k of ['menu_sales_center', 'line_registration_hall', 'route_registration', 'route_order_list', 'insurance_center_list',
      'menu_financial', 'receive_order_list', 'income_manage_financial', 'financial_revenues', 'invoice_manage', 'financial_config',
      'menu_audit_center', 'statement_list', 'menu_product_center', 'menu_supplier_and_sale_channel_manage', 'system_setting']) {
      expect(keys).toContain(k);
    }
  });
  it('has unique keys and paths', () => {
    const keys: string[] = []; const paths: string[] = [];
    walkMenu(MENU_TREE, (n) => { keys.push(n.key); paths.push(n.path); for (const d of n.subChildren ?? []) { keys.push(d.key); paths.push(d.path); } });
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('has one audit queue and one task-audit page per audited type', () => {
    const paths: string[] = [];
    walkMenu(MENU_TREE, (n) => paths.push(n.path));
    for (const t of AUDIT_TYPES) {
      expect(paths).toContain(`/audit/${t.type}`);
      expect(paths).toContain(`/otherService/taskAudit/${t.type}`);
    }
    expect(AUDIT_TYPES.length).toBeGreaterThanOrEqual(30);
  });
  it('filters by granted keys: parents without visible children disappear, keyless items stay', () => {
    const only = filterMenu(MENU_TREE, new Set(['menu_sales_center', 'line_registration_hall', 'route_order_list']));
    expect(only.map((n) => n.key)).toEqual(['order', 'otherService']);
    expect(only[0].children![0].children!.map((n) => n.key)).toEqual(['routeOrderList']);
    const none = filterMenu(MENU_TREE, new Set());
    expect(none.map((n) => n.key)).toEqual(['otherService']);
    const parentOnly = filterMenu(MENU_TREE, new Set(['menu_financial']));
    expect(parentOnly.find((n) => n.key === 'financial')).toBeUndefined();
  });
  it('finds the first reachable page of a section', () => {
    const only = filterMenu(MENU_TREE, new Set(['system_setting', 'system_organization', 'system_user']));
    expect(firstLeafPath(only.find((n) => n.key === 'systemSetting')!)).toBe('/systemSetting/user');
  });
});
