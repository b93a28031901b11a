/**
 * A minigame as a member plays it: the round and its countdown, a pick, a stake, the bet placed and
 * the balance debited; the operator's draw-now draws the round, the stage and the results show it,
 * the bet settles in 내 베팅 and a win reaches the balance; the round's proof checks out.
 *
 * Each width plays its own EOS powerballs, so that the two projects running side by side never
 * draw each other's round between a pick and its bet.
 */
import type { Bet, BetPage } from '@site/contracts/api/bets';
import type { MinigameRound } from '@site/contracts/api/minigames';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { formatNumber } from '@site/contracts/rules/format';

import { routes } from '../../apps/web/src/app/routes';
import { koMinigames } from '../../apps/web/src/i18n/ko-minigames';
import { koAuth, koSession } from '../../apps/web/src/i18n/ko';
import { acceptAlert, expect, test } from '../fixtures';
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
  await acceptAlert(page, koMinigames.done);
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
