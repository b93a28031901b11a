import { eq, sql } from 'drizzle-orm';
import type { ExclusionKind } from '@site/contracts/responsible-play';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { memberExclusions, type ExclusionRow } from '../../db/schema/responsible-play';

/**
 * The break's row and the member's excluded_until, written together (the caller holds the member's
 * lock): until ends_at for a time-out, 'infinity' for a self-exclusion (it waits for the member's
 * request to reopen once it has ended).
 */
export async function insertExclusion(
  db: Database,
  values: { memberId: number; kind: ExclusionKind; startedAt: Date; endsAt: Date },
): Promise<ExclusionRow> {
  const [row] = await db.insert(memberExclusions).values(values).returning();
  if (!row) throw new Error('insert into member_exclusions returned no row');
  await db
    .update(members)
    .set({ excludedUntil: values.kind === 'time_out' ? values.endsAt : sql`'infinity'::timestamptz` })
    .where(eq(members.id, values.memberId));
  return row;
}

/** The member's request to reopen an ended self-exclusion: login is refused until reopensAt, then allowed. */
export async function recordReopenRequest(
  db: Database,
  row: Pick<ExclusionRow, 'id' | 'memberId'>,
  requestedAt: Date,
  reopensAt: Date,
): Promise<void> {
  await db
    .update(memberExclusions)
    .set({ reopenRequestedAt: requestedAt, reopensAt })
    .where(eq(memberExclusions.id, row.id));
  await db.update(members).set({ excludedUntil: reopensAt }).where(eq(members.id, row.memberId));
}
