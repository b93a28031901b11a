import { aliasedTable, and, count, desc, eq, not, type SQL } from 'drizzle-orm';
import type { AccountInquiry } from '@site/contracts/api/admin-cashier';
import { cashierErrors } from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accountInquiries } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { sendMessage } from '../messages/service';
import type { NotifyDeps } from '../notifications/service';
import { cashierServerErrors } from './errors';
import { loadCashierSettings } from './settings-repo';

const ONE_OPEN = 'account_inquiries_one_open';
export const ACCOUNT_INQUIRY_TITLE = '입금 계좌 안내';

export async function hasOpenInquiry(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountInquiries.id })
    .from(accountInquiries)
    .where(and(eq(accountInquiries.memberId, memberId), not(accountInquiries.answered)));
  return row !== undefined;
}

/** 계좌문의: the member asks for the deposit account; one open inquiry at a time (the index holds it). */
export async function askForAccount(db: Database, clock: Clock, memberId: number): Promise<void> {
  try {
    await db.insert(accountInquiries).values({ memberId, createdAt: clock.now() });
  } catch (error) {
    if (isUniqueViolation(error, ONE_OPEN)) throw new AppError(409, cashierErrors.inquiryOpen);
    throw error;
  }
}

const answerer = aliasedTable(members, 'answerer');

function inquiryRows(db: Database) {
  return db
    .select({
      id: accountInquiries.id,
      userId: members.userId,
      nickName: members.nickName,
      answered: accountInquiries.answered,
      answeredBy: answerer.userId,
      answeredAt: accountInquiries.answeredAt,
      createdAt: accountInquiries.createdAt,
    })
    .from(accountInquiries)
    .innerJoin(members, eq(members.id, accountInquiries.memberId))
    .leftJoin(answerer, eq(answerer.id, accountInquiries.answeredBy));
}

interface InquiryRow {
  id: number;
  userId: string;
  nickName: string;
  answered: boolean;
  answeredBy: string | null;
  answeredAt: Date | null;
  createdAt: Date;
}

const toInquiry = (row: InquiryRow): AccountInquiry => ({
  ...row,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function inquiryPage(
  db: Database,
  query: PageQuery & { answered?: boolean | undefined },
): Promise<{ items: AccountInquiry[]; page: number; pageCount: number; totalCount: number }> {
  const where: SQL | undefined =
    query.answered === undefined ? undefined : eq(accountInquiries.answered, query.answered);
  const { limit, offset } = rowWindow(query);
  const [rows, [total]] = await Promise.all([
    inquiryRows(db).where(where).orderBy(desc(accountInquiries.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(accountInquiries).where(where),
  ]);
  return pageAnswer(rows.map(toInquiry), query, total?.total ?? 0);
}

/**
 * The operator answers with the settings' account text as a message, once: the conditional update
 * lets one of two operators through, the other hears it was already answered.
 */
export async function answerInquiry(
  db: Database,
  deps: NotifyDeps,
  operatorId: number,
  id: number,
): Promise<AccountInquiry> {
  const now = deps.clock.now();
  const settings = await loadCashierSettings(db);
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(accountInquiries)
      .set({ answered: true, answeredBy: operatorId, answeredAt: now })
      .where(and(eq(accountInquiries.id, id), not(accountInquiries.answered)))
      .returning({ memberId: accountInquiries.memberId });
    if (!answered) {
      const [exists] = await tx.select().from(accountInquiries).where(eq(accountInquiries.id, id));
      throw exists
        ? new AppError(409, cashierErrors.alreadyDecided)
        : new AppError(404, cashierServerErrors.inquiryNotFound);
    }
    const [member] = await tx.select({ userId: members.userId }).from(members).where(eq(members.id, answered.memberId));
    if (!member) throw new AppError(404, cashierServerErrors.inquiryNotFound);
    await sendMessage(tx, deps, {
      userId: member.userId,
      title: ACCOUNT_INQUIRY_TITLE,
      contents: settings.accountInquiryAnswer,
    });
  });
  const [row] = await inquiryRows(db).where(eq(accountInquiries.id, id));
  if (!row) throw new AppError(404, cashierServerErrors.inquiryNotFound);
  return toInquiry(row);
}

export async function openInquiryCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(accountInquiries).where(not(accountInquiries.answered));
  return row?.total ?? 0;
}
