/**
 * A tournament from the member's side: the operator creates a short slot tournament, the member
 * opens /tournament, joins, sees their own row highlighted on the live leaderboard, and after the end
 * finds it among the finished tournaments with its final ranks (the payout worker closed it). Scores
 * and prizes from played rounds are the casino's spec, once its rounds reach the hooks.
 */
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { signIn } from '../support/session';

test('a member joins a running tournament, follows the leaderboard and finds the results after its end', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `e2e 토너먼트 ${testInfo.project.name} ${Date.now() % 100_000}`;
  const now = Date.now();
  await asAdmin(request, 'POST', 'tournaments', {
    title,
    product: 'slot',
    metric: 'total-stake',
    minStake: 1_000,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 25_000).toISOString(),
    prizes: [
      { rank: 1, amount: 100_000 },
      { rank: 2, amount: 50_000 },
    ],
  });
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);

  await page.goto('/tournament');
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
  await expect(card.getByRole('timer')).toContainText('종료까지');
  await expect(card.getByRole('table', { name: '상금표' })).toContainText('100,000원');
  await card.getByRole('button', { name: '참가하기' }).click();
  await acceptAlert(page, '토너먼트에 참가했습니다.');
  await expect(card.getByRole('button', { name: '참가중' })).toBeDisabled();
  const mine = card.getByRole('table', { name: '실시간 순위' }).locator('tr[aria-current="true"]');
  await expect(mine).toContainText(member.nickName);

  // After its end the worker closes it; the page, polling, moves it to the finished list.
  const finished = page.getByRole('article', { name: title });
  await expect(finished).toBeVisible({ timeout: 60_000 });
  await expect(finished.locator('tr[aria-current="true"]')).toContainText(member.nickName);
  await expect(card).toHaveCount(0);
});
