/**
 * Issue 29: how many taps a member spends on a bet on a phone, from the home page to the bet taken —
 * a 3-pick cross (조합) and a 단폴. Every tap goes through `tap`, which counts it; the test fails when
 * the journey grows longer than it is today, or when it ends without the bet and the money moving.
 * The count: the 국내형 tile, the picks, the cart's dock, a stake chip, 베팅하기 and the confirmation's
 * 확인 — no alert to close afterwards: 베팅이 완료되었습니다 is a toast.
 */
import type { Locator, Page } from '@playwright/test';

import type { Fixture } from '@site/contracts/api/sports';

import { ko } from '../../apps/web/src/i18n/ko';
import { koBetSlip } from '../../apps/web/src/i18n/ko-bet-slip';
import { expect, test } from '../fixtures';
import { buttonsOf, CART_STARTING_MONEY, crossFixtures, placeAcceptingMoves, resultMarket } from '../support/bet-cart';
import { myBets } from '../support/bets';
import { signInFundedMember, shownBalance } from '../support/session';

const STAKE = 10_000;

/** A member's taps, counted. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      await target.click();
      taps += 1;
    },
    count: () => taps,
  };
}

async function betFromHome(page: Page, fixtures: readonly Fixture[]): Promise<number> {
  const { tap, count } = tapCounter();
  await page.goto('/');
  await tap(
    page
      .getByRole('navigation', { name: ko.home.quickLinksTitle, exact: true })
      .getByRole('link', { name: ko.nav.korea }),
  );
  await expect(page).toHaveURL(/\/korea\/cross/);
  for (const fixture of fixtures) {
    const price = buttonsOf(page, fixture, resultMarket(fixture)?.marketType ?? '').first();
    await tap(price);
    await expect(price).toHaveAttribute('aria-pressed', 'true');
  }
  await tap(page.getByRole('button', { name: new RegExp(koBetSlip.openCart) }));
  const cart = page.getByRole('region', { name: koBetSlip.title });
  await tap(cart.getByRole('button', { name: '10,000', exact: true }));
  // 베팅하기 and the confirmation's 확인: two taps of the journey. A price the live feed moved meanwhile
  // is accepted as a member would (변경된 배당으로 베팅): the market's doing, not the journey's, so not counted.
  await placeAcceptingMoves(page, cart, '베팅하시겠습니까');
  return count() + 2;
}

test('a 3-pick cross takes 8 taps from the home page and a 단폴 6, with nothing to close afterwards @phone-only', async ({
  page,
  request,
}) => {
  const token = await signInFundedMember(page, request, CART_STARTING_MONEY);
  const [first, second, third] = await crossFixtures(request, 3);
  if (!first || !second || !third) throw new Error('three fixtures were asked for');

  expect(await betFromHome(page, [first, second, third])).toBe(8);
  await expect(shownBalance(page, CART_STARTING_MONEY - STAKE)).toBeVisible();

  expect(await betFromHome(page, [first])).toBe(6);
  await expect(shownBalance(page, CART_STARTING_MONEY - 2 * STAKE)).toBeVisible();

  const bets = await myBets(request, token);
  expect(bets.map((bet) => bet.picks.length).sort()).toEqual([1, 3]);
});
