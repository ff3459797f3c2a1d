/**
 * Lazy pages with the spec's 120 s load time-out (SPEC section 7): a chunk that neither loads nor fails
 * (a stalled proxy) raises an error the route's error element shows, instead of a spinner forever.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '@ta/contract';

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`页面资源加载超时（${Math.round(ms / 1000)} 秒），请检查网络后刷新重试`);
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(p: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    p.then((v) => { clearTimeout(timer); resolve(v); }, (e: unknown) => { clearTimeout(timer); reject(e); });
  });
}

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A lazy page: renders like React.lazy, and `preload()` starts (or joins) its load. Once the module has arrived,
 * a newly mounted instance renders it directly instead of suspending for a turn: the first screen (main.tsx awaits
 * its chunks) then replaces the server's static markup without a spinner in between.
 */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

const cache = new Map<Loader, LazyPage>();

// Page chunks being loaded: a menu click renders the next page inside a transition (the old page stays until
// the chunk arrives), so the shell shows a progress bar from this count at once (LoadingBar).
let loading = 0;
const listeners = new Set<() => void>();
const changed = (d: number) => { loading += d; queueMicrotask(() => listeners.forEach((l) => l())); };
export const pageLoads = {
  subscribe(l: () => void) { listeners.add(l); return () => { listeners.delete(l); }; },
  count: () => loading,
};

/** One lazy component per loader (stable across renders, so React keeps the loaded page). */
export function lazyPage(loader: Loader, ms: number = CHUNK_TIMEOUT_MS): LazyPage {
  let c = cache.get(loader);
  if (!c) {
    let loaded: ComponentType | undefined;
    let pending: Promise<{ default: ComponentType }> | undefined;
    // One load, kept like React.lazy keeps it (a failed load stays failed: the route's error page offers a reload).
    const load = () => {
      if (!pending) {
        changed(1);
        pending = withTimeout(loader(), ms);
        pending.then((m) => { loaded = m.default; changed(-1); }, () => changed(-1));
      }
      return pending;
    };
    const Lazy = lazy(load);
    const Page = (props: object) => {
      // Fixed per mount: switching between the two types would remount the page.
      const [Direct] = useState(() => loaded);
      return Direct ? createElement(Direct, props) : createElement(Lazy, props);
    };
    c = Object.assign(Page, { preload: () => load().then(() => undefined) });
    cache.set(loader, c);
  }
  return c;
}
