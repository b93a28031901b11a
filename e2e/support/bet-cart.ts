/** The sports books' odds buttons and the bet cart, as the browser tests reach them. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { Fixture, FixturePage, Market } from '@site/contracts/api/sports';
import { formatNumber } from '@site/contracts/rules/format';

import { koBetSlip } from '../../apps/web/src/i18n/ko-bet-slip';
import { acceptAlert, closeToasts, expect, isDesktop, toast } from '../fixtures';

/** What a cart test's member starts with. */
export const CART_STARTING_MONEY = 100_000;
/** Fixtures this close to their start may start while the test runs; the tests pick later ones. */
const START_MARGIN_MS = 20 * 60_000;

/**
 * The answer (and its console line) when the server refuses a price that moved, a multi's or the
 * singles': the cart handles it by asking.
 */
export const REFUSED_PRICE = /(HTTP 409: |status of 409 \(Conflict\) @ ).*\/api\/bets(\/singles)?$/;

/**
 * Fixtures of the first /korea/cross page, as the page lists them, that start late enough and offer
 * an open result market (and whatever else `usable` asks): the latest ones, so the feed moving on
 * leaves them alone.
 */
export async function crossFixtures(
  request: APIRequestContext,
  count: number,
  usable: (fixture: Fixture) => boolean = () => true,
): Promise<Fixture[]> {
  const response = await request.get('/api/sports/fixtures?book=cross&tab=all&page=1&size=15');
  const { items } = (await response.json()) as FixturePage;
  const found = items
    .filter((f) => f.status === 'scheduled' && Date.parse(f.startAt) - Date.now() > START_MARGIN_MS)
    .filter((f) => resultMarket(f) && usable(f))
    .reverse()
    .slice(0, count);
  if (found.length < count) throw new Error(`the cross book has fewer than ${count} fixtures to pick from`);
  return found;
}

/** The fixture's open result market (1X2, or 12 where there is no draw). */
export const resultMarket = (fixture: Fixture): Market | undefined =>
  fixture.markets.find((m) => (m.marketType === '1X2' || m.marketType === '12') && m.status === 'open');

export const row = (page: Page, fixture: Fixture) =>
  page.locator(`[data-testid="fixture-row"][data-fixture-id="${fixture.id}"]`);

/** The odds buttons of one market of a fixture's row, in their order (home first). */
export const buttonsOf = (page: Page, fixture: Fixture, marketType: string) =>
  row(page, fixture).locator(`[data-market-type="${marketType}"]`).first().locator('button[aria-pressed]');

/** The cart: the panel at the right on desktop; on a phone the dock opens it as a sheet. */
export async function openCart(page: Page): Promise<Locator> {
  if (!isDesktop(page)) await page.getByRole('button', { name: new RegExp(koBetSlip.openCart) }).click();
  const cart = page.getByRole('region', { name: koBetSlip.title });
  // The cart's code loads after the page's own; a busy machine can take a while.
  await expect(cart).toBeVisible({ timeout: 15_000 });
  return cart;
}

export async function closeCart(page: Page): Promise<void> {
  if (!isDesktop(page)) await page.getByRole('button', { name: koBetSlip.closeCart }).click();
}

/**
 * Places what the cart holds with one of its stake chips (10,000 …): the member says yes to the
 * stake and closes 베팅완료.
 */
export async function placeWithChip(page: Page, cart: Locator, chip: number): Promise<void> {
  await closeToasts(page);
  await cart.getByRole('button', { name: formatNumber(chip), exact: true }).click();
  await cart.getByRole('button', { name: koBetSlip.place }).click();
  await acceptAlert(page, `${formatNumber(chip)}원을 베팅하시겠습니까?`);
  await expect(toast(page, koBetSlip.done)).toBeVisible();
}

/**
 * Makes the stored slip of `book` remember its first pick `by` higher than the member saw it, as if the
 * book's price had fallen since: the next visit's refresh then brings a price that moved. Answers the
 * remembered price.
 */
export async function raiseStoredPrice(page: Page, book: string, by: number): Promise<number> {
  return page.evaluate(
    ({ key, book, by }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        state: { slips: Record<string, { picks: { price: number }[] }> };
      };
      const [first] = stored.state.slips[book]?.picks ?? [];
      if (!first) throw new Error(`no stored pick in the ${book} cart`);
      first.price = Math.round((first.price + by) * 100) / 100;
      localStorage.setItem(key, JSON.stringify(stored));
      return first.price;
    },
    { key: 'site.betSlips', book, by },
  );
}

/**
 * The cart's refresh (배당 새로고침, and the one on each visit) answered with `price` for every picked
 * selection: the price the member last saw, while the book has moved on.
 */
export async function answerSelectionsAt(page: Page, price: number): Promise<void> {
  await page.route('**/api/sports/selections?*', async (route) => {
    const quotes = (await (await route.fetch()).json()) as { price: number }[];
    await route.fulfill({ json: quotes.map((quote) => ({ ...quote, price })) });
  });
}

/**
 * Picks the first open price of the page's rows (a live board's prices lock and open as play goes, so
 * it tries until the cart holds one).
 */
export async function pickFirstOpenPrice(page: Page): Promise<void> {
  const open = page.locator('[data-testid="fixture-row"] button[aria-pressed="false"]:not([disabled])').first();
  await expect(async () => {
    await open.click({ timeout: 2_000 });
    await expectPickCount(page, 1);
  }).toPass({ timeout: 20_000 });
}

/** The number of picks of the cart on screen, as the member sees it without opening anything. */
export async function expectPickCount(page: Page, count: number): Promise<void> {
  if (isDesktop(page)) {
    const cart = page.getByRole('region', { name: koBetSlip.title });
    await expect(cart.getByRole('list', { name: koBetSlip.picksLabel }).getByRole('listitem')).toHaveCount(count);
  } else {
    await expect(page.getByTestId('dock-count')).toHaveText(String(count));
  }
}

/**
 * 베팅하기 until the bet is taken: a price that moves meanwhile is accepted (변경된 배당으로 베팅, or
 * 변경된 배당 수락 and 베팅하기 again when the member asked to be asked), as a member would.
 */
export async function placeAcceptingMoves(page: Page, cart: Locator, question: string): Promise<void> {
  const done = toast(page, koBetSlip.done);
  const place = cart.getByRole('button', { name: koBetSlip.place });
  const acceptAndPlace = cart.getByRole('button', { name: koBetSlip.acceptNewOdds });
  const acceptAsked = cart.getByRole('button', { name: koBetSlip.acceptAsked });
  await closeToasts(page);
  await place.click();
  await acceptAlert(page, question);
  await expect(async () => {
    if (await acceptAndPlace.isVisible()) await acceptAndPlace.click();
    if (await acceptAsked.isVisible()) {
      await acceptAsked.click();
      await place.click();
      await acceptAlert(page, question);
    }
    await expect(done).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
