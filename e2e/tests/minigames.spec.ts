/**
 * A minigame as a member plays it: the round and its countdown, a pick, a stake, the bet placed and
 * the balance debited; the operator's draw-now draws the round, the stage and the results show it,
 * the bet settles in 내 베팅 and a win reaches the balance; the round's proof checks out.
 *
 * Each width plays its own EOS powerballs, so that the two projects running side by side never
 * draw each other's round between a pick and its bet; the roads and the slips use games of their
 * own for the same reason (evolution, bepick, next and 동행), which no other spec draws.
 */
import type { Bet, BetPage } from '@site/contracts/api/bets';
import type { MinigameRound, MinigameRoundPage } from '@site/contracts/api/minigames';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { formatNumber } from '@site/contracts/rules/format';

import { routes } from '../../apps/web/src/app/routes';
import { koMinigames } from '../../apps/web/src/i18n/ko-minigames';
import { koAuth, koSession } from '../../apps/web/src/i18n/ko';
import { acceptAlert, expect, test, toast } from '../fixtures';
import { asAdmin } from '../support/api';
import { signInFundedMember, shownBalance } from '../support/session';

const STARTING_MONEY = 100_000;
const STAKE = 5_000;

/** The games each width draws: its own, never another test's. */
const gamesFor = (width: number) =>
  width < 1264
    ? {
        bet: { id: 211, path: '/minigame/eos/powerball1', title: 'EOS 파워볼 1분' },
        guest: { id: 214, path: '/minigame/eos/powerball4', title: 'EOS 파워볼 4분' },
      }
    : {
        bet: { id: 212, path: '/minigame/eos/powerball2', title: 'EOS 파워볼 2분' },
        guest: { id: 215, path: '/minigame/eos/powerball5', title: 'EOS 파워볼 5분' },
      };

/** The games the roads and the slips are tried on, per width. */
const roadGamesFor = (width: number) =>
  width < 1264
    ? {
        road: { id: 601, path: '/minigame/evolution/powerball' },
        slips: [
          { id: 251, path: '/minigame/next/powerball', market: '파워볼 홀짝', pick: '짝' },
          { id: 252, path: '/minigame/next/ladder', market: '홀짝', pick: '홀' },
        ],
      }
    : {
        road: { id: 701, path: '/minigame/bepick/nnpowerball' },
        slips: [
          { id: 901, path: '/minigame/donghang', market: '파워볼 홀짝', pick: '짝' },
          { id: 902, path: '/minigame/donghang-sadari', market: '홀짝', pick: '홀' },
        ],
      };

const roundName = (round: Pick<MinigameRound, 'roundNo'>) => koMinigames.roundNo(formatNumber(round.roundNo));

const statusLabel: Record<number, string> = {
  1: koMinigames.betStatus.lost,
  2: koMinigames.betStatus.won,
  3: koMinigames.betStatus.void,
};

test('the lobby links every game of every provider and the side menu’s own games', async ({ page, problems: _ }) => {
  await page.goto('/minigame');
  const gamePaths = routes.filter((route) => route.minigame || route.sideMenuMinigame).map((route) => route.path);
  expect(gamePaths.length).toBeGreaterThan(40);
  const main = page.getByRole('main');
  for (const path of gamePaths) await expect(main.locator(`a[href="${path}"]`), path).toHaveCount(1);
});

test('a guest who presses 베팅하기 is asked to log in', async ({ page, request, problems: _ }) => {
  const game = gamesFor(page.viewportSize()?.width ?? 0).guest;
  // A fresh round, so that the test never lands in the last seconds when betting is closed.
  await asAdmin(request, 'POST', `minigames/${game.id}/draw-now`);
  await page.goto(game.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.title);
  const market = page.getByRole('group', { name: '파워볼 홀짝' });
  await market.getByRole('button', { name: /^홀/ }).click();
  await expect(market.getByRole('button', { name: /^홀/ })).toHaveAttribute('aria-pressed', 'true');
  // Pressed again, the single bet is cleared; another pick replaces it.
  await market.getByRole('button', { name: /^홀/ }).click();
  await expect(market.getByRole('button', { name: /^홀/ })).toHaveAttribute('aria-pressed', 'false');
  await market.getByRole('button', { name: /^짝/ }).click();
  await market.getByRole('button', { name: /^홀/ }).click();
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
  await page.getByRole('button', { name: koMinigames.place }).click();
  await acceptAlert(page, koSession.loginRequired);
  await expect(page.getByRole('dialog', { name: koAuth.login })).toBeVisible();
});

test('a bet on the open round is debited, drawn by the operator, settled and proven', async ({
  page,
  request,
  problems: _,
}) => {
  const game = gamesFor(page.viewportSize()?.width ?? 0).bet;
  const token = await signInFundedMember(page, request, STARTING_MONEY);
  // A fresh round: the current one is drawn now and the next opens with its whole betting time.
  const round = (await asAdmin(request, 'POST', `minigames/${game.id}/draw-now`)) as MinigameRound;

  await page.goto(game.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.title);
  await expect(page.getByRole('group', { name: roundName(round) })).toContainText(koMinigames.phase.open);
  await expect(page.getByRole('timer')).toHaveText(/^\d+:\d{2}$/);

  const odd = page.getByRole('group', { name: '파워볼 홀짝' }).getByRole('button', { name: /^홀/ });
  await odd.click();
  const panel = page.getByRole('region', { name: koMinigames.betPanel, exact: true });
  await expect(panel.getByRole('group', { name: koMinigames.chosen })).toContainText('홀');
  await panel.getByRole('button', { name: '5,000', exact: true }).click();
  await expect(panel.getByLabel(koMinigames.stake)).toHaveValue('5,000');
  await expect(panel).toContainText(`${koMinigames.expectedPayout}9,750원`);
  await panel.getByRole('button', { name: koMinigames.place }).click();
  await acceptAlert(page, '5,000원을 베팅하시겠습니까?');
  await expect(toast(page, koMinigames.done)).toBeVisible();
  await expect(shownBalance(page, STARTING_MONEY - STAKE)).toBeVisible();

  const myBets = page.getByRole('list', { name: koMinigames.myBets });
  const myBet = myBets.getByRole('listitem').filter({ hasText: roundName(round) });
  await expect(myBet).toContainText('파워볼 홀짝');
  await expect(myBet).toContainText(koMinigames.betStatus.pending);

  await asAdmin(request, 'POST', `minigames/${game.id}/draw-now`);
  const answer = await request.get(`/api/bets?gameType=3&gameId=${game.id}`, {
    headers: { [AUTH_HEADER]: bearer(token) },
  });
  const [bet] = ((await answer.json()) as BetPage).items as [Bet];
  expect(bet.minigame?.roundId).toBe(round.id);
  expect(bet.status).not.toBe(0);
  const payout = bet.payout ?? 0;
  expect(payout).toBe({ 1: 0, 2: 9_750, 3: STAKE }[bet.status as 1 | 2 | 3]);

  // The stage and the results show the drawn round; my bet shows how it ended; the balance moved.
  const stage = page.getByRole('region', { name: koMinigames.stageLabel(game.title) });
  await expect(stage).toContainText(koMinigames.lastResult(formatNumber(round.roundNo)));
  await expect(stage.getByTestId('stage-result')).toHaveText(bet.minigame?.resultText ?? '');
  await expect(myBet).toContainText(statusLabel[bet.status] ?? '');
  await expect(shownBalance(page, STARTING_MONEY - STAKE + payout)).toBeVisible();

  const row = page.getByRole('list', { name: koMinigames.results }).getByRole('listitem', { name: roundName(round) });
  await expect(row).toContainText(bet.minigame?.resultText ?? '');
  await row.getByRole('button', { name: koMinigames.verify }).click();
  await expect(row.getByRole('status')).toHaveText(koMinigames.match);
});

test('the powerball road draws the drawn rounds, and the round and its seconds stay in sight at the bet panel', async ({
  page,
  request,
  problems: _,
}) => {
  const game = roadGamesFor(page.viewportSize()?.width ?? 0).road;
  for (let draw = 0; draw < 3; draw++) await asAdmin(request, 'POST', `minigames/${game.id}/draw-now`);
  const drawn = (await (
    await request.get(`/api/minigame/games/${game.id}/rounds?size=100`)
  ).json()) as MinigameRoundPage;
  const results = drawn.items.flatMap((round) => (round.result?.kind === 'powerball' ? [round.result] : []));
  const newest = results[0];
  if (!newest) throw new Error(`game ${game.id} has no drawn round`);
  const sum = newest.balls.reduce((total, ball) => total + ball, 0);

  await page.goto(game.path);
  const roads = koMinigames.roads;
  // One circle per drawn round; the newest (the last drawn, at the right) reads as its result says.
  const powerRoad = page.getByRole('list', { name: roads.road(roads.names.power_oddeven) });
  await expect(powerRoad.getByRole('listitem')).toHaveCount(results.length);
  await expect(powerRoad.getByRole('listitem').last()).toHaveAccessibleName(
    newest.powerball % 2 === 1 ? roads.outcome.odd : roads.outcome.even,
  );
  await expect(powerRoad.getByRole('listitem').last()).toBeInViewport();
  await page.getByRole('tab', { name: roads.names.sum_underover }).click();
  const sumRoad = page.getByRole('list', { name: roads.road(roads.names.sum_underover) });
  await expect(sumRoad.getByRole('listitem').last()).toHaveAccessibleName(
    sum <= 72 ? roads.outcome.under : roads.outcome.over,
  );

  // Scrolled down to 베팅하기, the round bar is still there below the header, with its seconds.
  const current = (await (await request.get(`/api/minigame/games/${game.id}`)).json()) as { current: MinigameRound };
  const bar = page.getByRole('group', { name: roundName(current.current) });
  const place = page.getByRole('button', { name: koMinigames.place });
  await place.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await expect(place).toBeInViewport();
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('timer')).toBeInViewport();
  const header = await page.locator('header').first().boundingBox();
  const barBox = await bar.boundingBox();
  const placeBox = await place.boundingBox();
  if (!header || !barBox || !placeBox) throw new Error('the header, the round bar or 베팅하기 is not drawn');
  // Not hidden behind the sticky header, nor over the button.
  expect(barBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(placeBox.y);
});

test('each minigame keeps its own pick and stake when the member goes to another game and back', async ({
  page,
  request,
  problems: _,
}) => {
  const [first, second] = roadGamesFor(page.viewportSize()?.width ?? 0).slips;
  if (!first || !second) throw new Error('two games are needed');
  // Fresh rounds, so that neither closes its betting while the member picks.
  for (const game of [first, second]) await asAdmin(request, 'POST', `minigames/${game.id}/draw-now`);
  const panel = page.getByRole('region', { name: koMinigames.betPanel, exact: true });
  const chosen = panel.getByRole('group', { name: koMinigames.chosen });
  const pickIn = (game: typeof first) =>
    page
      .getByRole('group', { name: game.market, exact: true })
      .getByRole('button', { name: new RegExp(`^${game.pick}`) });

  await page.goto(first.path);
  await pickIn(first).click();
  await panel.getByRole('button', { name: '5,000', exact: true }).click();
  await expect(chosen).toContainText(`${first.market}${first.pick}`);
  // The member sees the stake taken before leaving: only then is it the slip's.
  await expect(panel.getByLabel(koMinigames.stake)).toHaveValue('5,000');

  // Another game: its slip is its own, empty, and a pick there leaves the first game's alone.
  await page.goto(second.path);
  await expect(chosen).toHaveText(koMinigames.nothingChosen);
  await expect(panel.getByLabel(koMinigames.stake)).toHaveValue('');
  await pickIn(second).click();
  await panel.getByRole('button', { name: '1,000', exact: true }).click();
  await expect(panel.getByLabel(koMinigames.stake)).toHaveValue('1,000');

  await page.goto(first.path);
  await expect(chosen).toContainText(`${first.market}${first.pick}`);
  await expect(pickIn(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByLabel(koMinigames.stake)).toHaveValue('5,000');

  await page.goto(second.path);
  await expect(chosen).toContainText(`${second.market}${second.pick}`);
  await expect(panel.getByLabel(koMinigames.stake)).toHaveValue('1,000');
});
