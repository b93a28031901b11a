import type { MoneyLimitKind } from '@site/contracts/responsible-play';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { playLimitHits } from '../../db/schema/responsible-play';
import { seoulDayOf, type SeoulRange } from '../../lib/seoul-day';
import type { ServerLog } from '../../lib/server-log';
import type { PlayLimitError } from './limit-checks';

/** How long a refusal's answer waits for its hit to be written; past it the answer goes and the write goes on. */
export const HIT_RECORD_WAIT_MS = 2_000;

/**
 * Records a refusal by a member's own limit (the operator's report of limits hit), at `at`. Call once
 * the refused transaction has rolled back: the refusal itself wrote nothing, and the hit is written on
 * its own so it stays. The wait is bounded and a failure is only logged: the member is told of the
 * refusal whether or not its record could be written.
 */
export async function recordLimitHit(db: Database, refusal: PlayLimitError, at: Date, log: ServerLog): Promise<void> {
  const row = {
    memberId: refusal.memberId,
    kind: refusal.kind,
    attempted: refusal.attempted,
    remaining: Math.max(0, refusal.remaining),
    source: refusal.source,
    at,
  };
  const details = { memberId: row.memberId, kind: row.kind, source: row.source };
  let timer: NodeJS.Timeout | undefined;
  const written = db
    .insert(playLimitHits)
    .values(row)
    .then(
      () => 'written' as const,
      (error: unknown) => {
        log.error({ ...details, err: error }, 'a refusal by a member limit could not be recorded');
        return 'failed' as const;
      },
    );
  const waited = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), HIT_RECORD_WAIT_MS);
  });
  const outcome = await Promise.race([written, waited]);
  clearTimeout(timer);
  if (outcome === 'late')
    log.warn(details, 'a refusal by a member limit is still being recorded; answered without waiting');
}

/** Hits per Seoul day and limit in the range (newest day first). */
export async function hitsPerDay(
  db: Database,
  range: SeoulRange,
): Promise<{ day: string; kind: MoneyLimitKind; count: number }[]> {
  const rows = await rawRows<{ day: string; kind: MoneyLimitKind; count: string }>(
    db,
    sql`select ${seoulDayOf(sql`at`)} as day, kind, count(*) as count from play_limit_hits
         where at >= ${range.start} and at < ${range.end}
         group by 1, 2 order by 1 desc, 2`,
  );
  return rows.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.count) }));
}

/** Per member and limit in the range: how many hits and the last, the latest first; `limit` rows at most. */
export async function hitsPerMember(db: Database, range: SeoulRange, limit: number) {
  const rows = await rawRows<{
    member_id: number;
    user_id: string;
    nick_name: string;
    kind: MoneyLimitKind;
    count: string;
    last_at: Date | string;
  }>(
    db,
    sql`select h.member_id, m.user_id, m.nick_name, h.kind, h.count, h.last_at
          from (select member_id, kind, count(*) as count, max(at) as last_at from play_limit_hits
                 where at >= ${range.start} and at < ${range.end}
                 group by member_id, kind) h
          join members m on m.id = h.member_id
         order by h.last_at desc, h.member_id, h.kind
         limit ${limit}`,
  );
  return rows.map((row) => ({
    member: { id: row.member_id, userId: row.user_id, nickName: row.nick_name },
    kind: row.kind,
    count: Number(row.count),
    lastAt: new Date(row.last_at).toISOString(),
  }));
}
