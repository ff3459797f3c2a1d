import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { MERCHANT_PAGES } from './pages';

/** Every route of the merchants section and of the insurance resources group. */
function ownedKeys(): string[] {
  const keys: string[] = [];
  walkMenu(MENU_TREE, (n, parents) => {
    const mine = [n, ...parents].some((p) => p.key === 'travelMerchant' || p.key === 'insuranceResource');
    if (!mine || n.children?.length) return;
    keys.push(n.key, ...(n.subChildren ?? []).map((d) => d.key));
  });
  return keys;
}

describe('merchant page registry', () => {
  it('has a page for every menu page and detail route of the module, and nothing else', () => {
    expect(Object.keys(MERCHANT_PAGES).sort()).toEqual(ownedKeys().sort());
  });
});
