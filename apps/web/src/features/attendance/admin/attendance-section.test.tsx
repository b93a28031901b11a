import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminAttendance } from '@site/contracts/api/attendance';

import { closeAlert, renderWithSite, scriptServer } from '../../../test/console/harness';
import { AttendanceSection } from './attendance-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const overview: AdminAttendance = {
  today: '2026-11-24',
  minDeposit: 0,
  rewards: [{ id: 1, trigger: 'daily', streakDays: null, kind: 'point', amount: 100 }],
  checkIns: [
    {
      memberId: 9,
      userId: 'demo',
      nickname: '데모회원',
      streak: 3,
      at: '2026-11-24T01:02:03.000Z',
      credited: [{ label: '매일 출석', kind: 'point', amount: 100 }],
    },
  ],
};

describe('console 출석체크', () => {
  it("saves the deposit condition and a new streak reward, and lists today's check-ins", async () => {
    const calls = scriptServer({
      'GET admin/attendance': () => ({ body: overview }),
      'PUT admin/attendance': (call) => ({ body: { ...overview, ...(call.body as object) } }),
    });
    renderWithSite(<AttendanceSection />);
    const today = await screen.findByRole('table', { name: /오늘의 출석/ });
    expect(within(today).getByRole('row', { name: /demo \(데모회원\) 3일/ })).toHaveTextContent('매일 출석 100 포인트');

    fireEvent.change(screen.getByLabelText(/당일 최소 충전금액/), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: '보상 추가' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await closeAlert('출석 설정을 저장했습니다.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      minDeposit: 10_000,
      rewards: [
        { trigger: 'daily', streakDays: null, kind: 'point', amount: 100 },
        { trigger: 'streak', streakDays: 7, kind: 'point', amount: 1_000 },
      ],
    });
  });

  it('offers a roulette coupon whose amount is one of the five wheels', async () => {
    const calls = scriptServer({
      'GET admin/attendance': () => ({ body: overview }),
      'PUT admin/attendance': (call) => ({ body: { ...overview, ...(call.body as object) } }),
    });
    renderWithSite(<AttendanceSection />);
    const first = await screen.findByRole('group', { name: '조건 1' });
    fireEvent.mouseDown(within(first).getByRole('combobox', { name: '지급' }));
    fireEvent.click(await screen.findByRole('option', { name: '룰렛 쿠폰' }));
    const wheel = within(first).getByRole('combobox', { name: '룰렛 쿠폰' });
    expect(wheel).toHaveTextContent('룰렛 100 쿠폰');
    fireEvent.mouseDown(wheel);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '룰렛 100 쿠폰',
      '룰렛 200 쿠폰',
      '룰렛 300 쿠폰',
      '룰렛 400 쿠폰',
      '룰렛 500 쿠폰',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '룰렛 300 쿠폰' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await closeAlert('출석 설정을 저장했습니다.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      minDeposit: 0,
      rewards: [{ trigger: 'daily', streakDays: null, kind: 'roulette', amount: 300 }],
    });
  });
});
