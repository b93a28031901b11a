import type { Page } from '@playwright/test';

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

interface Stop {
  route: RouteEntry;
  url: string;
}

/** Who opens a route: a guest for public ones and the operator areas (who is sent to log in), a member for member ones. */
type Visitor = 'guest' | 'member';
const visitorOf = (route: RouteEntry): Visitor => (route.access === 'member' ? 'member' : 'guest');

// Routes a tab visits one after another: enough that a whole page load is paid once per batch, few
// enough that both workers share the table and a failure names a short list.
const BATCH_SIZE = 10;

const batches = (visitor: Visitor): Stop[][] => {
  const stops = routes
    .filter((route) => route.path !== '/maintenance' && visitorOf(route) === visitor)
    .flatMap((route) => urlsFor(route.path).map((url) => ({ route, url })));
  return Array.from({ length: Math.ceil(stops.length / BATCH_SIZE) }, (_, index) =>
    stops.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
  );
};

/**
 * Opens a stop inside the running site, as its own links do (a history entry the router reads), so
 * the page is loaded once per batch. The first stop is a whole page load, and so is a stop titled
 * like the one before it (/event and /event/1): its heading alone could not tell that it opened.
 */
async function open(page: Page, stop: Stop, before: Stop | undefined): Promise<void> {
  if (!before || headingFor(before.route, before.url) === headingFor(stop.route, stop.url)) {
    await page.goto(stop.url);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, stop.url);
}

/** What a visitor sees at a stop: its title (and a minigame's running stage), or the way to log in. */
async function expectStop(page: Page, { route, url }: Stop): Promise<void> {
  if (route.access === 'manager' || route.access === 'admin') {
    await acceptAlert(page, koSession.loginRequired);
    await expect(page).toHaveURL(/\/login\?next=%2F/);
    return;
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor(route, url));
  // A minigame's page runs its own game: its stage, of its kind, with the current round.
  const kind = stagedKind(route);
  if (kind) {
    const stage = page.getByRole('region', { name: koMinigames.stageLabel(route.title) });
    await expect(stage).toHaveAttribute('data-kind', kind);
    await expect(page.getByRole('group', { name: /^[\d,]+회차$/ })).toBeVisible();
  }
}

test('/maintenance sends everyone home while there is no maintenance', async ({ page, problems: _ }) => {
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);
});

// Every route of the table opens at both widths: public ones for a guest, member ones for a member;
// the operator areas send a guest to log in. The `problems` fixture fails a test on any console
// error or failed request.
for (const visitor of ['guest', 'member'] as const) {
  for (const stops of batches(visitor)) {
    const title = `${visitor === 'member' ? 'a member' : 'a guest'} opens ${stops.map((stop) => stop.url).join(' ')}`;
    test(title, async ({ page, request, problems }) => {
      // No slip has the code 1: /slip/1 is told 404, and the page says the shared slip was not found.
      if (stops.some((stop) => stop.url.startsWith('/slip/'))) problems.allow(/404.*\/api\/slips\//);
      if (visitor === 'member') {
        // A new member owns no tether request: /crypto/view/1 asks for one and is told 404, and the
        // page says it was not found under its title.
        if (stops.some((stop) => stop.url.startsWith('/crypto/view/'))) problems.allow(/404.*\/api\/crypto\//);
        // Nor any inquiry: /customer/view/1 is someone else's, and the page says it was not found.
        if (stops.some((stop) => stop.url.startsWith('/customer/view/'))) problems.allow(/404.*\/api\/customer\//);
        const member = await newMember(request);
        await signIn(page, request, member.userId, member.password);
      }
      for (const [index, stop] of stops.entries()) {
        await test.step(stop.url, async () => {
          await open(page, stop, stops[index - 1]);
          await expectStop(page, stop);
        });
      }
    });
  }
}
