/**
 * The web side of a module (docs/adding-a-module.md): each module exports one `WebModule` manifest from its
 * `pages.ts`, and `web/src/modules/pages.ts` is the one list of them. The app installs the list once at
 * start-up (app/routing/modules.ts): the platform's route index and header slot learn what the modules bring
 * without importing any module.
 */
import type { ComponentType } from 'react';
import { addModuleRoutes, type BlankPageDef } from './navigation/route-index';
import { registerHeaderItem, type HeaderItemProps } from './shell/header-slot';

/** A lazy page module of the page registry. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export type { BlankPageDef };

export interface WebModule {
  name: string;
  /** Menu key (or detail-route key, or blank-page key) of the contract menu tree → lazy page. */
  pages: Record<string, PageLoader>;
  /** Top-level pages outside the menu, without layout (printable sheets, the flow editor); each needs a page. */
  blankPages?: BlankPageDef[];
  /** Menu keys whose pages render in the home layout (no side menu, no tabs). */
  homeChrome?: string[];
  /** Items in the header's action area, by key, in list order. */
  headerItems?: Record<string, ComponentType<HeaderItemProps>>;
}

/** Installs each manifest (routes, header items) and answers the page registry; a page key owned twice is a mistake. */
export function installWebModules(modules: readonly WebModule[]): Record<string, PageLoader> {
  const pages: Record<string, PageLoader> = {};
  const owner = new Map<string, string>();
  for (const m of modules) {
    for (const [key, load] of Object.entries(m.pages)) {
      const prev = owner.get(key);
      if (prev && pages[key] !== load) throw new Error(`page ${key} registered by both ${prev} and ${m.name}`);
      owner.set(key, m.name);
      pages[key] = load;
    }
    for (const b of m.blankPages ?? []) if (!m.pages[b.key]) throw new Error(`blank page ${b.key} of ${m.name} has no page`);
    addModuleRoutes({ blankPages: m.blankPages, homeChrome: m.homeChrome });
    for (const [key, item] of Object.entries(m.headerItems ?? {})) registerHeaderItem(key, item);
  }
  return pages;
}
