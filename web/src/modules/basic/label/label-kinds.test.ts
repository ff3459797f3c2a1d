import { describe, expect, it } from 'vitest';
import { LABEL_KINDS, MENU_TREE, RESOURCES, walkMenu } from '@ta/contract';
import { kindOfParam, labelEditorKey, labelResource } from './label-kinds';

describe('label kinds', () => {
  it('each kind has an editor route under 标签管理 in the menu tree', () => {
    const keys: string[] = [];
    walkMenu(MENU_TREE, (n) => { if (n.key === 'labelList') keys.push(...(n.subChildren ?? []).map((d) => d.key)); });
    expect(LABEL_KINDS.map(labelEditorKey)).toEqual(keys);
    expect(keys).toEqual(['productLevelEditor', 'productLabelEditor', 'propertyEditor', 'serviceTypeEditor', 'groupTypeEditor']);
  });
  it('each kind is its own registry resource on /api/v1/label/<kind>', () => {
    for (const k of LABEL_KINDS) {
      expect(labelResource(k)).toBe(RESOURCES[`label_${k}`]);
      expect(labelResource(k).path).toBe(`/api/v1/label/${k}`);
    }
  });
  it('reads the tab from the query, falling back to the first kind', () => {
    expect(kindOfParam('groupType')).toBe('groupType');
    expect(kindOfParam('nope')).toBe('productLevel');
    expect(kindOfParam(null)).toBe('productLevel');
  });
});
