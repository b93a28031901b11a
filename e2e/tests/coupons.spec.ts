/**
 * Coupons: an operator issues a money coupon and a roulette coupon to a new member; the member opens
 * /coupon, sees the roulette coupon on its wheel, uses the money coupon once and watches the balance
 * rise by exactly its amount, the coupon then shown as used with no button left. An operator issues
 * from the console and sees the coupon counted used once the member has used it.
 */
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, login, newMember } from '../support/api';
import { shownBalance, signIn, useSharedAdminSession } from '../support/session';

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

test('an operator issues a point coupon from the console and sees it counted used once the member uses it', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const token = await login(request, member.userId, member.password);
  await useSharedAdminSession(page);
  await page.goto('/admin?tab=coupons');
  const form = page.getByRole('form', { name: '쿠폰 지급' });
  await form.getByRole('combobox', { name: '쿠폰 종류' }).click();
  await page.getByRole('option', { name: '포인트 쿠폰' }).click();
  await form.getByRole('textbox', { name: /금액/ }).fill('3210');
  await form.getByRole('textbox', { name: '회원 아이디' }).fill(member.userId);
  await form.getByRole('textbox', { name: '메모' }).fill(`e2e ${member.userId}`);
  await form.getByRole('button', { name: '지급하기' }).click();
  const confirm = page.getByRole('dialog', { name: '쿠폰 지급' });
  await expect(confirm).toContainText(`회원 ${member.userId} (1명)에게 포인트 쿠폰 3,210P를 지급합니다.`);
  await confirm.getByRole('button', { name: '지급하기' }).click();
  await acceptAlert(page, '쿠폰을 1명에게 지급했습니다.');
  // A table from the tablet's width up; a card of names and values per issue on a phone.
  const wide = (page.viewportSize()?.width ?? 0) >= 960;
  const row = (
    wide
      ? page.getByRole('table', { name: '지급 내역' }).getByRole('row')
      : page.getByRole('list', { name: '지급 내역' }).getByRole('listitem')
  ).filter({ hasText: `e2e ${member.userId}` });
  const shows = async (counts: string) => {
    if (wide) return expect(row).toContainText(`포인트 쿠폰 3,210P회원 ${member.userId}무기한${counts}`);
    await expect(row).toContainText('포인트 쿠폰 3,210P지급일시');
    const [issued, usedCount, expired, usable] = counts;
    await expect(row).toContainText(
      `지급 대상회원 ${member.userId}만료무기한지급${issued}사용${usedCount}만료${expired}사용가능${usable}`,
    );
  };
  await shows('1001');

  // The member uses it; the operator's list then counts it used.
  const box = await request.get('/api/coupon', { headers: { [AUTH_HEADER]: bearer(token) } });
  const [coupon] = ((await box.json()) as { coupons: { id: number }[] }).coupons;
  const used = await request.post(`/api/coupon/${coupon?.id}/use`, { headers: { [AUTH_HEADER]: bearer(token) } });
  expect(used.ok()).toBe(true);
  await page.reload();
  await shows('1100');
});
