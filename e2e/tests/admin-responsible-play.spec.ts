import type { AdminResponsiblePlay } from '@site/contracts/api/admin-responsible-play';
import { playLimitLabels } from '@site/contracts/responsible-play';

import { koAdmin } from '../../apps/web/src/i18n/ko-admin';
import { koAdminResponsiblePlay } from '../../apps/web/src/i18n/ko-admin-responsible-play';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { useSharedAdminSession } from '../support/session';
import { shot } from '../support/shots';

const text = koAdminResponsiblePlay;
const label = playLimitLabels.depositDaily;

// At both widths: the issue asks for the operator's view of a member on a phone too.
test('an operator opens a member, sees their limits, lowers one with a reason and sees it applied', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  const member = await newMember(request);
  // The member's limit of 100,000 a day (an operator may set one where none is).
  await asAdmin(request, 'PUT', `members/${member.userId}/limits`, {
    kind: 'depositDaily',
    value: 100_000,
    reason: 'e2e 준비',
  });

  await useSharedAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: koAdmin.tabs.members }).click();
  await page.getByRole('searchbox', { name: koAdmin.members.search }).fill(member.userId);
  await page.getByRole('button', { name: text.open }).click();
  const dialog = page.getByRole('dialog', { name: text.title(member.userId) });
  // A table row at 1607, a card at 425: either way named by the limit and showing its value.
  const limits = dialog.getByRole(testInfo.project.name === 'pc-1607' ? 'table' : 'list', { name: text.limits.label });
  const deposit = limits.locator('tr, li').filter({ hasText: label });
  await expect(deposit).toContainText('100,000원');
  await expect(deposit).toContainText('0원 / 100,000원');
  await expect(dialog).toContainText(text.status.notExcluded);
  await expect(dialog).toContainText(text.verification.none);
  await shot(page, testInfo, 'member-play-before');

  const form = dialog.getByRole('form', { name: text.lower.title });
  await expect(form).toContainText(`${text.limits.value}: 100,000원`);
  await form.getByRole('textbox', { name: text.lower.valueWon }).fill('40000');
  await form.getByRole('textbox', { name: text.lower.reason }).fill('e2e 고객 요청으로 하향');
  await form.getByRole('button', { name: text.lower.submit }).click();
  const question = page.getByRole('dialog', { name: text.lower.confirmTitle, exact: true });
  await expect(question).toContainText(text.lower.confirm(member.userId, label, '40,000원'));
  await question.getByRole('button', { name: text.lower.submit }).click();
  await acceptAlert(page, text.lower.done(label, '40,000원'));

  await expect(deposit).toContainText('40,000원');
  await expect(deposit).toContainText('0원 / 40,000원');
  await deposit.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'member-play-lowered');

  // Applied on the server too, at once.
  const view = (await asAdmin(request, 'GET', `members/${member.userId}/responsible-play`)) as AdminResponsiblePlay;
  expect(view.limits.find((limit) => limit.kind === 'depositDaily')).toMatchObject({ value: 40_000, pending: null });
});
