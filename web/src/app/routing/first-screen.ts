/**
 * The first screen (docs/decisions.md "Web delivery"): as soon as the entry runs, start loading what the address
 * the browser opened will render — the log-in layout and form, or the logged-in root, its layout, home and the
 * session — side by side with /ServiceConfig.json, instead of one after another as each lazy component mounts
 * (each step a round trip on a slow mobile network). The lazy components then find their modules loaded.
 */
import { HOME_PATH } from '@/platform/navigation/route-index';
import { getToken } from '@/platform/session';
import { ensureSession } from '@/platform/session-store';
import { AuthedRoot, HomeLayout, HomePage, LoginLayout, LoginPage, MainLayout } from './pages';

/** The chunks of the first screens: the router's own lazy components (routing/pages.ts), preloaded. */
export const firstScreenChunks = {
  loginLayout: () => LoginLayout.preload(),
  loginPage: () => LoginPage.preload(),
  authedRoot: () => AuthedRoot.preload(),
  homeLayout: () => HomeLayout.preload(),
  homePage: () => HomePage.preload(),
  mainLayout: () => MainLayout.preload(),
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

/**
 * Starts the loads; failures are left to the lazy components (they show the route's error page). Resolves when
 * the chunks have arrived or failed (main.tsx waits for it when the server sent the page's static markup).
 */
export function warmFirstScreen(loc: Pick<Location, 'pathname' | 'search'> = window.location): Promise<unknown> {
  const loggedIn = getToken() !== null;
  const chunks = firstScreenOf(loc.pathname, loggedIn).map((key) => firstScreenChunks[key]().catch(() => undefined));
  if (loggedIn && !/^\/(account\/|403$|404$|500$)/.test(loc.pathname)) void ensureSession(`${loc.pathname}${loc.search}`).catch(() => undefined);
  return Promise.all(chunks);
}
