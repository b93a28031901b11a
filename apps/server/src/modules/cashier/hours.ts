import { seoulMinuteOfDay } from '@site/contracts/clock';
import { cashierErrors } from '@site/contracts/api/cashier';
import type { CashierSettingsRow } from '../../db/schema/cashier';
import { AppError } from '../../http/app-error';

type Hours = Pick<CashierSettingsRow, 'closedFromMinute' | 'closedUntilMinute'>;

/**
 * Whether the cashier takes requests at `now`. The closed window is in minutes of the Seoul day and
 * may wrap past midnight (the banks' inspection time, 23:30–00:30); from = until means no window.
 */
export function cashierOpen(settings: Hours, now: Date): boolean {
  const { closedFromMinute: from, closedUntilMinute: until } = settings;
  if (from === null || until === null || from === until) return true;
  const minute = seoulMinuteOfDay(now);
  const closed = from < until ? minute >= from && minute < until : minute >= from || minute < until;
  return !closed;
}

const hhmm = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The closed window as HH:mm texts, or null when the cashier never closes. */
export function closedHours(settings: Hours): { from: string; until: string } | null {
  const { closedFromMinute: from, closedUntilMinute: until } = settings;
  if (from === null || until === null || from === until) return null;
  return { from: hhmm(from), until: hhmm(until) };
}

/** Refuses a request made inside the closed window, naming the window. */
export function assertCashierOpen(settings: Hours, now: Date): void {
  const window = closedHours(settings);
  if (window && !cashierOpen(settings, now)) throw new AppError(400, cashierErrors.closed(window.from, window.until));
}
