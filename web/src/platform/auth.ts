/**
 * Leaving the session. Kept free of UI and request imports because the request wrapper imports it
 * (U401 → log out and reload): parts that must stop on logout (live channel, timers) register a cleanup.
 */
import { clearSession } from './session';
import { LOGIN_PATH } from '@/platform/navigation/route-index';

const cleanups = new Set<() => void>();

/** Registers something to stop on logout (closing the live channel, clearing timers). */
export function registerCleanup(fn: () => void): () => void {
  cleanups.add(fn);
  return () => { cleanups.delete(fn); };
}

export function runCleanups(): void {
  for (const fn of [...cleanups]) {
    try { fn(); } catch { /* a failing cleanup must not keep the user logged in */ }
  }
  cleanups.clear();
}

/**
 * Logs out locally and reloads the app at `to` (the root by default, which leads to the log-in page
 * through the guard).
 */
export function logoutAndReload(to = '/'): void {
  runCleanups();
  clearSession();
  window.location.assign(to);
}

/** Only same-site paths are followed after log-in (no `//host` or absolute URLs). */
export function safeRedirect(raw: string | null | undefined, fallback = '/home'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`)) return fallback;
  return raw;
}

/** The log-in address that brings the user back to `original` afterwards. */
export function loginPathFor(original: string): string {
  const target = safeRedirect(original, '');
  return target && target !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** Logs out and opens the log-in page with the original address as redirect (user-info failure). */
export function logoutToLogin(original: string): void {
  logoutAndReload(loginPathFor(original));
}
