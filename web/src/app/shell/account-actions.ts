/** User-menu actions that call the server: log out, list and switch role relations. */
import { StorageKey, type UserAuthRelation, type UserInfo } from '@ta/contract';
import { post } from '@/platform/request';
import { setUserInfo } from '@/platform/session';
import { logoutAndReload } from '@/platform/auth';
import { HOME_PATH } from '@/platform/navigation/route-index';

export const LOGOUT_URL = '/api/account/logout';
export const RELATIONS_URL = '/api/account/getUserAuthRelations';
export const SWITCH_ROLE_URL = '/api/account/switchRole';

/** A failed logout is reported by the caller; the local session ends either way. */
export async function logoutOnServer(): Promise<void> {
  await post<null>(LOGOUT_URL, undefined, { silent: true });
}

export function endSessionAndReload(): void {
  logoutAndReload(`${window.location.pathname}${window.location.search}`);
}

export const fetchRelations = () => post<UserAuthRelation[] | undefined>(RELATIONS_URL);

/** Switching role: store the new user, forget the top section, go home and reload (SPEC section 4). */
export async function switchRole(relationId: number): Promise<boolean> {
  const user = await post<UserInfo | undefined>(SWITCH_ROLE_URL, { user_auth_relation_id: relationId });
  if (!user) return false;
  setUserInfo(user);
  localStorage.removeItem(StorageKey.topSection);
  window.location.assign(HOME_PATH);
  return true;
}
