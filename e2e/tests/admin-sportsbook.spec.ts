import type { Page } from '@playwright/test';

import type { AdminMember } from '@site/contracts/api/admin';
import type { BetLimit } from '@site/contracts/api/admin-sportsbook';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { koAdmin } from '../../apps/web/src/i18n/ko-admin';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { useSharedAdminSession } from '../support/session';

/**
 * Opens the console on the shared administrator's session: logging in again would end the session
 * every other test's operator calls use.
 */
async function openConsole(page: Page, tab: string): Promise<void> {
  await useSharedAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: tab }).click();
}

test(
  'a level’s bet limit is saved and still there after a reload',
  { tag: '@pc-only' },
  async ({ page, request, problems: _ }, testInfo) => {
    // The two widths run at once: each edits a level of its own that no test member has.
    const level = testInfo.project.name === 'mobile-425' ? 6 : 7;
    const limits = (await asAdmin(request, 'GET', 'bet-limits')) as BetLimit[];
    const original = limits.find((limit) => limit.level === level);
    if (!original) throw new Error(`no level ${level}`);
    const { minStake, maxStake, maxPayout, maxPicks } = original;
    const changed = maxStake - 1_000_000;

    await openConsole(page, koAdmin.tabs.sportsbook);
    const levelName = koAdmin.betLimits.levelValue(level, original.levelName);
    const field = page.getByRole('textbox', { name: `${levelName} ${koAdmin.betLimits.maxStake}` });
    try {
      await expect(field).toHaveValue(formatNumber(maxStake));
      await field.fill(String(changed));
      await page.getByRole('button', { name: koAdmin.betLimits.save(level) }).click();
      await acceptAlert(page, koAdmin.betLimits.saved(level));

      await page.reload();
      await page.getByRole('tab', { name: koAdmin.tabs.sportsbook }).click();
      await expect(field).toHaveValue(formatNumber(changed));
      await expect(page.getByRole('button', { name: koAdmin.betLimits.save(level) })).toBeDisabled();
    } finally {
      await asAdmin(request, 'PUT', `bet-limits/${level}`, { minStake, maxStake, maxPayout, maxPicks });
    }
  },
);

test(
  'money credited to a member shows in the list and in the member’s ledger',
  { tag: '@pc-only' },
  async ({ page, request, problems: _ }) => {
    const member = await newMember(request);
    const members = (await asAdmin(request, 'GET', 'members')) as AdminMember[];
    const before = members.find((entry) => entry.userId === member.userId)?.emoney ?? 0;
    const amount = 12_345;
    const memo = 'e2e 머니 지급';

    await openConsole(page, koAdmin.tabs.members);
    await page.getByRole('searchbox', { name: koAdmin.members.search }).fill(member.userId);
    await page.getByRole('button', { name: koAdmin.members.adjustMoney }).click();
    const dialog = page.getByRole('dialog', { name: koAdmin.money.title(member.userId) });
    await dialog.getByRole('textbox', { name: koAdmin.money.amount }).fill(String(amount));
    await dialog.getByRole('textbox', { name: koAdmin.money.memo }).fill(memo);
    await dialog.getByRole('button', { name: koAdmin.money.submit(true) }).click();
    // The site's confirmation, titled 머니 지급 exactly (the form's own dialog is '<id> 머니 지급/회수').
    await page
      .getByRole('dialog', { name: koAdmin.money.confirmTitle(true), exact: true })
      .getByRole('button', { name: koAdmin.money.submit(true) })
      .click();
    await acceptAlert(page, `${formatWon(amount)}을 지급했습니다.`);

    const balance = formatWon(before + amount);
    // A table row at 1607, a card at 425.
    await expect(page.locator('tr, li').filter({ hasText: member.userId })).toContainText(balance);

    await page.getByRole('button', { name: koAdmin.members.ledger }).click();
    const ledger = page.getByRole('dialog', { name: koAdmin.ledger.title(member.userId) });
    const entry = ledger.locator('tr, li').filter({ hasText: memo });
    await expect(entry).toContainText(koAdmin.ledger.operatorCredit);
    await expect(entry).toContainText(`+${formatWon(amount)}`);
    await expect(entry).toContainText(balance);
    await expect(entry).toContainText(/\d{2}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  },
);
