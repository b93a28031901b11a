import type { APIRequestContext, Page } from '@playwright/test';

import type { Bet, BetRules } from '@site/contracts/api/bets';
import type { Fixture, Market } from '@site/contracts/api/sports';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { slipMessages, slipTotals, type SlipPick } from '@site/contracts/rules/bet-slip';
import { formatDecimal2, formatNumber, formatWon } from '@site/contracts/rules/format';

import { ko, koAuth, koSession } from '../../apps/web/src/i18n/ko';
import { koBetSlip } from '../../apps/web/src/i18n/ko-bet-slip';
import { acceptAlert, expect, test, toast } from '../fixtures';
import {
  buttonsOf,
  CART_STARTING_MONEY,
  crossFixtures,
  closeCart,
  expectPickCount,
  openCart,
  placeAcceptingMoves,
  raiseStoredPrice,
  REFUSED_PRICE,
  resultMarket,
  answerSelectionsAt,
} from '../support/bet-cart';
import { myBets } from '../support/bets';
import { signInFundedMember, shownBalance } from '../support/session';

const koCommon = ko.common;
/** What Chromium's native select keeps at its right for the arrow, with a little air before it. */
const ARROW_ROOM_PX = 24;

const authHeaders = (token: string) => ({ [AUTH_HEADER]: bearer(token) });

const handicapMarket = (fixture: Fixture): Market | undefined =>
  fixture.markets.find((m) => m.marketType === 'Handicap' && m.status === 'open');

/** Two cross fixtures that also offer an open handicap market. */
const twoFixtures = async (request: APIRequestContext): Promise<[Fixture, Fixture]> =>
  (await crossFixtures(request, 2, (f) => handicapMarket(f) !== undefined)) as [Fixture, Fixture];

/** On /korea/cross, the first result pick of a cross fixture that also offers a handicap, in the cart. */
async function pickFirstResult(page: Page, request: APIRequestContext): Promise<void> {
  const [fixture] = await twoFixtures(request);
  await page.goto('/korea/cross');
  await buttonsOf(page, fixture, resultMarket(fixture)?.marketType ?? '')
    .first()
    .click();
  await expectPickCount(page, 1);
}

test('a member builds a cart on /korea/cross under its rules, places it, and the balance falls', async ({
  page,
  request,
  problems,
}) => {
  // The server refuses a price that moved since the member picked it (409); the cart then asks.
  problems.allow(REFUSED_PRICE);
  const token = await signInFundedMember(page, request, CART_STARTING_MONEY);
  const rules = (await (await request.get('/api/bets/rules', { headers: authHeaders(token) })).json()) as BetRules;
  const [fixtureA, fixtureB] = await twoFixtures(request);
  const typeA = resultMarket(fixtureA)?.marketType ?? '';
  const typeB = resultMarket(fixtureB)?.marketType ?? '';

  await page.goto('/korea/cross');
  await expect(shownBalance(page, CART_STARTING_MONEY)).toBeVisible();
  const resultA = buttonsOf(page, fixtureA, typeA);
  await resultA.first().click();
  await expect(resultA.first()).toHaveAttribute('aria-pressed', 'true');
  await expectPickCount(page, 1);

  // The other side of the same market replaces the first pick.
  await resultA.last().click();
  await expect(resultA.last()).toHaveAttribute('aria-pressed', 'true');
  await expect(resultA.first()).toHaveAttribute('aria-pressed', 'false');
  await expectPickCount(page, 1);

  // The operator forbids the result with the handicap of one match: refused with the reason.
  // Dispatched to the button itself, not aimed at where it was: the live list can shift between
  // Playwright's stability check and its pointer click, and the tap would land on another match.
  const handicapA = buttonsOf(page, fixtureA, 'Handicap').first();
  await handicapA.dispatchEvent('click');
  await acceptAlert(page, '조합은 베팅할 수 없습니다.');
  await expect(handicapA).toHaveAttribute('aria-pressed', 'false');
  await expectPickCount(page, 1);

  // The live list can shift under the pointer (a match above it starts and leaves the list), so the
  // tap is repeated until this match's price is the one pressed.
  const resultB = buttonsOf(page, fixtureB, typeB).first();
  await expect(async () => {
    if ((await resultB.getAttribute('aria-pressed')) !== 'true') await resultB.click();
    await expect(resultB).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expectPickCount(page, 2);

  const cart = await openCart(page);
  const picks = cart.getByRole('list', { name: koBetSlip.picksLabel }).getByRole('listitem');
  await expect(picks).toHaveCount(2);
  await expect(picks.nth(0)).toContainText(`${fixtureA.home} vs ${fixtureA.away}`);
  await expect(picks.nth(1)).toContainText(`${fixtureB.home} vs ${fixtureB.away}`);
  await expect(cart).toContainText(`${formatNumber(rules.minStake)} / ${formatWon(rules.maxStake)}`);
  await expect(cart).toContainText(formatWon(rules.maxPayout));
  const problemList = cart.getByRole('list', { name: koBetSlip.problemsTitle });
  await expect(problemList).toHaveText(slipMessages.noStake);

  // Too much for the balance, then the chips.
  const stake = cart.getByLabel(koBetSlip.stake);
  await stake.fill('200000');
  await expect(problemList).toContainText(slipMessages.aboveBalance);
  await cart.getByRole('button', { name: koBetSlip.resetStake }).click();
  await expect(stake).toHaveValue('');
  await cart.getByRole('button', { name: '5,000', exact: true }).click();
  await cart.getByRole('button', { name: '10,000', exact: true }).click();
  await expect(stake).toHaveValue('15,000');
  await expect(problemList).toHaveCount(0);

  // The figures follow the prices shown (the feed may move them while the test runs).
  const shown = async (): Promise<Pick<SlipPick, 'price'>[]> =>
    (await cart.getByTestId('pick-price').allTextContents()).map((text) => ({ price: Number(text) }));
  const totals = slipTotals((await shown()) as SlipPick[], 15_000, rules);
  await expect(cart.getByText(formatDecimal2(totals.totalOdds), { exact: true })).toBeVisible();
  await expect(cart.getByText(formatWon(totals.expectedPayout), { exact: true })).toBeVisible();

  // A price that moved in between: the cart shows the new one and the member accepts it.
  await placeAcceptingMoves(page, cart, '15,000원을 베팅하시겠습니까?');

  await expectPickCount(page, 0);
  await expect(shownBalance(page, CART_STARTING_MONEY - 15_000)).toBeVisible();
  const bets = await myBets(request, token);
  expect(bets).toHaveLength(1);
  const [bet] = bets as [Bet];
  expect(bet.stake).toBe(15_000);
  expect(bet.picks.map((p) => p.fixtureId).sort()).toEqual([fixtureA.id, fixtureB.id].sort());
});

test('a price that moved beyond the operator’s bound since it was picked is refused, shown, and bet once the member accepts it', async ({
  page,
  request,
  problems,
}) => {
  problems.allow(REFUSED_PRICE);
  const token = await signInFundedMember(page, request, CART_STARTING_MONEY);
  await pickFirstResult(page, request);

  // The member saw a far higher price than the book has now, beyond the 10% a moved price is taken
  // within under 모든 배당 변경 수락: the stored pick says so, and the refresh on the next visit is
  // answered with that same stale price.
  const seen = await raiseStoredPrice(page, 'korea', 5);
  // Left in place: the cart asks again only when 배당 새로고침 is pressed.
  await answerSelectionsAt(page, seen);
  await page.reload();
  const cart = await openCart(page);
  await expect(cart.getByTestId('pick-price')).toHaveText(formatDecimal2(seen));

  await cart.getByRole('button', { name: '10,000', exact: true }).click();
  await cart.getByRole('button', { name: koBetSlip.place }).click();
  await acceptAlert(page, '10,000원을 베팅하시겠습니까?');
  await expect(cart.getByRole('alert')).toContainText(koBetSlip.oddsChanged);
  await expect(cart.getByRole('img', { name: koBetSlip.priceDown })).toBeVisible();
  await expect(cart.getByTestId('pick-price')).not.toHaveText(formatDecimal2(seen));
  expect(await myBets(request, token)).toHaveLength(0);

  await cart.getByRole('button', { name: koBetSlip.acceptNewOdds }).click();
  await expect(toast(page, koBetSlip.done)).toBeVisible();
  await expect(shownBalance(page, CART_STARTING_MONEY - 10_000)).toBeVisible();
  expect((await myBets(request, token)).map((bet) => bet.stake)).toEqual([10_000]);
});

test('after a placed bet the stake starts again: the next 10,000 chip stakes 10,000, not 20,000', async ({
  page,
  request,
  problems,
}) => {
  problems.allow(REFUSED_PRICE);
  const token = await signInFundedMember(page, request, CART_STARTING_MONEY);
  const [first, second] = await twoFixtures(request);
  const resultOf = (fixture: Fixture) => buttonsOf(page, fixture, resultMarket(fixture)?.marketType ?? '').first();
  await page.goto('/korea/cross');
  await resultOf(first).click();
  await expectPickCount(page, 1);
  const question = '10,000원을 베팅하시겠습니까?';
  const firstCart = await openCart(page);
  await firstCart.getByRole('button', { name: '10,000', exact: true }).click();
  await placeAcceptingMoves(page, firstCart, question);
  await expect(shownBalance(page, CART_STARTING_MONEY - 10_000)).toBeVisible();

  // The next pick starts a new slip with an empty stake; one tap of 10,000 is 10,000.
  // (On a phone the sheet closed with 베팅완료; the page's odds are in reach again.)
  await resultOf(second).click();
  await expectPickCount(page, 1);
  const cart = await openCart(page);
  await expect(cart).toContainText(second.home);
  const stake = cart.getByLabel(koBetSlip.stake);
  await expect(stake).toHaveValue('');
  await cart.getByRole('button', { name: '10,000', exact: true }).click();
  await expect(stake).toHaveValue('10,000');
  await placeAcceptingMoves(page, cart, question);
  await expect(shownBalance(page, CART_STARTING_MONEY - 20_000)).toBeVisible();
  const bets = await myBets(request, token);
  expect(bets.map((bet) => bet.stake)).toEqual([10_000, 10_000]);
  expect(bets.map((bet) => bet.picks[0]?.fixtureId)).toEqual([second.id, first.id]);
});

test('a guest keeps the cart across a reload and is asked to log in to place it', async ({
  page,
  request,
  problems: _,
}) => {
  const [fixture] = await twoFixtures(request);
  await page.goto('/korea/cross');
  const result = buttonsOf(page, fixture, resultMarket(fixture)?.marketType ?? '');
  await result.first().click();
  await expectPickCount(page, 1);

  await page.reload();
  await expect(result.first()).toHaveAttribute('aria-pressed', 'true');
  await expectPickCount(page, 1);

  const cart = await openCart(page);
  await expect(cart).toContainText(fixture.home);
  // A guest sees no level limits until logging in.
  await expect(cart.getByText(koBetSlip.limitsForMembers)).toHaveCount(2);
  await cart.getByRole('button', { name: '10,000', exact: true }).click();
  await cart.getByRole('button', { name: koBetSlip.place }).click();
  await acceptAlert(page, koSession.loginRequired);
  await expect(page.getByRole('dialog', { name: koAuth.login })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: koAuth.login })).toHaveCount(0);

  // 전체삭제 empties it, and the page's button lets go too.
  await cart.getByRole('button', { name: koBetSlip.clearAll }).click();
  await closeCart(page);
  await expectPickCount(page, 0);
  await expect(result.first()).toHaveAttribute('aria-pressed', 'false');
});

test('a busy server’s 503 tells the member to try again, and the next tap places the bet once', async ({
  page,
  request,
  problems,
}) => {
  problems.allow(REFUSED_PRICE);
  problems.allow(/(HTTP 503: |status of 503 \(Service Unavailable\) @ ).*\/api\/bets$/);
  const token = await signInFundedMember(page, request, CART_STARTING_MONEY);
  await pickFirstResult(page, request);
  const cart = await openCart(page);
  await cart.getByRole('button', { name: '10,000', exact: true }).click();

  // The server is saturated for this one request (as its shedding or a bound answers: 503, Retry-After).
  const sent: string[] = [];
  await page.route('**/api/bets', async (route) => {
    sent.push(route.request().postDataJSON().idempotencyKey as string);
    await route.fulfill({ status: 503, headers: { 'retry-after': '2' }, json: { message: koCommon.busy } });
  });
  await cart.getByRole('button', { name: koBetSlip.place }).click();
  await acceptAlert(page, '10,000원을 베팅하시겠습니까?');
  await acceptAlert(page, koCommon.busy);
  expect(await myBets(request, token)).toHaveLength(0);

  await page.unroute('**/api/bets');
  const placed = page.waitForRequest((asked) => asked.url().endsWith('/api/bets') && asked.method() === 'POST');
  await placeAcceptingMoves(page, cart, '10,000원을 베팅하시겠습니까?');
  // The tap after the 503 is the same attempt: it carries the same idempotency key.
  expect((await placed).postDataJSON().idempotencyKey).toBe(sent[0]);
  expect((await myBets(request, token)).map((bet) => bet.stake)).toEqual([10_000]);
  await expect(shownBalance(page, CART_STARTING_MONEY - 10_000)).toBeVisible();
});

test('the 배당 변경 choice shows every label whole, with room for its arrow', async ({
  page,
  request,
  problems: _,
}) => {
  await pickFirstResult(page, request);
  const cart = await openCart(page);
  const select = cart.getByRole('combobox', { name: koBetSlip.oddsChangeLabel });
  for (const [policy, label] of Object.entries(koBetSlip.oddsChange)) {
    await select.selectOption(policy);
    await expect(select.locator('option:checked')).toHaveText(label);
    // A native select cuts its text off under the arrow without overflowing (its scrollWidth stays its
    // clientWidth), so the label's width in the select's font is measured against the room left for it.
    const room = await select.evaluate(async (element: HTMLSelectElement, arrowRoom) => {
      await document.fonts.ready;
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(element.selectedOptions[0]?.text ?? '').width;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return { text, free: element.clientWidth - padding - arrowRoom };
    }, ARROW_ROOM_PX);
    expect(room.text).toBeLessThanOrEqual(room.free);
  }
});
