import { describe, expect, it } from 'vitest';
import { MENU_TREE, filterMenu } from '@ta/contract';
import { activeSection, sectionEntryPath, sideMenuNodes, topMenuNodes, visibleSections } from './menu-model';

const menuFor = (keys: string[]) => filterMenu(MENU_TREE, new Set(keys));
const sys = ['system_setting', 'system_organization', 'system_user', 'system_role'];

describe('menu model', () => {
  it('shows no sections but messages for an empty permission list', () => {
    const menu = menuFor([]);
    expect(visibleSections(menu)).toEqual([]);
    expect(sideMenuNodes(menu, undefined).map((n) => n.key)).toEqual(['pendTask']);
  });

  it('shows the permitted sections, never otherService', () => {
    const menu = menuFor([...sys, 'statement_list', 'report_plan']);
    expect(visibleSections(menu).map((n) => n.key)).toEqual(['reports', 'systemSetting']);
    expect(topMenuNodes(menu).map((n) => n.key)).toEqual(['reports', 'systemSetting', 'pendTask']);
  });

  it('opens the first reachable page of a section', () => {
    const menu = menuFor(sys);
    const s = visibleSections(menu)[0];
    expect(sectionEntryPath(s)).toBe('/systemSetting/role');
  });

  it('uses the current page section, else the remembered one', () => {
    const sections = visibleSections(menuFor([...sys, 'statement_list', 'report_plan']));
    expect(activeSection('reports', 'systemSetting', sections)?.key).toBe('reports');
    expect(activeSection('otherService', 'systemSetting', sections)?.key).toBe('systemSetting');
    expect(activeSection(undefined, 'financial', sections)).toBeUndefined();
  });

  it('puts the section pages then messages in the side menu', () => {
    const menu = menuFor(sys);
    const s = visibleSections(menu)[0];
    expect(sideMenuNodes(menu, s).map((n) => n.key)).toEqual(['organization', 'pendTask']);
  });
});
