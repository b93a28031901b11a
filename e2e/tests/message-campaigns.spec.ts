/**
 * 단체 쪽지 (issue 36): a support staff member picks a level in the console's 쪽지 tab, sees how many
 * members it reaches, sends, and watches the progress reach 완료; a member of that level then has the
 * 쪽지 in their inbox. Each run makes its own support account and member: logging the README's support
 * in at both widths at once would end one of the sessions.
 */
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import type { MessagePage } from '@site/contracts/api/messages';

import { koCampaigns as t } from '../../apps/web/src/i18n/ko-campaigns';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, login, newMember } from '../support/api';
import { shot } from '../support/shots';
import { signInNewStaff } from '../support/session';

test('support sends a 쪽지 to a level, watches it reach 완료, and a member of the level has it', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  // A member, a staff account with its second factor, a send and its delivery: more steps than most.
  test.setTimeout(90_000);
  // One level per width, so the two runs' counts do not move under each other.
  const level = testInfo.project.name.startsWith('mobile') ? 5 : 6;
  const member = await newMember(request);
  await asAdmin(request, 'PUT', `members/${member.userId}`, { level });

  await signInNewStaff(page, request, 'support');

  await page.goto('/admin?tab=messages');
  const form = page.getByRole('form', { name: t.formTitle });
  const level5 = form.getByRole('button', { name: t.level(level) });
  await level5.click();
  await expect(level5).toHaveAttribute('aria-pressed', 'true');
  // The count the console shows is the level's, as the server counts it (at least the member made above).
  const { count } = (await asAdmin(request, 'POST', 'message-campaigns/preview', { segment: { levels: [level] } })) as {
    count: number;
  };
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(form.getByRole('status')).toHaveText(t.count(count));

  const title = `${level}레벨 안내 ${member.userId}`;
  await form.getByRole('textbox', { name: t.title }).fill(title);
  await form.getByRole('textbox', { name: t.contents }).fill('이번 주 레벨 혜택을 확인하세요.');
  await shot(page, testInfo, 'i36-campaign-form');
  await form.getByRole('button', { name: t.send }).click();

  const confirm = page.getByRole('dialog').filter({ hasText: title });
  await expect(confirm).toContainText(`대상 회원 ${count.toLocaleString('ko-KR')}명에게`);
  await confirm.getByRole('button', { name: t.send }).click();
  await acceptAlert(page, '보내기 시작했습니다');

  const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title });
  await expect(row).toContainText(t.statusDone, { timeout: 30_000 });
  await expect(row.getByRole('progressbar')).toHaveAccessibleName(new RegExp(`진행 ([\\d,]+) / \\1명$`));
  await shot(page, testInfo, 'i36-campaign-done');

  const memberToken = await login(request, member.userId, member.password);
  const inbox = await request.get('/api/message', { headers: { [AUTH_HEADER]: bearer(memberToken) } });
  expect(inbox.ok()).toBe(true);
  expect(((await inbox.json()) as MessagePage).items.map((item) => item.title)).toContain(title);
});
