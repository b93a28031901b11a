/**
 * Attendance: a member opens /attendance, checks in, sees today marked on the calendar and the
 * check-in's points arrive in the top bar; a second press is told the day is already checked in.
 */
import { seoulToday } from '@site/contracts/clock';

import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { signIn } from '../support/session';

test('a member checks in once a day and is credited the daily points', async ({ page, request }) => {
  // The same settings from both projects: the daily reward only, no deposit condition.
  await asAdmin(request, 'PUT', 'attendance', {
    minDeposit: 0,
    rewards: [
      { trigger: 'daily', streakDays: null, kind: 'point', amount: 100 },
      { trigger: 'streak', streakDays: 7, kind: 'point', amount: 1_000 },
    ],
  });
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);

  await page.goto('/attendance');
  const today = seoulToday();
  const todayLabel = `${Number(today.slice(5, 7))}월 ${Number(today.slice(8, 10))}일 (오늘)`;
  const calendar = page.getByRole('grid', { name: /^출석 달력/ });
  await expect(calendar.getByRole('gridcell', { name: todayLabel, exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: '출석 보상' })).toContainText('연속 7일 출석');

  await page.getByRole('button', { name: '출석체크' }).click();
  await acceptAlert(page, '매일 출석: 100 포인트');
  await expect(calendar.getByRole('gridcell', { name: `${todayLabel} 출석 완료` })).toHaveAttribute('data-checked');
  await expect(page.getByRole('link', { name: /100P$/ }).filter({ visible: true })).toBeVisible();

  await page.getByRole('button', { name: '오늘 출석 완료' }).click();
  await acceptAlert(page, '오늘은 이미 출석체크 하셨습니다.');
  await expect(page.getByRole('link', { name: /100P$/ }).filter({ visible: true })).toBeVisible();
});
