/**
 * Issue 33's identity verification (docs/decisions/064), at 425 and 1607 wide: a member's withdrawal is
 * refused until they verify, saying where; they send their name, date of birth and an ID photo on
 * /responsible-play; an operator opens the photo in the console's 본인 인증 queue and refuses it with a
 * reason the member then reads; the member sends it again, the operator approves, and the withdrawal goes.
 */
import type { Page } from '@playwright/test';

import { verificationErrors } from '@site/contracts/api/verification';

import { koCashier } from '../../apps/web/src/i18n/ko-cashier';
import { koVerification } from '../../apps/web/src/i18n/ko-verification';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, E2E_WITHDRAWAL_PASSWORD, newMember } from '../support/api';
import { signIn, useSharedAdminSession } from '../support/session';
import { shot } from '../support/shots';
import { cardPng } from '../support/verification';

const text = koVerification.panel;
const queue = koVerification.admin;

/** The member's request on /responsible-play, photo picked and previewed before it is sent. */
async function sendRequest(page: Page, legalName: string) {
  const form = page.getByRole('form', { name: text.formTitle });
  await form.getByLabel(text.legalName).fill(legalName);
  await form.getByLabel(text.birthDate).fill('1990-05-15');
  await form.getByLabel(text.documentType).selectOption({ label: koVerification.documentTypes.driver_license });
  await form.getByLabel(text.document).setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: cardPng() });
  await expect(form.getByRole('img', { name: text.preview })).toBeVisible();
  return form;
}

/** The console's row of this member's request, as a table row (PC) or a card (phone). */
const requestRow = (page: Page, userId: string) => page.locator('tr, li').filter({ hasText: userId });

/** Opens the member's photo from the queue and checks the browser could draw it. */
async function openPhoto(page: Page, userId: string, legalName: string) {
  await page.goto('/admin?tab=verification');
  await requestRow(page, userId).getByRole('button', { name: queue.view }).click();
  const dialog = page.getByRole('dialog', { name: `${userId} · ${legalName}` });
  const photo = dialog.getByRole('img', { name: queue.imageAlt(userId) });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  return dialog;
}

test('a member verifies before withdrawing; the operator refuses with a reason, then approves', async ({
  page,
  browser,
  request,
  problems,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await asAdmin(request, 'POST', `members/${member.userId}/money`, { amount: 50_000, memo: 'e2e 테스트 지급' });

  // Not verified: the withdrawal is refused with where to go.
  await page.goto('/exchange');
  await page.getByRole('button', { name: '1만' }).click();
  await page.getByLabel(koCashier.exchange.password).fill(E2E_WITHDRAWAL_PASSWORD);
  await page.getByRole('button', { name: koCashier.exchange.submit }).click();
  await acceptAlert(page, '10,000원을 환전 신청하시겠습니까?');
  problems.allow(/403.*\/api\/cashier\/withdrawals/);
  await acceptAlert(page, verificationErrors.withdrawalNeedsVerification);

  await page.goto('/responsible-play');
  const state = page.getByRole('status', { name: text.status });
  await expect(state).toContainText(koVerification.statuses.none);
  await expect(state).toContainText(text.withdrawalNeeded);
  const form = await sendRequest(page, '김인증');
  await shot(page, testInfo, 'verification-form');
  await form.getByRole('button', { name: text.submit }).click();
  await acceptAlert(page, text.submitted);
  await expect(state).toContainText(koVerification.statuses.pending);
  await expect(page.getByRole('form', { name: text.formTitle })).toHaveCount(0);
  await shot(page, testInfo, 'verification-pending');

  // The operator, in a browser of their own at the same width.
  const { baseURL, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport });
  const operator = await context.newPage();
  await useSharedAdminSession(operator);
  await operator.goto('/admin?tab=verification');
  await expect(requestRow(operator, member.userId)).toContainText('김인증');
  await shot(operator, testInfo, 'verification-queue');
  let dialog = await openPhoto(operator, member.userId, '김인증');
  await shot(operator, testInfo, 'verification-photo');
  await dialog.getByRole('button', { name: queue.refuse }).click();
  const reasonDialog = operator.getByRole('dialog', { name: queue.refuseTitle });
  const reason = '신분증 사진이 흐려서 이름을 읽을 수 없습니다.';
  await reasonDialog.getByLabel(queue.reason).fill(reason);
  await reasonDialog.getByRole('button', { name: queue.refuse }).click();
  await acceptAlert(operator, queue.refused(member.userId));
  await expect(requestRow(operator, member.userId)).toHaveCount(0);

  // The member reads why, and sends it again.
  await page.reload();
  await expect(state).toContainText(koVerification.statuses.refused);
  await expect(state).toContainText(reason);
  await shot(page, testInfo, 'verification-refused');
  await (await sendRequest(page, '김인증')).getByRole('button', { name: text.submit }).click();
  await acceptAlert(page, text.submitted);
  await expect(state).toContainText(koVerification.statuses.pending);

  dialog = await openPhoto(operator, member.userId, '김인증');
  await dialog.getByRole('button', { name: queue.approve }).click();
  const confirm = operator.getByRole('dialog', { name: queue.approveTitle });
  await confirm.getByRole('button', { name: queue.approve }).click();
  await acceptAlert(operator, queue.approved(member.userId));
  await operator.getByRole('tab', { name: queue.decided }).click();
  await expect(requestRow(operator, member.userId).first()).toContainText(koVerification.statuses.approved);
  await shot(operator, testInfo, 'verification-decided');
  await context.close();

  await page.reload();
  await expect(state).toContainText(koVerification.statuses.approved);
  await expect(page.getByRole('form', { name: text.formTitle })).toHaveCount(0);
  await shot(page, testInfo, 'verification-approved');

  // Verified: the same withdrawal is taken.
  await page.goto('/exchange');
  await page.getByRole('button', { name: '1만' }).click();
  await page.getByLabel(koCashier.exchange.password).fill(E2E_WITHDRAWAL_PASSWORD);
  await page.getByRole('button', { name: koCashier.exchange.submit }).click();
  await acceptAlert(page, '10,000원을 환전 신청하시겠습니까?');
  await acceptAlert(page, koCashier.exchange.done);
});
