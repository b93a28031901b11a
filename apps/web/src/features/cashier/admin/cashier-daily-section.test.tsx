import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DailyTotal } from '@site/contracts/api/admin-cashier';
import { seoulToday, shiftDay } from '@site/contracts/clock';
import { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';

import { answer, scriptCalls } from '../../../test/scripted-calls';
import { renderWithSite } from '../../../test/console/harness';
import { CashierDailySection } from './cashier-daily-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = (date: string, deposits: number, withdrawals: number): DailyTotal => ({
  day: date,
  deposits,
  depositCount: deposits > 0 ? 2 : 0,
  bonuses: deposits / 10,
  withdrawals,
  withdrawalCount: withdrawals > 0 ? 1 : 0,
  difference: deposits - withdrawals,
});

describe('일별 정산', () => {
  it('asks for the last 14 Seoul days and shows each with a total, a loss in red', async () => {
    const calls = scriptCalls([
      answer(cashierAdminEndpoints.daily, [day('2026-03-02', 200_000, 500_000), day('2026-03-01', 300_000, 0)]),
    ]);
    renderWithSite(<CashierDailySection />);

    const table = await screen.findByRole('table', { name: '일별 정산' });
    const today = seoulToday();
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ from: shiftDay(today, -13), to: today });
    const [, loss, gain, total] = within(table).getAllByRole('row');
    expect(loss).toHaveTextContent('2026-03-02200,000원 (2건)20,000원500,000원 (1건)-300,000원');
    expect(within(loss as HTMLElement).getByText('-300,000원')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(within(gain as HTMLElement).getByText('300,000원', { selector: 'td:last-child' })).not.toHaveStyle({
      color: 'rgb(211, 47, 47)',
    });
    expect(total).toHaveTextContent('합계500,000원 (4건)50,000원500,000원 (1건)0원');
  });
});
