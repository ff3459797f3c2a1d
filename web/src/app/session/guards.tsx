/**
 * Route guards (SPEC section 2): without a token every non-public route goes to log-in with the original
 * address as redirect; with a token the session is loaded once before the logged-in area renders; with a
 * token the log-in page goes home.
 */
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getToken } from '@/platform/session';
import { loginPathFor } from '@/platform/auth';
import { AuthedRoot } from '../routing/pages';
import { HOME_PATH } from '@/platform/navigation/route-index';
import { FullPageSpin } from '../shell/FullPageSpin';
import { ensureSession, useSessionState } from '@/platform/session-store';


export function RequireAuth() {
  const location = useLocation();
  const original = `${location.pathname}${location.search}`;
  const token = getToken();
  const session = useSessionState();

  useEffect(() => {
    if (token && !session) void ensureSession(original);
  }, [token, session, original]);

  if (!token) return <Navigate to={loginPathFor(original)} replace />;
  if (!session) return <FullPageSpin />;
  return <Suspense fallback={<FullPageSpin />}><AuthedRoot /></Suspense>;
}

export function RedirectIfAuthed() {
  return getToken() ? <Navigate to={HOME_PATH} replace /> : <Outlet />;
}
