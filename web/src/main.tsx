/**
 * The entry: only the global styles and a loader. The app (app/boot.tsx and everything it imports: React, antd,
 * the router) is a separate chunk. When the server sent the page's static markup (the log-in layout, or home's
 * first screen: see server/src/platform/edge.ts), the app is requested only after that markup has been painted, so
 * the first paint waits for nothing but the HTML and its stylesheets (docs/decisions.md "Lighthouse"); otherwise at
 * once. Home's markup is filled in here first (modules/home/home-first.ts) and the app waits until its figures show.
 */
import '@/app/global.css';
import '@/app/a11y.css';
// Home's first screen (and the home layout's and page's own rules it uses) are painted before the app loads.
import '@/app/layouts/home-layout.css';
import '@/modules/home/home.css';
import '@/modules/home/home-shell.css';
import { startHomeFirst } from '@/modules/home/home-first';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');

/** Resolves after the next frame has been painted (requestAnimationFrame runs before it, the timeout after). */
const afterPaint = () => new Promise<void>((resolve) => { requestAnimationFrame(() => { setTimeout(resolve, 0); }); });

/**
 * Home's first screen is a whole phone screen of the page (its links work without the app): the app (~500 KB of
 * script, seconds of main-thread work on a phone) loads once the browser is idle after that screen's figures were
 * painted, or at once when the visitor reaches for the page (a touch, a click, a key, a scroll). It is not held back
 * longer than that: a timer that only moved the app's start out of a measuring window would buy a score, not speed
 * (docs/decisions.md "Home's first screen").
 */
const homeAppWanted = () => new Promise<void>((resolve) => {
  const events = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
  const go = () => { events.forEach((e) => window.removeEventListener(e, go, true)); resolve(); };
  events.forEach((e) => window.addEventListener(e, go, { capture: true, passive: true }));
  if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 500 });
  else setTimeout(go, 50);
});

const shell = root.querySelector<HTMLElement>('[data-home-shell]');
const home = shell ? startHomeFirst(shell) : null;
if (shell && !home) shell.remove();

void (home ? home.painted.then(afterPaint).then(homeAppWanted) : root.firstElementChild ? afterPaint() : Promise.resolve())
  .then(() => import('@/app/boot'))
  .then((m) => m.start(root));
