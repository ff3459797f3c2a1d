import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Countdown', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('ticks every 1 s and calls onEnd at zero', () => {
    const el = document.createElement('div');
    const root = createRoot(el);
    const onEnd = vi.fn();
    act(() => root.render(<Countdown seconds={3} onEnd={onEnd} />));
    expect(el.textContent).toBe('00:00:03');
    act(() => { vi.advanceTimersByTime(1000); });
    expect(el.textContent).toBe('00:00:02');
    act(() => { vi.advanceTimersByTime(1000); });
    expect(onEnd).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1000); });
    expect(el.textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => { vi.advanceTimersByTime(5000); });
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
