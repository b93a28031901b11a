import {
  LIMIT_HITS_MEMBERS_MAX,
  LIMIT_HITS_RANGE_MAX_DAYS,
  limitHitsErrors,
  type LimitHitsQuery,
  type LimitHitsReport,
} from '@site/contracts/api/admin-limit-hits';
import type { Database } from '../../db/client';
import { seoulRange } from '../../lib/seoul-day';
import { hitsPerDay, hitsPerMember } from './hits-repo';

const rangeLimits = {
  maxDays: LIMIT_HITS_RANGE_MAX_DAYS,
  reversed: limitHitsErrors.rangeReversed,
  tooLong: limitHitsErrors.rangeTooLong,
};

/** The console's report of members' own limits hit in a range of Seoul days (this month so far by default). */
export async function limitHitsReport(db: Database, query: LimitHitsQuery, now: Date): Promise<LimitHitsReport> {
  const range = seoulRange(query, now, rangeLimits);
  const perDay = await hitsPerDay(db, range);
  // One row more than is shown tells whether the list was cut.
  const perMember = await hitsPerMember(db, range, LIMIT_HITS_MEMBERS_MAX + 1);
  const days = new Map<string, LimitHitsReport['days'][number]>();
  for (const row of perDay) {
    const day = days.get(row.day) ?? { day: row.day, total: 0, byKind: [] };
    day.total += row.count;
    day.byKind.push({ kind: row.kind, count: row.count });
    days.set(row.day, day);
  }
  return {
    from: range.from,
    to: range.to,
    total: perDay.reduce((sum, row) => sum + row.count, 0),
    days: [...days.values()],
    members: perMember.slice(0, LIMIT_HITS_MEMBERS_MAX),
    membersTruncated: perMember.length > LIMIT_HITS_MEMBERS_MAX,
  };
}
