import { seoulToday } from '@site/contracts/clock';
import { ROLLING_RANGE_MAX_DAYS, rollingErrors } from '@site/contracts/api/rolling';
import { AppError } from '../../http/app-error';
import { DAY_MS, seoulDayStartOf } from '../cashier/seoul-day';

export interface SeoulRange {
  from: string;
  to: string;
  start: Date;
  /** exclusive: the start of the day after `to` */
  end: Date;
}

/** ?from=&to= as instants; none means this Seoul month so far. */
export function seoulRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): SeoulRange {
  const to = query.to ?? seoulToday(now.getTime());
  const from = query.from ?? `${to.slice(0, 8)}01`;
  const start = seoulDayStartOf(from);
  const end = new Date(seoulDayStartOf(to).getTime() + DAY_MS);
  if (start >= end) throw new AppError(400, rollingErrors.rangeReversed);
  if ((end.getTime() - start.getTime()) / DAY_MS > ROLLING_RANGE_MAX_DAYS)
    throw new AppError(400, rollingErrors.rangeTooLong);
  return { from, to, start, end };
}
