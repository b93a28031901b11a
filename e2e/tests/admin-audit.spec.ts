import type { SiteSettings } from '@site/contracts/api/settings';
import { AUDIT_ACTION_LABELS } from '@site/contracts/api/audit';

import { koAuditAdmin } from '../../apps/web/src/i18n/ko-audit';
import { expect, test } from '../fixtures';
import { asAdmin, login, newMember } from '../support/api';
import { placePrematchBet } from '../support/bets';
import { useSharedAdminSession } from '../support/session';

const STAKE = 10_000;
const t = koAuditAdmin;

test(
  'the audit tab shows a void and a setting change with before and after, and the chain checks out',
  { tag: '@pc-only' },
  async ({ page, request, problems: _ }, testInfo) => {
    const member = await newMember(request);
    const token = await login(request, member.userId, member.password);
    await asAdmin(request, 'POST', `members/${member.userId}/money`, { amount: 50_000, memo: 'e2e 감사 로그 지급' });
    const bet = await placePrematchBet(request, token, STAKE);
    const voidReason = `e2e 감사 ${bet.id}: 중복 베팅`;
    await asAdmin(request, 'POST', `bets/${bet.id}/void`, { reason: voidReason });
    // A setting changed and put back: two records, and the site is as it was for the other specs.
    const settings = (await asAdmin(request, 'GET', 'settings')) as SiteSettings;
    const changed = settings.autoLogoutMin >= 1440 ? settings.autoLogoutMin - 1 : settings.autoLogoutMin + 1;
    const settingReason = `e2e 감사 ${bet.id}: 자동 로그아웃 조정`;
    await asAdmin(request, 'PUT', 'settings', { autoLogoutMin: changed, reason: settingReason });
    await asAdmin(request, 'PUT', 'settings', {
      autoLogoutMin: settings.autoLogoutMin,
      reason: `${settingReason} 복구`,
    });

    await useSharedAdminSession(page);
    await page.goto(`/admin?tab=audit&targetKind=bet&targetId=${bet.id}`);
    const voided = page.getByTestId('audit-entry').filter({ hasText: voidReason });
    await expect(voided).toHaveCount(1);
    await expect(voided).toContainText(AUDIT_ACTION_LABELS['bet.void']);
    await expect(voided).toContainText('admin');
    // status 0 (진행 중) → 3 (적특), payout none → the stake
    await expect(voided).toContainText('status: 0 → 3');
    await expect(voided).toContainText(`payout: — → ${STAKE}`);

    await page.goto('/admin?tab=audit&action=settings.update');
    const setting = page.getByTestId('audit-entry').filter({ hasText: settingReason }).filter({ hasNotText: '복구' });
    await expect(setting).toContainText(AUDIT_ACTION_LABELS['settings.update']);
    await expect(setting).toContainText(`autoLogoutMin: ${settings.autoLogoutMin} → ${changed}`);
    await expect(setting).toBeInViewport();

    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByRole('status').filter({ hasText: '정상' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('audit-tab.png'), fullPage: true });
  },
);
