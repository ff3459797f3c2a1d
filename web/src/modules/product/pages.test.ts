import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { PRODUCT_PAGES } from './pages';

/** The 行程线路 page, its detail routes (the step editor) and the blank top-level trip sheet. */
function ownedKeys(): string[] {
  const keys: string[] = ['tripExportPdf'];
  walkMenu(MENU_TREE, (n) => {
    if (n.key === 'routeTravelList') keys.push(n.key, ...(n.subChildren ?? []).map((d) => d.key));
  });
  return keys;
}

describe('product page registry', () => {
  it('has a page for the line list, every step of the editor and the trip sheet, and nothing else', () => {
    expect(Object.keys(PRODUCT_PAGES).sort()).toEqual(ownedKeys().sort());
  });
});
