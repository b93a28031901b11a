/**
 * The cashier as a member uses it on a phone: a won deposit approved by an operator arrives in the
 * top bar without a reload; a withdrawal is refused until the deposit has been bet (rolling), then
 * taken from the balance at once; a tether deposit is paid on the gateway's page and credited when
 * the transfer is confirmed. At 425 wide only: the pages are the same at 1607 (checked by eye), and
 * each of these flows takes seconds of real time.
 *
 * Minigames 601 and 701 are drawn here and nowhere else, so a draw never lands in another spec.
 */
import type { Page } from '@playwright/test';

import { cashStatusLabels, cashierErrors } from '@site/contracts/api/cashier';
import { formatWon } from '@site/contracts/rules/format';

import { koTether } from '../../apps/web/src/i18n/ko-tether';
import { koCashier } from '../../apps/web/src/i18n/ko-cashier';
import { acceptAlert, expect, isDesktop, test } from '../fixtures';
import { asAdmin, E2E_WITHDRAWAL_PASSWORD } from '../support/api';
import { pendingRequestOf, settledMinigameBet } from '../support/cashier';
import { shownBalance, signInFundedMember } from '../support/session';

test.skip(({ viewport }) => (viewport?.width ?? 0) !== 425, 'the cashier flows run at 425 wide');

/** A row of the member's recent requests: its amount and its status, as the list names it. */
const requestRow = (page: Page, amount: number, status: keyof typeof cashStatusLabels) =>
  page.getByRole('listitem', { name: `${formatWon(amount)} ${cashStatusLabels[status]}` });

const userIdOf = async (page: Page): Promise<string> =>
  (await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('site.auth') ?? '{}').token as string;
    const response = await fetch('/api/member/user', { headers: { 'X-AUTH-TOKEN': `Bearer ${token}` } });
    return ((await response.json()) as { userId: string }).userId;
  })) as string;

test('a won deposit, approved by an operator, arrives live; a withdrawal waits for the rolling, then is held at once', async ({
  page,
  request,
  problems,
}) => {
  expect(isDesktop(page)).toBe(false);
  // Money the operator credited counts for no rolling: only the deposit below has to be bet.
  const token = await signInFundedMember(page, request, 50_000, { verified: true });
  await page.goto('/charge');
  const userId = await userIdOf(page);

  await page.getByRole('button', { name: '10만' }).click();
  await page.getByRole('radio', { name: koCashier.charge.bonusNone }).check();
  await page.getByRole('button', { name: koCashier.charge.submit }).click();
  await acceptAlert(page, '100,000원을 충전 신청하시겠습니까?');
  await acceptAlert(page, koCashier.charge.done);
  await expect(page.getByRole('region', { name: koCashier.charge.pendingTitle })).toContainText(formatWon(100_000));

  const deposit = await pendingRequestOf(request, userId, 'deposit');
  await asAdmin(request, 'POST', `cashier/requests/${deposit.id}/approve`);
  // The balance stream moves the strip and the page shows the request done, without a reload.
  await expect(shownBalance(page, 150_000)).toBeVisible();
  await expect(requestRow(page, 100_000, 'approved')).toBeVisible();

  // Nothing bet yet: the deposit's 100% rolling is not met, and the server says how much is left.
  await page.goto('/exchange');
  await page.getByRole('button', { name: '5만' }).click();
  await page.getByLabel(koCashier.exchange.password).fill(E2E_WITHDRAWAL_PASSWORD);
  await page.getByRole('button', { name: koCashier.exchange.submit }).click();
  await acceptAlert(page, '50,000원을 환전 신청하시겠습니까?');
  problems.allow(/400.*\/api\/cashier\/withdrawals/);
  await acceptAlert(page, cashierErrors.rollingNotMet(100_000));
  await expect(shownBalance(page, 150_000)).toBeVisible();

  await settledMinigameBet(request, token, 601, 100_000);
  await page.reload();
  await expect(page.getByText(koCashier.rolling.met)).toBeVisible();
  const balance = Number(
    (
      (await (await request.get('/api/member/user', { headers: { 'X-AUTH-TOKEN': `Bearer ${token}` } })).json()) as {
        emoney: number;
      }
    ).emoney,
  );
  await page.getByRole('button', { name: '5만' }).click();
  await page.getByLabel(koCashier.exchange.password).fill(E2E_WITHDRAWAL_PASSWORD);
  await page.getByRole('button', { name: koCashier.exchange.submit }).click();
  await acceptAlert(page, '50,000원을 환전 신청하시겠습니까?');
  await acceptAlert(page, koCashier.exchange.done);
  // Held at once: the money leaves the balance when the request is made, not when it is paid.
  await expect(shownBalance(page, balance - 50_000)).toBeVisible();
  await expect(page.getByRole('region', { name: koCashier.exchange.pendingTitle })).toContainText(formatWon(50_000));

  const withdrawal = await pendingRequestOf(request, userId, 'withdrawal');
  await asAdmin(request, 'POST', `cashier/requests/${withdrawal.id}/approve`);
  await expect(requestRow(page, 50_000, 'approved')).toBeVisible();
  await expect(shownBalance(page, balance - 50_000)).toBeVisible();
});

test('a tether deposit is paid on the gateway page and credited once the transfer is confirmed', async ({
  page,
  request,
}) => {
  await signInFundedMember(page, request, 10_000);
  await page.goto('/chargeCrypto');
  await expect(page.getByText(koTether.rate.rateValue(1_390)).first()).toBeVisible();
  await page.getByRole('button', { name: '10만' }).click();

  const [gatewayPage] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: koTether.deposit.submit }).click(),
  ]);
  await expect(gatewayPage.getByRole('heading', { name: 'USDT (TRC-20) 결제' })).toBeVisible();
  // 100,000원 at 1,390원 a USDT, rounded up to the cent.
  await expect(gatewayPage.getByText('71.95 USDT')).toBeVisible();
  await gatewayPage.getByRole('button', { name: '송금하기 (시뮬레이션)' }).click();

  await expect(page.getByRole('heading', { name: koTether.deposit.pendingTitle })).toBeVisible();
  // Confirmations come every two seconds; the credit follows the third.
  await expect(shownBalance(page, 110_000)).toBeVisible({ timeout: 20_000 });

  await page.goto('/crypto');
  await expect(
    page.getByRole('link', { name: new RegExp(`${formatWon(100_000)}.*${cashStatusLabels.approved}`) }),
  ).toBeVisible();
});
