import type { Page } from '@playwright/test';

import { APP_ICONS, SERVICE_WORKER_CACHE_PREFIX, WEB_MANIFEST_PATH } from '@site/contracts/app-shell';
import { DEFAULT_SITE_BRAND } from '@site/contracts/constants';

import { ko } from '../../apps/web/src/i18n/ko';
import { expect, test } from '../fixtures';

// Issue 29 point 6: the site installs as an app — a manifest, icons drawn by the build, and a service
// worker that keeps the shell and the hashed files but never an answer of the API (docs/decisions/040).
test.use({ serviceWorkers: 'allow' });

/** Every address in the worker's caches. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });

test('the site offers a Korean web manifest with its own icons', { tag: '@phone-only' }, async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', WEB_MANIFEST_PATH);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', APP_ICONS.appleTouch);

  const manifest = await request.get(WEB_MANIFEST_PATH);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string }[];
  };
  expect(body).toMatchObject({ name: DEFAULT_SITE_BRAND, short_name: DEFAULT_SITE_BRAND, lang: 'ko' });
  expect(body).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#121212' });
  for (const src of [...body.icons.map((icon) => icon.src), APP_ICONS.appleTouch]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toMatch(/^image\//);
  }
});

test(
  'the service worker serves the shell and hashed files but never an API answer',
  { tag: '@phone-only' },
  async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);
    // Registered once the first page is idle; active once it has stored the shell.
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(scriptURL ?? '').pathname).toBe('/sw.js');

    // Loaded again, the page is the worker's: its files come from the worker, its API calls do not.
    const fromWorker: { path: string; byWorker: boolean }[] = [];
    page.on('response', (response) =>
      fromWorker.push({ path: new URL(response.url()).pathname, byWorker: response.fromServiceWorker() }),
    );
    // The heading is part of the shell, so it can show before any API call has been answered: wait for one.
    const firstApiAnswer = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);
    await firstApiAnswer;
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const api = fromWorker.filter((entry) => entry.path.startsWith('/api/'));
    const assets = fromWorker.filter((entry) => entry.path.startsWith('/assets/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((entry) => entry.byWorker)).toEqual([]);
    expect(assets.some((entry) => entry.byWorker)).toBe(true);

    const cached = await cachedAddresses(page);
    expect(cached).toContain('/');
    expect(cached.some((address) => address.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((address) => address.startsWith('/api'))).toEqual([]);
    expect(await page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(SERVICE_WORKER_CACHE_PREFIX)]);

    // Offline, a page load gets this build's shell from the worker and the site still draws its frame.
    await context.setOffline(true);
    const offline = await page.goto('/events');
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('link', { name: DEFAULT_SITE_BRAND }).first()).toBeVisible();
    await context.setOffline(false);
  },
);
