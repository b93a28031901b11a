import { routes, type RouteEntry } from '../../apps/web/src/app/routes';
import { ko, koSession } from '../../apps/web/src/i18n/ko';
import { koMinigames } from '../../apps/web/src/i18n/ko-minigames';
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

/** The kind of draw a minigame route's page stages; none for the other routes and the virtual sports. */
const stagedKind = (route: RouteEntry): string | undefined => {
  const kind = route.minigame?.kind ?? route.sideMenuMinigame?.kind;
  return kind === 'virtual' ? undefined : kind;
};

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
        // A minigame's page runs its own game: its stage, of its kind, with the current round.
        const kind = stagedKind(route);
        if (kind) {
          const stage = page.getByRole('region', { name: koMinigames.stageLabel(route.title) });
          await expect(stage).toHaveAttribute('data-kind', kind);
          await expect(page.getByRole('group', { name: /^[\d,]+회차$/ })).toBeVisible();
        }
      });
    } else if (route.access === 'member') {
      test(`${url} opens with its title for a member`, async ({ page, request, problems }) => {
        // A new member owns no tether request: /crypto/view/1 asks for one and is told 404, and the
        // page says it was not found under its title.
        if (url.startsWith('/crypto/view/')) problems.allow(/404.*\/api\/crypto\//);
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
