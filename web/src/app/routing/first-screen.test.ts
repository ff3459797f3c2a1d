import { describe, expect, it } from 'vitest';
import { firstScreenOf } from './first-screen';

describe('first screen: the chunks an address opened cold starts loading at once', () => {
  it('the log-in page loads its layout and form; a logged-in browser there goes home', () => {
    expect(firstScreenOf('/account/login', false)).toEqual(['loginLayout', 'loginPage']);
    expect(firstScreenOf('/account/login', true)).toEqual(['authedRoot', 'homeLayout', 'homePage']);
    expect(firstScreenOf('/account/register', false)).toEqual(['loginLayout']);
  });
  it('home (and /) loads the logged-in root, the home layout and home; without a session the log-in page instead', () => {
    expect(firstScreenOf('/home', true)).toEqual(['authedRoot', 'homeLayout', 'homePage']);
    expect(firstScreenOf('/', true)).toEqual(['authedRoot', 'homeLayout', 'homePage']);
    expect(firstScreenOf('/home', false)).toEqual(['loginLayout', 'loginPage']);
  });
  it('another page loads the logged-in root only (its layout and page come from the route); error pages nothing', () => {
    expect(firstScreenOf('/order/list', true)).toEqual(['authedRoot']);
    expect(firstScreenOf('/404', true)).toEqual([]);
  });
});
