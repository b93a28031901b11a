import type { AdminMember } from '@site/contracts/api/admin';

import { koConsole } from '../../apps/web/src/i18n/ko-console';
import { koBetHistory } from '../../apps/web/src/i18n/ko-results';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, login, newMember } from '../support/api';
import { placePrematchBet } from '../support/bets';
import { useSharedAdminSession } from '../support/session';

const STAKE = 10_000;
const STARTING_MONEY = 50_000;

test('the console has its own frame and opens on the dashboard', async ({ page, problems: _ }) => {
  await useSharedAdminSession(page);
  await page.goto('/admin');
  await expect(page.getByRole('banner')).toContainText(koConsole.frame.title);
  await expect(page.getByRole('banner')).toContainText(koConsole.frame.signedInAs('admin'));
  // None of the member chrome: no site menu, no side menu, no member's footer.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: '사이드 메뉴' })).toHaveCount(0);
  // The first tab is in sight on a phone too, and is the dashboard.
  const first = page.getByRole('tab', { name: koConsole.tabs.dashboard });
  await expect(first).toBeInViewport();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: koConsole.dashboard.membersOnline })).toBeVisible();
  await expect(page.getByRole('heading', { name: koConsole.dashboard.queuesTitle })).toBeVisible();
});

test(
  'an operator finds a member’s bet, voids it with a reason, and the stake is back',
  { tag: '@pc-only' },
  async ({ page, request, problems: _ }) => {
    const member = await newMember(request);
    const token = await login(request, member.userId, member.password);
    await asAdmin(request, 'POST', `members/${member.userId}/money`, {
      amount: STARTING_MONEY,
      memo: 'e2e 테스트 지급',
    });
    const bet = await placePrematchBet(request, token, STAKE);
    const reason = `e2e 적특 ${bet.id}: 경기 취소 확인`;

    await useSharedAdminSession(page);
    await page.goto('/admin?tab=bets');
    await page.getByRole('textbox', { name: koConsole.bets.userId }).fill(member.userId);
    await page.getByRole('button', { name: koConsole.bets.search }).click();
    const card = page.getByRole('article', { name: new RegExp(koBetHistory.betNumber(bet.id)) });
    await expect(card).toContainText(member.userId);
    await expect(card).toHaveAccessibleName(`${koBetHistory.betNumber(bet.id)} ${koBetHistory.betStatus.pending}`);

    await card.getByRole('button', { name: koConsole.bets.voidBet }).click();
    const dialog = page.getByRole('dialog', { name: koConsole.voidDialog.title(bet.id) });
    await expect(dialog).toContainText(koConsole.voidDialog.pendingHelp);
    const submit = dialog.getByRole('button', { name: koConsole.voidDialog.submit });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: koConsole.voidDialog.reason }).fill(reason);
    await submit.click();
    await acceptAlert(page, koConsole.voidDialog.done(bet.id));

    await expect(card).toHaveAccessibleName(`${koBetHistory.betNumber(bet.id)} ${koBetHistory.betStatus.void}`);
    const record = card.getByRole('region', { name: koConsole.bets.history });
    await expect(record).toContainText(reason);
    await expect(record).toContainText(koConsole.bets.moved(STAKE));
    await expect(card.getByRole('button', { name: koConsole.bets.voidBet })).toHaveCount(0);

    // The member has the stake back, once.
    const members = (await asAdmin(request, 'GET', 'members')) as AdminMember[];
    expect(members.find((m) => m.userId === member.userId)?.emoney).toBe(STARTING_MONEY);
  },
);
