/**
 * Issue 31: a member with two-factor sign-in withdraws with the withdrawal password and a current
 * 2단계 인증 코드; the 환전 form shows the code field only to an enrolled member.
 */
import { accountSecurityErrors } from '@site/contracts/api/account-activity';
import { formatWon } from '@site/contracts/rules/format';

import { koAccountSecurity } from '../../apps/web/src/i18n/ko-account-security';
import { koTwoFactor } from '../../apps/web/src/i18n/ko-two-factor';
import { koCashier } from '../../apps/web/src/i18n/ko-cashier';
import { acceptAlert, expect, test } from '../fixtures';
import { E2E_WITHDRAWAL_PASSWORD } from '../support/api';
import { shot } from '../support/shots';
import { shownBalance, signInFundedMember } from '../support/session';
import { totp } from '../support/totp';

const STEP_MS = 30_000;
const codeLabel = koAccountSecurity.withdrawalPassword.otp;

test(
  'an enrolled member’s 환전 asks the 2단계 인증 코드 and is accepted with it',
  { tag: '@phone-only' },
  async ({ page, request, problems }, testInfo) => {
    await signInFundedMember(page, request, 100_000, { verified: true });

    // Not enrolled yet: the form asks only the withdrawal password.
    await page.goto('/exchange');
    await expect(page.getByLabel(koCashier.exchange.password)).toBeVisible();
    await expect(page.getByLabel(codeLabel)).toHaveCount(0);

    await page.goto('/member');
    await page.getByRole('button', { name: koTwoFactor.start }).click();
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel(koTwoFactor.code).fill(totp(secret));
    await page.getByRole('button', { name: koTwoFactor.enrol }).click();
    await page.getByRole('button', { name: koTwoFactor.saved }).click();
    await acceptAlert(page, koTwoFactor.enrolled);

    await page.goto('/exchange');
    const code = page.getByLabel(codeLabel);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');

    // Without the code the server refuses, and the balance stays.
    await page.getByRole('button', { name: '5만' }).click();
    await page.getByLabel(koCashier.exchange.password).fill(E2E_WITHDRAWAL_PASSWORD);
    await shot(page, testInfo, 'withdrawal-code-field');
    await page.getByRole('button', { name: koCashier.exchange.submit }).click();
    await acceptAlert(page, '50,000원을 환전 신청하시겠습니까?');
    problems.allow(/400.*\/api\/cashier\/withdrawals/);
    await acceptAlert(page, accountSecurityErrors.otpRequired);
    await expect(shownBalance(page, 100_000)).toBeVisible();

    // The enrolment used now's code: the next step's is the one still open.
    await code.fill(totp(secret, Date.now() + STEP_MS));
    await page.getByRole('button', { name: koCashier.exchange.submit }).click();
    await acceptAlert(page, '50,000원을 환전 신청하시겠습니까?');
    await acceptAlert(page, koCashier.exchange.done);
    await expect(shownBalance(page, 50_000)).toBeVisible();
    await expect(page.getByRole('region', { name: koCashier.exchange.pendingTitle })).toContainText(formatWon(50_000));
    await shot(page, testInfo, 'withdrawal-accepted');
  },
);
