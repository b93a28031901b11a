import {
  inquiryErrors,
  type AdminInquiry,
  type AdminInquiryPage,
  type Inquiry,
  type InquiryInput,
  type InquiryPage,
  type InquirySummary,
  type InquiryTemplate,
  type InquiryTemplateInput,
} from '@site/contracts/api/inquiries';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { InquiryRow } from '../../db/schema/inquiries';
import { AppError, TooManyRequestsError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { notifyMember, type NotifyDeps } from '../notifications/service';
import { takeSlot } from '../rate-limits/counters';
import * as repo from './repo';

/** New inquiries per member: enough to ask again, too few to flood the operators' queue. */
export const INQUIRY_LIMIT = { limit: 3, windowMs: 10 * 60_000 };

export async function ownPage(db: Database, memberId: number, query: PageQuery): Promise<InquiryPage> {
  const [totalCount, rows] = await Promise.all([
    repo.countOwn(db, memberId),
    repo.listOwn(db, memberId, rowWindow(query)),
  ]);
  return pageAnswer(rows.map(toSummary), query, totalCount);
}

export async function readInquiry(db: Database, clock: Clock, memberId: number, id: number): Promise<Inquiry> {
  const row = await repo.readOwn(db, memberId, id, clock.now());
  if (!row) throw new AppError(404, inquiryErrors.notFound);
  return { ...toSummary(row), body: row.body, answer: row.answer };
}

export async function askInquiry(db: Database, clock: Clock, memberId: number, input: InquiryInput): Promise<number> {
  const now = clock.now();
  const slot = await takeSlot(db, { scope: 'inquiry', subject: String(memberId) }, INQUIRY_LIMIT, now);
  if (!slot.allowed) throw new TooManyRequestsError(inquiryErrors.tooMany, slot.retryAt.getTime() - now.getTime());
  return repo.insertInquiry(db, { memberId, ...input, createdAt: now });
}

export async function deleteInquiry(db: Database, memberId: number, id: number): Promise<void> {
  const outcome = await repo.deleteOwnWaiting(db, memberId, id);
  if (outcome === 'missing') throw new AppError(404, inquiryErrors.notFound);
  if (outcome === 'answered') throw new AppError(409, inquiryErrors.answeredCannotDelete);
}

export async function queuePage(db: Database, query: PageQuery): Promise<AdminInquiryPage> {
  const [totalCount, rows] = await Promise.all([repo.countAll(db), repo.listQueue(db, rowWindow(query))]);
  return pageAnswer(
    rows.map((row) => ({ ...toSummary(row), userId: row.userId, nickName: row.nickName })),
    query,
    totalCount,
  );
}

export async function inquiryForOperator(db: Database, id: number): Promise<AdminInquiry> {
  const row = await repo.findForOperator(db, id);
  if (!row) throw new AppError(404, inquiryErrors.notFound);
  return {
    ...toSummary(row),
    userId: row.userId,
    nickName: row.nickName,
    body: row.body,
    answer: row.answer,
    answeredBy: row.answeredByUserId,
    answerReadAt: row.answerReadAt?.toISOString() ?? null,
  };
}

/**
 * The first answer or an edit of it. Both make the answer unread for the member. The write's own
 * condition decides between two operators answering at once: one answer stands, the other hears 409.
 */
export async function answerInquiry(
  db: Database,
  deps: NotifyDeps,
  write: { id: number; answer: string; operatorId: number; mode: 'first' | 'edit' },
): Promise<AdminInquiry> {
  const written = await db.transaction(async (tx) => {
    const memberId = await repo.writeAnswer(tx, { ...write, now: deps.clock.now() });
    if (memberId === undefined) return false;
    await notifyMember(tx, deps, memberId, { kind: 'inquiry', inquiryId: write.id, edited: write.mode === 'edit' });
    return true;
  });
  if (written) return inquiryForOperator(db, write.id);
  await inquiryForOperator(db, write.id); // 404 when there is no such inquiry
  throw new AppError(409, write.mode === 'first' ? inquiryErrors.alreadyAnswered : inquiryErrors.notAnswered);
}

export async function templates(db: Database): Promise<InquiryTemplate[]> {
  return (await repo.listTemplates(db)).map(toTemplate);
}

export async function addTemplate(db: Database, clock: Clock, input: InquiryTemplateInput): Promise<InquiryTemplate> {
  return toTemplate(await repo.insertTemplate(db, { ...input, updatedAt: clock.now() }));
}

export async function editTemplate(
  db: Database,
  clock: Clock,
  id: number,
  input: InquiryTemplateInput,
): Promise<InquiryTemplate> {
  const row = await repo.updateTemplate(db, id, { ...input, updatedAt: clock.now() });
  if (!row) throw new AppError(404, inquiryErrors.templateNotFound);
  return toTemplate(row);
}

export async function removeTemplate(db: Database, id: number): Promise<void> {
  if (!(await repo.deleteTemplate(db, id))) throw new AppError(404, inquiryErrors.templateNotFound);
}

function toSummary(row: InquiryRow): InquirySummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    status: row.answer === null ? 'waiting' : 'answered',
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    unread: row.answer !== null && row.answerReadAt === null,
  };
}

const toTemplate = ({ id, title, body }: { id: number; title: string; body: string }): InquiryTemplate => ({
  id,
  title,
  body,
});
