import type { DailyTotal } from '@site/contracts/api/admin-cashier';
import { seoulToday, shiftDay } from '@site/contracts/clock';

/** The days shown when the page opens: the last 14 Seoul days, today included. */
export const DEFAULT_DAYS = 14;

export function defaultDailyRange(now: number = Date.now()): { from: string; to: string } {
  const to = seoulToday(now);
  return { from: shiftDay(to, -(DEFAULT_DAYS - 1)), to };
}

/** YYYY-MM-DD texts compare as the days they name. */
export const isRangeValid = (from: string, to: string): boolean => from <= to;

export type DailySum = Omit<DailyTotal, 'day'>;

/** The 합계 row: every column summed over the days shown. */
export function dailySum(days: readonly DailyTotal[]): DailySum {
  const sum: DailySum = { deposits: 0, depositCount: 0, bonuses: 0, withdrawals: 0, withdrawalCount: 0, difference: 0 };
  for (const day of days) {
    sum.deposits += day.deposits;
    sum.depositCount += day.depositCount;
    sum.bonuses += day.bonuses;
    sum.withdrawals += day.withdrawals;
    sum.withdrawalCount += day.withdrawalCount;
    sum.difference += day.difference;
  }
  return sum;
}
