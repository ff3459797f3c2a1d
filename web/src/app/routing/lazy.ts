/**
 * Lazy pages with the spec's 120 s load time-out (SPEC section 7): a chunk that neither loads nor fails
 * (a stalled proxy) raises an error the route's error element shows, instead of a spinner forever.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

const cache = new Map<Loader, LazyExoticComponent<ComponentType>>();

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
export function lazyPage(loader: Loader, ms: number = CHUNK_TIMEOUT_MS): LazyExoticComponent<ComponentType> {
  let c = cache.get(loader);
  if (!c) {
    c = lazy(() => {
      changed(1);
      const p = withTimeout(loader(), ms);
      p.then(() => changed(-1), () => changed(-1));
      return p;
    });
    cache.set(loader, c);
  }
  return c;
}
