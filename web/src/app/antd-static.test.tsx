import { describe, expect, it } from 'vitest';
import { renderAntdStatic } from './antd-static';

describe("antd's styles of home from a file (antd-static.tsx)", () => {
  it('holds the styles of the components home renders and ends with the path record antd reads', () => {
    const css = renderAntdStatic();
    const record = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/.exec(css);
    expect(record).not.toBeNull();
    const paths = record![1].split(';').map((p) => p.split(':')[0]);
    for (const part of ['Card-Card', 'Statistic-Statistic', 'Tag-Tag', 'Tag-preset', 'Button-Button', 'Avatar-Avatar', 'Typography-Typography', 'Menu-Menu', 'Badge-Badge', 'Table-Table']) {
      expect(paths.some((p) => p.includes(`|${part}|`))).toBe(true);
    }
    // Home lays out its KPIs and cards with its own CSS grid: antd's Row and Col (60 KB of rules) are not in the file.
    expect(paths.some((p) => p.includes('|Grid-Grid|'))).toBe(false);
    // The app's readable primary shade (settings/theme.ts), not antd's default blue.
    expect(css).toContain('#126dc2');
  });
});
