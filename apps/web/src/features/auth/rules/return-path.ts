/**
 * The page a guest asked for, carried through /login (?next=) so that logging in returns there.
 * Only a path of this site is followed: anything else (another host, a full address) goes home,
 * so that a link to /login can never send a member who logs in off the site.
 */
const LOGIN_PAGE = '/login';
export const NEXT_PARAM = 'next';

/** /login, naming the wanted page (path and query) unless it is home or /login itself. */
export const loginReturningTo = (wanted: string): string =>
  wanted === '/' || wanted === LOGIN_PAGE || wanted.startsWith(`${LOGIN_PAGE}?`)
    ? LOGIN_PAGE
    : `${LOGIN_PAGE}?${new URLSearchParams({ [NEXT_PARAM]: wanted }).toString()}`;

/** Where a login returns: ?next= when it is a path of this site (a single leading '/'), else home. */
export function returnPathAfterLogin(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // The browser's own reading decides: "/\t/evil.example" is read as "//evil.example".
  const base = 'https://site.invalid';
  const url = new URL(next, base);
  if (url.origin !== base || url.pathname === LOGIN_PAGE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
