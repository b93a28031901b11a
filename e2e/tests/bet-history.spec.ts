import type { League, Location } from '@site/contracts/api/sports';
import { formatWon } from '@site/contracts/rules/format';

import { ko } from '../../apps/web/src/i18n/ko';
import { koBetHistory } from '../../apps/web/src/i18n/ko-results';
import { acceptAlert, expect, isDesktop, test } from '../fixtures';
import { asAdmin } from '../support/api';
import { placePrematchBet } from '../support/bets';
import { drawer } from '../support/menu';
import { signInFundedMember, shownBalance } from '../support/session';

const STAKE = 10_000;
const STARTING_MONEY = 100_000;

test('a member sees a placed bet with its picks, cancels it and gets the stake back', async ({
  page,
  request,
  problems: _,
}) => {
  const token = await signInFundedMember(page, request, STARTING_MONEY);
  const bet = await placePrematchBet(request, token, STAKE);
  const pick = bet.picks[0];
  if (!pick) throw new Error('the bet has no pick');

  await page.goto('/bet_result');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.betResult.title);
  await expect(shownBalance(page, STARTING_MONEY - STAKE)).toBeVisible();
  const card = page.getByRole('article', {
    name: `${koBetHistory.betNumber(bet.id)} ${koBetHistory.betStatus.pending}`,
  });
  await expect(card).toBeVisible();
  const pickRow = card.getByTestId('bet-pick');
  await expect(pickRow).toHaveCount(1);
  await expect(pickRow).toContainText(pick.home);
  await expect(pickRow).toContainText(pick.away);
  await expect(pickRow).toContainText(pick.leagueNameKorean);
  await expect(pickRow).toContainText(koBetHistory.pickResult.pending);
  await expect(card).toContainText(formatWon(STAKE));

  await card.getByRole('button', { name: koBetHistory.cancel }).click();
  await acceptAlert(page, koBetHistory.cancelConfirm.split('\n')[0] ?? '');
  await acceptAlert(page, koBetHistory.cancelled);
  const cancelled = page.getByRole('article', {
    name: `${koBetHistory.betNumber(bet.id)} ${koBetHistory.betStatus.cancelled}`,
  });
  await expect(cancelled).toBeVisible();
  await expect(cancelled.getByRole('button', { name: koBetHistory.cancel })).toHaveCount(0);
  await expect(cancelled).toContainText(`${koBetHistory.refund}${formatWon(STAKE)}`);
  await expect(shownBalance(page, STARTING_MONEY)).toBeVisible();
});

test('a bet the operator voids shows its stake as 환급, not 당첨금 0원, and its pick 적중특례, not 진행중', async ({
  page,
  request,
  problems: _,
}) => {
  const token = await signInFundedMember(page, request, STARTING_MONEY);
  const bet = await placePrematchBet(request, token, STAKE);
  await asAdmin(request, 'POST', `bets/${bet.id}/void`, { reason: `e2e 적특 ${bet.id}: 환급 표시 확인` });

  await page.goto('/bet_result');
  const voided = page.getByRole('article', {
    name: `${koBetHistory.betNumber(bet.id)} ${koBetHistory.betStatus.void}`,
  });
  await expect(voided).toContainText(`${koBetHistory.refund}${formatWon(STAKE)}`);
  await expect(voided).not.toContainText(`${koBetHistory.payout}${formatWon(0)}`);
  await expect(voided.getByText(koBetHistory.payout, { exact: true })).toHaveCount(0);
  // the pick was still open when the bet was voided: it ended with the bet
  const pickRow = voided.getByTestId('bet-pick');
  await expect(pickRow).toContainText(koBetHistory.pickResult.void);
  await expect(pickRow).not.toContainText(koBetHistory.pickResult.pending);
  await expect(shownBalance(page, STARTING_MONEY)).toBeVisible();
});

test('the game type tabs and the dates filter the history', async ({ page, request, problems: _ }) => {
  const token = await signInFundedMember(page, request, STARTING_MONEY);
  const bet = await placePrematchBet(request, token, STAKE);
  const card = page.locator(`[data-bet-id="${bet.id}"]`);

  await page.goto('/bet_result');
  await expect(card).toBeVisible();
  await page.getByRole('tab', { name: koBetHistory.gameTypes.live }).click();
  await expect(page).toHaveURL(/[?&]type=2/);
  await expect(page.getByText(koBetHistory.empty)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: koBetHistory.gameTypes.sports }).click();
  await expect(card).toBeVisible();

  // A day long before the bet: nothing; back to 오늘: the bet again.
  await page.getByLabel(koBetHistory.from).fill('2020-01-01');
  await page.getByLabel(koBetHistory.to).fill('2020-01-02');
  await expect(page.getByText(koBetHistory.empty)).toBeVisible();
  await page.getByRole('button', { name: koBetHistory.today, exact: true }).click();
  await expect(card).toBeVisible();
});

test('the side menu unfolds a sport into locations and leagues, each opening the book', async ({
  page,
  request,
  problems: _,
}) => {
  const basketball = 48242;
  const locations = (await (
    await request.get(`/api/sports-prematch/location?sportId=${basketball}`)
  ).json()) as Location[];
  const location = locations.find((entry) => entry.cnt > 0);
  if (!location) throw new Error('no basketball location with fixtures');
  const groups = (await (
    await request.get(`/api/sports-prematch/league?sportId=${basketball}&locationId=${location.location_id}`)
  ).json()) as League[][];
  const league = groups.flat()[0];
  if (!league) throw new Error(`no league in location ${location.location_id}`);

  await page.goto('/');
  if (!isDesktop(page)) await page.getByRole('button', { name: ko.common.openMenu }).click();
  const menu = isDesktop(page) ? page.getByRole('complementary', { name: '사이드 메뉴' }) : drawer(page);
  await menu.locator(`[data-sport-id="${basketball}"]`).click();
  await expect(page).toHaveURL(/\/korea\?sport_id=48242&flag=Basketball&location_id=&league=&time=\d+$/);
  const locationButton = menu.locator(`[data-location-id="${location.location_id}"]`);
  await expect(locationButton).toContainText(location.name_korean);
  await expect(locationButton).toContainText(String(location.cnt));

  await locationButton.click();
  await expect(page).toHaveURL(new RegExp(`location_id=${location.location_id}&league=&time=\\d+$`));
  const leagueButton = menu.locator(`[data-league-id="${league.league_id}"]`);
  await expect(leagueButton).toContainText(league.name_korean);
  await leagueButton.click();
  await expect(page).toHaveURL(
    new RegExp(`sport_id=48242&flag=Basketball&location_id=${location.location_id}&league=${league.league_id}&time=`),
  );
  // On a phone the drawer closes once a league is chosen.
  if (!isDesktop(page)) await expect(menu).toBeHidden();
});
