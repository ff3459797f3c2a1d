/** Journey helpers: a headless Chromium page on the running product, logged in through the real form. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { pdfCompactText, pdfPageCount } from './pdf-text';

export const base = () => inject('base');
export const SHOTS = join(import.meta.dirname, 'screenshots');

const tokens = new Map<string, string>();
/** A call of the product's API as a demo user (logged in once per user, password demo123); expects code 200. */
export async function apiAs<T>(path: string, body: unknown, user: string): Promise<T> {
  if (!tokens.has(user)) {
    const r = await fetch(`${base()}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login_name: user, password: 'demo123' }) });
    tokens.set(user, ((await r.json()) as { data: { secretKey: string } }).data.secretKey);
  }
  const r = await fetch(`${base()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: tokens.get(user)! }, body: JSON.stringify(body) });
  const j = (await r.json()) as { code: number; msg: string; data: T };
  expect(j.code, `${path}: ${j.msg}`).toBe(200);
  return j.data;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export async function newPage(b: Browser, width = 1440, height = 900): Promise<Page> {
  // Reduced motion: the app then opens dialogs without their zoom (a press never lands on a dialog still growing).
  const ctx = await b.newContext({ viewport: { width, height }, locale: 'zh-CN', reducedMotion: 'reduce' });
  return ctx.newPage();
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** Logs in through the log-in form and waits for the home page. */
export async function loginAs(page: Page, name: string, password = 'demo123'): Promise<void> {
  await page.goto(`${base()}/account/login`);
  await page.getByPlaceholder(/登录名|用户名|账号/).fill(name);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/home/);
}

/**
 * Prints a printable page (trip sheet, operation sheet, sales confirmation) to a real PDF as a user's 打印/导出PDF
 * does: print media, the button itself hidden, A4. Keeps the file beside the screenshots and answers its text
 * without whitespace, NFKC-folded (Chromium's fonts map some characters to Kangxi radicals: ⼈ for 人).
 */
export async function printToPdf(page: Page, name: string): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('button', { name: /打印\/导出PDF/ }).isVisible()).toBe(false);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(join(SHOTS, `${name}.pdf`), pdf);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
  return pdfCompactText(pdf).normalize('NFKC');
}
