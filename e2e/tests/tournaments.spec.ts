/**
 * A tournament from creation to payout: the operator creates a short slot tournament, the member
 * opens /tournament, joins, plays a spin in a slot window, sees their own row with its stake on the
 * live leaderboard, and after the end is paid first prize once and finds it among the finished ones.
 */
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { launchAddress, spinOnce } from '../support/casino';
import { shownBalance, signIn } from '../support/session';

const FIRST_PRIZE = 100_000;

test(
  'a member joins a slot tournament, plays, follows the leaderboard and is paid first prize after its end',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const title = `e2e 토너먼트 ${testInfo.project.name} ${Date.now() % 100_000}`;
    const now = Date.now();
    await asAdmin(request, 'POST', 'tournaments', {
      title,
      product: 'slot',
      metric: 'total-stake',
      minStake: 1_000,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 45_000).toISOString(),
      prizes: [
        { rank: 1, amount: FIRST_PRIZE },
        { rank: 2, amount: 50_000 },
      ],
    });
    const member = await newMember(request);
    const token = await signIn(page, request, member.userId, member.password);
    await asAdmin(request, 'POST', `members/${member.userId}/money`, { amount: 50_000, memo: 'e2e 테스트 지급' });

    await page.goto('/tournament');
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
    await expect(card.getByRole('timer')).toContainText('종료까지');
    await expect(card.getByRole('table', { name: '상금표' })).toContainText('100,000원');
    await card.getByRole('button', { name: '참가하기' }).click();
    await acceptAlert(page, '토너먼트에 참가했습니다.');
    await expect(card.getByRole('button', { name: '참가중' })).toBeDisabled();

    // One spin at the machine's opening bet of 1,000원: exactly the minimum, so it counts.
    const slotWindow = await page.context().newPage();
    await slotWindow.goto(await launchAddress(request, token, { product: 'slot' }));
    await spinOnce(slotWindow);
    await slotWindow.close();
    const mine = card.getByRole('table', { name: '실시간 순위' }).locator('tr[aria-current="true"]');
    await expect(mine).toContainText(member.nickName);
    await expect(mine).toContainText('1,000원');
    const user = await request.get('/api/member/user', { headers: { [AUTH_HEADER]: bearer(token) } });
    const beforePrize = ((await user.json()) as { emoney: number }).emoney;

    // After its end the worker pays it; the page, polling, moves it to the finished list.
    const finished = page.getByRole('article', { name: title });
    await expect(finished).toBeVisible({ timeout: 60_000 });
    const myResult = finished.locator('tr[aria-current="true"]');
    await expect(myResult).toContainText(member.nickName);
    await expect(myResult).toContainText('100,000원');
    await expect(card).toHaveCount(0);
    await expect(shownBalance(page, beforePrize + FIRST_PRIZE)).toBeVisible();
  },
);
