/**
 * The app's antd theme (issue 17, accessibility): colours that pass WCAG AA (4.5:1 for text) on the white and
 * light-grey surfaces of the product. The chosen primary colour (settings, 拂晓蓝 by default) keeps its hue;
 * only its lightness is lowered until links, primary buttons and the selected menu item read at 4.5:1.
 * Decision: docs/decisions.md "Accessibility: colours, labels, headings".
 */
import type { ThemeConfig } from 'antd';

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}
const hexOf = (c: Rgb) => `#${c.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** `c` laid at `alpha` over white (the selected menu item's tint is the primary at 10 %). */
function tint(c: string, alpha: number): string {
  return hexOf(rgbOf(c).map((v) => v * alpha + 255 * (1 - alpha)) as Rgb);
}

/** The lightest shade of `color` (same hue, towards black) that reads at `ratio` on white and on its own 10 % tint. */
export function readableShade(color: string, ratio = 4.5): string {
  const base = rgbOf(color);
  for (let k = 1; k > 0.2; k -= 0.02) {
    const c = hexOf(base.map((v) => v * k) as Rgb);
    if (contrast(c, '#ffffff') >= ratio + 0.1 && contrast(c, tint(c, 0.1)) >= ratio + 0.05 && contrast(c, '#fafafa') >= ratio + 0.05) return c;
  }
  return '#000000';
}

/** Fixed text colours that pass on white, #fafafa and the light tints of tags and alerts. */
export const A11Y_COLORS = {
  error: '#cf1322',
  success: '#237804',
  warning: '#ad4e00',
  /** Secondary and description text (antd's 45 % black is 3.4:1). */
  textTertiary: 'rgba(0, 0, 0, 0.62)',
  /** Placeholders (antd's 25 % black is 1.8:1). */
  placeholder: 'rgba(0, 0, 0, 0.56)',
} as const;

/** Whether the user (or the test browser) asks the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The theme. `reducedMotion` turns antd's motion off (dialogs, drawers and menus open without their zoom and slide),
 * as WCAG 2.3.3 asks for users who set "reduce motion" in their system; the journeys' browser asks for it too, so a
 * press never lands on a dialog that is still growing.
 */
export function appTheme(primaryColor: string, reducedMotion = prefersReducedMotion()): ThemeConfig {
  const primary = readableShade(primaryColor);
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: primary, colorInfo: primary, colorLink: primary,
      colorError: A11Y_COLORS.error, colorSuccess: A11Y_COLORS.success, colorWarning: A11Y_COLORS.warning,
      colorTextTertiary: A11Y_COLORS.textTertiary, colorTextDescription: A11Y_COLORS.textTertiary,
      colorTextPlaceholder: A11Y_COLORS.placeholder,
    },
  };
}
