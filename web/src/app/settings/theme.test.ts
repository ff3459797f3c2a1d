import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@ta/contract';
import { A11Y_COLORS, appTheme, contrast, readableShade } from './theme';

describe('app theme colours (WCAG AA)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1890ff', '#ffffff')).toBeCloseTo(3.24, 1);
  });
  it('every primary colour of the settings reads at 4.5:1 on white and on its selected-menu tint, hue kept', () => {
    for (const { color } of THEME_COLORS) {
      const c = readableShade(color);
      expect(contrast(c, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c, '#fafafa'), color).toBeGreaterThanOrEqual(4.5);
      // Same hue: the channels keep their order.
      const ch = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
      const [a, b] = [ch(color.toLowerCase()), ch(c)];
      expect(b.map((_, i) => i).sort((x, y) => b[x] - b[y])).toEqual(a.map((_, i) => i).sort((x, y) => a[x] - a[y]));
    }
  });
  it('a colour that already passes is kept', () => {
    expect(readableShade('#0050b3')).toBe('#0050b3');
  });
  it('status colours pass on white', () => {
    for (const c of [A11Y_COLORS.error, A11Y_COLORS.success, A11Y_COLORS.warning]) expect(contrast(c, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(appTheme('#1890FF').token?.colorLink).toBe(readableShade('#1890FF'));
  });
  it('motion is off when the system asks for reduced motion, on otherwise', () => {
    expect(appTheme('#1890FF', true).token?.motion).toBe(false);
    expect(appTheme('#1890FF', false).token?.motion).toBe(true);
  });
});
