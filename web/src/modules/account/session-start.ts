/** Stores a fresh log-in (SPEC section 4): the key with its 7-day life and login time, the flags, the user. */
import type { LoginRes } from '@ta/contract';
import { resetSession } from '@/platform/session-store';
import { setRememberMe, setToken, setUserInfo } from '@/platform/session';

export function startSession(res: LoginRes, remember: boolean): void {
  setToken(res.secretKey);
  setRememberMe(remember);
  const { secretKey: _key, expires_at: _exp, ...user } = res;
  setUserInfo(user);
  // A session loaded before (another user, or a failed start) must not survive this log-in.
  resetSession();
}
