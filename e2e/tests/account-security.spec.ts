import { randomUUID } from 'node:crypto';

import type { APIRequestContext } from '@playwright/test';

import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { accountSecurityErrors, withdrawalLockMessage } from '@site/contracts/api/account-activity';

import { koAuth, koSession } from '../../apps/web/src/i18n/ko';
import { koAccountSecurity } from '../../apps/web/src/i18n/ko-account-security';
import { AUTH_STORAGE_KEY } from '../../apps/web/src/features/auth/session-store';
import { acceptAlert, expect, test } from '../fixtures';
import { E2E_WITHDRAWAL_PASSWORD, newMember } from '../support/api';
import { verifyIdentity } from '../support/verification';

const activityText = koAccountSecurity.activity;
const withdrawalText = koAccountSecurity.withdrawalPassword;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A login from a phone elsewhere: its own User-Agent and (trusted from loopback) forwarded IP. */
async function loginFromPhone(request: APIRequestContext, userId: string, password: string): Promise<string> {
  const response = await request.post('/api/member/login', {
    data: { userId, password },
    headers: { 'user-agent': IPHONE, 'x-forwarded-for': '203.0.113.9' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function wrongWithdrawal(request: APIRequestContext, token: string) {
  return request.post('/api/cashier/withdrawals', {
    data: { amount: 10_000, withdrawalPassword: '9999', idempotencyKey: randomUUID() },
    headers: { [AUTH_HEADER]: bearer(token) },
  });
}

test(
  'account activity shows this login and another device’s, a password change, and log out elsewhere',
  { tag: '@phone-only' },
  async ({ page, request, problems: _ }) => {
    const member = await newMember(request);
    const phone = await loginFromPhone(request, member.userId, member.password);

    // This browser logs in through the site: one session per member, so the phone's ends.
    await page.goto('/member');
    await acceptAlert(page, koSession.loginRequired);
    await page.getByLabel(koAuth.userId).fill(member.userId);
    await page.getByLabel(koAuth.password).fill(member.password);
    await page.getByRole('button', { name: koAuth.login }).click();
    await expect(page).toHaveURL(/\/member$/);
    const phoneSession = await request.get('/api/member/user', { headers: { [AUTH_HEADER]: bearer(phone) } });
    expect(phoneSession.status()).toBe(555);

    const logins = page.getByRole('region', { name: activityText.logins });
    await expect(logins.getByRole('listitem')).toHaveCount(2);
    await expect(logins.getByRole('listitem').first()).toContainText('Chrome');
    await expect(logins.getByRole('listitem').nth(1)).toContainText('Safari · iPhone');
    await expect(logins.getByRole('listitem').nth(1)).toContainText('203.0.113.9');
    const sessions = page.getByRole('region', { name: activityText.sessions });
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('listitem')).toContainText(activityText.current);

    // A password change is a security event.
    await page.getByLabel(koAuth.newPassword).fill('e2e-changed-456');
    await page.getByLabel(koAuth.currentPassword).fill(member.password);
    await page.getByRole('button', { name: koAuth.save }).click();
    await acceptAlert(page, koAuth.profileSaved);
    await page.reload();
    const events = page.getByRole('region', { name: activityText.events });
    await expect(events.getByRole('listitem').first()).toContainText('로그인 비밀번호 변경');

    // No other device is logged in (the one-session rule ended the phone's): nothing to end, this one stays.
    await page.getByRole('button', { name: activityText.endOthers }).click();
    await acceptAlert(page, activityText.endedOthers(0));
    await page.reload();
    await expect(sessions.getByRole('listitem')).toContainText(activityText.current);
  },
);

test(
  'a locked withdrawal password shows on /member and is reset there with the login password',
  { tag: '@phone-only' },
  async ({ page, request, problems }) => {
    problems.allow(/api\/member\/withdrawal-password/);
    const member = await newMember(request);
    await page.goto('/member');
    await acceptAlert(page, koSession.loginRequired);
    await page.getByLabel(koAuth.userId).fill(member.userId);
    await page.getByLabel(koAuth.password).fill(member.password);
    await page.getByRole('button', { name: koAuth.login }).click();
    await expect(page).toHaveURL(/\/member$/);
    const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '{}', AUTH_STORAGE_KEY);
    const sessionToken = (JSON.parse(stored) as { token: string }).token;
    // A withdrawal is looked at only once the member's identity is verified (docs/decisions/064).
    await verifyIdentity(request, sessionToken, member.userId);
    for (let index = 0; index < 4; index += 1)
      expect((await wrongWithdrawal(request, sessionToken)).status()).toBe(400);
    const fifth = await wrongWithdrawal(request, sessionToken);
    expect(fifth.status()).toBe(423);
    expect(((await fifth.json()) as { message: string }).message).toBe(accountSecurityErrors.withdrawalPasswordLocked);

    // The lock sent a 쪽지, which the site has the member read before anything else.
    await page.reload();
    await acceptAlert(page, koSession.unreadMessages);
    await expect(page).toHaveURL(/\/message/);
    await page.getByRole('button', { name: new RegExp(withdrawalLockMessage.title) }).click();
    await expect(page.getByText(/회원정보 > 출금 비밀번호에서/)).toBeVisible();

    await page.goto('/member');
    await expect(page.getByRole('alert').filter({ hasText: withdrawalText.lockedTitle })).toBeVisible();
    const form = page.getByRole('form', { name: withdrawalText.reset });
    await form.getByLabel(withdrawalText.loginPassword).fill('not-my-password');
    await form.getByLabel(withdrawalText.newPassword, { exact: true }).fill('8642');
    await form.getByLabel(withdrawalText.newPasswordConfirm).fill('8642');
    await form.getByRole('button', { name: withdrawalText.reset }).click();
    await acceptAlert(page, accountSecurityErrors.wrongLoginPassword);
    await form.getByLabel(withdrawalText.loginPassword).fill(member.password);
    await form.getByRole('button', { name: withdrawalText.reset }).click();
    await acceptAlert(page, withdrawalText.resetDone);
    await expect(page.getByText(withdrawalText.lockedTitle)).toHaveCount(0);
    await expect(page.getByRole('form', { name: withdrawalText.change })).toBeVisible();
    // Unlocked, and the old withdrawal password is no longer the one: it counts as a wrong try.
    const old = await request.post('/api/cashier/withdrawals', {
      data: { amount: 10_000, withdrawalPassword: E2E_WITHDRAWAL_PASSWORD, idempotencyKey: randomUUID() },
      headers: { [AUTH_HEADER]: bearer(sessionToken) },
    });
    expect(((await old.json()) as { message: string }).message).toBe(
      accountSecurityErrors.wrongWithdrawalPasswordLeft(4),
    );
  },
);
