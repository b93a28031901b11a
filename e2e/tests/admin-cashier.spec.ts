/**
 * The operator runs the cashier's queues from /admin on a phone: approves a member's won deposit
 * (credited with its bonus) and refuses a withdrawal with a reason (the held money comes back and
 * the member is told why). At 425 wide: the operator's queue is cards there, a table at 1607.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import type { User } from '@site/contracts/api/member';
import type { MessagePage } from '@site/contracts/api/messages';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { formatWon } from '@site/contracts/rules/format';

import { koAdminCashier } from '../../apps/web/src/i18n/ko-admin-cashier';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, E2E_WITHDRAWAL_PASSWORD, login, newMember } from '../support/api';
import { useSharedAdminSession } from '../support/session';
import { verifyIdentity } from '../support/verification';

test.skip(({ viewport }) => (viewport?.width ?? 0) !== 425, 'the operator queue runs at 425 wide');

const t = koAdminCashier;

async function memberCalls(request: APIRequestContext) {
  const member = await newMember(request);
  const token = await login(request, member.userId, member.password);
  // It withdraws below: its identity is verified first (docs/decisions/064).
  await verifyIdentity(request, token, member.userId);
  const call = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await request.fetch(`/api/${path}`, { method, data, headers: { [AUTH_HEADER]: bearer(token) } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return { member, call, user: async () => (await call('GET', 'member/user')) as User };
}

/** Opens a queue of the 입출금 tab narrowed to one member, as an operator looking for them would. */
async function openQueue(page: Page, view: string, userId: string) {
  await page.goto(`/admin?tab=cashier&view=${view}`);
  await page.getByLabel(t.queue.search).fill(userId);
  await page.getByRole('button', { name: t.queue.searchButton }).click();
  return page.getByRole('listitem').filter({ hasText: userId });
}

test(
  'an operator approves a won deposit and refuses a withdrawal with a reason',
  { tag: '@pc-only' },
  async ({ page, request }) => {
    const { member, call, user } = await memberCalls(request);
    await asAdmin(request, 'POST', `members/${member.userId}/money`, { amount: 30_000, memo: 'e2e 테스트 지급' });
    // The withdrawal first: no deposit approved yet, so no rolling is required; 10,000 is held at once.
    await call('POST', 'cashier/withdrawals', {
      amount: 10_000,
      withdrawalPassword: E2E_WITHDRAWAL_PASSWORD,
      idempotencyKey: crypto.randomUUID(),
    });
    await call('POST', 'cashier/deposits', {
      amount: 100_000,
      depositorName: '테스트',
      bonusKind: 'first',
      idempotencyKey: crypto.randomUUID(),
    });
    expect((await user()).emoney).toBe(20_000);
    await useSharedAdminSession(page);

    // The deposit: 승인 after the confirmation; 100,000 plus the 10% first-deposit bonus arrive once.
    const deposit = await openQueue(page, 'won-deposit', member.userId);
    await expect(deposit).toContainText(formatWon(100_000));
    await deposit.getByRole('button', { name: t.decision.approve, exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `${member.userId} 회원의 ${formatWon(100_000)}` });
    await confirm.getByRole('button', { name: t.decision.approve, exact: true }).click();
    await acceptAlert(page, t.decision.approved(member.userId, t.kindLabel['won-deposit'] ?? ''));
    expect((await user()).emoney).toBe(20_000 + 100_000 + 10_000);

    // The withdrawal: refused with a reason; the held 10,000 comes back once and the member is told why.
    const withdrawal = await openQueue(page, 'won-withdrawal', member.userId);
    await expect(withdrawal).toContainText(formatWon(10_000));
    await withdrawal.getByRole('button', { name: t.decision.refuse, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.decision.refuseTitle(t.kindLabel['won-withdrawal'] ?? '') });
    await dialog.getByLabel(t.decision.reason).fill('예금주 불일치');
    await dialog.getByRole('button', { name: t.decision.refuse, exact: true }).click();
    await acceptAlert(page, t.decision.refused(member.userId, t.kindLabel['won-withdrawal'] ?? ''));
    await expect(withdrawal).toHaveCount(0);

    expect((await user()).emoney).toBe(140_000);
    const inbox = (await call('GET', 'message')) as MessagePage;
    expect(inbox.items[0]?.title).toContain('거절');
  },
);
