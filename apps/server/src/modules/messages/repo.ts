import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, type MessageRow } from '../../db/schema/messages';

// Every query below is scoped to one member: another member's message simply does not exist here.
const inboxOf = (memberId: number) => and(eq(messages.memberId, memberId), isNull(messages.deletedAt));

export async function countUnread(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(inboxOf(memberId), isNull(messages.readAt)));
  return row?.unread ?? 0;
}

export async function countInbox(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(messages).where(inboxOf(memberId));
  return row?.total ?? 0;
}

export type MessageSummaryRow = Pick<MessageRow, 'id' | 'title' | 'createdAt' | 'readAt'>;

export async function listInbox(
  db: Database,
  memberId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<MessageSummaryRow[]> {
  return db
    .select({ id: messages.id, title: messages.title, createdAt: messages.createdAt, readAt: messages.readAt })
    .from(messages)
    .where(inboxOf(memberId))
    .orderBy(desc(messages.id))
    .limit(limit)
    .offset(offset);
}

/** The member's message, marked read now unless it was read before. */
export async function readInboxMessage(
  db: Database,
  memberId: number,
  id: number,
  now: Date,
): Promise<MessageRow | undefined> {
  const [updated] = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(inboxOf(memberId), eq(messages.id, id), isNull(messages.readAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await db
    .select()
    .from(messages)
    .where(and(inboxOf(memberId), eq(messages.id, id)));
  return existing;
}

export async function softDeleteInboxMessage(db: Database, memberId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ deletedAt: now })
    .where(and(inboxOf(memberId), eq(messages.id, id)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

export interface NewMessage {
  memberId: number;
  title: string;
  contents: string;
  createdAt: Date;
  readAt?: Date | null;
}

export async function insertMessage(db: Database, message: NewMessage): Promise<number> {
  const [row] = await db.insert(messages).values(message).returning({ id: messages.id });
  if (!row) throw new Error('insert into messages returned no row');
  return row.id;
}
