import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { BASIC_PAGES } from './pages';

describe('basic pages registry', () => {
  it('every key is a menu node or detail route of the contract menu tree', () => {
    const keys = new Set<string>();
    walkMenu(MENU_TREE, (n) => { keys.add(n.key); (n.subChildren ?? []).forEach((d) => keys.add(d.key)); });
    for (const k of Object.keys(BASIC_PAGES)) expect(keys.has(k), k).toBe(true);
  });
  it('covers the basic settings, contract settings, chat platform and message template pages', () => {
    expect(Object.keys(BASIC_PAGES).sort()).toEqual([
      'areaList', 'chatPlatform', 'contractKeyEditor', 'contractKeyList', 'contractTemplateEditor', 'contractTemplateList', 'dictionaryEditor',
      'dictionaryList', 'groupTypeEditor', 'labelList', 'messageTemplateList', 'numberRuleList', 'productLabelEditor', 'productLevelEditor',
      'propertyEditor', 'serviceTypeEditor', 'syncShop', 'travelTemplateEditor', 'travelTemplateList',
    ]);
  });
});
