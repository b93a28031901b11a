/**
 * Fast-forwarding the feed finishes fixtures for everyone, and would start the ones other tests are
 * betting on, so these run on the site-wide tests' own server (project "site-wide"), at both widths.
 */
import type { APIRequestContext } from '@playwright/test';

import { SETTLEMENT_PENDING, type Bet } from '@site/contracts/api/bets';
import type { Fixture, FixturePage, FixtureResultPage } from '@site/contracts/api/sports';
import { seoulToday, shiftDay } from '@site/contracts/clock';

import { ko } from '../../../apps/web/src/i18n/ko';
import { koSportsResults } from '../../../apps/web/src/i18n/ko-results';
import { expect, test } from '../../support/own-server';
import { asAdmin } from '../../support/api';
import { buttonsOf, openCart, placeWithChip, resultMarket } from '../../support/bet-cart';
import { expectOnePickPayout, expectSettledCard, myBets } from '../../support/bets';
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

/**
 * A finished fixture and its Seoul day: today's, or just after midnight (when today's matches have
 * not been played yet) yesterday's. The results page lists one Seoul day at a time.
 */
async function finishedFixtureOfRecentDay(request: APIRequestContext) {
  const today = seoulToday();
  for (const day of [today, shiftDay(today, -1)]) {
    const results = (await (await request.get(`/api/sports/results?size=30&date=${day}`)).json()) as FixtureResultPage;
    const finished = results.items.find((result) => result.status === 'finished');
    if (finished) return { day, finished };
  }
  throw new Error('no finished fixture today or yesterday after advancing the feed');
}

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
      await placeWithChip(page, await openCart(page), STAKE);
      await expect(shownBalance(page, STARTING_MONEY - STAKE)).toBeVisible();

      await asAdmin(request, 'POST', 'sports/advance', { seconds: FAST_FORWARD_SECONDS });
      // The feed has written the result; settlement follows it a moment later, as a member would see.
      await expect
        .poll(async () => ((await myBets(request, token)) as [Bet])[0].status, { timeout: 15_000 })
        .not.toBe(SETTLEMENT_PENDING);
      const [bet] = (await myBets(request, token)) as [Bet];
      const payout = expectOnePickPayout(bet, STAKE);
      await expectSettledCard(page, '/bet_result', bet, {
        home: fixture.home,
        payout,
        balance: STARTING_MONEY - STAKE + payout,
      });
    });

    test('finished fixtures appear in the sports results once the feed has moved on', async ({
      page,
      request,
      problems: _,
    }) => {
      await asAdmin(request, 'POST', 'sports/advance', { seconds: FAST_FORWARD_SECONDS });
      const { day, finished } = await finishedFixtureOfRecentDay(request);

      await page.goto(`/game_result/sports?date=${day}`);
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
