/**
 * A history's date range (bets, money): Seoul calendar days as YYYY-MM-DD, inclusive at both ends. Pure date
 * arithmetic on the day's text, so the machine's own time zone never shifts a day.
 */
import { isCalendarDay, seoulToday, shiftDay } from '@site/contracts/clock';

export interface DateRange {
  from: string;
  to: string;
}

export type QuickRange = 'today' | 'week' | 'month';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const parts = (day: string): [number, number, number] => {
  const [, y, m, d] = DAY_PATTERN.exec(day) ?? [];
  return [Number(y), Number(m), Number(d)];
};

const dayText = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10);

/** The same day one month earlier, or the month's last day when it has no such day (03-31 → 02-28). */
export const monthBefore = (day: string): string => {
  const [y, m, d] = parts(day);
  const lastOfPreviousMonth = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return dayText(Date.UTC(y, m - 2, Math.min(d, lastOfPreviousMonth)));
};

/** The quick buttons: 오늘, 1주일 (today and the six days before), 1개월 (since the same day last month). */
export function quickRange(kind: QuickRange, now: number = Date.now()): DateRange {
  const to = seoulToday(now);
  if (kind === 'today') return { from: to, to };
  if (kind === 'week') return { from: shiftDay(to, -6), to };
  return { from: monthBefore(to), to };
}

/** The range the page opens with: the last seven days. */
export const defaultRange = (now: number = Date.now()): DateRange => quickRange('week', now);

/** The range in the address, with the default for what is missing or malformed and the ends put in order. */
export function rangeFromQuery(from: string | null, to: string | null, now: number = Date.now()): DateRange {
  const fallback = defaultRange(now);
  const range = { from: isCalendarDay(from) ? from : fallback.from, to: isCalendarDay(to) ? to : fallback.to };
  return range.from <= range.to ? range : { from: range.to, to: range.from };
}

/** Which quick button the range equals, if any, so that button shows as chosen. */
export const matchingQuickRange = (range: DateRange, now: number = Date.now()): QuickRange | null =>
  (['today', 'week', 'month'] as const).find((kind) => {
    const quick = quickRange(kind, now);
    return quick.from === range.from && quick.to === range.to;
  }) ?? null;
