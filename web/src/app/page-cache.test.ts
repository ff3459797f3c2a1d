import { describe, expect, it } from 'vitest';
import { isPageCacheStale } from './page-cache';

const base = { now: 100_000, hasToken: true, rememberMe: false };

describe('isPageCacheStale', () => {
  it('keeps a session whose clock was written within 20 s', () => {
    expect(isPageCacheStale({ ...base, storedAt: 100_000 - 20_000 })).toBe(false);
    expect(isPageCacheStale({ ...base, storedAt: 99_000 })).toBe(false);
  });
  it('drops the token when the clock is more than 20 s old', () => {
    expect(isPageCacheStale({ ...base, storedAt: 100_000 - 20_001 })).toBe(true);
  });
  it('does nothing without a token or without a stored clock', () => {
    expect(isPageCacheStale({ ...base, hasToken: false, storedAt: 0 })).toBe(false);
    expect(isPageCacheStale({ ...base, storedAt: null })).toBe(false);
  });
  it('keeps a remembered session', () => {
    expect(isPageCacheStale({ ...base, rememberMe: true, storedAt: 0 })).toBe(false);
  });
});
