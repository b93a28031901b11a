/**
 * bet365's virtual sports as a member meets them: a virtual soccer match's price picked on
 * /minigame/bet365/soccer, the bet placed from the cart, the operator's play-now plays the league's
 * next matches at once, the bet settles in /bet_result with the balance moved by its payout, and the
 * match is in /game_result/virtuals/soccer; a dog race lists its runners with their prices.
 *
 * Each width bets in its own league, so that the two projects running side by side never play each
 * other's match between a pick and its bet.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import type { Bet } from '@site/contracts/api/bets';
import type { VirtualEvent, VirtualEventList, VirtualResultPage } from '@site/contracts/api/virtuals';

import { koBetHistory } from '../../apps/web/src/i18n/ko-results';
import { koVirtuals } from '../../apps/web/src/i18n/ko-virtuals';
import { expect, isDesktop, test } from '../fixtures';
import { asAdmin } from '../support/api';
import { buttonsOf, openCart, placeWithChip, resultMarket } from '../support/bet-cart';
import { expectOnePickPayout, expectSettledCard, myBets } from '../support/bets';
import { signInFundedMember, shownBalance } from '../support/session';

const STARTING_MONEY = 100_000;
const STAKE = 10_000;
/** An event starting sooner than this may close while the test picks and places. */
const START_MARGIN_SECONDS = 30;

/** The soccer league each width plays (both are ranked leagues with a team table). */
const leagueFor = (page: Page) => (isDesktop(page) ? 'superleagues' : 'premierships');

async function soccerEvents(request: APIRequestContext, league: string): Promise<VirtualEvent[]> {
  const response = await request.get(`/api/virtuals/soccer/events?league=${league}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as VirtualEventList).items;
}

/**
 * A match of the league's next slot, the one play-now plays, with its result market open and enough
 * time before its start. When that slot is about to start it is played first, so the next is far off.
 */
async function nextMatch(request: APIRequestContext, league: string): Promise<VirtualEvent> {
  const firstScheduled = async () => {
    const scheduled = (await soccerEvents(request, league)).filter((event) => event.status === 'scheduled');
    const soonest = Math.min(...scheduled.map((event) => Date.parse(event.startAt)));
    return scheduled.find((event) => Date.parse(event.startAt) === soonest && resultMarket(event));
  };
  let event = await firstScheduled();
  if (!event || event.secondsToStart < START_MARGIN_SECONDS) {
    await asAdmin(request, 'POST', 'virtuals/play-now', { sport: 'soccer', league });
    event = await firstScheduled();
  }
  if (!event || event.secondsToStart < START_MARGIN_SECONDS) throw new Error(`no match of ${league} to bet on`);
  return event;
}

/** Phone first: the page never scrolls sideways (a wide table scrolls inside its own box). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a member bets on a virtual match from the cart; played at once, it settles and moves the balance', async ({
  page,
  request,
  problems: _,
}) => {
  const token = await signInFundedMember(page, request, STARTING_MONEY);
  const league = leagueFor(page);
  const match = await nextMatch(request, league);
  const market = resultMarket(match);
  if (!market) throw new Error(`match ${match.id} has no result market`);

  await page.goto(`/minigame/bet365/soccer?league=${league}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('가상축구');
  // The slot under way (if any) counts to its result; the coming ones count to their start.
  await expect(page.getByRole('timer').filter({ hasText: koVirtuals.startsIn }).first()).toBeVisible();
  await expect(page.getByTestId('fixture-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  const home = buttonsOf(page, match, market.marketType).first();
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  const cart = await openCart(page);
  await expect(cart.getByRole('listitem', { name: new RegExp(`${match.home} vs ${match.away}`) })).toBeVisible();
  await placeWithChip(page, cart, STAKE);
  await expect(shownBalance(page, STARTING_MONEY - STAKE)).toBeVisible();

  const { played } = (await asAdmin(request, 'POST', 'virtuals/play-now', { sport: 'soccer', league })) as {
    played: number[];
  };
  expect(played).toContain(match.id);

  const [bet] = (await myBets(request, token, 'gameType=4')) as [Bet];
  expect(bet.gameType).toBe(4);
  const payout = expectOnePickPayout(bet, STAKE);

  const card = await expectSettledCard(page, '/bet_result?type=4', bet, {
    home: match.home,
    payout,
    balance: STARTING_MONEY - STAKE + payout,
  });
  await expect(card).toContainText(koBetHistory.gameTypes.virtual);
  await expect(card).toContainText(`가상축구 ${match.leagueNameKorean}`);

  // The match is among the day's results, with its final score.
  const results = (await (
    await request.get(`/api/virtuals/soccer/results?league=${league}&size=50`)
  ).json()) as VirtualResultPage;
  const finished = results.items.find((result) => result.id === match.id);
  if (!finished) throw new Error(`match ${match.id} is not among the results`);
  await page.goto(`/game_result/virtuals/soccer?league=${league}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('가상축구 결과');
  const row = page.getByRole('listitem', { name: `${match.home} vs ${match.away}` }).first();
  await expect(row).toContainText(`${finished.homeScore} : ${finished.awayScore}`);
  await expect(row).toContainText(koVirtuals.paid);
  // A ranked league: the day's table counts the match.
  const table = page.getByRole('table', { name: new RegExp(`${match.leagueNameKorean} 순위`) });
  await expect(table.getByRole('row', { name: new RegExp(match.home) })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a dog race lists its six runners with their 단승 and 연승 prices', async ({ page, request, problems: _ }) => {
  const response = await request.get('/api/virtuals/dog/events?league=goldenhillparks');
  const { items } = (await response.json()) as VirtualEventList;
  const race = items.find((event) => event.status === 'scheduled' && event.secondsToStart > START_MARGIN_SECONDS);
  if (!race) throw new Error('no dog race to come');

  await page.goto('/minigame/bet365/dog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('개경주');
  await expect(page.getByRole('tab', { name: '골든힐 파크' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: race.home });
  const runners = card.getByTestId('runner');
  await expect(runners).toHaveCount(6);
  for (const runner of race.runners) {
    await expect(card.getByRole('listitem', { name: `${runner.no} ${runner.name}` })).toBeVisible();
  }
  const first = card.getByRole('listitem', { name: `1 ${race.runners[0]?.name ?? ''}` });
  const win = first.getByRole('button', { name: /^단승/ });
  await expect(win).toHaveText(/\d+\.\d{2}/);
  await win.click();
  await expect(win).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText('연승 (2착 이내)');
  await expectNoSidewaysScroll(page);
});

test('/game_result/virtuals opens on soccer with the other sports’ tabs', async ({ page, problems: _ }) => {
  await page.goto('/game_result/virtuals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('가상게임 결과');
  await expect(page.getByRole('tab', { name: '가상축구' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '경마' }).click();
  await expect(page).toHaveURL(/\/game_result\/virtuals\/horse$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('경마 결과');
});
