import { describe, expect, it } from 'vitest';

import { decideAccess, decideExpiry, decideMaintenance, decideRoleRedirect, decideUnreadMessages } from './decisions';

const member = { type: 1, role: 0, withdrawalType: 1 };
const manager = { type: 2, role: 0, withdrawalType: 1 };
const admin = { type: 1, role: 10, withdrawalType: 0 };

describe('maintenance guard', () => {
  it('sends everyone to /maintenance while it is on, logging a member out', () => {
    expect(decideMaintenance(true, '/charge', true)).toEqual({ logout: true, redirectTo: '/maintenance' });
    expect(decideMaintenance(true, '/', false)).toEqual({ logout: false, redirectTo: '/maintenance' });
  });

  it('keeps the maintenance page while it is on', () => {
    expect(decideMaintenance(true, '/maintenance', false)).toEqual({ logout: false, redirectTo: null });
  });

  it('sends people on /maintenance home once it is off, logging a member out', () => {
    expect(decideMaintenance(false, '/maintenance', true)).toEqual({ logout: true, redirectTo: '/' });
    expect(decideMaintenance(false, '/maintenance', false)).toEqual({ logout: false, redirectTo: '/' });
  });

  it('does nothing otherwise', () => {
    expect(decideMaintenance(false, '/charge', true)).toEqual({ logout: false, redirectTo: null });
  });

  it('lets operators log in and keep working, so that they can switch it off', () => {
    expect(decideMaintenance(true, '/login', false)).toEqual({ logout: false, redirectTo: null });
    expect(decideMaintenance(true, '/admin', true, true)).toEqual({ logout: false, redirectTo: null });
    expect(decideMaintenance(false, '/maintenance', true, true)).toEqual({ logout: false, redirectTo: '/' });
  });
});

describe('role redirect', () => {
  it('sends managers to /manager and administrators to /admin', () => {
    expect(decideRoleRedirect(manager, '/')).toBe('/manager');
    expect(decideRoleRedirect(admin, '/charge')).toBe('/admin');
  });

  it('lets a partner open 환전, its account page and the inbox, and nothing else of the member site', () => {
    expect(decideRoleRedirect(manager, '/exchange')).toBeNull();
    // a refused withdrawal's reason arrives as a message, which must be read before anything else
    expect(decideRoleRedirect(manager, '/message')).toBeNull();
    // where a partner without one registers the withdrawal account
    expect(decideRoleRedirect(manager, '/member')).toBeNull();
    expect(decideRoleRedirect(manager, '/charge')).toBe('/manager');
    expect(decideRoleRedirect(manager, '/exchangeCrypto')).toBe('/manager');
    expect(decideRoleRedirect(admin, '/exchange')).toBe('/admin');
  });

  it('leaves them where they belong, and members and guests anywhere', () => {
    expect(decideRoleRedirect(manager, '/manager')).toBeNull();
    expect(decideRoleRedirect(admin, '/admin')).toBeNull();
    expect(decideRoleRedirect(member, '/admin')).toBeNull();
    expect(decideRoleRedirect(null, '/')).toBeNull();
  });

  it('needs role 10 and withdrawalType 0 for an administrator', () => {
    expect(decideRoleRedirect({ type: 1, role: 10, withdrawalType: 1 }, '/')).toBeNull();
    expect(decideRoleRedirect({ type: 1, role: 0, withdrawalType: 0 }, '/')).toBeNull();
  });
});

describe('route access', () => {
  it('lets everyone open public pages', () => {
    expect(decideAccess('everyone', null)).toEqual({ allowed: true });
  });

  it('asks guests to log in for member pages, naming the page to return to', () => {
    expect(decideAccess('member', null)).toEqual({ allowed: false, redirectTo: '/login', askLogin: true });
    expect(decideAccess('member', null, '/charge')).toEqual({
      allowed: false,
      redirectTo: '/login?next=%2Fcharge',
      askLogin: true,
    });
    expect(decideAccess('member', member)).toEqual({ allowed: true });
  });

  it('closes the operator areas to other roles', () => {
    expect(decideAccess('admin', member)).toEqual({ allowed: false, redirectTo: '/', askLogin: false });
    expect(decideAccess('admin', manager)).toEqual({ allowed: false, redirectTo: '/', askLogin: false });
    expect(decideAccess('manager', admin)).toEqual({ allowed: false, redirectTo: '/', askLogin: false });
    expect(decideAccess('admin', admin)).toEqual({ allowed: true });
    expect(decideAccess('manager', manager)).toEqual({ allowed: true });
  });
});

describe('unread messages guard', () => {
  const now = Date.UTC(2026, 10, 21, 3, 0, 0);

  it('sends a member with unread messages to the inbox with the unix time', () => {
    expect(decideUnreadMessages(2, '/charge', now)).toBe(`/message?time=${now / 1000}`);
  });

  it('lets the member read on /message, and does nothing without unread messages', () => {
    expect(decideUnreadMessages(2, '/message', now)).toBeNull();
    expect(decideUnreadMessages(0, '/charge', now)).toBeNull();
  });
});

describe('auto-logout expiry', () => {
  const now = Date.UTC(2026, 10, 21, 3, 0, 0);

  it('extends the session by autoLogoutMin from now', () => {
    expect(decideExpiry(now + 1000, 30, now)).toEqual({ expired: false, nextExpiresAt: now + 30 * 60_000 });
    expect(decideExpiry(null, 30, now)).toEqual({ expired: false, nextExpiresAt: now + 30 * 60_000 });
  });

  it('ends the session once the stored time has passed', () => {
    expect(decideExpiry(now, 30, now)).toEqual({ expired: true });
    expect(decideExpiry(now - 1, 30, now)).toEqual({ expired: true });
  });
});
