/**
 * Coupons: an operator issues a money coupon and a roulette coupon to a new member; the member opens
 * /coupon, sees the roulette coupon on its wheel, uses the money coupon once and watches the balance
 * rise by exactly its amount, the coupon then shown as used with no button left.
 */
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { shownBalance, signIn } from '../support/session';

test('a member uses a money coupon an operator issued, once', async ({ page, request }) => {
  const member = await newMember(request);
  const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
  await asAdmin(request, 'POST', 'coupons/issues', {
    face: { kind: 'money', amount: 12_340 },
    target: 'member',
    userId: member.userId,
    expiresAt,
    memo: 'e2e',
  });
  await asAdmin(request, 'POST', 'coupons/issues', {
    face: { kind: 'roulette', wheel: 200 },
    target: 'member',
    userId: member.userId,
  });
  await signIn(page, request, member.userId, member.password);

  await page.goto('/coupon');
  const roulette = page.getByRole('region', { name: '룰렛 쿠폰' });
  const wheel200 = roulette.getByRole('listitem', { name: '룰렛 200' });
  await expect(wheel200).toContainText('보유 1장');
  await expect(wheel200.getByRole('button', { name: '룰렛 돌리기' })).toBeEnabled();
  await expect(roulette.getByRole('listitem', { name: '룰렛 100' }).getByRole('button')).toBeDisabled();

  await expect(shownBalance(page, 0)).toBeVisible();
  const coupon = page
    .getByRole('region', { name: '머니·포인트 쿠폰' })
    .getByRole('listitem', { name: '머니 쿠폰 12,340원' });
  await expect(coupon).toContainText('사용가능');
  await expect(coupon).toContainText('관리자 지급');
  await coupon.getByRole('button', { name: '사용하기' }).click();
  await acceptAlert(page, '이 쿠폰을 사용하시겠습니까?');
  await acceptAlert(page, '쿠폰이 사용되었습니다. 12,340원이 지급되었습니다.');
  await expect(shownBalance(page, 12_340)).toBeVisible();
  await expect(coupon).toContainText('사용완료');
  await expect(coupon.getByRole('button')).toHaveCount(0);

  // After a reload the coupon is still used and the balance still credited once.
  await page.reload();
  await expect(coupon).toContainText('사용완료');
  await expect(shownBalance(page, 12_340)).toBeVisible();
});
