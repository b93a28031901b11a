import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { notExcludedAt } from '../self-exclusion/audience';

export interface ReferralCounts {
  total: number;
  active: number;
}

/**
 * How many members name `userId` as their recommender, and how many of them logged in since
 * `activeSince` and are not on a time-out or a self-exclusion at `now` (docs/decisions/063).
 */
export async function countReferrals(
  db: Database,
  userId: string,
  activeSince: Date,
  now: Date,
): Promise<ReferralCounts> {
  const [row] = await db
    .select({
      total: count(),
      active:
        sql<number>`count(*) filter (where ${gte(members.lastLoginAt, activeSince)} and ${notExcludedAt(now)})`.mapWith(
          Number,
        ),
    })
    .from(members)
    .where(eq(members.recommender, userId));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

export interface ReferralRow {
  userId: string;
  level: number;
  levelNm: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  excludedUntil: Date | null;
}

/** One page of the members `userId` referred, newest first. */
export async function listReferrals(
  db: Database,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<ReferralRow[]> {
  return db
    .select({
      userId: members.userId,
      level: members.level,
      levelNm: members.levelNm,
      createdAt: members.createdAt,
      lastLoginAt: members.lastLoginAt,
      excludedUntil: members.excludedUntil,
    })
    .from(members)
    .where(eq(members.recommender, userId))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(limit)
    .offset(offset);
}
