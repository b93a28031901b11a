/**
 * Issue 31, two-factor sign-in (docs/decisions/052): a member enrols from /member and logs in with a
 * code; a partner's console stays shut behind the enrolment until a code has proven the session.
 */
import type { Page } from '@playwright/test';

import { rollingKinds } from '@site/contracts/api/rolling';

import { AUTH_STORAGE_KEY } from '../../apps/web/src/features/auth/session-store';
import { ko, koAuth } from '../../apps/web/src/i18n/ko';
import { koTwoFactor } from '../../apps/web/src/i18n/ko-two-factor';
import { acceptAlert, expect, expectSignedInAs, test } from '../fixtures';
import { asAdmin, login, newMember } from '../support/api';
import { enterLoginCode, signIn } from '../support/session';
import { shot } from '../support/shots';
import { totp } from '../support/totp';

const NEXT_STEP_MS = 30_000;

/** Enrols in the panel the page shows (/member's section or a console's gate); answers the secret. */
async function enrolInPage(page: Page): Promise<{ secret: string }> {
  await page.getByRole('button', { name: koTwoFactor.start }).click();
  await expect(page.getByRole('img', { name: koTwoFactor.qrAlt })).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return { secret };
}

test(
  'a member enrols 2단계 인증 on /member and logs in with a code',
  { tag: '@phone-only' },
  async ({ page, request, problems: _ }, testInfo) => {
    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);
    await page.goto('/member');
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: koTwoFactor.title }) });
    await expect(section.getByText(koTwoFactor.intro)).toBeVisible();
    const { secret } = await enrolInPage(page);
    await shot(page, testInfo, '1-member-enrol-qr');
    await page.getByLabel(koTwoFactor.code).fill(totp(secret));
    await page.getByRole('button', { name: koTwoFactor.enrol }).click();
    const codes = page.getByRole('region', { name: koTwoFactor.recoveryTitle }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await shot(page, testInfo, '2-member-recovery-codes');
    await page.getByRole('button', { name: koTwoFactor.saved }).click();
    await acceptAlert(page, koTwoFactor.enrolled);
    await expect(section.getByText(koTwoFactor.recoveryLeft(10))).toBeVisible();

    // Out, and in again: the password, then the code.
    await page.evaluate((key) => localStorage.removeItem(key), AUTH_STORAGE_KEY);
    await page.goto('/login');
    await page.getByLabel(koAuth.userId).fill(member.userId);
    await page.getByLabel(koAuth.password).fill(member.password);
    await page.getByRole('button', { name: koAuth.login }).click();
    const code = page.getByLabel(koTwoFactor.code);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, testInfo, '3-member-login-code-step');
    // The enrolment used now's code: the next step's is the one still open.
    await enterLoginCode(page, secret, Date.now() + NEXT_STEP_MS);
    await expect(page).not.toHaveURL(/\/login/);
    await expectSignedInAs(page, member.nickName);
    await shot(page, testInfo, '4-member-signed-in');
  },
);

test('a partner without a second factor meets the enrolment, not its console, until a code proves the session', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  const suffix = `${process.pid % 1_000}${Date.now() % 100_000}`;
  const partner = {
    userId: `tfa${suffix}`.slice(0, 16),
    password: 'e2e-pass-123',
    nickName: `인증${suffix}`.slice(0, 12),
  };
  await asAdmin(request, 'POST', 'partners', {
    ...partner,
    phone: `010${String(Date.now()).slice(-8)}`,
    parentId: null,
    rates: Object.fromEntries(rollingKinds.map((kind) => [kind, { rollingBp: 0, losingBp: 0 }])),
  });
  await signIn(page, request, partner.userId, partner.password);
  await page.goto('/manager');
  await expect(page.getByText(koTwoFactor.gateEnrolTitle)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await shot(page, testInfo, '5-partner-console-gate');
  const { secret } = await enrolInPage(page);
  await page.getByLabel(koTwoFactor.code).fill(totp(secret));
  await page.getByRole('button', { name: koTwoFactor.enrol }).click();
  await page.getByRole('button', { name: koTwoFactor.saved }).click();
  await acceptAlert(page, koTwoFactor.enrolled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.manager.title);
  await expect(page.getByRole('tablist')).toBeVisible();
  await shot(page, testInfo, '6-partner-console-open');
  // A password alone still opens no console: the next login asks for a code.
  const again = await request.post('/api/member/login', {
    data: { userId: partner.userId, password: partner.password },
  });
  expect(await again.json()).toMatchObject({ otpRequired: true });
  expect(await login(request, partner.userId, partner.password, secret)).toEqual(expect.any(String));
});
