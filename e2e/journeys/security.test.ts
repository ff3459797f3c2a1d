/**
 * Issue 11 findings 6 and 7 and issue 16's compression on the built app: security headers, no CSP violation on
 * the main pages (log-in, home, a list page, sign-up), the HttpOnly file cookie that lets <img src> load an
 * uploaded file, and compressed static files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { StorageKey } from '@ta/contract';
import { base, launch, loginAs, newPage } from '../harness';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Records CSP violations (the DOM event and Chromium's console report) from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) seen.push(m.text()); });
  await page.exposeFunction('__cspViolation', (s: string) => { seen.push(s); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (s: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return seen;
}

async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate((k) => localStorage.getItem(k), StorageKey.token);
  return (JSON.parse(stored ?? '{}') as { value?: string }).value ?? '';
}

describe('security journeys', () => {
  it('finding 7: the built app answers with CSP, nosniff and frame protection, and its main pages raise no CSP violation', async () => {
    const page = await newPage(browser);
    const violations = await watchCsp(page);
    const first = await page.goto(`${base()}/account/login`);
    const h = first!.headers();
    expect(h['content-security-policy']).toContain("script-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();

    await loginAs(page, 'admin');
    await page.getByText(/系统管理员/).first().waitFor();
    await page.goto(`${base()}/systemSetting/dictionary`);
    await page.locator('.ant-table-row').first().waitFor();

    const signUp = await newPage(browser);
    const signUpViolations = await watchCsp(signUp);
    await signUp.goto(`${base()}/account/register`);
    await signUp.getByRole('button', { name: /注\s*册/ }).first().waitFor();
    await page.waitForTimeout(300);
    expect([...violations, ...signUpViolations]).toEqual([]);
  });

  it('finding 6: an uploaded image loads in <img src> through the HttpOnly session cookie, and not without a session', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'operator');
    // The cookie is HttpOnly: page scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('ta_session');
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const token = await tokenOf(page);
    const url = await page.evaluate(async ([t, content]) => {
      const r = await fetch('/api/v1/file/upload', { method: 'POST', headers: { 'content-type': 'application/json', secretKey: t }, body: JSON.stringify({ name: '照片.png', content }) });
      return ((await r.json()) as { data: { url: string } }).data.url;
    }, [token, png] as const);
    const width = await page.evaluate((src) => new Promise<number>((resolve) => {
      const img = new Image(); img.onload = () => resolve(img.naturalWidth); img.onerror = () => resolve(-1); img.src = src;
    }), url);
    expect(width).toBe(1);
    const stranger = await newPage(browser);
    expect((await stranger.request.get(`${base()}${url}`)).status()).toBe(401);
  });

  it('compression: built scripts go out brotli- or gzip-compressed when the browser asks', async () => {
    const page = await newPage(browser);
    const html = await (await page.request.get(`${base()}/account/login`)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)![1];
    for (const enc of ['br', 'gzip']) {
      const r = await page.request.get(`${base()}${script}`, { headers: { 'accept-encoding': enc } });
      expect(r.status()).toBe(200);
      expect(r.headers()['content-encoding']).toBe(enc);
    }
  });
});
