import { DAY_MS } from '@site/contracts/clock';
import { ACTIVE_REFERRAL_DAYS, maskUserId, type FriendStatus } from '@site/contracts/api/friends';
import type { Database } from '../../db/client';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { isExcluded } from '../responsible-play/exclusions';
import { countReferrals, listReferrals, type ReferralRow } from './repo';

/**
 * The member's referral code and one page of the members who joined with it. Only the caller's own
 * referrals are ever read (by the caller's id), and their ids leave the server masked.
 */
export async function friendStatus(db: Database, userId: string, query: PageQuery, now: Date): Promise<FriendStatus> {
  const activeSince = new Date(now.getTime() - ACTIVE_REFERRAL_DAYS * DAY_MS);
  const counts = await countReferrals(db, userId, activeSince, now);
  const rows = await listReferrals(db, userId, rowWindow(query));
  const toReferred = (row: ReferralRow) => ({
    maskedId: maskUserId(row.userId),
    joinedAt: row.createdAt.toISOString(),
    level: row.level,
    levelNm: row.levelNm,
    active: row.lastLoginAt !== null && row.lastLoginAt >= activeSince && !isExcluded(row.excludedUntil, now),
  });
  return {
    code: userId,
    activeDays: ACTIVE_REFERRAL_DAYS,
    activeCount: counts.active,
    referrals: pageAnswer(rows.map(toReferred), query, counts.total),
  };
}
