/**
 * The app's start (loaded by main.tsx, the entry): settings, the first screen's chunks and the React root. Kept out
 * of the entry so that a page the server sent with static markup (the log-in layout) paints before any of this code
 * is even requested (docs/decisions.md "Lighthouse").
 */
import { config as zodConfig } from 'zod';
import { StrictMode, startTransition } from 'react';
import { registerCleanup } from '@/platform/auth';
import { startPageCacheClock } from '@/app/page-cache';
import { warmFirstScreen } from '@/app/routing/first-screen';
import { loadServiceConfig } from '@/platform/service-config';
import { initSettings } from '@/app/settings/store';
import { applyPrimaryVars } from '@/app/settings/css-vars';
import { whenHomeShown } from '@/modules/home/home-first';
import { loadAntdStatic } from './antd-static-load';

// zod would probe `new Function('')` to decide whether to compile its parsers: the CSP (script-src 'self', no
// 'unsafe-eval') forbids that and the probe shows up as a violation. Parse without compiling instead.
zodConfig({ jitless: true });

/** Lets the browser paint and handle input before the next step (scheduler.yield where there is one). */
const yieldToBrowser = () => new Promise<void>((resolve) => {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') void s.yield().then(resolve, resolve);
  else setTimeout(resolve, 0);
});

/**
 * The app's code, evaluated in steps with the browser's turn between them: importing a module evaluates the part of
 * its graph not yet evaluated, all in one task, so one import of App would run React DOM, antd's core and CSS-in-JS,
 * the router and the page registry as a single long task (~50 ms on this machine, four times that on a phone).
 * Each step is a separate chunk boundary, so the pieces stay small; the order follows the imports (later steps
 * import the earlier ones).
 */
async function loadApp() {
  const { createRoot } = await import('react-dom/client');
  await yieldToBrowser();
  // antd's core (config provider, CSS-in-JS) and the patch that lets its static methods render with React 19.
  await import('@ant-design/v5-patch-for-react-19');
  await yieldToBrowser();
  // The page registry (every module's manifest) and the route index.
  await import('@/app/routing/modules');
  await yieldToBrowser();
  const [{ App }, { createAppRouter }] = await Promise.all([import('@/app/App'), import('@/app/router')]);
  await yieldToBrowser();
  return { createRoot, App, createAppRouter };
}

export async function start(root: HTMLElement): Promise<void> {
  // A stale page-cache clock drops the token and reloads: render nothing meanwhile.
  const clock = startPageCacheClock();
  if (!clock.alive) return;
  registerCleanup(clock.stop);
  // The first screen's chunks (and the session) load side by side with the service config.
  const chunks = warmFirstScreen();
  // antd's styles of home, from a file made at build time (antd-static-load.ts): here before antd first renders.
  const antdStyles = loadAntdStatic();
  const markup = root.firstElementChild !== null;
  // Home's first screen (modules/home/home-shell.ts) stays on screen, out of React's root, while the app renders home
  // out of sight behind it; it goes when home shows its figures (or the app left home, e.g. for the log-in page).
  const shell = root.querySelector<HTMLElement>('[data-home-shell]');
  if (shell) {
    root.before(shell);
    root.classList.add('ta-app-behind');
    let poll = 0;
    const reveal = () => { clearInterval(poll); shell.remove(); root.classList.remove('ta-app-behind'); };
    poll = window.setInterval(() => { if (!window.location.pathname.startsWith('/home')) reveal(); }, 100);
    void Promise.race([whenHomeShown(), new Promise((r) => { setTimeout(r, 20_000); })]).then(() => requestAnimationFrame(reveal));
  }
  // The server sent the page's static markup (the log-in layout, server/src/platform/edge.ts): keep it on screen
  // until the first screen's chunks are here, so React replaces it with the same page and not with a spinner.
  const [cfg, { createRoot, App, createAppRouter }] = await Promise.all([loadServiceConfig(), loadApp(), markup ? chunks : undefined, antdStyles]);
  // The colour variables before the first render (App keeps them current): the log-in form's focused field makes the
  // browser compute styles during React's commit, before App's layout effect would have set them.
  applyPrimaryVars(initSettings(cfg.settings).primaryColor);
  // The router (its route table and first match: ~15 ms here) in a task of its own, not inside a render slice.
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  const app = createRoot(root);
  // The first render in slices (a transition yields to the browser every few milliseconds) instead of one long task.
  // Nothing on screen waits for it: behind home's first screen the shell stays, and the server's static markup (the
  // log-in layout) stays in #root until React commits the same layout with the form; without markup the page is
  // blank either way until the commit.
  startTransition(() => app.render(<StrictMode><App router={router} /></StrictMode>));
}
