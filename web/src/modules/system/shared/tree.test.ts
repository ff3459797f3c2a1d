import { describe, expect, it } from 'vitest';
import { buildTree, treeOptions } from './tree';

const rows = [
  { id: 1, parent_id: null, name: '总公司' },
  { id: 2, parent_id: 1, name: '销售部' },
  { id: 3, parent_id: 2, name: '华东组' },
  { id: 4, parent_id: 99, name: '孤儿' },
];

describe('flat rows → tree', () => {
  it('nests by parent_id; rows whose parent is missing become roots', () => {
    const t = buildTree(rows);
    expect(t.map((n) => n.id)).toEqual([1, 4]);
    expect(t[0].children?.[0].children?.[0].name).toBe('华东组');
  });
  it('tree-select options, optionally disabling one node (a record cannot be its own parent)', () => {
    const o = treeOptions(rows, 2);
    expect(o[0]).toMatchObject({ title: '总公司', value: 1 });
    expect(o[0].children?.[0]).toMatchObject({ value: 2, disabled: true });
  });
});
