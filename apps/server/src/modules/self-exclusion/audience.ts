import { sql, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema/members';

/**
 * The members marketing may reach and partners may count as activity at `now`: not on a time-out or a
 * self-exclusion, nor waiting to reopen after one (docs/decisions/063). For the WHERE of a query over
 * `members`; `alias` names the table where the query calls it otherwise (`m`).
 */
export function notExcludedAt(now: Date, alias?: string): SQL {
  const column = alias === undefined ? sql`${members.excludedUntil}` : sql.raw(`${alias}.excluded_until`);
  return sql`(${column} is null or ${column} <= ${now.toISOString()}::timestamptz)`;
}
