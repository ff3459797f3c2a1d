import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '@ta/contract';
import { getSettings, initSettings, updateSettings } from './store';

describe('settings store', () => {
  beforeEach(() => localStorage.clear());

  it('saves every change and restores it at start', () => {
    initSettings();
    updateSettings({ navTheme: 'dark', multiTab: false });
    expect(JSON.parse(localStorage.getItem(StorageKey.settings) ?? '{}')).toMatchObject({ navTheme: 'dark', multiTab: false });
    expect(initSettings()).toMatchObject({ navTheme: 'dark', multiTab: false });
  });

  it('puts the user choice over the site defaults', () => {
    expect(initSettings({ fixedHeader: true }).fixedHeader).toBe(true);
    updateSettings({ fixedHeader: false });
    expect(initSettings({ fixedHeader: true }).fixedHeader).toBe(false);
  });

  it('applies the layout rules on change', () => {
    initSettings();
    updateSettings({ layout: 'topmenu', fixSiderbar: true });
    expect(getSettings().fixSiderbar).toBe(false);
  });
});
