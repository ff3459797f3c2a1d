/**
 * Issue 11 findings 4, 6, 7, 9, 11, 12, 13 and the compression row of issue 16: the HTTP edge and the log-in
 * abuse rules (docs/decisions.md "Log-in throttling", "Edge", "Web session"). The server trusts X-Forwarded-For
 * here (trustProxy), so each test speaks from addresses of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Code, LOGIN_MAX_FAILS, Msg } from '@ta/contract';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../src/db/seed';
import { uploadDir } from '../src/modules/merchant/file.routes';
import { hasChinese, startServer, type ApiAnswer, type TestServer } from './harness';

let s: TestServer;
const ADDRESS_FAILS = 12;
beforeAll(async () => {
  s = await startServer({ trustProxy: true, limits: { loginFailsPerAddress: ADDRESS_FAILS, registerPerHour: 3, recoverPerHour: 3 } });
});
const uploaded: string[] = [];
afterAll(async () => {
  await s?.close();
  for (const url of uploaded) for (const p of [url.split('/')[2], `${url.split('/')[2]}.owner`]) rmSync(join(uploadDir(), p), { recursive: true, force: true });
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (name: string, password: string, ip: string) => s.api<{ secretKey: string }>('/api/account/login', { login_name: name, password }, undefined, from(ip));
const get = (path: string, headers: Record<string, string> = {}) => fetch(s.base + path, { headers });
const okData = <T,>(r: ApiAnswer<T>) => { expect(r.code, r.msg).toBe(200); return r.data; };

describe('finding 4: log-in throttling by name and by address', () => {
  it('finding 4: 30 parallel wrong guesses are never checked beyond the limit; the admin still logs in from another address', async () => {
    const attacker = '203.0.113.7';
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('admin', 'wrong-guess', attacker)));
    const checked = answers.filter((a) => a.code === Code.BAD_INPUT);
    // Tries 1–4 answer "wrong, N left"; the 5th is checked and answers locked; every later one is refused unchecked.
    expect(checked.length).toBe(LOGIN_MAX_FAILS - 1);
    expect(answers.filter((a) => a.code === Code.TOO_MANY).length).toBe(30 - (LOGIN_MAX_FAILS - 1));
    for (const a of answers.filter((x) => x.code === Code.TOO_MANY)) expect([a.status, a.msg]).toEqual([429, Msg.accountLocked]);
    // Even the right password is refused from the attacking address while the name is locked there…
    expect((await login('admin', DEMO_PASSWORD, attacker)).code).toBe(Code.TOO_MANY);
    // …but the administrator logs in from another address.
    expect((await login('admin', DEMO_PASSWORD, '198.51.100.20')).code).toBe(200);
  });

  it('finding 4: an address spraying many names is refused after its failure limit, other addresses are not', async () => {
    const sprayer = '203.0.113.99';
    for (let i = 0; i < ADDRESS_FAILS - 1; i++) expect((await login(`nobody${i}`, 'x1234567', sprayer)).code).toBe(Code.BAD_INPUT);
    expect((await login('nobody-last', 'x1234567', sprayer)).code).toBe(Code.TOO_MANY);
    expect((await login('sales', DEMO_PASSWORD, sprayer)).code).toBe(Code.TOO_MANY);
    expect((await login('sales', DEMO_PASSWORD, '198.51.100.21')).code).toBe(200);
  });

  it('finding 4: successful log-ins are not counted (one address logs in far more often than the failure limit)', async () => {
    const office = '192.0.2.10';
    for (let i = 0; i < ADDRESS_FAILS * 2; i++) expect((await login('finance', DEMO_PASSWORD, office)).code).toBe(200);
    const rows = await s.database.db.execute(sql`select fails from login_throttle where ip = ${office}`);
    expect((rows as unknown as { rows: { fails: number }[] }).rows.every((r) => Number(r.fails) === 0)).toBe(true);
  });

  it('finding 4: X-Forwarded-For is ignored unless trustProxy is configured (the default)', async () => {
    const plain = await startServer();
    try {
      const r = await plain.api('/api/account/login', { login_name: 'nobody', password: 'x1234567' }, undefined, from('203.0.113.1'));
      expect(r.code).toBe(Code.BAD_INPUT);
      const ips = (await plain.database.db.execute(sql`select distinct ip from login_throttle`)) as unknown as { rows: { ip: string }[] };
      expect(ips.rows.map((x) => x.ip)).toEqual(['127.0.0.1']);
    } finally { await plain.close(); }
  });
});

describe('finding 11: a disabled account answers like a wrong password', () => {
  it('finding 11: the right password of a disabled user gets the very answer a wrong one gets', async () => {
    const right = await login('zhoujie', DEMO_PASSWORD, '198.51.100.31');
    const wrong = await login('zhoujie', 'not-the-password', '198.51.100.32');
    expect(right.code).not.toBe(Code.LOGIN_FORBIDDEN);
    expect([right.status, right.code, right.msg]).toEqual([wrong.status, wrong.code, wrong.msg]);
    expect(right.msg).toContain(Msg.wrongPassword);
  });
});

describe('finding 12: registration and recovery are rate-limited by address', () => {
  it('finding 12: the 4th registration from one address within the hour answers 429, another address still registers', async () => {
    const reg = (n: number, ip: string) => s.api('/api/account/register', { login_name: `selfreg${n}`, user_name: '自助注册', password: 'abc12345' }, undefined, from(ip));
    for (let i = 1; i <= 3; i++) expect((await reg(i, '203.0.113.50')).code).toBe(200);
    const fourth = await reg(4, '203.0.113.50');
    expect([fourth.status, fourth.code, fourth.msg]).toEqual([429, Code.TOO_MANY, Msg.tooManyRequests]);
    expect((await reg(5, '203.0.113.51')).code).toBe(200);
  });

  it('finding 12: the 4th recovery attempt from one address within the hour answers 429', async () => {
    const rec = (ip: string) => s.api('/api/account/recover', { login_name: 'sales', code: '000000AAAA', password: 'abc12345' }, undefined, from(ip));
    for (let i = 0; i < 3; i++) expect((await rec('203.0.113.60')).code).toBe(Code.BAD_INPUT);
    expect((await rec('203.0.113.60')).code).toBe(Code.TOO_MANY);
    expect((await rec('203.0.113.61')).code).toBe(Code.BAD_INPUT);
  });
});

describe('finding 13: /docs only for a system administrator', () => {
  it('finding 13: /docs and /docs/json answer 401 without a session, 403 to a non-administrator, the spec to the administrator', async () => {
    for (const path of ['/docs', '/docs/json']) expect((await get(path)).status, path).toBe(401);
    const sales = await login('sales', DEMO_PASSWORD, '198.51.100.40');
    expect((await get('/docs/json', { secretKey: okData(sales).secretKey })).status).toBe(403);
    const admin = await login('admin', DEMO_PASSWORD, '198.51.100.40');
    const spec = await get('/docs/json', { secretKey: okData(admin).secretKey });
    expect(spec.status).toBe(200);
    expect(((await spec.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    // A browser opening /docs carries the HttpOnly cookie set at log-in instead of the header.
    const cookie = admin.headers.get('set-cookie')!.split(';')[0];
    expect((await get('/docs/json', { cookie })).status).toBe(200);
  });
});

describe('finding 6: uploaded files only for sessions that may see their record', () => {
  it('finding 6: a file is served to its uploader and to users who may see the agreement listing it, to nobody else', async () => {
    const [operator, colleague, sales] = await Promise.all(['operator', 'sunli', 'sales'].map((n, i) => login(n, DEMO_PASSWORD, `198.51.100.${50 + i}`)));
    const op = okData(operator).secretKey;
    const up = okData(await s.api<{ url: string }>('/api/v1/file/upload', { name: '合同.txt', content: Buffer.from('保密的合同内容').toString('base64') }, op));
    const cookieOf = (a: ApiAnswer) => a.headers.get('set-cookie')!.split(';')[0];
    uploaded.push(up.url);

    expect((await get(up.url)).status).toBe(401);
    expect((await get(up.url, { secretKey: op })).status).toBe(200);
    expect(await (await get(up.url, { cookie: cookieOf(operator) })).text()).toBe('保密的合同内容');
    // Not yet attached to a record: only the uploader.
    expect((await get(up.url, { cookie: cookieOf(colleague) })).status).toBe(404);

    const suppliers = okData(await s.api<{ page_data: { data: { id: number }[] } }>('/api/v1/company/list', { pageNo: 1, pageSize: 1 }, op));
    const supplier_id = suppliers.page_data.data[0].id;
    okData(await s.api('/api/v1/company/agreement/add', {
      supplier_id, name: '附件可见性测试协议', start_date: '2026-01-01', end_date: '2026-12-31', files: [{ name: '合同.txt', url: up.url }],
    }, op));
    // The colleague of the same department may see the agreement now; the sales user (no such record in view) may not.
    expect((await get(up.url, { cookie: cookieOf(colleague) })).status).toBe(200);
    expect((await get(up.url, { cookie: cookieOf(sales) })).status).toBe(404);
    expect((await get(up.url, { secretKey: 'f'.repeat(64) })).status).toBe(401);
  });
});

describe('finding 7: security headers and the session cookie', () => {
  it('finding 7: answers carry a CSP without unsafe script sources, nosniff and frame protection', async () => {
    const r = await get('/ServiceConfig.json');
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
  });

  it('finding 7: log-in sets the session as an HttpOnly SameSite=Strict cookie; log-out clears it', async () => {
    const r = await login('manager', DEMO_PASSWORD, '198.51.100.70');
    const c = r.headers.get('set-cookie')!;
    expect(c).toMatch(/^ta_session=[0-9a-f]{64};/);
    expect(c).toContain('HttpOnly');
    expect(c).toContain('SameSite=Strict');
    const out = await s.api('/api/account/logout', {}, okData(r).secretKey);
    expect(out.headers.get('set-cookie')).toMatch(/^ta_session=; Max-Age=0/);
  });
});

describe('finding 9: request body limits', () => {
  it('finding 9: a JSON body above 1 MB answers 413 with a Chinese message; the upload route takes a 2 MB image', async () => {
    const tok = okData(await login('admin', DEMO_PASSWORD, '198.51.100.80')).secretKey;
    const big = await s.api('/api/v1/system/department/list', { pageNo: 1, junk: 'x'.repeat(1024 * 1024 + 10) }, tok);
    expect([big.status, big.code, big.msg]).toEqual([413, Code.PAYLOAD_TOO_LARGE, Msg.bodyTooLarge]);
    expect(hasChinese(big.msg)).toBe(true);
    const image = Buffer.alloc(2 * 1024 * 1024 - 1, 7);
    const up = await s.api<{ size: number }>('/api/v1/file/upload', { name: '证件照.png', content: image.toString('base64') }, tok);
    expect(okData(up).size).toBe(image.length);
    uploaded.push((up.data as unknown as { url: string }).url);
  });
});

describe('issue 16 compression', () => {
  it('compression: /api/area/query answers gzip or brotli when asked', async () => {
    const tok = okData(await login('admin', DEMO_PASSWORD, '198.51.100.90')).secretKey;
    for (const enc of ['gzip', 'br']) {
      const r = await fetch(`${s.base}/api/area/query`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': enc, secretKey: tok }, body: JSON.stringify({ area_type: 3 }) });
      expect(r.headers.get('content-encoding')).toBe(enc);
      expect(((await r.json()) as { code: number }).code).toBe(200);
    }
  });
});
