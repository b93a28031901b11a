/** The member page's own rows: staff notes, the member's risk flags, and names of the members it links to. */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RiskFlagKind } from '@site/contracts/api/admin-risk';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { memberStaffNotes } from '../../db/schema/member-notes';
import { members } from '../../db/schema/members';

export interface MemberName {
  id: number;
  userId: string;
  nickName: string;
  partnerId: number | null;
}

/** The names of these members, by id (one query, however many). */
export async function namesOf(db: Database, ids: readonly number[]): Promise<Map<number, MemberName>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, userId: members.userId, nickName: members.nickName, partnerId: members.partnerId })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface StaffNoteView {
  id: number;
  body: string;
  createdAt: Date;
  author: { userId: string; nickName: string };
}

const author = alias(members, 'author');
const noteColumns = {
  id: memberStaffNotes.id,
  body: memberStaffNotes.body,
  createdAt: memberStaffNotes.createdAt,
  author: { userId: author.userId, nickName: author.nickName },
};

/** The member's notes, newest first, each with who wrote it (by the notes' (member_id, id) index). */
export function listStaffNotes(db: Database, memberId: number, limit: number): Promise<StaffNoteView[]> {
  return db
    .select(noteColumns)
    .from(memberStaffNotes)
    .innerJoin(author, eq(author.id, memberStaffNotes.authorId))
    .where(eq(memberStaffNotes.memberId, memberId))
    .orderBy(desc(memberStaffNotes.id))
    .limit(limit);
}

export async function insertStaffNote(
  db: Database,
  note: { memberId: number; authorId: number; body: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(memberStaffNotes).values(note).returning({ id: memberStaffNotes.id });
  if (!row) throw new Error('inserting a staff note returned no row');
  return row.id;
}

export async function findStaffNote(db: Database, id: number): Promise<StaffNoteView | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(memberStaffNotes)
    .innerJoin(author, eq(author.id, memberStaffNotes.authorId))
    .where(eq(memberStaffNotes.id, id));
  return row;
}

export interface MemberRiskFlag {
  id: number;
  kind: RiskFlagKind;
  status: 'open' | 'resolved';
  detectedAt: Date;
  /** the pair's other member from this member's side; 0 when the flag is on the member alone */
  otherId: number;
  summary: string;
}

/**
 * The flags where the member is either side, newest first. A pair is flagged once (its smaller id as
 * member_id), so the member may be other_member_id; that column has no index of its own (migration 0031),
 * so each side is its own bounded select and the table is small: a few flags per member at most.
 */
export async function riskFlagsOf(db: Database, memberId: number, limit: number): Promise<MemberRiskFlag[]> {
  const rows = await rawRows<{
    id: string | number;
    kind: RiskFlagKind;
    status: 'open' | 'resolved';
    detected_at: Date | string;
    other_id: number;
    summary: string | null;
  }>(
    db,
    sql`select id, kind, status, detected_at, other_id, summary from (
          (select id, kind, status, detected_at, other_member_id as other_id, evidence->>'summary' as summary
             from risk_flags where member_id = ${memberId} order by id desc limit ${limit})
          union all
          (select id, kind, status, detected_at, member_id, evidence->>'summary'
             from risk_flags where other_member_id = ${memberId} and member_id <> ${memberId} order by id desc limit ${limit})
        ) flags order by id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    detectedAt: new Date(row.detected_at),
    otherId: row.other_id,
    summary: row.summary ?? '',
  }));
}
