import { DAY_MS, SEOUL_OFFSET_MS, seoulDayStart } from '@site/contracts/clock';
import type { LimitPeriod } from '@site/contracts/responsible-play';

/**
 * Where each limit period began, in Seoul: the day at 00:00, the week on Monday 00:00, the month on
 * its 1st 00:00. Calendar periods, not rolling windows: what is left is plain to read and resets at a
 * time the page can name (docs/decisions/061).
 */
export function periodStarts(now: Date): Record<LimitPeriod, Date> {
  const day = seoulDayStart(now);
  const local = new Date(day.getTime() + SEOUL_OFFSET_MS);
  // getUTCDay of the Seoul-shifted instant is the Seoul weekday; Monday is 1, Sunday 0.
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const week = new Date(day.getTime() - sinceMonday * DAY_MS);
  const month = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SEOUL_OFFSET_MS);
  return { day, week, month };
}

/** When each current period ends and the next begins: the next Seoul midnight, Monday and 1st. */
export function nextPeriodStarts(now: Date): Record<LimitPeriod, Date> {
  const starts = periodStarts(now);
  const local = new Date(starts.day.getTime() + SEOUL_OFFSET_MS);
  return {
    day: new Date(starts.day.getTime() + DAY_MS),
    week: new Date(starts.week.getTime() + 7 * DAY_MS),
    month: new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - SEOUL_OFFSET_MS),
  };
}
