/**
 * The periods of the demo events, in Seoul calendar terms, with the Korean names that go in their
 * titles: an event called '11월 …' runs in November, a weekend event on a Saturday and Sunday.
 */
import { DAY_MS, SEOUL_OFFSET_MS } from '@site/contracts/clock';

export interface DemoEventPeriod {
  /** '11월', '12월 첫째 주말' */
  name: string;
  startsAt: string;
  endsAt: string;
}

const ORDINALS = ['첫째', '둘째', '셋째', '넷째', '다섯째'];

/** The Seoul calendar day of an instant: year, month (1-12), day and weekday (0 Sunday). */
function seoulDay(ms: number) {
  const shifted = new Date(ms + SEOUL_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/** Midnight in Seoul of a calendar day (a month or day out of range rolls over, as Date.UTC does). */
const seoulMidnight = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) - SEOUL_OFFSET_MS;

/** From one Seoul midnight up to the last second before another. */
const period = (name: string, from: number, until: number): DemoEventPeriod => ({
  name,
  startsAt: new Date(from).toISOString(),
  endsAt: new Date(until - 1000).toISOString(),
});

export function demoEventDates(now: Date) {
  const today = seoulDay(now.getTime());
  const thisMonthStart = seoulMidnight(today.year, today.month, 1);
  const nextMonthStart = seoulMidnight(today.year, today.month + 1, 1);
  const lastMonthStart = seoulMidnight(today.year, today.month - 1, 1);
  // The next Saturday after today (a week on when today is Saturday: that weekend has begun).
  const saturdayStart = seoulMidnight(today.year, today.month, today.day + (6 - today.weekday || 7));
  const saturday = seoulDay(saturdayStart);
  const sunday = seoulDay(saturdayStart + DAY_MS);
  return {
    thisMonth: period(`${today.month}월`, thisMonthStart, nextMonthStart),
    lastMonth: period(`${seoulDay(lastMonthStart).month}월`, lastMonthStart, thisMonthStart),
    nextWeekend: {
      ...period(
        `${saturday.month}월 ${ORDINALS[Math.ceil(saturday.day / 7) - 1] ?? ''} 주말`,
        saturdayStart,
        saturdayStart + 2 * DAY_MS,
      ),
      /** '12월 5일(토)·6일(일)' */
      days: `${saturday.month}월 ${saturday.day}일(토)·${sunday.month === saturday.month ? '' : `${sunday.month}월 `}${sunday.day}일(일)`,
    },
  };
}
