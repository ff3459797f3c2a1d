import { describe, expect, it } from 'vitest';
import { tradeTone } from './trade-model';

describe('trading record tone', () => {
  it('cancelled muted, outstanding yellow, settled plain', () => {
    expect(tradeTone({ status: 2, outstanding: 100 })).toBe('muted');
    expect(tradeTone({ status: 0, outstanding: 100 })).toBe('warning');
    expect(tradeTone({ status: 0, outstanding: 0 })).toBeUndefined();
    expect(tradeTone({ status: null, outstanding: -5 })).toBeUndefined();
  });
});
