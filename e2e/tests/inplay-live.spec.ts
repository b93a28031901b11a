/**
 * Issue 29, in play: a moved price taken under 모든 배당 변경 수락, locked markets that still say who
 * plays, and each live fixture's way to its tracker (beside its markets on a PC, above them on a phone).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { hasMatchTracker } from '@site/contracts/api/livetv-codes';
import type { Fixture, FixturePage } from '@site/contracts/api/sports';
import { LIVE_BOARD_SIZE } from '@site/contracts/constants';
import { formatDecimal2 } from '@site/contracts/rules/format';

import { koBetSlip } from '../../apps/web/src/i18n/ko-bet-slip';
import { koLiveTv } from '../../apps/web/src/i18n/ko-livetv';
import { koSports } from '../../apps/web/src/i18n/ko-sports';
import { hiddenMarketCount, rowMarkets } from '../../apps/web/src/features/sports/market-lines';
import { acceptAlert, expect, isDesktop, test, toast } from '../fixtures';
import {
  answerSelectionsAt,
  CART_STARTING_MONEY,
  openCart,
  pickFirstOpenPrice,
  raiseStoredPrice,
  row,
} from '../support/bet-cart';
import { holdStream, streamOneBatch } from '../support/odds-stream';
import { myBets } from '../support/bets';
import { shownBalance, signInFundedMember } from '../support/session';

/** A tracker's match may end while the page follows it: its next answer is a 404 the panel explains. */
const MATCH_PATH = /\/api\/livetv\/fixtures\/\d+$/;

async function liveFixtures(request: APIRequestContext, book: 'inplay' | 'live'): Promise<Fixture[]> {
  const query = book === 'inplay' ? `book=inplay&page=1&size=${LIVE_BOARD_SIZE}` : 'book=live&tab=all&page=1&size=15';
  const response = await request.get(`/api/sports/fixtures?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as FixturePage).items;
}

/**
 * Opens `path` and, once `fixture`'s row is shown, suspends by the stream every market the page lists
 * for it (its main lines may have moved on since the test asked); answers the row, all of it locked.
 */
async function lockedRow(page: Page, path: string, fixture: Fixture): Promise<Locator> {
  const send = await streamOneBatch(page);
  const listed = page.waitForResponse((answer) => answer.url().includes('/api/sports/fixtures?') && answer.ok());
  await page.goto(path);
  const { items } = (await (await listed).json()) as FixturePage;
  const shown = items.find((item) => item.id === fixture.id) ?? fixture;
  const locked = row(page, fixture);
  await expect(locked).toBeVisible();
  send({
    seq: 1,
    selections: [],
    markets: shown.markets.map((market) => ({ id: market.id, fixtureId: fixture.id, status: 'suspended' })),
    fixtures: [],
  });
  await expect(locked.locator('button[data-selection-id]:not([disabled])')).toHaveCount(0);
  return locked;
}

/** Each locked button of the row keeps its own label beside the lock: the lines can still be told apart. */
async function expectLabelsKept(locked: Locator): Promise<void> {
  const buttons = await locked.locator('button[data-selection-id]').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const name = (await button.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(new RegExp(` ${koSports.locked}$`));
    await expect(button).toContainText(name.replace(` ${koSports.locked}`, ''));
  }
}

test('under 모든 배당 변경 수락 an in-play price that moved before 베팅하기 is taken at the moved price, and the cart says so', async ({
  page,
  request,
  problems,
}) => {
  const live = await liveFixtures(request, 'inplay');
  expect(live.length, 'the feed keeps fixtures in play').toBeGreaterThan(0);
  const token = await signInFundedMember(page, request, CART_STARTING_MONEY);
  problems.allow(/sports\/stream/);
  await holdStream(page);
  await page.goto('/inplay');
  await pickFirstOpenPrice(page);

  // The member saw the price a little higher than the book has it by the time they bet (within the
  // operator's 10%): the stored pick says so, and the cart's refresh on the next visit agrees with it.
  const seen = await raiseStoredPrice(page, 'inplay', 0.07);
  await answerSelectionsAt(page, seen);
  await page.reload();
  const cart = await openCart(page);
  await expect(cart.getByTestId('pick-price')).toHaveText(formatDecimal2(seen));
  await expect(cart.getByLabel(koBetSlip.oddsChangeLabel)).toHaveValue('any');

  await cart.getByRole('button', { name: '10,000', exact: true }).click();
  await cart.getByRole('button', { name: koBetSlip.place }).click();
  await acceptAlert(page, '10,000원을 베팅하시겠습니까?');
  const done = toast(page, koBetSlip.done);
  await expect(done).toBeVisible();
  const note = new RegExp(
    `배당 ${formatDecimal2(seen).replace('.', '\\.')} → (\\d+\\.\\d\\d)(으로|로) 변경되어 접수되었습니다\\.`,
  );
  await expect(done).toContainText(note);
  const taken = Number(note.exec((await done.textContent()) ?? '')?.[1]);

  // One bet, stored and debited at the price taken, which is the book's and not the one seen.
  await expect(shownBalance(page, CART_STARTING_MONEY - 10_000)).toBeVisible();
  const bets = await myBets(request, token);
  expect(bets).toHaveLength(1);
  expect(bets[0]?.picks[0]?.price).toBe(taken);
  expect(taken).not.toBe(seen);
  expect(bets[0]?.potentialPayout).toBe(Math.floor((10_000 * Math.round(taken * 100)) / 100));
});

test('a fully locked 국내형 라이브 game still shows both teams and its lines, greyed with a lock', async ({
  page,
  request,
  problems,
}) => {
  problems.allow(/sports\/stream/);
  const live = await liveFixtures(request, 'live');
  const fixture = live.find((item) => item.markets.length > 0);
  if (!fixture) throw new Error('the 국내형 라이브 table has no live game with markets');
  const game = await lockedRow(page, '/korea/live', fixture);
  await expect(game.locator('button[data-locked]').filter({ hasText: fixture.home }).first()).toBeVisible();
  await expect(game.locator('button[data-locked]').filter({ hasText: fixture.away }).first()).toBeVisible();
  await expectLabelsKept(game);
});

test('a locked in-play row keeps its labels greyed with a lock', async ({ page, request, problems }) => {
  problems.allow(/sports\/stream/);
  const live = await liveFixtures(request, 'inplay');
  const fixture = live.find((item) => rowMarkets('inplay', item.markets).length > 0);
  if (!fixture) throw new Error('the in-play board has no fixture with markets on its row');
  const board = await lockedRow(page, '/inplay', fixture);
  await expect(board).toContainText(fixture.home);
  await expect(board).toContainText(fixture.away);
  await expectLabelsKept(board);
});

test('an opened in-play fixture shows its tracker beside its markets on a PC and above them on a phone, and 중계 opens the match centre', async ({
  page,
  request,
  problems,
}) => {
  problems.allow(MATCH_PATH);
  const live = await liveFixtures(request, 'inplay');
  const fixture = live.find(
    (item) =>
      hasMatchTracker(item.sportId) &&
      hiddenMarketCount(item.marketCount, rowMarkets('inplay', item.markets).length) > 0,
  );
  if (!fixture) throw new Error('the in-play board has no tracked fixture with more markets');
  await page.goto('/inplay');
  const board = row(page, fixture);
  const watch = board.getByRole('link', { name: koSports.live.watchLabel(fixture.home, fixture.away) });
  await expect(watch).toHaveAttribute('href', `/livetv?fixture=${fixture.id}`);

  await board.getByRole('button', { name: /더 보기$/ }).click();
  const tracker = board.getByTestId('match-tracker');
  await expect(tracker).toBeVisible();
  await expect(tracker.getByRole('region', { name: `${fixture.home} vs ${fixture.away}` })).toBeVisible();
  await expect(tracker.getByRole('region', { name: koLiveTv.tracker })).toBeVisible();
  // The markets' view opens with the way into 같은 경기 조합 (issue 34), then the markets by period.
  const markets = board.getByTestId('builder-mode-bar');
  await expect(board.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(markets).toBeVisible();
  const trackerBox = await tracker.boundingBox();
  const marketsBox = await markets.boundingBox();
  if (!trackerBox || !marketsBox) throw new Error('the tracker or the markets have no box');
  if (isDesktop(page)) {
    // Beside: to the right of the markets, starting level with them.
    expect(trackerBox.x).toBeGreaterThan(marketsBox.x + marketsBox.width);
    expect(Math.abs(trackerBox.y - marketsBox.y)).toBeLessThan(40);
  } else {
    expect(trackerBox.y + trackerBox.height).toBeLessThanOrEqual(marketsBox.y);
  }

  await watch.click();
  await expect(page).toHaveURL(new RegExp(`/livetv\\?fixture=${fixture.id}$`));
  await expect(page.getByRole('region', { name: `${fixture.home} vs ${fixture.away}` })).toBeVisible();
});

test('each 국내형 라이브 game the tracker follows links to it', async ({ page, request, problems: _ }) => {
  const live = await liveFixtures(request, 'live');
  const fixture = live.find((item) => hasMatchTracker(item.sportId));
  if (!fixture) throw new Error('the 국내형 라이브 table has no game the tracker follows');
  await page.goto('/korea/live');
  const watch = row(page, fixture).getByRole('link', { name: koSports.live.watchLabel(fixture.home, fixture.away) });
  await expect(watch).toBeVisible();
  await expect(watch).toHaveAttribute('href', `/livetv?fixture=${fixture.id}`);
  const untracked = live.find((item) => !hasMatchTracker(item.sportId));
  if (untracked) await expect(row(page, untracked).getByTestId('tracker-link')).toHaveCount(0);
});
