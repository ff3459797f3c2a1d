/**
 * Start-up with a token (SPEC section 4): user info, the permission tree (→ permitted menu) and the
 * exchange rate, loaded once per page load. A user-info failure shows a notice, stops the live channel
 * and timers, logs out and returns to the log-in page with the original address.
 */
import { notification } from 'antd';
import { Code, EXCHANGE_RATE_CNY, Msg, StorageKey, filterMenu, MENU_TREE, type MenuNode, type PermissionNode, type UserInfo } from '@ta/contract';
import { grantsOf } from './grants';
import { setGrants } from './permission';
import { isApiError, post } from './request';
import { setUserInfo } from './session';
import { logoutToLogin } from './auth';

export interface SessionData {
  user: UserInfo;
  granted: ReadonlySet<string>;
  /** The menu tree cut to the grants (parents without visible children removed). */
  menu: MenuNode[];
}

export const USER_INFO_URL = '/user/getLoginUser';
export const PERMISSION_TREE_URL = '/api/permission/getUserPermissionTree';
export const RATE_URL = '/api/v1/common/rate';

/** The lines of the 错误 notice: key:value pairs the failed answer carried, if any. */
export function failureLines(e: unknown): string[] {
  if (!isApiError(e)) return [];
  const fields = e.fieldErrors.map((f) => `${f.field}:${f.message}`);
  if (fields.length) return fields;
  const d = e.data;
  if (d && typeof d === 'object' && !Array.isArray(d)) {
    return Object.entries(d as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => `${k}:${String(v)}`);
  }
  return [];
}

/** The text for a failed user-info call: 1004 → may not log in, else a generic retry text. */
export function failureText(e: unknown): string {
  return isApiError(e) && e.code === Code.LOGIN_FORBIDDEN ? Msg.loginForbidden : Msg.userInfoFailed;
}

/**
 * Set while the page unloads: the browser then aborts the start-up calls, which is no failure and must
 * not log the user out (a reload right after log-in would otherwise drop the fresh session).
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => { leaving = true; });
  window.addEventListener('pagehide', () => { leaving = true; });
  window.addEventListener('pageshow', () => { leaving = false; });
}

function failUserInfo(e: unknown, original: string): void {
  if (leaving) return;
  const lines = failureLines(e);
  notification.error({
    message: Msg.errorTitle,
    description: [failureText(e), ...lines].join('\n'),
    style: { whiteSpace: 'pre-line' },
  });
  logoutToLogin(original);
}

/** Keeps the exchange rate in session storage; CNY only, so a failure falls back to 1. */
async function loadRate(): Promise<void> {
  let rate: number = EXCHANGE_RATE_CNY;
  try {
    const r = await post<{ rate?: number } | undefined>(RATE_URL, undefined, { silent: true });
    if (r && typeof r.rate === 'number' && r.rate > 0) rate = r.rate;
  } catch { /* fixed at 1 anyway */ }
  sessionStorage.setItem(StorageKey.exchangeRate, String(rate));
}

export function buildSession(user: UserInfo, tree: readonly PermissionNode[]): SessionData {
  const granted = new Set(grantsOf(tree).keys());
  return { user, granted, menu: filterMenu(MENU_TREE, granted) };
}

/**
 * Loads the session; null when the wrapper already took over (102/110 redirect) or the call failed
 * (then the user is being sent to log in).
 */
export async function loadSession(original: string): Promise<SessionData | null> {
  const rate = loadRate();
  let user: UserInfo | undefined;
  let tree: PermissionNode[] | undefined;
  try {
    [user, tree] = await Promise.all([
      post<UserInfo | undefined>(USER_INFO_URL, undefined, { silent: true }),
      post<PermissionNode[] | undefined>(PERMISSION_TREE_URL, undefined, { silent: true }),
    ]);
  } catch (e) {
    failUserInfo(e, original);
    return null;
  }
  if (!user || !tree) return null;
  await rate;
  setUserInfo(user);
  localStorage.setItem(StorageKey.roles, JSON.stringify([...new Set(grantsOf(tree).keys())]));
  setGrants(tree);
  return buildSession(user, tree);
}
