import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { koAuth } from '../../apps/web/src/i18n/ko';
import { koBreaks } from '../../apps/web/src/i18n/ko-responsible-play';
import { expect, test } from '../fixtures';
import { newMember } from '../support/api';
import { signIn } from '../support/session';
import { shot } from '../support/shots';

test('a self-exclusion from both confirmations to the refused login with its message', async ({
  page,
  request,
  problems,
}, testInfo) => {
  // The login's refusal while the break holds is the answer this test is about.
  problems.allow(/403.*\/api\/member\/login$/);
  const member = await newMember(request);
  const token = await signIn(page, request, member.userId, member.password);
  await page.goto('/responsible-play');

  const form = page.getByRole('form', { name: koBreaks.selfExclusion.title });
  await form.getByRole('combobox', { name: koBreaks.selfExclusion.length }).click();
  await page.getByRole('option', { name: koBreaks.months(12) }).click();
  await form.getByLabel(koBreaks.password).fill(member.password);
  await shot(page, testInfo, 'breaks-panel');
  await form.getByRole('button', { name: koBreaks.selfExclusion.submit }).click();

  const first = page.getByRole('dialog', { name: koBreaks.firstTitle });
  await expect(first).toContainText(`${koBreaks.selfExclusion.title} ${koBreaks.months(12)}`);
  await expect(first).toContainText('까지 로그인할 수 없습니다.');
  await shot(page, testInfo, 'breaks-first-confirmation');
  await first.getByRole('button', { name: koBreaks.next }).click();

  const last = page.getByRole('dialog', { name: koBreaks.finalTitle });
  await expect(last).toContainText(koBreaks.final(koBreaks.selfExclusion.title));
  await shot(page, testInfo, 'breaks-final-confirmation');
  await last.getByRole('button', { name: koBreaks.confirm }).click();

  // Logged out here, and on the server: the old token answers the ended-session status.
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByRole('status').filter({ hasText: koAuth.breakStartedTitle });
  await expect(notice).toContainText('까지 이용을 제한하셨습니다.');
  await shot(page, testInfo, 'breaks-login-notice');
  const old = await request.get('/api/member/user', { headers: { [AUTH_HEADER]: bearer(token) } });
  expect(old.status()).toBe(556);

  // Logging in again is refused with the end date, a year from now.
  await page.getByLabel(koAuth.userId).fill(member.userId);
  await page.getByLabel(koAuth.password).fill(member.password);
  await page.getByRole('button', { name: koAuth.login, exact: true }).click();
  const refusal = page.getByRole('alert', { name: koAuth.excludedTitle });
  await expect(refusal).toContainText(`${new Date().getFullYear() + 1}년`);
  await expect(refusal).toContainText('까지 이용을 제한하셨습니다.');
  await expect(refusal.getByRole('button', { name: koAuth.requestReopen })).toHaveCount(0);
  // The refusal says it once: the notice of the break gives way to it.
  await expect(notice).toHaveCount(0);
  await shot(page, testInfo, 'breaks-login-refused');
  await expect(page).toHaveURL(/\/login$/);
});
