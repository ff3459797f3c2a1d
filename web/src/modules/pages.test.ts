import { describe, expect, it } from 'vitest';
import { MENU_TREE, walkMenu } from '@ta/contract';
import { installWebModules } from '@/platform/module';
import { EXTRA_ENTRIES, findEntry } from '@/platform/navigation/route-index';
import { WEB_MODULES } from './pages';

describe('the web module list', () => {
  it('installs every manifest: pages on known routes, blank pages, home-layout pages, header items', () => {
    const pages = installWebModules(WEB_MODULES);
    expect(new Set(WEB_MODULES.map((m) => m.name)).size).toBe(WEB_MODULES.length);
    const keys = new Set<string>(EXTRA_ENTRIES.map((e) => e.key));
    walkMenu(MENU_TREE, (n) => { keys.add(n.key); (n.subChildren ?? []).forEach((d) => keys.add(d.key)); });
    for (const k of Object.keys(pages)) expect(keys.has(k), k).toBe(true);
    for (const k of ['tripExportPdf', 'editBpmnFlow', 'salesConfirmation', 'operationConfirmationSheet']) {
      expect(EXTRA_ENTRIES.find((e) => e.key === k)?.kind, k).toBe('blank');
      expect(pages[k], k).toBeTypeOf('function');
    }
    expect(findEntry('/export/salesConfirmation')?.key).toBe('salesConfirmation');
    expect(findEntry('/otherService/globalSearch/globalSearchHome')?.chrome).toBe('home');
    expect(findEntry('/otherService/globalSearch/globalSearchPage')?.chrome).toBe('home');
    expect(findEntry('/otherService/pendTask/pendMessage')?.chrome).toBe('main');
    expect(Object.keys(WEB_MODULES.find((m) => m.name === 'search')?.headerItems ?? {})).toEqual(['globalSearch']);
  });

  it('refuses a page key owned by two modules', () => {
    const load = () => Promise.resolve({ default: () => null });
    expect(() => installWebModules([{ name: 'a', pages: { x: load } }, { name: 'b', pages: { x: () => load() } }]))
      .toThrow('page x registered by both a and b');
  });
});
