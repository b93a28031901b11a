/**
 * The roulette (SPEC.md §2, §4, §5, §8): a member with a coupon on each of the five wheels opens the
 * roulette from the top bar (PC) or the drawer (phone), spins every wheel on its own coupon and is
 * told what each won; the points arrive, the voucher lands in the coupon box and the counts run out.
 * The operator's weights put each wheel on one prize, so what a member is told is known in advance.
 */
import { rouletteWheels, roulettePrizes, type RouletteWheel } from '@site/contracts/api/roulette-codes';
import { formatNumber } from '@site/contracts/rules/format';
import { acceptAlert, expect, isDesktop, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { openRoulette, wheelDialog } from '../support/roulette';
import { signIn } from '../support/session';

/** The one prize each wheel lands on: a chicken voucher, a miss, then points. */
const landsOn: Record<RouletteWheel, number> = { 100: 1, 200: 3, 300: 20_000, 400: 70_000, 500: 100_000 };
const told: Record<RouletteWheel, string> = {
  100: '축하합니다! 치킨 교환권에 당첨되었습니다. 쿠폰함에서 확인해주세요.',
  200: '아쉽게도 꽝입니다. 다음 기회에 도전해주세요.',
  300: '축하합니다! 20,000 포인트가 지급되었습니다.',
  400: '축하합니다! 70,000 포인트가 지급되었습니다.',
  500: '축하합니다! 100,000 포인트가 지급되었습니다.',
};

test('a member spins all five wheels on their own coupons and is told what each won', async ({ page, request }) => {
  // Five spins of 3 s each (the 2 s turn and the alert 1 s later) before any waiting for the server.
  test.slow();
  await asAdmin(request, 'PUT', 'roulette', {
    chickenValue: 20_000,
    pizzaValue: 25_000,
    excludedLevels: [8, 9, 10],
    wheels: rouletteWheels.map((wheel) => ({
      wheel,
      dailyBudget: null,
      prizes: roulettePrizes[wheel].map((code) => ({ code, weight: code === landsOn[wheel] ? 1 : 0 })),
    })),
  });
  const member = await newMember(request);
  for (const wheel of rouletteWheels)
    await asAdmin(request, 'POST', 'coupons/issues', {
      face: { kind: 'roulette', wheel },
      target: 'member',
      userId: member.userId,
    });
  await signIn(page, request, member.userId, member.password);
  await page.goto('/');

  await openRoulette(page);
  for (const wheel of rouletteWheels) {
    const dialog = wheelDialog(page, wheel);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('무제한 레벨 회원 및 C, CV 레벨 회원은 룰렛 이벤트에 참여하실 수 없습니다.');
    await expect(dialog.getByText('보유 쿠폰 1장')).toBeVisible();
    await dialog.getByRole('button', { name: '룰렛 돌리기' }).click();
    await expect(dialog.getByText('보유 쿠폰 0장')).toBeVisible();
    // A second press while the wheel turns is told to wait.
    await dialog.getByRole('button', { name: '룰렛 돌리기' }).click();
    await acceptAlert(page, '룰렛을 돌리고 있습니다.');
    await acceptAlert(page, told[wheel]);
    await expect(dialog.getByRole('status')).toContainText('결과:');
    const next = rouletteWheels[rouletteWheels.indexOf(wheel) + 1];
    if (next) await dialog.getByRole('tab', { name: new RegExp(`^${next} `) }).click();
  }
  // Only one wheel was ever open; the last one closes with Esc.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(
    page
      .getByText(`${formatNumber(190_000)}P`)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await page.goto('/coupon');
  await expect(page.getByText('치킨 교환권').first()).toBeVisible();
});

test('a guest is asked to log in before the roulette', async ({ page }) => {
  // A guest's PC top bar holds the login instead of the member's entries; the phone's drawer has 룰렛.
  test.skip(isDesktop(page), 'the drawer is the phone layout');
  await page.goto('/');
  await openRoulette(page);
  await acceptAlert(page, '로그인 후 이용해주세요.');
  await expect(page.getByRole('dialog', { name: /룰렛 \d+/ })).toHaveCount(0);
});
