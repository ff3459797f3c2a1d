/**
 * The first screen (docs/decisions.md "Web delivery"): as soon as the entry runs, start loading what the address
 * the browser opened will render — the log-in layout and form, or the logged-in root, its layout, home and the
 * session — side by side with /ServiceConfig.json, instead of one after another as each lazy component mounts
 * (each step a round trip on a slow mobile network). The lazy components then find their modules loaded.
 */
import { HOME_PATH } from '@/platform/navigation/route-index';
import { getToken } from '@/platform/session';
import { ensureSession } from '@/platform/session-store';

/** The chunks of the first screens; the router's lazy components import the same modules. */
export const firstScreenChunks = {
  loginLayout: () => import('../layouts/LoginLayout'),
  loginPage: () => import('@/modules/account/LoginPage'),
  authedRoot: () => import('../session/AuthedRoot'),
  homeLayout: () => import('../layouts/HomeLayout'),
  homePage: () => import('@/modules/home/HomePage'),
  mainLayout: () => import('../layouts/MainLayout'),
};

/** Which chunks an address opened cold needs (exported for its test). */
export function firstScreenOf(pathname: string, loggedIn: boolean): (keyof typeof firstScreenChunks)[] {
  if (pathname.startsWith('/account/')) {
    if (pathname === '/account/login' && loggedIn) return ['authedRoot', 'homeLayout', 'homePage'];
    return pathname === '/account/login' ? ['loginLayout', 'loginPage'] : ['loginLayout'];
  }
  if (!loggedIn) return ['loginLayout', 'loginPage'];
  if (pathname === '/' || pathname === HOME_PATH) return ['authedRoot', 'homeLayout', 'homePage'];
  if (/^\/(403|404|500)$/.test(pathname)) return [];
  return ['authedRoot'];
}

/** Starts the loads; failures are left to the lazy components (they show the route's error page). */
export function warmFirstScreen(loc: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const loggedIn = getToken() !== null;
  for (const key of firstScreenOf(loc.pathname, loggedIn)) firstScreenChunks[key]().catch(() => undefined);
  if (loggedIn && !/^\/(account\/|403$|404$|500$)/.test(loc.pathname)) void ensureSession(`${loc.pathname}${loc.search}`).catch(() => undefined);
}
