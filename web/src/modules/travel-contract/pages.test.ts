import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { TRAVEL_CONTRACT_PAGES } from './pages';

/** Every page and detail route under 合同管理 (contract_manage). */
function ownedKeys(): string[] {
  const keys: string[] = [];
  walkMenu(MENU_TREE, (n, parents) => {
    if (!parents.some((p) => p.key === 'contractManage') || n.children?.length) return;
    keys.push(n.key, ...(n.subChildren ?? []).map((d) => d.key));
  });
  return keys;
}

describe('travel contract page registry', () => {
  it('has a page for every contract menu page and detail route', () => {
    expect(Object.keys(TRAVEL_CONTRACT_PAGES).sort()).toEqual(ownedKeys().sort());
  });
});
