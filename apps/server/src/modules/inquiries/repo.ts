import { aliasedTable, and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InquiryCategory } from '@site/contracts/inquiries';
import type { Database } from '../../db/client';
import { inquiries, inquiryTemplates, type InquiryRow, type InquiryTemplateRow } from '../../db/schema/inquiries';
import { members } from '../../db/schema/members';

// Every member query is scoped to one member: another member's inquiry simply does not exist here.
const ownedBy = (memberId: number, id?: number) =>
  id === undefined ? eq(inquiries.memberId, memberId) : and(eq(inquiries.memberId, memberId), eq(inquiries.id, id));

const unreadAnswer = and(isNotNull(inquiries.answer), isNull(inquiries.answerReadAt));

export async function countUnreadAnswers(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(inquiries)
    .where(and(ownedBy(memberId), unreadAnswer));
  return row?.unread ?? 0;
}

export async function countOwn(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inquiries).where(ownedBy(memberId));
  return row?.total ?? 0;
}

export function listOwn(
  db: Database,
  memberId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<InquiryRow[]> {
  return db.select().from(inquiries).where(ownedBy(memberId)).orderBy(desc(inquiries.id)).limit(limit).offset(offset);
}

/** The member's inquiry, its answer marked read now if it was unread. */
export async function readOwn(db: Database, memberId: number, id: number, now: Date): Promise<InquiryRow | undefined> {
  const [updated] = await db
    .update(inquiries)
    .set({ answerReadAt: now })
    .where(and(ownedBy(memberId, id), unreadAnswer))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(inquiries).where(ownedBy(memberId, id));
  return existing;
}

export type DeleteOutcome = 'deleted' | 'answered' | 'missing';

/** Deletes the member's inquiry while it waits; an answered one stays as the record of the answer. */
export async function deleteOwnWaiting(db: Database, memberId: number, id: number): Promise<DeleteOutcome> {
  const rows = await db
    .delete(inquiries)
    .where(and(ownedBy(memberId, id), isNull(inquiries.answer)))
    .returning({ id: inquiries.id });
  if (rows.length > 0) return 'deleted';
  const [existing] = await db.select({ id: inquiries.id }).from(inquiries).where(ownedBy(memberId, id));
  return existing ? 'answered' : 'missing';
}

export interface NewInquiry {
  memberId: number;
  category: InquiryCategory;
  title: string;
  body: string;
  createdAt: Date;
}

export async function insertInquiry(db: Database, inquiry: NewInquiry): Promise<number> {
  const [row] = await db.insert(inquiries).values(inquiry).returning({ id: inquiries.id });
  if (!row) throw new Error('insert into inquiries returned no row');
  return row.id;
}

// The operator's side.

const answerer = aliasedTable(members, 'answerer');

export type AdminInquiryRow = InquiryRow & { userId: string; nickName: string; answeredByUserId: string | null };

function adminRows(db: Database) {
  return db
    .select({
      inquiry: inquiries,
      userId: members.userId,
      nickName: members.nickName,
      answeredByUserId: answerer.userId,
    })
    .from(inquiries)
    .innerJoin(members, eq(members.id, inquiries.memberId))
    .leftJoin(answerer, eq(answerer.id, inquiries.answeredBy));
}

type JoinedRow = { inquiry: InquiryRow; userId: string; nickName: string; answeredByUserId: string | null };
const flatten = ({ inquiry, ...who }: JoinedRow): AdminInquiryRow => ({ ...inquiry, ...who });

/** The queue: waiting ones first, oldest first (answered in turn), then answered ones, newest first. */
export async function listQueue(db: Database, { limit, offset }: { limit: number; offset: number }) {
  const rows = await adminRows(db)
    .orderBy(
      sql`${inquiries.answer} is not null`,
      asc(sql`case when ${inquiries.answer} is null then ${inquiries.id} end`),
      desc(inquiries.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(flatten);
}

export async function countAll(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inquiries);
  return row?.total ?? 0;
}

export async function countWaiting(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inquiries).where(isNull(inquiries.answer));
  return row?.total ?? 0;
}

export async function findForOperator(db: Database, id: number): Promise<AdminInquiryRow | undefined> {
  const [row] = await adminRows(db).where(eq(inquiries.id, id));
  return row && flatten(row);
}

export interface AnswerWrite {
  id: number;
  answer: string;
  operatorId: number;
  now: Date;
  /** first: only while waiting, so of two operators answering at once one wins; edit: only once answered */
  mode: 'first' | 'edit';
}

/** Writes the answer and makes it unread for the member again; false when the mode's condition failed. */
/** Writes the answer when the mode allows; answers whose inquiry it was, or undefined when nothing was written. */
export async function writeAnswer(
  db: Database,
  { id, answer, operatorId, now, mode }: AnswerWrite,
): Promise<number | undefined> {
  const [row] = await db
    .update(inquiries)
    .set({ answer, answeredAt: now, answeredBy: operatorId, answerReadAt: null })
    .where(and(eq(inquiries.id, id), mode === 'first' ? isNull(inquiries.answer) : isNotNull(inquiries.answer)))
    .returning({ memberId: inquiries.memberId });
  return row?.memberId;
}

export function listTemplates(db: Database): Promise<InquiryTemplateRow[]> {
  return db.select().from(inquiryTemplates).orderBy(asc(inquiryTemplates.id));
}

export interface TemplateWrite {
  title: string;
  body: string;
  updatedAt: Date;
}

export async function insertTemplate(db: Database, template: TemplateWrite): Promise<InquiryTemplateRow> {
  const [row] = await db.insert(inquiryTemplates).values(template).returning();
  if (!row) throw new Error('insert into inquiry_templates returned no row');
  return row;
}

export async function updateTemplate(
  db: Database,
  id: number,
  template: TemplateWrite,
): Promise<InquiryTemplateRow | undefined> {
  const [row] = await db.update(inquiryTemplates).set(template).where(eq(inquiryTemplates.id, id)).returning();
  return row;
}

export async function deleteTemplate(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(inquiryTemplates)
    .where(eq(inquiryTemplates.id, id))
    .returning({ id: inquiryTemplates.id });
  return rows.length > 0;
}
