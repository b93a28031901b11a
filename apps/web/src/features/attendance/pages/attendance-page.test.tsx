import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AttendanceCalendar } from '@site/contracts/api/attendance';
import { attendanceEndpoints } from '@site/contracts/endpoints/attendance';

import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { answer, refuse, scriptCalls } from '../../../test/scripted-calls';
import { Attendance } from './attendance-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const november: AttendanceCalendar = {
  month: '2026-11',
  today: '2026-11-24',
  checkedDays: ['2026-11-22', '2026-11-23'],
  checkedToday: false,
  streak: 2,
  monthCount: 2,
  minDeposit: 10_000,
  rewards: [
    { id: 1, trigger: 'daily', streakDays: null, kind: 'point', amount: 100 },
    { id: 2, trigger: 'streak', streakDays: 7, kind: 'point', amount: 1_000 },
    { id: 3, trigger: 'streak', streakDays: 15, kind: 'roulette', amount: 300 },
  ],
};

describe('/attendance', () => {
  it('marks the checked days, shows the streak and the rewards, and says why a check-in is refused', async () => {
    scriptCalls([
      answer(attendanceEndpoints.calendar, november),
      refuse(attendanceEndpoints.checkIn, 400, '오늘 10,000원 이상 충전 후 출석할 수 있습니다.'),
    ]);
    renderWithSite(<Attendance />);
    const grid = await screen.findByRole('grid', { name: '출석 달력 2026년 11월' });
    const checked = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.hasAttribute('data-checked'));
    expect(checked.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      '11월 22일 출석 완료',
      '11월 23일 출석 완료',
    ]);
    expect(within(grid).getByRole('gridcell', { name: '11월 24일 (오늘)' })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText('연속 출석').nextSibling).toHaveTextContent('2일');
    expect(screen.getByText('출석 조건: 오늘 10,000원 이상 충전')).toBeInTheDocument();
    const rewards = screen.getByRole('table', { name: '출석 보상' });
    expect(within(rewards).getByRole('row', { name: '연속 7일 출석 1,000 포인트' })).toBeInTheDocument();
    expect(within(rewards).getByRole('row', { name: '연속 15일 출석 룰렛 300 쿠폰' })).toBeInTheDocument();
    expect(screen.getByText('룰렛 쿠폰은 쿠폰함으로 지급되며, 룰렛에서 사용할 수 있습니다.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '출석체크' }));
    await closeAlert('오늘 10,000원 이상 충전 후 출석할 수 있습니다.');
  });
});
