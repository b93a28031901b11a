/**
 * Issue 34's odds formats: a member switches to American odds and reads every price that way (the
 * books, the cart, the history), the choice survives a reload because the server keeps it, and
 * switching back shows decimals. Prices still travel as decimals: the bet placed is the same either way.
 */
import path from 'node:path';

import type { Locator, Page, TestInfo } from '@playwright/test';

import type { FixturePage } from '@site/contracts/api/sports';
import { formatOdds, type OddsFormat } from '@site/contracts/rules/odds-format';

import { koBetSlip } from '../../apps/web/src/i18n/ko-bet-slip';
import { koBetHistory } from '../../apps/web/src/i18n/ko-results';
import { koOddsFormat } from '../../apps/web/src/i18n/ko-odds-format';
import { expect, test } from '../fixtures';
import { buttonsOf, CART_STARTING_MONEY, closeCart, crossFixtures, openCart, resultMarket } from '../support/bet-cart';
import { placePrematchBet } from '../support/bets';
import { signInFundedMember } from '../support/session';

/** How a price reads in each format, whatever the price (the feed moves them while the test runs). */
const pattern: Record<OddsFormat, RegExp> = {
  decimal: /^\d+\.\d{2}$/,
  fractional: /^\d+\/\d+$/,
  american: /^[+-]\d+$/,
  hongkong: /^\d+\.\d{2}$/,
};

/** The texts of the open prices on the page's book rows. */
const bookPrices = (page: Page): Promise<string[]> =>
  page
    .locator('[data-testid="fixture-row"] button[aria-pressed]:not([disabled]) [data-price]')
    .evaluateAll((prices) => prices.map((price) => price.textContent?.replace(/[▲▼]/g, '').trim() ?? ''));

async function expectBookIn(page: Page, format: OddsFormat): Promise<void> {
  await expect(async () => {
    const prices = await bookPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((price) => !pattern[format].test(price))).toEqual([]);
  }).toPass();
}

/** No price spills out of its button: the longest American and fractional prices fit the 425 layout too. */
async function expectPricesFit(page: Page): Promise<void> {
  const spilled = await page
    .locator('[data-testid="fixture-row"] button[aria-pressed]')
    .evaluateAll((buttons) =>
      buttons.filter((button) => button.scrollWidth > button.clientWidth + 1).map((button) => button.textContent ?? ''),
    );
  expect(spilled).toEqual([]);
}

/** The cart's 배당률: the figure after its name. */
const totalOdds = (cart: Locator): Locator =>
  cart.locator('dt', { hasText: koBetSlip.totalOdds }).locator('xpath=following-sibling::dd[1]');

async function chooseFormat(page: Page, cart: Locator, format: OddsFormat): Promise<void> {
  const choice = cart.getByLabel(koOddsFormat.label);
  // Kept on the server before the test moves on: a reload must find it there.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/bets/preferences') && response.request().method() === 'PUT',
  );
  await choice.selectOption(format);
  expect((await saved).status()).toBe(200);
  await expect(choice).toHaveValue(format);
}

/**
 * With E2E_SHOTS set, what the member sees at the top of the window (a full page would repeat the
 * sticky bars and hide where the cart is); `element` alone when given (the settings rows).
 */
async function shotsOf(page: Page, testInfo: TestInfo, name: string, element?: Locator): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const file = path.join(folder, `odds-format-${name}-${testInfo.project.name}.png`);
  if (element) await element.screenshot({ path: file });
  else await page.screenshot({ path: file });
}

test('a member switches to American odds and reads them in the books, the cart and the history, then back to decimals', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  const token = await signInFundedMember(page, request, CART_STARTING_MONEY);
  const bet = await placePrematchBet(request, token, 10_000);
  const placedPick = bet.picks[0];
  if (!placedPick) throw new Error('the bet has no pick');
  const [fixture] = await crossFixtures(request, 1);
  if (!fixture) throw new Error('no fixture to pick');

  await page.goto('/korea/cross');
  await expectBookIn(page, 'decimal');
  const home = buttonsOf(page, fixture, resultMarket(fixture)?.marketType ?? '').first();
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');

  let cart = await openCart(page);
  await expect(cart.getByTestId('pick-price')).toHaveText(pattern.decimal);
  await chooseFormat(page, cart, 'american');
  await expect(cart.getByTestId('pick-price')).toHaveText(pattern.american);
  await expect(totalOdds(cart)).toHaveText(pattern.american);
  await shotsOf(page, testInfo, 'cart-american');
  await shotsOf(page, testInfo, 'settings', cart);
  await closeCart(page);
  await expectBookIn(page, 'american');
  await expectPricesFit(page);
  await shotsOf(page, testInfo, 'cross-american');

  // The server keeps it: a reload (a new page, nothing in memory) still reads American.
  await page.reload();
  await expectBookIn(page, 'american');

  await page.goto('/europe');
  await expectBookIn(page, 'american');
  await expectPricesFit(page);
  await shotsOf(page, testInfo, 'europe-american');

  const live = (await (await request.get('/api/sports/fixtures?book=inplay&page=1&size=20')).json()) as FixturePage;
  if (live.items.length > 0) {
    await page.goto('/inplay');
    await expectBookIn(page, 'american');
    await shotsOf(page, testInfo, 'inplay-american');
  }

  // A minigame's prices too.
  await page.goto('/minigame/eos/powerball3');
  const oddEven = page.getByRole('group', { name: '파워볼 홀짝' });
  await expect(oddEven.getByRole('button', { name: /^홀/ })).toHaveText(/^홀\s*[+-]\d+$/);
  await shotsOf(page, testInfo, 'minigame-american', oddEven.locator('xpath=ancestor::section[1]'));

  // The history: the pick and the total at the prices the bet was struck at, in American.
  await page.goto('/bet_result');
  const card = page.getByRole('article', {
    name: `${koBetHistory.betNumber(bet.id)} ${koBetHistory.betStatus.pending}`,
  });
  await expect(card.getByTestId('bet-pick')).toContainText(formatOdds(placedPick.price, 'american'));
  await expect(card).toContainText(`${koBetHistory.totalOdds}${formatOdds(bet.totalOdds, 'american')}`);
  await shotsOf(page, testInfo, 'history-american');

  // Fractional, for the record of how it looks, then back to decimals everywhere.
  await page.goto('/korea/cross');
  cart = await openCart(page);
  await chooseFormat(page, cart, 'fractional');
  await expect(cart.getByTestId('pick-price')).toHaveText(pattern.fractional);
  await shotsOf(page, testInfo, 'cart-fractional');
  await closeCart(page);
  await expectBookIn(page, 'fractional');
  await expectPricesFit(page);
  await shotsOf(page, testInfo, 'cross-fractional');

  cart = await openCart(page);
  await chooseFormat(page, cart, 'decimal');
  await expect(cart.getByTestId('pick-price')).toHaveText(pattern.decimal);
  await closeCart(page);
  await expectBookIn(page, 'decimal');
  await page.goto('/bet_result');
  await expect(card.getByTestId('bet-pick')).toContainText(formatOdds(placedPick.price, 'decimal'));
  await expect(card).toContainText(`${koBetHistory.totalOdds}${formatOdds(bet.totalOdds, 'decimal')}`);
});
