/**
 * Page-cache clock (SPEC section 4): every open page writes the time each second; a page that loads and
 * finds the clock more than 20 s old knows every tab of the app was closed for a while and drops the token.
 */
import { PAGE_CACHE_RELOAD_DELAY_MS, PAGE_CACHE_STALE_MS, PAGE_CACHE_TICK_MS, StorageKey } from '@ta/contract';
import { getRememberMe, getToken, removeToken } from '@/platform/session';

export interface PageCacheState {
  /** Stored clock value in ms, or null when never written. */
  storedAt: number | null;
  now: number;
  hasToken: boolean;
  /** Remember-me keeps the session across closed browsers: that is what the box is for. */
  rememberMe: boolean;
}

/** True when the token must be dropped on this load. */
export function isPageCacheStale(s: PageCacheState): boolean {
  if (!s.hasToken || s.rememberMe || s.storedAt === null) return false;
  return s.now - s.storedAt > PAGE_CACHE_STALE_MS;
}

function readClock(): number | null {
  const raw = localStorage.getItem(StorageKey.pageCacheClock);
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
}

function writeClock(): void { localStorage.setItem(StorageKey.pageCacheClock, String(Date.now())); }

/**
 * Checks the clock on load, then ticks every second. Returns false when the page is about to reload
 * (the caller then renders nothing).
 */
export function startPageCacheClock(): { alive: boolean; stop: () => void } {
  const stale = isPageCacheStale({ storedAt: readClock(), now: Date.now(), hasToken: getToken() !== null, rememberMe: getRememberMe() });
  writeClock();
  if (stale) {
    removeToken();
    setTimeout(() => window.location.reload(), PAGE_CACHE_RELOAD_DELAY_MS);
    return { alive: false, stop: () => undefined };
  }
  const id = window.setInterval(writeClock, PAGE_CACHE_TICK_MS);
  return { alive: true, stop: () => window.clearInterval(id) };
}
