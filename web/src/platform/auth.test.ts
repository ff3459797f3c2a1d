import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@ta/contract';
import { loginPathFor, logoutAndReload, registerCleanup, safeRedirect } from './auth';

describe('redirects', () => {
  it('follows only same-site paths', () => {
    expect(safeRedirect('/systemSetting/user?pageNo=2')).toBe('/systemSetting/user?pageNo=2');
    expect(safeRedirect('//evil.example')).toBe('/home');
    expect(safeRedirect('https://evil.example')).toBe('/home');
    expect(safeRedirect(null)).toBe('/home');
    expect(safeRedirect('/account/login?redirect=/x')).toBe('/home');
  });
  it('builds the log-in path with the original address', () => {
    expect(loginPathFor('/order/list?a=1')).toBe('/account/login?redirect=%2Forder%2Flist%3Fa%3D1');
    expect(loginPathFor('/')).toBe('/account/login');
  });
});

describe('logoutAndReload', () => {
  afterEach(() => { vi.unstubAllGlobals(); });
  it('runs the cleanups, clears the session and reloads', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem(StorageKey.token, JSON.stringify({ value: 'k', expire: Date.now() + 1000 }));
    const stop = vi.fn();
    registerCleanup(stop);
    logoutAndReload();
    expect(stop).toHaveBeenCalledOnce();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
