import { describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, withTimeout } from './lazy';

describe('withTimeout', () => {
  it('resolves a chunk that loads in time', async () => {
    await expect(withTimeout(Promise.resolve(1), 50)).resolves.toBe(1);
  });
  it('raises an error after the time-out', async () => {
    vi.useFakeTimers();
    const p = withTimeout(new Promise(() => undefined), 120000);
    vi.advanceTimersByTime(120001);
    await expect(p).rejects.toBeInstanceOf(ChunkTimeoutError);
    vi.useRealTimers();
  });
  it('passes a load failure through', async () => {
    await expect(withTimeout(Promise.reject(new Error('404')), 50)).rejects.toThrow('404');
  });
});
