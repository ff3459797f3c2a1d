/**
 * The chosen primary colour as CSS variables on <html> (docs/decisions.md "Lighthouse"): the colours antd derives
 * from it (same palette, @ant-design/colors, and the same shade readableShade picks for the antd theme), for the
 * parts drawn without antd components — the log-in form (modules/account/login-lean.css).
 */
import { generate } from '@ant-design/colors';
import { readableShade } from './theme';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** antd's getAlphaColor over white: the most transparent rgba of `hex` that looks like it on white. */
function alphaOnWhite(hex: string): string {
  const [r, g, b] = rgb(hex);
  for (let a = 0.01; a <= 1; a += 0.01) {
    const c = [r, g, b].map((v) => Math.round((v - 255 * (1 - a)) / a));
    if (c.every((v) => v >= 0 && v <= 255)) return `rgba(${c.join(',')},${Math.round(a * 100) / 100})`;
  }
  return `rgb(${r},${g},${b})`;
}

/** The variables for `primaryColor` (antd's map tokens colorPrimary, -Hover, -Active, -Border and controlOutline). */
export function primaryVars(primaryColor: string): Record<string, string> {
  const p = generate(readableShade(primaryColor));
  return {
    '--ta-primary': p[5], '--ta-primary-hover': p[4], '--ta-primary-active': p[6], '--ta-primary-border': p[2],
    '--ta-primary-outline': alphaOnWhite(p[0]),
  };
}

/** Sets the variables on <html>. */
export function applyPrimaryVars(primaryColor: string, el: HTMLElement = document.documentElement): void {
  for (const [k, v] of Object.entries(primaryVars(primaryColor))) el.style.setProperty(k, v);
}
