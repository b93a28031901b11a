/**
 * Issue 29 point 11 as a member meets it: /member shows the level ladder with the member's own level,
 * the next one up and what each level brings. (The voided pick row of point 10 is in bet-history.spec.ts.)
 */
import { ko } from '../../apps/web/src/i18n/ko';
import { koLevels } from '../../apps/web/src/i18n/ko-levels';
import { expect, test } from '../fixtures';
import { newMember } from '../support/api';
import { signIn } from '../support/session';

test('a new member sees the level ladder on 회원정보 수정: its level, the next one, and what each brings', async ({
  page,
  request,
  problems: _,
}) => {
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/member');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.member.title);
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: koLevels.title }) });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toContainText(`${koLevels.current}${koLevels.level(1, '새싹')}`);
  await expect(panel).toContainText(`${koLevels.next}${koLevels.level(2, '브론즈')}`);
  const rows = panel.getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toHaveAttribute('aria-current', 'true');
  await expect(rows.last()).toContainText(koLevels.level(7, 'VIP'));
  await expect(rows.last()).toContainText(/[\d,]+원/);
  await expect(rows.last()).toBeVisible();
});
