/** The sports books' odds buttons and the bet cart, as the browser tests reach them. */
import type { Locator, Page } from '@playwright/test';

import type { Fixture, Market } from '@site/contracts/api/sports';
import { formatNumber } from '@site/contracts/rules/format';

import { koBetSlip } from '../../apps/web/src/i18n/ko-bet-slip';
import { acceptAlert, expect, isDesktop } from '../fixtures';

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
  await cart.getByRole('button', { name: formatNumber(chip), exact: true }).click();
  await cart.getByRole('button', { name: koBetSlip.place }).click();
  await acceptAlert(page, `${formatNumber(chip)}원을 베팅하시겠습니까?`);
  await acceptAlert(page, koBetSlip.done);
}
