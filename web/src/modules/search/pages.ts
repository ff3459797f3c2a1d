/** Pages of the global search (in the home layout) and its box in the header slot. */
import type { PageLoader, WebModule } from '@/platform/module';
import { lazy } from 'react';

// Its own chunk, loaded with the logged-in header: antd's Modal (and the form context it pulls) stays out of the
// entry the log-in page loads (docs/decisions.md "Web delivery"). The header slot wraps items in Suspense.
const SearchBox = lazy(() => import('./SearchBox').then((m) => ({ default: m.SearchBox })));

export const SEARCH_PAGES: Record<string, PageLoader> = {
  globalSearchHome: () => import('./GlobalSearchPages').then((m) => ({ default: m.GlobalSearchHome })),
  globalSearchPage: () => import('./GlobalSearchPages').then((m) => ({ default: m.GlobalSearchPage })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const SEARCH_MODULE: WebModule = {
  name: 'search',
  pages: SEARCH_PAGES,
  homeChrome: ['globalSearchHome', 'globalSearchPage'],
  headerItems: { globalSearch: SearchBox },
};
