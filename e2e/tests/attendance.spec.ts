/**
 * Attendance: a member opens /attendance, checks in, sees today marked on the calendar and the
 * check-in's points arrive in the top bar; a second press is told the day is already checked in.
 */
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { signIn } from '../support/session';

test(
  'a member checks in once a day and is credited the daily points',
  { tag: '@phone-only' },
  async ({ page, request }) => {
    // The same settings from both projects: a daily reward and a 7-day streak, no deposit condition.
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
    // Today is the server's Seoul day, the one cell the calendar marks as the current date.
    const calendar = page.getByRole('grid', { name: /^출석 달력/ });
    const today = calendar.locator('[aria-current="date"]');
    await expect(today).toHaveAccessibleName(/\(오늘\)$/);
    await expect(page.getByRole('table', { name: '출석 보상' })).toContainText('연속 7일 출석');

    await page.getByRole('button', { name: '출석체크' }).click();
    await acceptAlert(page, '매일 출석: 100 포인트');
    await expect(today).toHaveAccessibleName(/\(오늘\) 출석 완료$/);
    await expect(today).toHaveAttribute('data-checked');
    await expect(page.getByRole('link', { name: /100P$/ }).filter({ visible: true })).toBeVisible();

    await page.getByRole('button', { name: '오늘 출석 완료' }).click();
    await acceptAlert(page, '오늘은 이미 출석체크 하셨습니다.');
    await expect(page.getByRole('link', { name: /100P$/ }).filter({ visible: true })).toBeVisible();
  },
);
