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

import type { Bet, BetPage } from '@site/contracts/api/bets';
import { SETTLEMENT_LOST, SETTLEMENT_PENDING, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import type { VirtualEvent, VirtualEventList, VirtualResultPage } from '@site/contracts/api/virtuals';
import { formatWon } from '@site/contracts/rules/format';

import { koBetSlip } from '../../apps/web/src/i18n/ko-bet-slip';
import { koBetHistory } from '../../apps/web/src/i18n/ko-results';
import { koVirtuals } from '../../apps/web/src/i18n/ko-virtuals';
import { acceptAlert, expect, isDesktop, test } from '../fixtures';
import { asAdmin } from '../support/api';
import { buttonsOf, openCart, resultMarket } from '../support/bet-cart';
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

const statusText: Record<number, string> = {
  [SETTLEMENT_LOST]: koBetHistory.betStatus.lost,
  [SETTLEMENT_WON]: koBetHistory.betStatus.won,
  [SETTLEMENT_VOID]: koBetHistory.betStatus.void,
};

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
  await expect(page.getByRole('timer').first()).toContainText(koVirtuals.startsIn);
  await expect(page.getByTestId('fixture-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  const home = buttonsOf(page, match, market.marketType).first();
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  const cart = await openCart(page);
  await expect(cart.getByRole('listitem', { name: new RegExp(`${match.home} vs ${match.away}`) })).toBeVisible();
  await cart.getByRole('button', { name: '10,000', exact: true }).click();
  await cart.getByRole('button', { name: koBetSlip.place }).click();
  await acceptAlert(page, '10,000원을 베팅하시겠습니까?');
  await acceptAlert(page, koBetSlip.done);
  await expect(shownBalance(page, STARTING_MONEY - STAKE)).toBeVisible();

  const { played } = (await asAdmin(request, 'POST', 'virtuals/play-now', { sport: 'soccer', league })) as {
    played: number[];
  };
  expect(played).toContain(match.id);

  const mine = await request.get('/api/bets?gameType=4', { headers: { [AUTH_HEADER]: bearer(token) } });
  const [bet] = ((await mine.json()) as BetPage).items as [Bet];
  expect(bet.gameType).toBe(4);
  expect(bet.status).not.toBe(SETTLEMENT_PENDING);
  // One pick, no bonus: a win pays the stake times the price taken, floored to the won.
  const expectedPayout = {
    [SETTLEMENT_WON]: Math.floor(STAKE * (bet.picks[0]?.price ?? 0)),
    [SETTLEMENT_LOST]: 0,
    [SETTLEMENT_VOID]: STAKE,
  }[bet.status as 1 | 2 | 3];
  expect(bet.payout).toBe(expectedPayout);

  await page.goto('/bet_result?type=4');
  const card = page.getByRole('article', { name: `${koBetHistory.betNumber(bet.id)} ${statusText[bet.status]}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(koBetHistory.gameTypes.virtual);
  await expect(card).toContainText(`가상축구 ${match.leagueNameKorean}`);
  await expect(card).toContainText(match.home);
  await expect(card).toContainText(`${koBetHistory.payout}${formatWon(expectedPayout)}`);
  await expect(shownBalance(page, STARTING_MONEY - STAKE + expectedPayout)).toBeVisible();

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
