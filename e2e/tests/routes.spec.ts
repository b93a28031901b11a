import { routes, type RouteEntry } from '../../apps/web/src/app/routes';
import { ko, koSession } from '../../apps/web/src/i18n/ko';
import { acceptAlert, expect, test } from '../fixtures';
import { newMember } from '../support/api';
import { signIn } from '../support/session';

/** Concrete URLs for a route: optional parameters both left out and given, required ones filled. */
const urlsFor = (path: string): string[] => {
  if (!path.includes(':')) return [path];
  const without = path.replace(/\/:[^/]+\?/g, '');
  const withValues = path.replace(/:[^/?]+\??/g, '1');
  return without.includes(':') ? [withValues] : [without, withValues];
};

const headingFor = (route: RouteEntry, url: string): string => (url === '/' ? ko.home.heroTitle : route.title);

// Every route of the table opens at both widths: public ones for a guest, member ones for a member;
// the operator areas send a guest to log in. The `problems` fixture fails a test on any console
// error or failed request.
for (const route of routes) {
  for (const url of urlsFor(route.path)) {
    if (route.path === '/maintenance') {
      test(`${url} sends everyone home while there is no maintenance`, async ({ page, problems: _ }) => {
        await page.goto(url);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);
      });
    } else if (route.access === 'everyone') {
      test(`${url} opens with its title`, async ({ page, problems: _ }) => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor(route, url));
      });
    } else if (route.access === 'member') {
      test(`${url} opens with its title for a member`, async ({ page, request, problems: _ }) => {
        const member = await newMember(request);
        await signIn(page, request, member.userId, member.password);
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor(route, url));
      });
    } else {
      test(`${url} asks a guest to log in`, async ({ page, problems: _ }) => {
        await page.goto(url);
        await acceptAlert(page, koSession.loginRequired);
        await expect(page).toHaveURL(/\/login$/);
      });
    }
  }
}
