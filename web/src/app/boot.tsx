/**
 * The app's start (loaded by main.tsx, the entry): settings, the first screen's chunks and the React root. Kept out
 * of the entry so that a page the server sent with static markup (the log-in layout) paints before any of this code
 * is even requested (docs/decisions.md "Lighthouse").
 */
import '@ant-design/v5-patch-for-react-19';
import { config as zodConfig } from 'zod';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { registerCleanup } from '@/platform/auth';
import { startPageCacheClock } from '@/app/page-cache';
import { warmFirstScreen } from '@/app/routing/first-screen';
import { loadServiceConfig } from '@/platform/service-config';
import { initSettings } from '@/app/settings/store';
import { applyPrimaryVars } from '@/app/settings/css-vars';
import { whenHomeShown } from '@/modules/home/home-first';

// zod would probe `new Function('')` to decide whether to compile its parsers: the CSP (script-src 'self', no
// 'unsafe-eval') forbids that and the probe shows up as a violation. Parse without compiling instead.
zodConfig({ jitless: true });

export async function start(root: HTMLElement): Promise<void> {
  // A stale page-cache clock drops the token and reloads: render nothing meanwhile.
  const clock = startPageCacheClock();
  if (!clock.alive) return;
  registerCleanup(clock.stop);
  // The first screen's chunks (and the session) load side by side with the service config.
  const chunks = warmFirstScreen();
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
  const [cfg] = await Promise.all([loadServiceConfig(), markup ? chunks : undefined]);
  // The colour variables before the first render (App keeps them current): the log-in form's focused field makes the
  // browser compute styles during React's commit, before App's layout effect would have set them.
  applyPrimaryVars(initSettings(cfg.settings).primaryColor);
  const app = createRoot(root);
  // Behind home's first screen nothing waits for the app's first render: render it in slices (a transition yields to
  // the browser every few milliseconds) instead of one long task.
  if (shell) startTransition(() => app.render(<StrictMode><App /></StrictMode>));
  else app.render(<StrictMode><App /></StrictMode>);
}
