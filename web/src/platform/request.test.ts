import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@ta/contract';
import { effects } from './http/effects';
import { ApiError, get, post, request } from './request';
import { setToken } from './session';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answers: Array<{ status: number; body: unknown; headers?: Record<string, string> } | Error> = [];

beforeEach(() => {
  calls = [];
  answers = [];
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const a = answers.shift();
    if (!a) throw new Error('no answer');
    if (a instanceof Error) throw a;
    return new Response(JSON.stringify(a.body), { status: a.status, headers: a.headers });
  }));
  vi.spyOn(effects, 'redirectWithError').mockImplementation(() => undefined);
  vi.spyOn(effects, 'loginTimeout').mockImplementation(() => undefined);
  vi.spyOn(effects, 'showNetworkError').mockImplementation(() => undefined);
});
afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

const headersOf = (c: Call) => c.init.headers as Record<string, string>;

describe('request wrapper', () => {
  it('POSTs JSON with the token in header secretKey and resolves data on 200', async () => {
    setToken('T0K');
    answers.push({ status: 200, body: { code: 200, msg: 'ok', data: { id: 1 } } });
    await expect(post('/api/x', { a: 1 })).resolves.toEqual({ id: 1 });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"a":1}');
    expect(headersOf(calls[0]).secretKey).toBe('T0K');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
  });
  it('GET appends params as a query string', async () => {
    answers.push({ status: 200, body: { code: 200, msg: 'ok', data: [] } });
    await get('/api/x', { pageNum: 2, name: '张' });
    expect(calls[0].url).toBe('/api/x?pageNum=2&name=%E5%BC%A0');
    expect(calls[0].init.body).toBeUndefined();
  });
  it('smartToken: fetches a one-time token first and sends it', async () => {
    answers.push({ status: 200, body: { code: 200, msg: 'ok', data: { smartToken: 'ONCE' } } });
    answers.push({ status: 200, body: { code: 200, msg: 'ok', data: null } });
    await request({ url: '/user/delUser', data: { id: 1 }, smartToken: true });
    expect(calls[0].url).toBe('/api/common/smartToken');
    expect(headersOf(calls[1]).smartToken).toBe('ONCE');
  });
  it('102 and 110 on any HTTP status: redirect effect, resolve undefined', async () => {
    answers.push({ status: 403, body: { code: 102, msg: 'x', data: null } });
    await expect(post('/api/x')).resolves.toBeUndefined();
    expect(effects.redirectWithError).toHaveBeenCalledWith(Msg.noPermission, false);
    answers.push({ status: 401, body: { code: 110, msg: 'x', data: null } });
    await expect(post('/api/x')).resolves.toBeUndefined();
    expect(effects.redirectWithError).toHaveBeenCalledWith(Msg.sessionExpired, true);
  });
  it('header error_message U401 → login timeout', async () => {
    answers.push({ status: 401, body: { code: 110, msg: 'x', data: null }, headers: { error_message: 'U401' } });
    await expect(post('/api/x')).resolves.toBeUndefined();
    expect(effects.loginTimeout).toHaveBeenCalled();
    expect(effects.redirectWithError).not.toHaveBeenCalled();
  });
  it('other codes reject with an ApiError carrying field errors', async () => {
    answers.push({ status: 400, body: { code: 400, msg: '提交的数据不正确', data: { errors: [{ field: 'name', message: '请输入岗位名称' }] } } });
    const e = await post('/api/x').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe(400);
    expect((e as ApiError).msg).toBe('提交的数据不正确');
    expect((e as ApiError).fieldErrors).toEqual([{ field: 'name', message: '请输入岗位名称' }]);
    expect((e as ApiError).shown).toBe(false);
  });
  it('network errors are shown here (or not when silent) and rejected as shown', async () => {
    answers.push(new TypeError('Failed to fetch'));
    const e = await post('/api/x').catch((x: unknown) => x);
    expect(effects.showNetworkError).toHaveBeenCalledWith(Msg.networkError);
    expect((e as ApiError).shown).toBe(true);
    answers.push(new TypeError('Failed to fetch'));
    await post('/api/x', undefined, { silent: true, fallback: '加载失败' }).catch(() => undefined);
    expect(effects.showNetworkError).toHaveBeenCalledTimes(1);
  });
  it('aborts after the 30 s timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn((_u: string, init: RequestInit) => new Promise((_r, reject) => {
      init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    })));
    const p = post('/api/slow').catch((x: unknown) => x);
    await vi.advanceTimersByTimeAsync(30000);
    const e = await p;
    expect((e as ApiError).msg).toBe(Msg.networkError);
    vi.useRealTimers();
  });
});
