/**
 * The loaded session (user, granted keys, permitted menu) for this page load. "No roles loaded" in
 * SPEC section 4 = this store is empty; the guard then runs `loadSession` once.
 */
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@ta/contract';
import { setUserInfo } from './session';
import { loadSession, type SessionData } from './session-load';

let session: SessionData | null = null;
let pending: Promise<SessionData | null> | null = null;
const listeners = new Set<() => void>();
const emit = () => { for (const l of listeners) l(); };

export function getSession(): SessionData | null { return session; }

/** Loads the session once; concurrent callers share the same call. */
export function ensureSession(original: string): Promise<SessionData | null> {
  if (session) return Promise.resolve(session);
  if (!pending) {
    pending = loadSession(original).then((s) => {
      session = s;
      emit();
      return s;
    }).finally(() => { pending = null; });
  }
  return pending;
}

/** Forgets the session (a fresh log-in loads it again). */
export function resetSession(): void {
  session = null;
  pending = null;
  emit();
}

/** Stores changed user info (own account edited). */
export function updateSessionUser(user: UserInfo): void {
  setUserInfo(user);
  if (session) { session = { ...session, user }; emit(); }
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => { listeners.delete(l); };
}

export function useSessionState(): SessionData | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The session inside the logged-in area (the guard renders nothing there until it is loaded). */
export function useSession(): SessionData {
  const s = useSessionState();
  if (!s) throw new Error('useSession outside the logged-in area');
  return s;
}
