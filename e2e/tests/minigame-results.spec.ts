/**
 * The minigame results and the operator's 미니게임 tab as people use them: a round the operator
 * draws shows in /game_result/minigame with its result, and its proof checks out in the browser;
 * a game's limit saved in the console is still there after a reload.
 *
 * Each width uses games of its own, and none that another spec draws or edits (minigames.spec.ts
 * bets on 211, 212, 214 and 215; the maintenance spec switches 211), so that a draw here never
 * lands between another test's pick and its bet.
 */
import type { Page } from '@playwright/test';

import type { Bet, BetPage } from '@site/contracts/api/bets';
import type { MinigameBoard, MinigameRound, MinigameRoundPage, MinigameSetting } from '@site/contracts/api/minigames';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { formatNumber } from '@site/contracts/rules/format';

import { ko } from '../../apps/web/src/i18n/ko';
import { koAdmin } from '../../apps/web/src/i18n/ko-admin';
import { koBetHistory, koMinigameResults } from '../../apps/web/src/i18n/ko-results';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin } from '../support/api';
import { signInFundedMember, useSharedAdminSession } from '../support/session';

const gamesFor = (width: number) =>
  width < 1264
    ? {
        drawn: { id: 213, provider: 'EOS', name: '파워볼 3분' },
        limit: { id: 231, fullName: '네임드 파워볼' },
        bet: { id: 233, fullName: '네임드 파워사다리 3분' },
      }
    : {
        drawn: { id: 216, provider: '엔트리', name: '파워볼' },
        limit: { id: 232, fullName: '네임드 파워볼 3분' },
        bet: { id: 234, fullName: '네임드 파워사다리 5분' },
      };

test('a drawn round shows in the results with its result, and its proof checks out', async ({
  page,
  request,
  problems: _,
}) => {
  const game = gamesFor(page.viewportSize()?.width ?? 0).drawn;
  await asAdmin(request, 'POST', `minigames/${game.id}/draw-now`);
  const rounds = (await (await request.get(`/api/minigame/games/${game.id}/rounds`)).json()) as MinigameRoundPage;
  const round = rounds.items[0];
  if (!round?.resultText || !round.secret) throw new Error(`game ${game.id} has no drawn round`);

  // The page opens on another game; the member chooses this one by provider and name.
  await page.goto('/game_result/minigame?game=301');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.gameResultMinigame.title);
  await page
    .getByRole('tablist', { name: koMinigameResults.providers })
    .getByRole('tab', { name: game.provider })
    .click();
  await page
    .getByRole('tablist', { name: koMinigameResults.games })
    .getByRole('tab', { name: game.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]game=${game.id}(&|$)`));

  const row = page.getByRole('listitem', { name: koMinigameResults.roundNo(round.roundNo), exact: true });
  await expect(row).toContainText(round.resultText);
  await expect(row).toContainText(round.commitment.slice(0, 10));
  await row.getByRole('button', { name: koMinigameResults.verifyLabel(round.roundNo) }).click();
  const verdict = row.getByRole('status');
  await expect(verdict).toContainText(koMinigameResults.match);
  await expect(verdict).not.toContainText(koMinigameResults.mismatch);
  await expect(row).toContainText(round.secret);
  await expect(row.locator('[data-proof="match"]').first()).toBeVisible();
});

/** Opens the console on the shared administrator's session (a new login would end it for every other test). */
async function openMinigameTab(page: Page): Promise<void> {
  await useSharedAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: koAdmin.tabs.minigames }).click();
}

test(
  'a game’s limit saved in the 미니게임 tab is still there after a reload',
  { tag: '@pc-only' },
  async ({ page, request, problems: _ }) => {
    const game = gamesFor(page.viewportSize()?.width ?? 0).limit;
    const settings = (await asAdmin(request, 'GET', 'minigames')) as MinigameSetting[];
    const original = settings.find((setting) => setting.gameId === game.id);
    if (!original) throw new Error(`no setting for game ${game.id}`);
    const { minStake, maxStake, maxPayout } = original;
    const changed = maxPayout + 1_230_000;

    await openMinigameTab(page);
    const field = page.getByRole('textbox', { name: `${game.fullName} ${koAdmin.betLimits.maxPayout}` });
    const save = page.getByRole('button', { name: koAdmin.minigames.save(game.fullName) });
    try {
      await expect(field).toHaveValue(formatNumber(maxPayout));
      await expect(save).toBeDisabled();
      await field.fill(String(changed));
      await save.click();
      await acceptAlert(page, koAdmin.minigames.saved(game.fullName));

      await page.reload();
      await page.getByRole('tab', { name: koAdmin.tabs.minigames }).click();
      await expect(field).toHaveValue(formatNumber(changed));
      await expect(save).toBeDisabled();
      const stored = (await asAdmin(request, 'GET', 'minigames')) as MinigameSetting[];
      expect(stored.find((setting) => setting.gameId === game.id)).toMatchObject({
        minStake,
        maxStake,
        maxPayout: changed,
      });
    } finally {
      await asAdmin(request, 'PUT', `minigames/${game.id}`, { minStake, maxStake, maxPayout });
    }
  },
);

test('a settled minigame bet shows in /bet_result with its game, round, pick and draw', async ({
  page,
  request,
  problems: _,
}) => {
  const game = gamesFor(page.viewportSize()?.width ?? 0).bet;
  const token = await signInFundedMember(page, request, 100_000);
  // A fresh round, so the bet never lands in the last seconds when betting is closed.
  const round = (await asAdmin(request, 'POST', `minigames/${game.id}/draw-now`)) as MinigameRound;
  const board = (await (await request.get(`/api/minigame/games/${game.id}`)).json()) as MinigameBoard;
  const market = board.markets[0];
  const pick = market?.picks[0];
  if (!market || !pick) throw new Error(`game ${game.id} offers no market`);
  const placed = await request.post('/api/minigame/bets', {
    headers: { [AUTH_HEADER]: bearer(token) },
    data: {
      idempotencyKey: `e2e-results-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      gameId: game.id,
      roundId: round.id,
      marketKey: market.key,
      pickKey: pick.key,
      price: pick.price,
      stake: 5_000,
    },
  });
  if (!placed.ok()) throw new Error(`bet: ${placed.status()} ${await placed.text()}`);
  const bet = (await placed.json()) as Bet;
  await asAdmin(request, 'POST', `minigames/${game.id}/draw-now`);
  const drawn = (await (await request.get(`/api/minigame/games/${game.id}/rounds`)).json()) as MinigameRoundPage;
  const result = drawn.items.find((item) => item.id === round.id);
  if (!result?.resultText) throw new Error(`round ${round.id} was not drawn`);

  await page.goto('/bet_result');
  await page.getByRole('tab', { name: koBetHistory.gameTypes.minigame }).click();
  const settled = (await (
    await request.get(`/api/bets?gameType=3&gameId=${game.id}`, { headers: { [AUTH_HEADER]: bearer(token) } })
  ).json()) as BetPage;
  const status = settled.items.find((item) => item.id === bet.id)?.status;
  const label = { 1: koBetHistory.betStatus.lost, 2: koBetHistory.betStatus.won, 3: koBetHistory.betStatus.void }[
    status as 1 | 2 | 3
  ];
  if (!label) throw new Error(`bet ${bet.id} did not settle: status ${status}`);
  const card = page.getByRole('article', { name: `${koBetHistory.betNumber(bet.id)} ${label}` });
  await expect(card).toBeVisible();
  const row = card.getByTestId('bet-pick');
  await expect(row).toContainText(game.fullName);
  await expect(row).toContainText(koBetHistory.minigame.roundValue(round.date, round.roundNo));
  await expect(row).toContainText(market.nameKorean);
  await expect(row).toContainText(pick.nameKorean);
  await expect(row).toContainText(result.resultText);
  await expect(card).toContainText(koBetHistory.gameTypes.minigame);
});
