/**
 * Issue 29 point 6: a member sitting on the home page is told, without a reload, that an operator
 * approved their deposit — a toast within seconds, the bell's count up by one — and finds it in the
 * bell's list, which leads to the deposit page and is marked read, the badge gone, after a reload too.
 */
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import type { CashRequest } from '@site/contracts/api/cashier';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { koNotifications } from '../../apps/web/src/i18n/ko-notifications';
import { expect, test, toast } from '../fixtures';
import { asAdmin } from '../support/api';
import { signInFundedMember } from '../support/session';

/** The bell of the layout in view (the phone's header and the PC's member bar each have one). */
const bell = (page: Page) => page.getByRole('button', { name: /^알림/ }).filter({ visible: true });

test('a deposit approved while the member is on the home page shows a toast, counts on the bell, lists and is marked read', async ({
  page,
  request,
}) => {
  const token = await signInFundedMember(page, request, 10_000);
  // Approved before the page's stream is open, the notification would only be counted, not toasted.
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/member/stream'));
  await page.goto('/');
  await streamOpen;
  await expect(bell(page)).toHaveAccessibleName(koNotifications.bell(0));

  const asked = await request.post('/api/cashier/deposits', {
    headers: { [AUTH_HEADER]: bearer(token) },
    data: { amount: 100_000, depositorName: '테스트', bonusKind: 'none', idempotencyKey: randomUUID() },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const deposit = (await asked.json()) as CashRequest;
  await asAdmin(request, 'POST', `cashier/requests/${deposit.id}/approve`);

  const text = koNotifications.deposit.won.approved(100_000);
  expect(text).toBe('충전 신청하신 100,000원이 승인되었습니다');
  await expect(toast(page, text)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(koNotifications.bell(1));

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: koNotifications.title });
  const item = panel.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByLabel(koNotifications.unreadMark)).toBeAttached();
  await panel.getByRole('button', { name: koNotifications.markAllRead }).click();
  await expect(item.getByLabel(koNotifications.unreadMark)).toHaveCount(0);
  await panel.getByRole('button', { name: koNotifications.close }).click();
  await expect(bell(page)).toHaveAccessibleName(koNotifications.bell(0));

  // Read stays read after a reload; the list still holds it, and it leads to the deposit page.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(koNotifications.bell(0));
  await bell(page).click();
  await panel.getByRole('listitem').filter({ hasText: text }).getByRole('button', { name: text }).click();
  await expect(page).toHaveURL(/\/charge$/);
});
