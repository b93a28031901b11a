/** The rolling pages' date range: Seoul days in the address, this Seoul month so far when none is given. */
import { seoulToday } from '@site/contracts/clock';

import { rangeFromQuery, type DateRange } from '../../../lib/date-range';

/** The first of this Seoul month to today (the server's own default for a summary without dates). */
export function thisMonth(now: number = Date.now()): DateRange {
  const to = seoulToday(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

export const monthRangeFromQuery = (from: string | null, to: string | null, now: number = Date.now()): DateRange => {
  const month = thisMonth(now);
  return rangeFromQuery(from ?? month.from, to ?? month.to, now);
};
