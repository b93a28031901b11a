/**
 * Risk flags in the console (issue 36): the risk analyst runs 지금 검사, finds the demo twins' 같은 기기
 * flag and a new pair's who logged in from one browser, reads the pair's evidence, resolves it with a
 * note and finds it under 해결됨; the read-only viewer sees the flags without 해결 or 지금 검사.
 *
 * The twins' flag is left open (both widths run against one server); each width resolves its own pair.
 * Each test signs in a staff member of its own with the role (the owner makes one, as 직원 관리 does):
 * the README's `risk` and `viewer` signed in at both widths at once would end each other's session.
 */

import { koRisk } from '../../apps/web/src/i18n/ko-risk';
import { acceptAlert, expect, test } from '../fixtures';

import { newMember } from '../support/api';
import { shot } from '../support/shots';
import { signInNewStaff } from '../support/session';

// A new staff member's first sign-in waits for a step of codes its enrolment did not use (up to 30 s).
test.describe.configure({ timeout: 90_000 });

test('the risk analyst runs the sweep, reads a shared-browser flag’s evidence and resolves it', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  // Two new members log in from one browser (the device id the site sends).
  const device = `e2e-risk-${testInfo.project.name}-${Date.now()}`.slice(0, 64);
  const [first, second] = [await newMember(request), await newMember(request)];
  for (const member of [first, second]) {
    const response = await request.post('/api/member/login', {
      data: { userId: member.userId, password: member.password },
      headers: { 'x-device-id': device },
    });
    expect(response.ok()).toBe(true);
  }

  const analyst = await signInNewStaff(page, request, 'risk');
  await page.goto('/admin?tab=risk');
  await page.getByRole('button', { name: koRisk.sweep }).click();
  // The led worker may have run a moment before and raised the pair's flag itself: either answer will do.
  const answer = page
    .getByRole('dialog')
    .filter({ hasText: /새 플래그 \d+건을 찾았습니다|새로 찾은 플래그가 없습니다/ });
  await answer.getByRole('button', { name: '확인' }).click();
  await expect(answer).toHaveCount(0);

  await page.getByRole('combobox', { name: koRisk.kind }).click();
  await page.getByRole('option', { name: koRisk.kinds.shared_device }).click();
  await expect(page).toHaveURL(/kind=shared_device/);
  const list = page.getByRole('region', { name: koRisk.listLabel });
  const sameDevice = list.getByRole('article', { name: koRisk.kinds.shared_device });
  const twins = sameDevice.filter({ hasText: '쌍둥이별 (twinstar)' });
  await expect(twins).toContainText('쌍둥이달 (twinmoon)');
  await expect(twins.getByRole('link', { name: '쌍둥이별 (twinstar)' })).toHaveAttribute(
    'href',
    '/admin?tab=members&member=twinstar',
  );

  const pair = sameDevice.filter({ hasText: first.userId });
  await expect(pair).toContainText(second.userId);
  await expect(pair).toContainText(device);
  await pair.getByRole('button', { name: /근거 보기/ }).click();
  const evidence = pair.getByRole('list', { name: koRisk.evidenceTitle });
  await expect(evidence.getByRole('listitem')).toHaveCount(2);
  await expect(evidence).toContainText(first.userId);
  await expect(evidence).toContainText(second.userId);
  await shot(page, testInfo, 'i36-risk-evidence');

  await pair.getByRole('button', { name: koRisk.resolve }).click();
  const dialog = page.getByRole('dialog', { name: koRisk.resolveTitle });
  const note = `한 사람의 두 계정으로 확인 (${first.userId})`;
  await dialog.getByRole('textbox', { name: koRisk.note }).fill(note);
  await shot(page, testInfo, 'i36-risk-resolve');
  await dialog.getByRole('button', { name: koRisk.resolve }).click();
  await acceptAlert(page, koRisk.resolved);
  await expect(list.getByRole('article').filter({ hasText: first.userId })).toHaveCount(0);

  await page.getByRole('combobox', { name: koRisk.status }).click();
  await page.getByRole('option', { name: koRisk.statuses.resolved }).click();
  const resolved = list.getByRole('article').filter({ hasText: first.userId });
  await expect(resolved).toContainText(note);
  await expect(resolved).toContainText(`${analyst} ·`);
  await expect(resolved.getByRole('button', { name: koRisk.resolve })).toHaveCount(0);
  await shot(page, testInfo, 'i36-risk-resolved');
});

test('the read-only viewer sees the flags without 해결 or 지금 검사', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  // The led worker's first run, as the server started, raised the seeded pairs' flags.
  await signInNewStaff(page, request, 'readonly');
  await page.goto('/admin?tab=risk&kind=shared_device');
  const twins = page
    .getByRole('region', { name: koRisk.listLabel })
    .getByRole('article', { name: koRisk.kinds.shared_device })
    .filter({ hasText: '쌍둥이별 (twinstar)' });
  // Seconds after the server started at most: the page is opened again until the flag is there.
  await expect(async () => {
    await page.reload();
    await expect(twins).toBeVisible({ timeout: 10_000 });
  }).toPass();
  await twins.getByRole('button', { name: /근거 보기/ }).click();
  await expect(twins.getByRole('list', { name: koRisk.evidenceTitle })).toContainText('twinmoon');
  await expect(page.getByRole('button', { name: koRisk.resolve })).toHaveCount(0);
  await expect(page.getByRole('button', { name: koRisk.sweep })).toHaveCount(0);
  await shot(page, testInfo, 'i36-risk-viewer');
});
