/**
 * Layout rules of SPEC section 4 as pure functions: device classes, the side bar per device, and the
 * settings that depend on each other (top menu forces the fixed side bar off, Fluid only in top menu,
 * auto-hide header only with a fixed header).
 */
import { DEFAULT_LAYOUT_SETTINGS, HEADER_AUTO_HIDE_SCROLL, type LayoutSettings } from '@ta/contract';

export type DeviceClass = 'desktop' | 'tablet' | 'mobile';

/** UI settings kept in local storage: the contract's layout settings plus the side bar state. */
export interface UiSettings extends LayoutSettings {
  /** Side bar collapsed, as the user last left it on a desktop. */
  sideCollapsed: boolean;
}

export const DEFAULT_UI_SETTINGS: UiSettings = { ...DEFAULT_LAYOUT_SETTINGS, sideCollapsed: false };

export const DESKTOP_MIN_WIDTH = 1200;
/** 576 px itself is a tablet: the spec's two ranges overlap there and antd's `sm` starts at 576. */
export const TABLET_MIN_WIDTH = 576;

export function deviceClass(width: number): DeviceClass {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}

/** Side bar collapsed? Open on desktop (unless the user collapsed it) and mobile, closed on tablet. */
export function sideCollapsedFor(device: DeviceClass, storedCollapsed: boolean): boolean {
  if (device === 'tablet') return true;
  if (device === 'mobile') return false;
  return storedCollapsed;
}

/** Applies the dependent-setting rules so that a stored or changed set is always consistent. */
export function normalizeSettings(s: UiSettings): UiSettings {
  const top = s.layout === 'topmenu';
  return {
    ...s,
    fixSiderbar: top ? false : s.fixSiderbar,
    contentWidth: top ? s.contentWidth : 'Fixed',
  };
}

/** Which controls of the settings drawer can be changed under the current settings. */
export function settingAvailability(s: UiSettings): { fluidOffered: boolean; fixSiderbarSettable: boolean; autoHideSettable: boolean } {
  return {
    fluidOffered: s.layout === 'topmenu',
    fixSiderbarSettable: s.layout !== 'topmenu',
    autoHideSettable: s.fixedHeader,
  };
}

/** Auto-hide takes effect only with a fixed header. */
export function autoHideActive(s: UiSettings): boolean {
  return s.fixedHeader && s.autoHideHeader;
}

/**
 * Header visibility while scrolling: hidden once the page is scrolled beyond 300 px going down, shown
 * again on the way up or near the top.
 */
export function headerHidden(active: boolean, scrollTop: number, previousScrollTop: number): boolean {
  if (!active) return false;
  if (scrollTop <= HEADER_AUTO_HIDE_SCROLL) return false;
  return scrollTop > previousScrollTop;
}

const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

/** Reads stored settings over the defaults, keeping only values of the right kind. */
export function parseSettings(raw: string | null, base: UiSettings = DEFAULT_UI_SETTINGS): UiSettings {
  let stored: Record<string, unknown> = {};
  try {
    const v: unknown = raw ? JSON.parse(raw) : {};
    if (v && typeof v === 'object') stored = v as Record<string, unknown>;
  } catch { /* corrupt value: fall back to defaults */ }
  const s: UiSettings = { ...base };
  if (stored.navTheme === 'light' || stored.navTheme === 'dark') s.navTheme = stored.navTheme;
  if (stored.layout === 'sidemenu' || stored.layout === 'topmenu') s.layout = stored.layout;
  if (stored.contentWidth === 'Fixed' || stored.contentWidth === 'Fluid') s.contentWidth = stored.contentWidth;
  if (typeof stored.primaryColor === 'string' && /^#[0-9a-fA-F]{6}$/.test(stored.primaryColor)) s.primaryColor = stored.primaryColor;
  for (const k of ['fixedHeader', 'fixSiderbar', 'autoHideHeader', 'colorWeak', 'multiTab', 'sideCollapsed'] as const) {
    const v = stored[k];
    if (isBool(v)) s[k] = v;
  }
  return normalizeSettings(s);
}
