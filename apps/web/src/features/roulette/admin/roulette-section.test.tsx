import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { roulettePrizes, rouletteWheels, type AdminRoulette } from '@site/contracts/api/roulette';

import { closeAlert, renderWithSite, scriptServer } from '../../../test/console/harness';
import { RouletteSection } from './roulette-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Every wheel: a miss half the time, its smallest point prize the other half.
const overview: AdminRoulette = {
  chickenValue: 20_000,
  pizzaValue: 25_000,
  excludedLevels: [9],
  wheels: rouletteWheels.map((wheel) => ({
    wheel,
    dailyBudget: null,
    prizes: roulettePrizes[wheel].map((code, index) => ({ code, weight: index === 2 || index === 3 ? 1 : 0 })),
  })),
  stats: rouletteWheels.map((wheel) => ({ wheel, expectedPayout: 0, spinsToday: 4, paidToday: 30_000 })),
  levels: [
    { level: 1, name: '새싹' },
    { level: 9, name: 'C' },
  ],
};

describe('console 룰렛 관리', () => {
  it('shows each prize’s chance and the expected payout as the weights change, and saves them', async () => {
    const calls = scriptServer({
      'GET admin/roulette': () => ({ body: overview }),
      'PUT admin/roulette': (call) => ({ body: { ...overview, ...(call.body as object) } }),
    });
    renderWithSite(<RouletteSection />);
    const wheel = await screen.findByRole('group', { name: '룰렛 100' });
    expect(within(wheel).getByText('오늘 4회 · 지급 30,000원')).toBeVisible();
    expect(within(wheel).getByText('쿠폰 1장당 기대 지급액 5,000원')).toBeVisible();
    expect(within(wheel).getByRole('row', { name: /^꽝/ })).toHaveTextContent('50.0%');

    fireEvent.change(within(wheel).getByLabelText('치킨 교환권 비중'), { target: { value: '2' } });
    // Chicken 2 of 4 at 20,000 and 10,000 points 1 of 4: 12,500 a coupon.
    expect(within(wheel).getByText('쿠폰 1장당 기대 지급액 12,500원')).toBeVisible();
    expect(within(wheel).getByRole('row', { name: /^꽝/ })).toHaveTextContent('25.0%');
    fireEvent.change(within(wheel).getByLabelText(/하루 예산/), { target: { value: '500000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '1 새싹' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await closeAlert('룰렛 설정을 저장했습니다.');

    const sent = calls.find((call) => call.method === 'PUT')?.body as AdminRoulette;
    expect(sent.excludedLevels).toEqual([9, 1]);
    expect(sent.wheels[0]).toEqual({
      wheel: 100,
      dailyBudget: 500_000,
      prizes: roulettePrizes[100].map((code, index) => ({
        code,
        weight: index === 0 ? 2 : index === 2 || index === 3 ? 1 : 0,
      })),
    });
    expect(sent.wheels[1]?.dailyBudget).toBeNull();
  });
});
