import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { reservedNames, type ReservedNameRow } from '../../db/schema/reserved-names';

export function listReservedNames(db: Database): Promise<ReservedNameRow[]> {
  return db.select().from(reservedNames).orderBy(asc(reservedNames.word));
}

export async function listReservedWords(db: Database): Promise<string[]> {
  const rows = await db.select({ word: reservedNames.word }).from(reservedNames);
  return rows.map((row) => row.word);
}

export async function insertReservedName(db: Database, word: string, now: Date): Promise<void> {
  await db.insert(reservedNames).values({ word, createdAt: now }).onConflictDoNothing();
}

export async function deleteReservedName(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(reservedNames).where(eq(reservedNames.id, id)).returning({ id: reservedNames.id });
  return rows.length > 0;
}

export interface NamedAccount {
  id: number;
  userId: string;
  nickName: string;
  type: number;
}

/**
 * One page of accounts after `afterId`, by id, administrators left out: the staff's own accounts
 * may carry staff names. Keyset paging, so a walk over every member holds no more than a page.
 */
export function accountsAfter(db: Database, afterId: number, pageSize: number): Promise<NamedAccount[]> {
  return db
    .select({ id: members.id, userId: members.userId, nickName: members.nickName, type: members.type })
    .from(members)
    .where(and(gt(members.id, afterId), ne(members.role, ROLE_ADMINISTRATOR)))
    .orderBy(asc(members.id))
    .limit(pageSize);
}
