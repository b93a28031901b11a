import { describe, expect, it } from 'vitest';

import { dailySum, defaultDailyRange, isRangeValid } from './cashier-daily';

describe('the daily totals', () => {
  it('opens on the last 14 Seoul days, today included', () => {
    // 2026-03-01 00:30 in Seoul is still February 28th in UTC.
    const justAfterSeoulMidnight = Date.parse('2026-02-28T15:30:00Z');
    expect(defaultDailyRange(justAfterSeoulMidnight)).toEqual({ from: '2026-02-16', to: '2026-03-01' });
  });

  it('refuses a range that ends before it starts', () => {
    expect(isRangeValid('2026-03-01', '2026-03-01')).toBe(true);
    expect(isRangeValid('2026-03-02', '2026-03-01')).toBe(false);
  });

  it('sums every column for the total row, the difference negative when more was paid out', () => {
    const day = (deposits: number, withdrawals: number) => ({
      day: '2026-03-01',
      deposits,
      depositCount: 1,
      bonuses: deposits / 10,
      withdrawals,
      withdrawalCount: 1,
      difference: deposits - withdrawals,
    });
    expect(dailySum([day(100_000, 0), day(50_000, 300_000)])).toEqual({
      deposits: 150_000,
      depositCount: 2,
      bonuses: 15_000,
      withdrawals: 300_000,
      withdrawalCount: 2,
      difference: -150_000,
    });
  });
});
