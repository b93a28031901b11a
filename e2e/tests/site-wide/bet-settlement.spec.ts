/**
 * Fast-forwarding the feed finishes fixtures for everyone, and would start the ones other tests are
 * betting on, so these run alone after the other browser tests (project "site-wide"), at both widths.
 */
import type { APIRequestContext } from '@playwright/test';

import type { Bet, BetPage } from '@site/contracts/api/bets';
import { SETTLEMENT_LOST, SETTLEMENT_PENDING, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { Fixture, FixturePage, FixtureResultPage } from '@site/contracts/api/sports';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { formatWon } from '@site/contracts/rules/format';

import { ko } from '../../../apps/web/src/i18n/ko';
import { koBetSlip } from '../../../apps/web/src/i18n/ko-bet-slip';
import { koBetHistory, koSportsResults } from '../../../apps/web/src/i18n/ko-results';
import { acceptAlert, expect, test } from '../../fixtures';
import { asAdmin } from '../../support/api';
import { buttonsOf, openCart, resultMarket } from '../../support/bet-cart';
import { signInFundedMember, shownBalance } from '../../support/session';

test.describe.configure({ mode: 'serial' });

const STARTING_MONEY = 100_000;
const STAKE = 10_000;
/** Long enough for any sport's match to be over (baseball with extra innings is the longest). */
const FAST_FORWARD_SECONDS = 6 * 3600;

/** The first fixture of /korea/cross that offers its result market and does not start in the next minutes. */
async function soonestFixture(request: APIRequestContext): Promise<Fixture> {
  const { items } = (await (await request.get('/api/sports/fixtures?book=cross&page=1&size=15')).json()) as FixturePage;
  const fixture = items.find((f) => resultMarket(f) && Date.parse(f.startAt) - Date.now() > 2 * 60_000);
  if (!fixture) throw new Error('no fixture on the first page of the cross book to bet on');
  return fixture;
}

const statusText: Record<number, string> = {
  [SETTLEMENT_LOST]: koBetHistory.betStatus.lost,
  [SETTLEMENT_WON]: koBetHistory.betStatus.won,
  [SETTLEMENT_VOID]: koBetHistory.betStatus.void,
};

for (const width of [425, 1607] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a bet from the cart settles when the feed finishes its fixture, and the payout reaches the balance', async ({
      page,
      request,
      problems: _,
    }) => {
      const token = await signInFundedMember(page, request, STARTING_MONEY);
      const fixture = await soonestFixture(request);
      const market = resultMarket(fixture);
      const home = market?.selections[0];
      if (!market || !home) throw new Error(`fixture ${fixture.id} has no result market`);

      await page.goto('/korea/cross');
      await buttonsOf(page, fixture, market.marketType).first().click();
      const cart = await openCart(page);
      await cart.getByRole('button', { name: '10,000', exact: true }).click();
      await cart.getByRole('button', { name: koBetSlip.place }).click();
      await acceptAlert(page, '10,000원을 베팅하시겠습니까?');
      await acceptAlert(page, koBetSlip.done);
      await expect(shownBalance(page, STARTING_MONEY - STAKE)).toBeVisible();

      await asAdmin(request, 'POST', 'sports/advance', { seconds: FAST_FORWARD_SECONDS });
      const mine = await request.get('/api/bets', { headers: { [AUTH_HEADER]: bearer(token) } });
      const [bet] = ((await mine.json()) as BetPage).items as [Bet];
      expect(bet.status).not.toBe(SETTLEMENT_PENDING);
      // One pick, no bonus: a win pays the stake times the price the member took, floored to the won.
      const expectedPayout = {
        [SETTLEMENT_WON]: Math.floor(STAKE * (bet.picks[0]?.price ?? 0)),
        [SETTLEMENT_LOST]: 0,
        [SETTLEMENT_VOID]: STAKE,
      }[bet.status as 1 | 2 | 3];
      expect(bet.payout).toBe(expectedPayout);

      await page.goto('/bet_result');
      const card = page.getByRole('article', { name: `${koBetHistory.betNumber(bet.id)} ${statusText[bet.status]}` });
      await expect(card).toBeVisible();
      await expect(card).toContainText(fixture.home);
      await expect(card).toContainText(`${koBetHistory.payout}${formatWon(expectedPayout)}`);
      await expect(shownBalance(page, STARTING_MONEY - STAKE + expectedPayout)).toBeVisible();
    });

    test('finished fixtures appear in the sports results once the feed has moved on', async ({
      page,
      request,
      problems: _,
    }) => {
      await asAdmin(request, 'POST', 'sports/advance', { seconds: FAST_FORWARD_SECONDS });
      const results = (await (await request.get('/api/sports/results?size=30')).json()) as FixtureResultPage;
      const finished = results.items.find((result) => result.status === 'finished');
      if (!finished) throw new Error('no finished fixture after advancing the feed');

      await page.goto('/game_result/sports');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.gameResultSports.title);
      const league = page.getByRole('region', { name: finished.leagueNameKorean }).first();
      await expect(league.getByTestId('fixture-result').filter({ hasText: finished.home }).first()).toContainText(
        `${finished.homeScore} : ${finished.awayScore}`,
      );

      // The day before today has its own list; 다음 날 comes back.
      await page.getByRole('button', { name: koSportsResults.previousDay }).click();
      await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
      await page.getByRole('button', { name: koSportsResults.nextDay }).click();
      await expect(page.getByTestId('fixture-result').first()).toBeVisible();
    });
  });
}
