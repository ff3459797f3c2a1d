import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { ORDER_MODULE, ORDER_PAGES } from './pages';

/** Every page and detail route of the sales centre, plus the blank sales-confirmation page. */
function ownedKeys(): string[] {
  const keys: string[] = [];
  walkMenu(MENU_TREE, (n, parents) => {
    if (![n, ...parents].some((p) => p.key === 'order') || n.children?.length) return;
    keys.push(n.key, ...(n.subChildren ?? []).map((d) => d.key));
  });
  return [...keys, 'salesConfirmation'];
}

describe('order page registry', () => {
  it('has a page for every menu page and detail route of the sales centre and the sales confirmation', () => {
    expect(Object.keys(ORDER_PAGES).sort()).toEqual(ownedKeys().sort());
    expect(ORDER_MODULE.blankPages?.find((e) => e.key === 'salesConfirmation')?.path).toBe('/export/salesConfirmation');
  });
});
