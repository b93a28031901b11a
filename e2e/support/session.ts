import { formatSeoulDateTime } from '@site/contracts/clock';
import { formatWon } from '@site/contracts/rules/format';
import type { StaffRole } from '@site/contracts/staff';
import type { APIRequestContext, Page } from '@playwright/test';

import { AUTH_STORAGE_KEY } from '../../apps/web/src/features/auth/session-store';
import { koTwoFactor } from '../../apps/web/src/i18n/ko-two-factor';
import { adminToken, asAdmin, enrolSecondFactor, login, newMember } from './api';
import { totp } from './totp';
import { verifyIdentity } from './verification';

/**
 * Starts the page logged in as this member, as the login dialog would leave it: the token and a
 * one-hour expiry under the site's auth key. Seeded once per tab, so a logout in the test sticks.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  userId: string,
  password: string,
  /** an account a test enrolled in two-factor sign-in (the README's have theirs in support/totp.ts) */
  secret?: string,
): Promise<string> {
  const token = await login(request, userId, password, secret);
  const stored = JSON.stringify({ token, expiresAt: formatSeoulDateTime(Date.now() + 3_600_000) });
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem(key, value);
    },
    { key: AUTH_STORAGE_KEY, value: stored },
  );
  return token;
}

/**
 * A new member whom the operator credited with `money`, signed in on the page; answers the token for API
 * calls. `verified`: their identity approved too, as a member who withdraws must be (docs/decisions/064).
 */
export async function signInFundedMember(
  page: Page,
  request: APIRequestContext,
  money: number,
  { verified = false }: { verified?: boolean } = {},
): Promise<string> {
  const member = await newMember(request);
  const token = await signIn(page, request, member.userId, member.password);
  if (verified) await verifyIdentity(request, token, member.userId);
  await asAdmin(request, 'POST', `members/${member.userId}/money`, { amount: money, memo: 'e2e 테스트 지급' });
  return token;
}

/** The member's balance as the top bar (desktop) or the strip under it (phone) shows it: a link to /charge. */
export const shownBalance = (page: Page, won: number) =>
  page.getByRole('link', { name: new RegExp(`${formatWon(won)}$`) }).filter({ visible: true });

/**
 * Opens pages on the shared administrator's session (the setup project's login): logging in again
 * would end the session every other test's operator calls use.
 */
export async function useSharedAdminSession(page: Page): Promise<void> {
  const stored = JSON.stringify({ token: adminToken(), expiresAt: formatSeoulDateTime(Date.now() + 3_600_000) });
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: AUTH_STORAGE_KEY,
    value: stored,
  });
}

/**
 * The login's code step in the page: the field browsers fill from an authenticator, given the code of
 * `at` (default now; a test that used now's code a moment ago passes the next step's, which is accepted).
 */
export async function enterLoginCode(page: Page, secret: string, at: number = Date.now()): Promise<void> {
  const field = page.getByLabel(koTwoFactor.code);
  await field.fill(totp(secret, at));
  await page.getByRole('button', { name: koTwoFactor.confirm }).click();
}

let staffSerial = 0;

/**
 * A new staff account of this role made by the owner, enrolled in the second factor the console asks
 * for, and signed in on the page; answers its userId. A test of its own account, because the README's
 * staff logging in at both widths at once would end each other's sessions. Its first sign-in may wait
 * up to 30 s for a step of codes the enrolment did not use.
 */
export async function signInNewStaff(page: Page, request: APIRequestContext, staffRole: StaffRole): Promise<string> {
  staffSerial += 1;
  const userId = `st${staffRole.slice(0, 2)}${process.pid % 1000}${Date.now() % 100_000}${staffSerial}`.slice(0, 16);
  const password = `${userId}pw1234`;
  await asAdmin(request, 'POST', 'staff', { userId, password, nickName: `직원${userId.slice(-6)}`, staffRole });
  const secret = await enrolSecondFactor(request, await login(request, userId, password));
  await signIn(page, request, userId, password, secret);
  return userId;
}
