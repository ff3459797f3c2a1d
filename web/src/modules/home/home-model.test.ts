import { describe, expect, it } from 'vitest';
import { change, chartHeight, salesOption, underMinimumExposure } from './home-model';

describe('home model', () => {
  it('fits two chart rows into the window', () => {
    expect(chartHeight(1080)).toBeGreaterThan(300);
    expect(chartHeight(900)).toBeGreaterThanOrEqual(210);
    expect(chartHeight(500)).toBe(170);
  });
  it('shows the change against last year', () => {
    expect(change(110, 100)).toBe('+10%');
    expect(change(90, 100)).toBe('-10%');
    expect(change(5, 0)).toBe('—');
  });
  it('draws this year against last', () => {
    const o = salesOption([{ label: '1月', amount: 100, orders: 1, last_amount: 50, last_orders: 1 }], 2026, 'bar');
    const s = o.series as { name: string; data: number[] }[];
    expect(s.map((x) => x.name)).toEqual(['2026年', '2025年']);
    expect(s[0].data).toEqual([100]);
    expect(s[1].data).toEqual([50]);
  });
  it('sums the exposure of groups below minimum', () => {
    expect(underMinimumExposure([{ exposure: 5 }, { exposure: 7 }] as never)).toBe(12);
  });
});
