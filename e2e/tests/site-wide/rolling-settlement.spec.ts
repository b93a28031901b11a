/**
 * Issue 17's journey from a fresh start: a member who joined with pmember1's code (so under partner1,
 * under the head office `manager`) plays sports, a minigame and a slot; the bets settle; pmember1 sees
 * the referral rolling on /calculate, partner1 its rolling in /manager and asks for settlement, and the
 * operator approves it. The figures are recomputed here from the member's bets and the rates alone.
 * Fast-forwarding the feed finishes everyone's fixtures, so this runs with the site-wide tests, on their own server.
 */
import type { APIRequestContext, Browser } from '@playwright/test';

import { SETTLEMENT_LOST, SETTLEMENT_PENDING, SETTLEMENT_WON, type Bet } from '@site/contracts/api/bets';
import {
  rollingAmount,
  type RollingKind,
  type RollingSettings,
  type RollingSummary,
} from '@site/contracts/api/rolling';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { formatWon } from '@site/contracts/rules/format';

import { acceptAlert } from '../../fixtures';
import { expect, test } from '../../support/own-server';
import { asAdmin, login, newMember } from '../../support/api';
import { myBets, placePrematchBet } from '../../support/bets';
import { settledMinigameBet } from '../../support/cashier';
import { launchAddress, spinOnce } from '../../support/casino';
import { signIn, useSharedAdminSession } from '../../support/session';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 425, height: 900 }, actionTimeout: 15_000 });
// Three bets played to the end, then three people's pages.
test.setTimeout(180_000);

const FAST_FORWARD_SECONDS = 6 * 3600;
const POWERBALL_1 = 211;
const STAKE = 10_000;

/** The demo tree's rolling rates (seed): partner1's own, and the head office's above it. */
const PARTNER1_BP: Partial<Record<RollingKind, number>> = { sports: 70, live: 70, mini: 50, slot: 70 };
const MANAGER_BP: Partial<Record<RollingKind, number>> = { sports: 100, live: 100, mini: 80, slot: 100 };

const kindOf = (bet: Bet): RollingKind => {
  if (bet.gameType === 1) return 'sports';
  if (bet.gameType === 2) return 'live';
  if (bet.gameType === 3) return 'mini';
  // the only casino round this member plays is the slot
  return 'slot';
};

async function summaryOf(request: APIRequestContext, token: string): Promise<RollingSummary> {
  const response = await request.get('/api/calculate', { headers: { [AUTH_HEADER]: bearer(token) } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as RollingSummary;
}

/** What each beneficiary earns from these bets, from their stakes and the rates alone. */
function expectedRolling(bets: Bet[], referral: Record<RollingKind, number>) {
  const played = bets.filter((bet) => bet.status === SETTLEMENT_WON || bet.status === SETTLEMENT_LOST);
  const sum = (rate: (kind: RollingKind) => number) =>
    played.reduce((total, bet) => total + rollingAmount(bet.stake, rate(kindOf(bet))), 0);
  return {
    recommender: sum((kind) => referral[kind]),
    partner: sum((kind) => PARTNER1_BP[kind] ?? 0),
    head: sum((kind) => (MANAGER_BP[kind] ?? 0) - (PARTNER1_BP[kind] ?? 0)),
  };
}

async function playSlotOnce(browser: Browser, request: APIRequestContext, token: string) {
  const slotWindow = await (await browser.newContext()).newPage();
  await slotWindow.goto(await launchAddress(request, token, { product: 'slot' }));
  await spinOnce(slotWindow);
  await slotWindow.close();
}

test('rolling from a partner member’s sports, minigame and slot bets reaches the recommender and the partner chain, and the partner’s settlement is approved once', async ({
  page,
  browser,
  request,
  problems: _,
}) => {
  const settings = (await asAdmin(request, 'GET', 'rolling/settings')) as RollingSettings;
  // Every settlement waits for the operator here, and a few bets' rolling is enough to ask for one.
  await asAdmin(request, 'PUT', 'rolling/settings', { ...settings, minSettlement: 100, approvalAbove: 0 });
  try {
    const member = await newMember(request, { recommender: 'pmember1' });
    const token = await login(request, member.userId, member.password);
    await asAdmin(request, 'POST', `members/${member.userId}/money`, { amount: 500_000, memo: 'e2e 롤링' });
    // Signing a page in below ends these sessions (one session per member); each takes the page's token then.
    const tokens = {
      recommender: await login(request, 'pmember1', 'demo1234'),
      partner: await login(request, 'partner1', 'partner1234'),
      head: await login(request, 'manager', 'manager1234'),
    };
    const before = {
      recommender: (await summaryOf(request, tokens.recommender)).total,
      partner: (await summaryOf(request, tokens.partner)).total,
      head: (await summaryOf(request, tokens.head)).total,
    };

    await placePrematchBet(request, token, STAKE, { soonest: true });
    await settledMinigameBet(request, token, POWERBALL_1, STAKE);
    await playSlotOnce(browser, request, token);
    await asAdmin(request, 'POST', 'sports/advance', { seconds: FAST_FORWARD_SECONDS });
    await expect
      .poll(async () => (await myBets(request, token)).filter((bet) => bet.status === SETTLEMENT_PENDING).length, {
        timeout: 30_000,
      })
      .toBe(0);

    const bets = await myBets(request, token);
    expect(new Set(bets.map(kindOf))).toEqual(new Set(['sports', 'mini', 'slot']));
    const expected = expectedRolling(bets, settings.referralRates);
    expect(expected.partner).toBeGreaterThan(0);
    expect((await summaryOf(request, tokens.recommender)).total - before.recommender).toBe(expected.recommender);
    expect((await summaryOf(request, tokens.partner)).total - before.partner).toBe(expected.partner);
    expect((await summaryOf(request, tokens.head)).total - before.head).toBe(expected.head);

    // The recommender reads it on /calculate.
    tokens.recommender = await signIn(page, request, 'pmember1', 'demo1234');
    await page.goto('/calculate');
    const recommenderTotal = (await summaryOf(request, tokens.recommender)).total;
    await expect(page.getByRole('region', { name: '기간 합계' })).toContainText(formatWon(recommenderTotal));

    // partner1 asks for its settlement in the partner console; it waits for the operator.
    // Each person in a window of their own: a tab left behind does not paint, and the site batches its
    // updates per painted frame.
    const partnerPage = await (await browser.newContext({ viewport: { width: 425, height: 900 } })).newPage();
    tokens.partner = await signIn(partnerPage, request, 'partner1', 'partner1234');
    await partnerPage.goto('/manager?tab=rolling');
    const claimable = (await summaryOf(request, tokens.partner)).claimable;
    await partnerPage.getByRole('button', { name: '정산 신청' }).click();
    await acceptAlert(partnerPage, `${formatWon(claimable)} 정산 신청이 접수되었습니다. 승인대기 중입니다.`);
    await expect(partnerPage.getByText('승인대기').first()).toBeVisible();
    const partnerBalance = async () =>
      (
        (await (
          await request.get('/api/member/user', { headers: { [AUTH_HEADER]: bearer(tokens.partner) } })
        ).json()) as {
          emoney: number;
        }
      ).emoney;
    const balanceBefore = await partnerBalance();

    // The operator approves it in the console's 롤링 정산 tab.
    const adminPage = await (await browser.newContext({ viewport: { width: 1607, height: 900 } })).newPage();
    await useSharedAdminSession(adminPage);
    await adminPage.goto('/admin?tab=rolling');
    await adminPage.getByRole('button', { name: 'partner1 승인' }).click();
    const confirm = adminPage
      .getByRole('dialog')
      .filter({ hasText: `partner1의 ${formatWon(claimable)} 정산을 승인할까요?` });
    await confirm.getByRole('button', { name: '확인' }).click();
    await acceptAlert(adminPage, '승인했습니다.');
    await expect.poll(partnerBalance).toBe(balanceBefore + claimable);
    await partnerPage.bringToFront();
    await partnerPage.reload();
    await expect(partnerPage.getByText('지급완료').first()).toBeVisible();
  } finally {
    await asAdmin(request, 'PUT', 'rolling/settings', settings);
  }
});
