/**
 * The web's session store in local storage (SPEC section 4): the token under `Access-Token` with its
 * 7-day life and the login time, the remember-me flag, and the stored user info.
 */
import { SESSION_LIFE_MS, StorageKey, type UserInfo } from '@ta/contract';

interface StoredToken { value: string; expire: number }

export function setToken(token: string, now = Date.now()): void {
  const stored: StoredToken = { value: token, expire: now + SESSION_LIFE_MS };
  localStorage.setItem(StorageKey.token, JSON.stringify(stored));
  localStorage.setItem(StorageKey.loginTime, String(now));
}

/** The token, or null when absent or past its 7-day life (then it is removed). */
export function getToken(now = Date.now()): string | null {
  const raw = localStorage.getItem(StorageKey.token);
  if (!raw) return null;
  try {
    const t = JSON.parse(raw) as StoredToken;
    if (!t.value || t.expire <= now) { localStorage.removeItem(StorageKey.token); return null; }
    return t.value;
  } catch { localStorage.removeItem(StorageKey.token); return null; }
}

export function removeToken(): void { localStorage.removeItem(StorageKey.token); }

export function setRememberMe(on: boolean): void {
  if (on) localStorage.setItem(StorageKey.rememberMe, '1'); else localStorage.removeItem(StorageKey.rememberMe);
}
export function getRememberMe(): boolean { return localStorage.getItem(StorageKey.rememberMe) === '1'; }

export function setUserInfo(info: UserInfo): void {
  localStorage.setItem(StorageKey.userInfo, JSON.stringify(info));
  localStorage.setItem(StorageKey.userName, info.user_name);
  localStorage.setItem(StorageKey.avatar, info.head_img ?? '');
}
export function getUserInfo(): UserInfo | null {
  const raw = localStorage.getItem(StorageKey.userInfo);
  if (!raw) return null;
  try { return JSON.parse(raw) as UserInfo; } catch { return null; }
}

/** Logout clears token, roles, info, name, avatar and key, the remember-me flag and the stored user info. */
export function clearSession(): void {
  for (const k of [StorageKey.token, StorageKey.loginTime, StorageKey.roles, StorageKey.userInfo, StorageKey.userName,
    StorageKey.avatar, StorageKey.rememberMe, StorageKey.topSection]) localStorage.removeItem(k);
  sessionStorage.removeItem(StorageKey.exchangeRate);
}
