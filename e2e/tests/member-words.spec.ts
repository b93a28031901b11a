/**
 * Issue 29 points 10 and 11 as a member meets them: a voided bet's open pick reads 적중특례 like the
 * bet (never 진행중) and its money 환급; /member shows the level ladder with the member's own level
 * and the next one up.
 */
import { formatWon } from '@site/contracts/rules/format';

import { ko } from '../../apps/web/src/i18n/ko';
import { koLevels } from '../../apps/web/src/i18n/ko-levels';
import { koBetHistory } from '../../apps/web/src/i18n/ko-results';
import { expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { placePrematchBet } from '../support/bets';
import { signIn, signInFundedMember } from '../support/session';

const STAKE = 10_000;

test('a voided bet reads 적중특례 on its pick row as on the bet, with the stake as 환급', async ({
  page,
  request,
  problems: _,
}) => {
  const token = await signInFundedMember(page, request, 50_000);
  const bet = await placePrematchBet(request, token, STAKE);
  await asAdmin(request, 'POST', `bets/${bet.id}/void`, { reason: 'e2e 경기 취소 확인' });

  await page.goto('/bet_result');
  const card = page.getByRole('article', { name: `${koBetHistory.betNumber(bet.id)} ${koBetHistory.betStatus.void}` });
  await expect(card).toBeVisible();
  const pickRow = card.getByTestId('bet-pick');
  await expect(pickRow).toContainText(koBetHistory.pickResult.void);
  await expect(pickRow).not.toContainText(koBetHistory.pickResult.pending);
  await expect(card).toContainText(`${koBetHistory.refund}${formatWon(STAKE)}`);
});

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
