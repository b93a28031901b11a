import { aliasedTable, and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { identityVerifications, type IdentityVerificationRow } from '../../db/schema/responsible-play';

/** The constraint that keeps one pending request per member. */
export const ONE_PENDING = 'identity_verifications_one_pending';

/** How many decided requests the console's queue lists (the newest). */
const DECIDED_SHOWN = 50;
/** The most pending requests one answer lists (oldest first: the queue's order). */
const PENDING_SHOWN = 200;

/** The member's latest request, whatever its state. */
export async function latestOf(db: Database, memberId: number): Promise<IdentityVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.memberId, memberId))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  return row;
}

/** Whether the member has ever been approved (an approval is never taken back). */
export async function isApproved(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.memberId, memberId), eq(identityVerifications.status, 'approved')))
    .limit(1);
  return row !== undefined;
}

export async function insertVerification(
  db: Database,
  values: Omit<typeof identityVerifications.$inferInsert, 'id'>,
): Promise<IdentityVerificationRow> {
  const [row] = await db.insert(identityVerifications).values(values).returning();
  if (!row) throw new Error('identity verification not inserted');
  return row;
}

const decider = aliasedTable(members, 'decider');

export type QueueRow = IdentityVerificationRow & { userId: string; nickName: string; decidedByUserId: string | null };

const queueColumns = {
  row: identityVerifications,
  userId: members.userId,
  nickName: members.nickName,
  decidedByUserId: decider.userId,
};

const queueRow = ({ row, ...rest }: { row: IdentityVerificationRow } & Omit<QueueRow, keyof IdentityVerificationRow>) =>
  ({ ...row, ...rest }) as QueueRow;

/** The console's queue: pending requests oldest first, or the latest decided ones newest first. */
export async function listQueue(db: Database, which: 'pending' | 'decided'): Promise<QueueRow[]> {
  const query = db
    .select(queueColumns)
    .from(identityVerifications)
    .innerJoin(members, eq(members.id, identityVerifications.memberId))
    .leftJoin(decider, eq(decider.id, identityVerifications.decidedBy));
  const rows =
    which === 'pending'
      ? await query
          .where(eq(identityVerifications.status, 'pending'))
          .orderBy(asc(identityVerifications.id))
          .limit(PENDING_SHOWN)
      : await query
          .where(ne(identityVerifications.status, 'pending'))
          .orderBy(desc(identityVerifications.decidedAt), desc(identityVerifications.id))
          .limit(DECIDED_SHOWN);
  return rows.map(queueRow);
}

export async function findQueueRow(db: Database, id: number): Promise<QueueRow | undefined> {
  const [row] = await db
    .select(queueColumns)
    .from(identityVerifications)
    .innerJoin(members, eq(members.id, identityVerifications.memberId))
    .leftJoin(decider, eq(decider.id, identityVerifications.decidedBy))
    .where(eq(identityVerifications.id, id));
  return row ? queueRow(row) : undefined;
}

/** Decides a pending request; undefined when it is not pending (decided already, by someone else too). */
export async function decidePending(
  db: Database,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: string | null; decidedBy: number; decidedAt: Date },
): Promise<IdentityVerificationRow | undefined> {
  const [row] = await db
    .update(identityVerifications)
    .set(decision)
    .where(and(eq(identityVerifications.id, id), eq(identityVerifications.status, 'pending')))
    .returning();
  return row;
}
