/** Pages of the global search for the page registry, and its box in the header slot (registered when this registry loads). */
import { registerHeaderItem } from '@/platform/shell/header-slot';
import type { PageLoader } from '../page-loader';
import { SearchBox } from './SearchBox';

registerHeaderItem('globalSearch', SearchBox);

export const SEARCH_PAGES: Record<string, PageLoader> = {
  globalSearchHome: () => import('./GlobalSearchPages').then((m) => ({ default: m.GlobalSearchHome })),
  globalSearchPage: () => import('./GlobalSearchPages').then((m) => ({ default: m.GlobalSearchPage })),
};
