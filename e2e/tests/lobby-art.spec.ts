/**
 * Issue 29 point 4: lobbies and events wear art of their own, titles read in the site's font, and the
 * slot jackpot stands at a running figure that keeps growing.
 */
import type { Locator, Page } from '@playwright/test';

import { koCasino } from '../../apps/web/src/i18n/ko-casino';
import { koTournaments } from '../../apps/web/src/i18n/ko-tournaments';
import { expect, test } from '../fixtures';
import { gameList } from '../support/casino';

/** The family the page's body is set in: what every title should read in. */
const siteFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
const fontOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).fontFamily);

test('each table of the live casino wears its own drawing and a title in the site’s font', async ({
  page,
  problems: _,
}) => {
  await page.goto('/casino');
  const tiles = gameList(page).getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  const drawings = tiles.locator('svg[data-art]');
  expect(await drawings.count()).toBe(await tiles.count());
  const [first, second] = [await drawings.nth(0).innerHTML(), await drawings.nth(1).innerHTML()];
  expect(first).not.toBe(second);
  // A baccarat table deals cards and a roulette table turns a wheel.
  await expect(page.locator('li[data-game$="roulette"] svg[data-art="roulette"]').first()).toBeVisible();

  const body = await siteFont(page);
  expect(body).toContain('Noto Sans KR');
  const title = tiles.first().getByRole('button', { name: / 실행$/ });
  expect(await fontOf(title)).toBe(body);
  expect(await fontOf(title.locator('span').first())).toBe(body);

  // Every vendor of the lobby is listed with its mark.
  const vendors = page.getByRole('tablist', { name: koCasino.vendorTabs });
  const marks = vendors.locator('svg[data-vendor-mark]');
  expect(await marks.count()).toBeGreaterThan(1);
  expect(await marks.nth(0).innerHTML()).not.toBe(await marks.nth(1).innerHTML());
});

/** The figure of the jackpot banner, in won. */
async function jackpotFigure(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: koTournaments.jackpotTitle }).getByRole('status').textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

test('the slot lobby’s jackpot stands at a running, non-round figure and keeps growing', async ({
  page,
  problems: _,
}) => {
  await page.goto('/slot');
  await expect(page.getByRole('region', { name: koTournaments.jackpotTitle })).toBeVisible();
  const first = await jackpotFigure(page);
  expect(first).toBeGreaterThan(1_000_000);
  expect(first % 1_000_000).not.toBe(0);
  // Between the banner's polls the figure ticks on: a little more each moment.
  await expect.poll(() => jackpotFigure(page), { timeout: 15_000 }).toBeGreaterThan(first);

  // The slot tiles are drawn from their themes, not one symbol for all.
  const themes = await gameList(page)
    .locator('svg[data-art]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-art')));
  expect(new Set(themes).size).toBeGreaterThan(3);
});

test('each event’s banner is drawn from its own title and days', async ({ page, problems: _ }) => {
  await page.goto('/event');
  const banners = page.locator('a[href^="/event/"] svg[data-event-art]');
  await expect(banners.first()).toBeVisible();
  expect(await banners.count()).toBeGreaterThan(1);
  const titles = await banners.evaluateAll((nodes) => nodes.map((node) => node.textContent));
  const first = titles[0] ?? '';
  expect(first).toMatch(/이벤트/);
  expect(first).toMatch(/\d{2}\.\d{2} ~ \d{2}\.\d{2}/);
  expect(await banners.nth(0).innerHTML()).not.toBe(await banners.nth(1).innerHTML());
});
