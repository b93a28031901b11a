/**
 * Event participation: an operator makes a running event with a point coupon for 참여하기; a member
 * joins it once (the button then says 참여완료), is refused an event that asks for a first deposit,
 * and finds the coupon on /calculateEvent as usable.
 */
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { signIn } from '../support/session';

const DAY_MS = 24 * 60 * 60 * 1000;

test(
  'a member joins an event with a coupon reward once and sees it on /calculateEvent',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    const suffix = `${testInfo.project.name} ${Date.now() % 100_000}`;
    const now = Date.now();
    const period = {
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 7 * DAY_MS).toISOString(),
      thumbnail: null,
    };
    const open = (await asAdmin(request, 'POST', 'events', {
      ...period,
      title: `e2e 참여 이벤트 ${suffix}`,
      body: '<p>참여하기를 누르면 포인트 쿠폰을 드립니다.</p>',
      reward: { kind: 'point', amount: 2_000 },
      rewardExpiryDays: 7,
      joinCondition: 'none',
    })) as { id: number; title: string };
    const firstDeposit = (await asAdmin(request, 'POST', 'events', {
      ...period,
      title: `e2e 첫 충전 이벤트 ${suffix}`,
      body: '<p>첫 충전 회원 전용</p>',
      reward: { kind: 'roulette', wheel: 300 },
      rewardExpiryDays: null,
      joinCondition: 'firstDeposit',
    })) as { id: number };

    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);

    await page.goto(`/event/${firstDeposit.id}`);
    const refusedSection = page.getByRole('region', { name: '참여 보상' });
    await expect(refusedSection).toContainText('룰렛 300 쿠폰');
    await expect(refusedSection).toContainText('충전 이력이 있는 회원만 참여할 수 있습니다.');
    await refusedSection.getByRole('button', { name: '참여하기' }).click();
    await acceptAlert(page, '첫 충전 후 참여할 수 있습니다.');
    await expect(refusedSection.getByRole('button', { name: '참여하기' })).toBeEnabled();

    await page.goto(`/event/${open.id}`);
    const section = page.getByRole('region', { name: '참여 보상' });
    await expect(section).toContainText('포인트 쿠폰 2,000P');
    await expect(section).toContainText('지급일부터 7일간 사용할 수 있습니다.');
    await section.getByRole('button', { name: '참여하기' }).click();
    await acceptAlert(page, '쿠폰함에 지급: 포인트 쿠폰 2,000P');
    await expect(section.getByRole('button', { name: '참여완료' })).toBeDisabled();
    // A reload still knows the member joined.
    await page.reload();
    await expect(page.getByRole('button', { name: '참여완료' })).toBeDisabled();

    await page.getByRole('link', { name: '내 이벤트 보상 보기' }).click();
    await expect(page).toHaveURL(/\/calculateEvent/);
    const row = page.getByRole('listitem', { name: `${open.title} 포인트 쿠폰 2,000P` });
    await expect(row).toContainText('사용가능');
    await expect(row).toContainText('[이벤트]');
    await expect(page.getByRole('region', { name: '받은 보상' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('region', { name: '기간 합계' })).toContainText('1장 (사용가능 1장)');
  },
);
