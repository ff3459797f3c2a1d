import { describe, expect, it } from 'vitest';
import { allPermissionKeys, type MenuNode } from '@ta/contract';
import { ancestorKeys, fromGrants, nodeState, permissionTree, toGrants, toggleNode } from './permission-tree';

const menu: MenuNode[] = [
  { key: 'systemSetting', title: '系统设置', path: '/s', permissionKey: 'system_setting', children: [
    { key: 'organization', title: '组织架构', path: '/s/o', permissionKey: 'system_organization', children: [
      { key: 'roleList', title: '角色管理', path: '/s/r', permissionKey: 'system_role' },
      { key: 'userList', title: '用户管理', path: '/s/u', permissionKey: 'system_user' },
    ] },
  ] },
  { key: 'audit', title: '审核中心', path: '/a', permissionKey: 'menu_audit_center', children: [
    { key: 'g1', title: '订单审核', path: '/a/g1', children: [{ key: 'audit_lineOrder', title: '线路订单审核', path: '/a/l', permissionKey: 'audit_line_order' }] },
  ] },
  { key: 'otherService', title: '其他服务', path: '/o', children: [
    { key: 'pendMessage', title: '待办事项', path: '/o/p' },
    { key: 'taskAudit', title: '任务审核', path: '/o/t', hidden: true, children: [{ key: 'x', title: 'x', path: '/o/t/x', permissionKey: 'audit_line_order', hidden: true }] },
  ] },
];

describe('role permission tree from MENU_TREE', () => {
  const tree = permissionTree(menu);
  it('keeps keyed nodes and keyless groups with keyed children; drops hidden and keyless leaves', () => {
    expect(tree.map((n) => n.key)).toEqual(['systemSetting', 'audit']);
    expect(tree[1].children?.[0]).toMatchObject({ key: 'g1', children: [{ permissionKey: 'audit_line_order' }] });
    expect(tree[1].children?.[0].permissionKey).toBeUndefined();
  });
  it('covers every key of the real menu tree exactly once', () => {
    const keys: string[] = [];
    const walk = (ns: ReturnType<typeof permissionTree>) => ns.forEach((n) => { if (n.permissionKey) keys.push(n.permissionKey); if (n.children) walk(n.children); });
    walk(permissionTree());
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(new Set(allPermissionKeys()));
  });
  it('ancestors of each key', () => {
    expect(ancestorKeys(tree).get('system_user')).toEqual(['system_setting', 'system_organization']);
    expect(ancestorKeys(tree).get('audit_line_order')).toEqual(['menu_audit_center']);
  });
  it('checking a group checks its subtree; unchecking removes it', () => {
    const on = toggleNode(new Map(), tree[0], true);
    expect([...on.keys()]).toEqual(['system_setting', 'system_organization', 'system_role', 'system_user']);
    expect(nodeState(on, tree[0])).toBe('all');
    const off = toggleNode(on, tree[0].children![0].children![0], false);
    expect(nodeState(off, tree[0])).toBe('some');
    expect(nodeState(toggleNode(off, tree[0], false), tree[0])).toBe('none');
  });
  it('grants to save: pages with actions plus their ancestors; empty groups dropped', () => {
    const checked = new Map([['system_user', ['canAdd', 'canEditor'] as const], ['menu_audit_center', [] as const]]);
    expect(toGrants(checked, tree)).toEqual([
      { permissionKey: 'system_setting', actions: [] },
      { permissionKey: 'system_organization', actions: [] },
      { permissionKey: 'system_user', actions: ['canAdd', 'canEditor'] },
    ]);
    expect(fromGrants([{ permissionKey: 'a', actions: ['canAdd'] }]).get('a')).toEqual(['canAdd']);
  });
});
