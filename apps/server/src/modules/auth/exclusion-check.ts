import { desc, eq } from 'drizzle-orm';
import { exclusionMessages, EXCLUDED_STATUS, type ExclusionRefusal } from '@site/contracts/api/self-exclusion';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import { memberExclusions, type ExclusionRow } from '../../db/schema/responsible-play';
import { AppError } from '../../http/app-error';
import { isExcluded } from '../responsible-play/exclusions';

// The login's refusal while a member's time-out or self-exclusion holds (docs/decisions/063). It sits
// in auth because the login asks it; the self-exclusion module, which starts breaks, uses auth, not the
// other way round.

/** The member's latest break, the one members.excluded_until mirrors. */
export async function latestExclusion(db: Database, memberId: number): Promise<ExclusionRow | undefined> {
  const [row] = await db
    .select()
    .from(memberExclusions)
    .where(eq(memberExclusions.memberId, memberId))
    .orderBy(desc(memberExclusions.id))
    .limit(1);
  return row;
}

/** What the member is told about the break (the login's refusal, and the call that began it). */
export function exclusionState(row: ExclusionRow, now: Date): ExclusionRefusal {
  const endsAt = row.endsAt.toISOString();
  const reopensAt = row.reopensAt?.toISOString() ?? null;
  const exclusion = { kind: row.kind, endsAt, canRequestReopen: false, reopensAt };
  if (row.kind === 'time_out') return { message: exclusionMessages.timeOutUntil(row.endsAt), exclusion };
  if (row.endsAt > now) return { message: exclusionMessages.selfExclusionUntil(row.endsAt), exclusion };
  if (row.reopensAt) return { message: exclusionMessages.reopening(row.reopensAt), exclusion };
  return {
    message: exclusionMessages.selfExclusionEnded(row.endsAt),
    exclusion: { ...exclusion, canRequestReopen: true },
  };
}

/**
 * Throws the login's refusal (403, the end date in Seoul time, and the details the site needs to offer
 * 이용 재개 요청) when the member is excluded now. Asked only once the password was right, so the
 * answer tells nothing about an account to someone who does not hold it.
 */
export async function refuseWhileExcluded(
  db: Database,
  member: Pick<MemberRow, 'id' | 'excludedUntil'>,
  now: Date,
): Promise<void> {
  if (!isExcluded(member.excludedUntil, now)) return;
  const row = await latestExclusion(db, member.id);
  // excluded_until without a break row is not written by the site; refuse all the same, without a date.
  if (!row) throw new AppError(EXCLUDED_STATUS, exclusionMessages.alreadyExcluded);
  const { message, exclusion } = exclusionState(row, now);
  throw new AppError(EXCLUDED_STATUS, message, { exclusion });
}
