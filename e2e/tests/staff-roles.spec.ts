/**
 * Staff roles in the console (issue 36): a cashier sees no settings and the server refuses them its
 * calls; the support role answers a member's inquiry; the owner makes a staff account and changes its
 * role. The README's staff accounts log in with their second factor (support/totp.ts).
 */
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { koInquiriesAdmin } from '../../apps/web/src/i18n/ko-inquiries';
import { koStaff } from '../../apps/web/src/i18n/ko-staff';
import { acceptAlert, expect, test } from '../fixtures';
import { login, newMember } from '../support/api';
import { shot } from '../support/shots';
import { signIn, useSharedAdminSession } from '../support/session';

test('a cashier has no settings tab, its address says so, and the server refuses the save', async ({
  page,
  request,
  problems: _,
}, testInfo) => {
  const token = await signIn(page, request, 'cashier', 'cashier1234');
  await page.goto('/admin');
  const tabs = page.getByRole('tablist', { name: '관리 메뉴' });
  await expect(tabs.getByRole('tab', { name: /입출금/ })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: '사이트 설정' })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: koStaff.tab })).toHaveCount(0);

  await page.goto('/admin?tab=settings');
  await expect(page.getByRole('alert').filter({ hasText: koStaff.forbidden })).toBeVisible();
  await expect(page.getByRole('switch', { name: '사이트 점검' })).toHaveCount(0);
  await shot(page, testInfo, 'i36-cashier-forbidden');

  const save = await request.put('/api/admin/settings', {
    headers: { [AUTH_HEADER]: bearer(token) },
    data: { siteNoticeFlg: true },
  });
  expect(save.status()).toBe(403);
  expect(((await save.json()) as { message: string }).message).toMatch(/권한/);
});

test('the support role answers a member’s inquiry', async ({ page, request, problems: _ }, testInfo) => {
  const member = await newMember(request);
  const memberToken = await login(request, member.userId, member.password);
  const title = `직원 역할 문의 ${member.userId}`;
  const sent = await request.post('/api/customer', {
    headers: { [AUTH_HEADER]: bearer(memberToken) },
    data: { category: 'general', title, body: '출금 시간이 궁금합니다.' },
  });
  expect(sent.ok()).toBe(true);

  const supportToken = await signIn(page, request, 'support', 'support1234');
  // The deposit account text an account inquiry's answer inserts is the support role's to read, alone of
  // the cashier's settings (which it may not read).
  const headers = { [AUTH_HEADER]: bearer(supportToken) };
  expect((await request.get('/api/admin/inquiries/account-answer', { headers })).status()).toBe(200);
  expect((await request.get('/api/admin/cashier/settings', { headers })).status()).toBe(403);
  await page.goto('/admin?tab=customer');
  await expect(page.getByRole('tab', { name: '사이트 설정' })).toHaveCount(0);
  const row = page
    .getByRole('list', { name: koInquiriesAdmin.queueTitle })
    .getByRole('listitem')
    .filter({ hasText: title });
  await row.getByRole('button', { name: koInquiriesAdmin.open }).click();
  await page.getByRole('textbox', { name: koInquiriesAdmin.answerLabel }).fill('출금은 24시간 가능합니다.');
  await shot(page, testInfo, 'i36-support-answer');
  await page.getByRole('button', { name: koInquiriesAdmin.answerSend }).click();
  await acceptAlert(page, koInquiriesAdmin.answered);
  const inquiry = page.getByRole('article', { name: title });
  await expect(inquiry).toContainText('답변완료');
  await expect(inquiry).toContainText('답변 support');
});

test('the owner creates a staff account and changes its role', async ({ page, problems: _ }, testInfo) => {
  const userId = `st${process.pid % 1000}${Date.now() % 1_000_000}`.slice(0, 16);
  await useSharedAdminSession(page);
  await page.goto('/admin?tab=staff');
  const form = page.getByRole('form', { name: koStaff.createTitle });
  await form.getByRole('textbox', { name: koStaff.userId }).fill(userId);
  await form.getByRole('textbox', { name: koStaff.nickName }).fill(`직원${userId.slice(-4)}`);
  await form.getByLabel(koStaff.password).fill(`${userId}pw1234`);
  await form.getByRole('combobox', { name: koStaff.role }).click();
  await page.getByRole('option', { name: '고객 지원' }).click();
  await form.getByRole('button', { name: koStaff.create }).click();
  await acceptAlert(page, koStaff.created(userId));

  const role = page.getByRole('group', { name: `${userId} ${koStaff.role}` }).getByRole('combobox');
  await expect(role).toHaveText('고객 지원');
  await role.click();
  await page.getByRole('option', { name: '출납 담당' }).click();
  const question = page.getByRole('dialog', { name: koStaff.changeRoleTitle });
  await expect(question).toContainText(koStaff.changeRoleConfirm(userId, '출납 담당'));
  await question.getByRole('button', { name: koStaff.changeRole }).click();
  await acceptAlert(page, koStaff.roleChanged(userId, '출납 담당'));
  await expect(role).toHaveText('출납 담당');
  await shot(page, testInfo, 'i36-staff-tab');
});
