/** Lazy handles of the exception pages, so the router does not pull antd Result's images into the entry. */
import { lazy } from 'react';

export const LazyException = lazy(() => import('./Exception').then((m) => ({ default: m.Exception })));
export const LazyErrorPage = lazy(() => import('./ErrorPage').then((m) => ({ default: m.ErrorPage })));
