import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS } from '@ta/contract';
import {
  DEFAULT_UI_SETTINGS, autoHideActive, deviceClass, headerHidden, normalizeSettings, parseSettings, settingAvailability,
  sideCollapsedFor,
} from './layout-rules';

describe('deviceClass', () => {
  it.each([
    [1920, 'desktop'], [1200, 'desktop'], [1199, 'tablet'], [768, 'tablet'], [576, 'tablet'], [575, 'mobile'], [320, 'mobile'],
  ] as const)('%i px → %s', (w, d) => { expect(deviceClass(w)).toBe(d); });
});

describe('side bar per device', () => {
  it('is open on desktop and mobile, closed on tablet', () => {
    expect(sideCollapsedFor('desktop', false)).toBe(false);
    expect(sideCollapsedFor('mobile', true)).toBe(false);
    expect(sideCollapsedFor('tablet', false)).toBe(true);
  });
  it('keeps the desktop user choice', () => {
    expect(sideCollapsedFor('desktop', true)).toBe(true);
  });
});

describe('defaults', () => {
  it('are light, side menu, fixed width, header not fixed, side bar fixed, auto-hide on, multi-tab on', () => {
    expect(DEFAULT_UI_SETTINGS).toMatchObject({
      navTheme: 'light', layout: 'sidemenu', contentWidth: 'Fixed', fixedHeader: false, fixSiderbar: true,
      autoHideHeader: true, multiTab: true, colorWeak: false,
    });
    expect(DEFAULT_UI_SETTINGS).toMatchObject(DEFAULT_LAYOUT_SETTINGS);
  });
});

describe('normalizeSettings', () => {
  it('forces the fixed side bar off in top-menu layout', () => {
    expect(normalizeSettings({ ...DEFAULT_UI_SETTINGS, layout: 'topmenu', fixSiderbar: true }).fixSiderbar).toBe(false);
    expect(normalizeSettings({ ...DEFAULT_UI_SETTINGS, layout: 'sidemenu', fixSiderbar: true }).fixSiderbar).toBe(true);
  });
  it('offers Fluid only in top-menu layout', () => {
    expect(normalizeSettings({ ...DEFAULT_UI_SETTINGS, layout: 'sidemenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(normalizeSettings({ ...DEFAULT_UI_SETTINGS, layout: 'topmenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fluid');
    expect(settingAvailability({ ...DEFAULT_UI_SETTINGS, layout: 'sidemenu' }).fluidOffered).toBe(false);
    expect(settingAvailability({ ...DEFAULT_UI_SETTINGS, layout: 'topmenu' }).fluidOffered).toBe(true);
  });
  it('lets auto-hide be set only with a fixed header', () => {
    expect(settingAvailability({ ...DEFAULT_UI_SETTINGS, fixedHeader: false }).autoHideSettable).toBe(false);
    expect(settingAvailability({ ...DEFAULT_UI_SETTINGS, fixedHeader: true }).autoHideSettable).toBe(true);
    expect(autoHideActive({ ...DEFAULT_UI_SETTINGS, fixedHeader: false, autoHideHeader: true })).toBe(false);
    expect(autoHideActive({ ...DEFAULT_UI_SETTINGS, fixedHeader: true, autoHideHeader: true })).toBe(true);
  });
});

describe('headerHidden', () => {
  it('hides only beyond 300 px while scrolling down', () => {
    expect(headerHidden(true, 300, 200)).toBe(false);
    expect(headerHidden(true, 301, 300)).toBe(true);
    expect(headerHidden(true, 500, 600)).toBe(false);
    expect(headerHidden(false, 900, 100)).toBe(false);
  });
});

describe('parseSettings', () => {
  it('restores stored values and ignores junk', () => {
    const s = parseSettings(JSON.stringify({ navTheme: 'dark', layout: 'topmenu', multiTab: false, primaryColor: '#722ED1', fixedHeader: 'yes' }));
    expect(s).toMatchObject({ navTheme: 'dark', layout: 'topmenu', multiTab: false, primaryColor: '#722ED1', fixedHeader: false, fixSiderbar: false });
    expect(parseSettings('{oops')).toEqual(DEFAULT_UI_SETTINGS);
    expect(parseSettings(null)).toEqual(DEFAULT_UI_SETTINGS);
  });
});
