/**
 * A member's own deposit limit (issue 33, docs/decisions/061): set on /responsible-play, where the
 * form says before saving that it applies at once; a raise waits 24 hours and can be cancelled; a
 * deposit on /charge over what the limit leaves is refused with the limit's name and what is left.
 */
import type { Page } from '@playwright/test';

import { limitRefusalMessage, playLimitLabels } from '@site/contracts/responsible-play';
import { formatWon } from '@site/contracts/rules/format';

import { koCashier } from '../../apps/web/src/i18n/ko-cashier';
import { koResponsiblePlay } from '../../apps/web/src/i18n/ko-responsible-play';
import { acceptAlert, expect, test } from '../fixtures';
import { newMember } from '../support/api';
import { signIn } from '../support/session';
import { shot } from '../support/shots';

const text = koResponsiblePlay.limits;

const dailyDeposit = (page: Page) => page.locator('[data-limit="depositDaily"]');
const dailyDepositField = (page: Page) =>
  page.getByRole('textbox', { name: `${playLimitLabels.depositDaily} ${text.newValue}` });

/** Saves the money limits' form, answering its confirmation (which must name the change and whether it applies now), then its alert. */
async function saveLimits(
  page: Page,
  change: [from: number | null, to: number],
  now: boolean,
  shoot?: () => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: text.save }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: text.confirmTitle });
  const [from, to] = change;
  await expect(confirm).toContainText(
    text.change(playLimitLabels.depositDaily, from === null ? text.none : formatWon(from), formatWon(to)),
  );
  if (now) await expect(confirm).toContainText(text.confirmNow);
  else await expect(confirm).not.toContainText(text.confirmNow);
  await shoot?.();
  await confirm.getByRole('button', { name: text.save }).click();
  await acceptAlert(page, text.saved);
}

test('a deposit limit set on /responsible-play refuses a deposit over it on /charge', async ({
  page,
  request,
  problems,
}, testInfo) => {
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/responsible-play');

  await dailyDepositField(page).fill('50000');
  await expect(dailyDeposit(page)).toContainText(text.appliesNow);
  await saveLimits(page, [null, 50_000], true);
  await expect(dailyDeposit(page)).toContainText(`${text.inForce} ${formatWon(50_000)}`);
  await expect(dailyDeposit(page)).toContainText(text.left(formatWon(50_000)));

  // A raise waits 24 hours: the form says so before saving, and the card shows it waiting.
  await dailyDepositField(page).fill('80000');
  await expect(dailyDeposit(page)).toContainText(text.appliesLater);
  await saveLimits(page, [50_000, 80_000], false, () => shot(page, testInfo, 'limits-confirm-raise'));
  const waiting = dailyDeposit(page).getByRole('status');
  await expect(waiting).toContainText(formatWon(80_000));
  await expect(dailyDeposit(page)).toContainText(`${text.inForce} ${formatWon(50_000)}`);
  await shot(page, testInfo, 'limits-pending');

  // The limit in force (50,000) still holds: 100,000 is refused, naming the limit and what is left.
  await page.goto('/charge');
  await page.getByRole('button', { name: '10만' }).click();
  await page.getByRole('radio', { name: koCashier.charge.bonusNone }).check();
  await page.getByRole('button', { name: koCashier.charge.submit }).click();
  await acceptAlert(page, '100,000원을 충전 신청하시겠습니까?');
  problems.allow(/400.*\/api\/cashier\/deposits/);
  await acceptAlert(page, limitRefusalMessage('depositDaily', 50_000));

  // The waiting raise is cancelled; the limit stays.
  await page.goto('/responsible-play');
  await dailyDeposit(page)
    .getByRole('button', { name: new RegExp(text.cancelPending) })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await acceptAlert(page, text.cancelled);
  await expect(dailyDeposit(page).getByRole('status')).toHaveCount(0);
  await expect(dailyDeposit(page)).toContainText(`${text.inForce} ${formatWon(50_000)}`);
  await shot(page, testInfo, 'limits-panel');
});
