/**
 * Issue 29 point 13: a partner's console shows its referral code and sign-up link, and the rolling
 * paid to its balance can be withdrawn in won: the console links to 환전, which takes the request
 * under the cashier's rules (the withdrawal account registered on 회원정보 수정 first).
 */
import { rollingKinds } from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';

import { ko } from '../../apps/web/src/i18n/ko';
import { koAccountSecurity } from '../../apps/web/src/i18n/ko-account-security';
import { koBankAccount } from '../../apps/web/src/i18n/ko-bank-account';
import { koFriends } from '../../apps/web/src/i18n/ko-friends';
import { koManager } from '../../apps/web/src/i18n/ko-manager';
import { koCashier } from '../../apps/web/src/i18n/ko-cashier';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, enrolSecondFactor, login } from '../support/api';
import { pendingRequestOf } from '../support/cashier';
import { signIn } from '../support/session';
import { nextStep, totp } from '../support/totp';
import { verifyIdentity } from '../support/verification';

const WITHDRAWAL_PASSWORD = '2468';

/** A head-office partner of its own, made by the operator, with `money` on its balance. */
async function newPartner(request: Parameters<typeof asAdmin>[0], money: number) {
  const suffix = `${process.pid % 1_000}${Date.now() % 100_000}`;
  const partner = {
    userId: `ptn${suffix}`.slice(0, 16),
    password: 'e2e-pass-123',
    nickName: `파트너${suffix}`.slice(0, 12),
  };
  await asAdmin(request, 'POST', 'partners', {
    ...partner,
    phone: `010${String(Date.now()).slice(-8)}`,
    parentId: null,
    rates: Object.fromEntries(rollingKinds.map((kind) => [kind, { rollingBp: 50, losingBp: 0 }])),
  });
  await asAdmin(request, 'POST', `members/${partner.userId}/money`, { amount: money, memo: 'e2e 롤링 정산' });
  // Its console opens only once it has a second factor (docs/decisions/052).
  const token = await login(request, partner.userId, partner.password);
  // A partner withdraws its rolling like a member: its identity is verified first (docs/decisions/064).
  await verifyIdentity(request, token, partner.userId);
  const secret = await enrolSecondFactor(request, token);
  return { ...partner, secret };
}

test(
  'a partner copies its referral link, registers its account and asks to withdraw its balance on 환전',
  { tag: '@phone-only' },
  async ({ page, request, problems: _ }) => {
    // The withdrawal waits for a step of codes the enrolment and the login have not used.
    test.setTimeout(90_000);
    const partner = await newPartner(request, 30_000);
    await signIn(page, request, partner.userId, partner.password, partner.secret);
    await page.goto('/');
    // a partner still lands on its console
    await expect(page).toHaveURL(/\/manager$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.manager.title);

    const referral = page.locator('section').filter({ has: page.getByRole('heading', { name: koFriends.codeTitle }) });
    await expect(referral).toContainText(`${koFriends.code}${partner.userId}`);
    const origin = new URL(page.url()).origin;
    await expect(referral).toContainText(`${koFriends.link}${origin}/?ref=${partner.userId}`);
    await expect(referral.getByRole('button', { name: koFriends.copyLink })).toBeVisible();

    await page.getByRole('link', { name: koManager.withdraw }).click();
    await expect(page).toHaveURL(/\/exchange$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.exchange.title);
    // no withdrawal account yet: 회원정보 수정 takes it
    await page.getByRole('link', { name: koCashier.exchange.registerAccount }).click();
    await expect(page).toHaveURL(/\/member$/);
    await page.getByLabel(koBankAccount.bank, { exact: true }).selectOption({ label: '카카오뱅크' });
    await page.getByLabel(koBankAccount.accountNumber, { exact: true }).fill('3333-01-7654321');
    await page.getByLabel(koBankAccount.holderName, { exact: true }).fill('한파트너');
    await page.getByLabel(koBankAccount.withdrawalPassword, { exact: true }).fill(WITHDRAWAL_PASSWORD);
    await page.getByLabel(koBankAccount.withdrawalPasswordConfirm, { exact: true }).fill(WITHDRAWAL_PASSWORD);
    await page.getByRole('button', { name: koBankAccount.bankAccountRegister }).click();
    await acceptAlert(page, koBankAccount.bankAccountSaved);

    await page.goto('/exchange');
    await page.getByRole('button', { name: '1만' }).click();
    await page.getByRole('button', { name: '1만' }).click();
    await page.getByLabel(koCashier.exchange.password).fill(WITHDRAWAL_PASSWORD);
    // Enrolled (its console needs it), the partner gives a code with the withdrawal too; the enrolment
    // and the login used this step's code and perhaps the next, so it waits for a step neither used.
    await nextStep();
    await page.getByLabel(koAccountSecurity.withdrawalPassword.otp).fill(totp(partner.secret, Date.now() + 30_000));
    await page.getByRole('button', { name: koCashier.exchange.submit }).click();
    await acceptAlert(page, '20,000원을 환전 신청하시겠습니까?');
    await acceptAlert(page, koCashier.exchange.done);
    await expect(page.getByRole('region', { name: koCashier.exchange.pendingTitle })).toContainText(formatWon(20_000));
    const withdrawal = await pendingRequestOf(request, partner.userId, 'withdrawal');
    expect(withdrawal.amount).toBe(20_000);

    // and back to the console, whose account card shows what is left
    await page.getByRole('link', { name: koCashier.exchange.backToConsole }).click();
    await expect(page).toHaveURL(/\/manager$/);
    await expect(page.locator('section').filter({ hasText: koManager.accountTitle })).toContainText(formatWon(10_000));
    // any other member page still leads back to the console
    await page.goto('/charge');
    await expect(page).toHaveURL(/\/manager$/);
  },
);
