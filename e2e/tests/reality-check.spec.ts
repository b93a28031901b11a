import type { APIRequestContext } from '@playwright/test';

import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { ko } from '../../apps/web/src/i18n/ko';
import { koRealityCheck } from '../../apps/web/src/i18n/ko-responsible-play';
import { AUTH_STORAGE_KEY } from '../../apps/web/src/features/auth/session-store';
import { expect, test } from '../fixtures';
import { newMember } from '../support/api';
import { signIn } from '../support/session';
import { shot } from '../support/shots';

/** The member's own settings through the limits call (PUT /api/member/limits), as the page's form sends them. */
async function setLimits(request: APIRequestContext, token: string, limits: Record<string, number | null>) {
  const response = await request.put('/api/member/limits', { data: limits, headers: { [AUTH_HEADER]: bearer(token) } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the reality check reminds at each interval with this session’s play; 계속하기 closes it, 로그아웃 logs out', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  // The page's clock is the test's: thirty minutes pass at once, and every timer due in them fires.
  await page.clock.install();
  const member = await newMember(request);
  const token = await signIn(page, request, member.userId, member.password);
  await setLimits(request, token, { realityCheckMinutes: 30 });
  // The reminders are timed from the session's first answer: the clock moves only once it is in.
  const timed = page.waitForResponse((response) => response.url().endsWith('/api/member/session'));
  await page.goto('/charge');
  await timed;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.charge.title);

  const reminder = page.getByRole('dialog', { name: koRealityCheck.title });
  await page.clock.fastForward('29:00');
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText(koRealityCheck.played(koRealityCheck.duration({ hours: 0, minutes: 30 })));
  // The session's play, fetched as it opened: nothing staked yet.
  await expect(reminder.getByText(koRealityCheck.stakes)).toBeVisible();
  await expect(reminder.getByText(koRealityCheck.net)).toBeVisible();
  await expect(reminder.getByText('0원')).toHaveCount(2);
  await shot(page, testInfo, 'reality-check-dialog');

  await reminder.getByRole('button', { name: koRealityCheck.continue }).click();
  await expect(reminder).toHaveCount(0);

  // Another page of the site (a route change, not a reload): the next reminder still comes at 60 minutes.
  await page.getByRole('banner').getByRole('link', { name: ko.brandFallback }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.clock.fastForward('29:00');
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expect(reminder).toContainText(koRealityCheck.played(koRealityCheck.duration({ hours: 1, minutes: 0 })));

  await reminder.getByRole('button', { name: koRealityCheck.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  // Logged out on the server too: the token no longer signs anyone in.
  const after = await request.get('/api/member/user', { headers: { [AUTH_HEADER]: bearer(token) } });
  expect(after.status()).toBe(401);
});
