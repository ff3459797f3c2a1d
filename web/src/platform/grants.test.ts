import { describe, expect, it } from 'vitest';
import { grantsOf, hasAction } from './grants';

const tree = [
  { permissionKey: 'system_setting', children: [
    { title: 'no key', children: [{ permissionKey: 'system_user', actions: ['canAdd', 'canEditor'] }] },
    { permissionKey: 'system_role', actions: [] },
  ] },
];

describe('permission directive rule (SPEC section 6)', () => {
  it('collects keys recursively from nodes that have one', () => {
    const g = grantsOf(tree);
    expect([...g.keys()]).toEqual(['system_setting', 'system_user', 'system_role']);
    expect(g.get('system_user')).toEqual(['canAdd', 'canEditor']);
  });
  it('an action is allowed when the page permission lists it', () => {
    const g = grantsOf(tree);
    expect(hasAction(g, 'system_user', 'canAdd')).toBe(true);
    expect(hasAction(g, 'system_user', 'canDelete')).toBe(false);
    expect(hasAction(g, 'system_role', 'canAdd')).toBe(false);
    expect(hasAction(g, 'not_granted', 'canAdd')).toBe(false);
  });
  it('pages without a key allow everything; nothing is allowed before the tree is loaded', () => {
    expect(hasAction(null, undefined, 'canAdd')).toBe(true);
    expect(hasAction(null, 'system_user', 'canAdd')).toBe(false);
  });
});
