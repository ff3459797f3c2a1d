/**
 * Installs antd's styles of home from the build's file (vite.config.ts `antdStatic()`, app/antd-static.tsx) before the
 * app's first render, so that antd neither works them out nor inserts them one `<style>` at a time on the phone's main
 * thread. The file's last rule lists the style paths it holds; antd's cssinjs reads that list once, at the first antd
 * render, and only generates the styles it does not find there (another theme, another component).
 *
 * The text goes into one `<style>` at the top of `<head>`, marked as rc-util's prepend queue: antd's own run-time
 * styles then queue after it and stay before the app's stylesheets, the same order as when antd inserts them all.
 */
import href from 'virtual:antd-static';
import { LOGIN_PATH } from '@/platform/navigation/route-index';

export function loadAntdStatic(): Promise<void> {
  // The log-in form draws no antd (modules/account/login-lean.css): not worth its bytes there.
  if (!href || window.location.pathname === LOGIN_PATH || document.querySelector('style[data-ta-antd-static]')) return Promise.resolve();
  return fetch(href, { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.text() : ''))
    .then((css) => {
      if (!css) return;
      const style = document.createElement('style');
      style.setAttribute('data-rc-order', 'prependQueue');
      style.setAttribute('data-ta-antd-static', '');
      style.textContent = css;
      document.head.insertBefore(style, document.head.firstChild);
    })
    .catch(() => { /* antd generates the styles itself, as without the file */ });
}
