import { describe, expect, it } from 'vitest';

import { loginReturningTo, returnPathAfterLogin } from './return-path';

describe('the page a login returns to', () => {
  it('carries the wanted page, with its query, to /login and back', () => {
    expect(loginReturningTo('/charge')).toBe('/login?next=%2Fcharge');
    expect(loginReturningTo('/bets?tab=sports&page=2')).toBe('/login?next=%2Fbets%3Ftab%3Dsports%26page%3D2');
    expect(returnPathAfterLogin(new URLSearchParams('next=%2Fcharge').get('next'))).toBe('/charge');
    expect(returnPathAfterLogin('/bets?tab=sports&page=2')).toBe('/bets?tab=sports&page=2');
  });

  it('names nothing for home or /login itself', () => {
    expect(loginReturningTo('/')).toBe('/login');
    expect(loginReturningTo('/login')).toBe('/login');
    expect(returnPathAfterLogin(null)).toBe('/');
    expect(returnPathAfterLogin('')).toBe('/');
    expect(returnPathAfterLogin('/login')).toBe('/');
  });

  it('never leaves the site: another host or a full address goes home', () => {
    for (const next of [
      '//evil.example',
      '//evil.example/charge',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/charge',
      'javascript:alert(1)',
      'charge',
      ' /charge',
    ]) {
      expect(returnPathAfterLogin(next), next).toBe('/');
    }
  });
});
