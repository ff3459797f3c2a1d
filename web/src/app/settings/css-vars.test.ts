import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '@ta/contract';
import { applyPrimaryVars, primaryVars } from './css-vars';

describe('primary colour as CSS variables', () => {
  it('are the colours antd derives for the default colour (the ones login-lean.css was taken with)', () => {
    expect(primaryVars(DEFAULT_PRIMARY_COLOR)).toEqual({
      '--ta-primary': '#126dc2', '--ta-primary-hover': '#3489cf', '--ta-primary-active': '#064e9c', '--ta-primary-border': '#84c2e8',
      '--ta-primary-outline': 'rgba(5,175,255,0.1)',
    });
  });
  it('follow another colour and land on <html>', () => {
    const el = document.createElement('div');
    applyPrimaryVars('#722ED1', el);
    expect(el.style.getPropertyValue('--ta-primary')).not.toBe('#126dc2');
    expect(el.style.getPropertyValue('--ta-primary')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
