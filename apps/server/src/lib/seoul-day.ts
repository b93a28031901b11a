import { DAY_MS, seoulDayStartOf, seoulDayText } from '@site/contracts/clock';
import { TIME_ZONE } from '@site/contracts/constants';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../http/app-error';

// The Seoul day itself (its start, its YYYY-MM-DD, the minute of it) is contracts' clock.ts, which the
// site uses too; here is what only the server needs: a list's range of days, and the day in SQL.

/** A timestamp's Seoul day as YYYY-MM-DD; a literal zone so that `group by` sees one expression. */
export const seoulDayOf = (column: SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/** ?from=&to= in Seoul days as instants, `end` exclusive (the start of the day after `to`). */
export interface SeoulRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/**
 * A list's ?from=&to= (YYYY-MM-DD, Seoul): none means this Seoul month so far; a reversed range or
 * one over `maxDays` days is refused with the caller's Korean words.
 */
export function seoulRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  limits: { maxDays: number; reversed: string; tooLong: string },
): SeoulRange {
  const to = query.to ?? seoulDayText(now);
  const from = query.from ?? `${to.slice(0, 8)}01`;
  const start = seoulDayStartOf(from);
  const end = new Date(seoulDayStartOf(to).getTime() + DAY_MS);
  if (start >= end) throw new AppError(400, limits.reversed);
  if (Math.round((end.getTime() - start.getTime()) / DAY_MS) > limits.maxDays) throw new AppError(400, limits.tooLong);
  return { from, to, start, end };
}
