import { aliasedTable, and, count, desc, eq, not, type SQL } from 'drizzle-orm';
import type { AdminCashPage, AdminCashRequest, CashContext, CashierCounts } from '@site/contracts/api/admin-cashier';
import type { CashChannel, CashKind, CashStatus } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import { accountInquiries, cashRequests, type CashRequestRow } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { cashierErrors } from '@site/contracts/api/cashier';
import { toCashRequest } from './cash-view';
import { rollingStatus } from './rolling';
import { loadCashierSettings } from './settings-repo';

const decider = aliasedTable(members, 'decider');

function adminRows(db: Database) {
  return db
    .select({
      request: cashRequests,
      userId: members.userId,
      nickName: members.nickName,
      levelNm: members.levelNm,
      decidedBy: decider.userId,
    })
    .from(cashRequests)
    .innerJoin(members, eq(members.id, cashRequests.memberId))
    .leftJoin(decider, eq(decider.id, cashRequests.decidedBy));
}

interface AdminRow {
  request: CashRequestRow;
  userId: string;
  nickName: string;
  levelNm: string;
  decidedBy: string | null;
}

/** A request as the operator sees it: the member, and the full account number to pay a withdrawal to. */
export const toAdminCashRequest = ({ request, ...member }: AdminRow): AdminCashRequest => ({
  ...toCashRequest(request),
  ...member,
  accountNumber: request.accountNumber,
  holderName: request.holderName,
  payoutState: request.payoutState,
});

/** The tab counts: what waits for an operator. */
export async function cashierCounts(db: Database): Promise<CashierCounts> {
  const rows = await db
    .select({ kind: cashRequests.kind, channel: cashRequests.channel, total: count() })
    .from(cashRequests)
    .where(eq(cashRequests.status, 'pending'))
    .groupBy(cashRequests.kind, cashRequests.channel);
  const [inquiries] = await db.select({ total: count() }).from(accountInquiries).where(not(accountInquiries.answered));
  const of = (kind: CashKind, channel: CashChannel) =>
    rows.find((row) => row.kind === kind && row.channel === channel)?.total ?? 0;
  return {
    wonDeposit: of('deposit', 'won'),
    wonWithdrawal: of('withdrawal', 'won'),
    tetherDeposit: of('deposit', 'tether'),
    tetherWithdrawal: of('withdrawal', 'tether'),
    accountInquiries: inquiries?.total ?? 0,
  };
}

export interface AdminCashQuery extends PageQuery {
  kind?: CashKind | undefined;
  channel?: CashChannel | undefined;
  status?: CashStatus | undefined;
  userId?: string | undefined;
}

export async function adminCashPage(db: Database, query: AdminCashQuery): Promise<AdminCashPage> {
  const where: SQL | undefined = and(
    query.kind === undefined ? undefined : eq(cashRequests.kind, query.kind),
    query.channel === undefined ? undefined : eq(cashRequests.channel, query.channel),
    query.status === undefined ? undefined : eq(cashRequests.status, query.status),
    query.userId === undefined || query.userId === '' ? undefined : eq(members.userId, query.userId),
  );
  const { limit, offset } = rowWindow(query);
  const [rows, [total]] = await Promise.all([
    adminRows(db).where(where).orderBy(desc(cashRequests.id)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(cashRequests)
      .innerJoin(members, eq(members.id, cashRequests.memberId))
      .where(where),
  ]);
  return pageAnswer(rows.map(toAdminCashRequest), query, total?.total ?? 0);
}

export async function adminCashRequest(db: Database, id: number): Promise<AdminCashRequest> {
  const [row] = await adminRows(db).where(eq(cashRequests.id, id));
  if (!row) throw new AppError(404, cashierErrors.requestNotFound);
  return toAdminCashRequest(row);
}

const RECENT_REQUESTS = 10;

/** Beside a request: the member's balances, rolling status and latest requests. */
export async function cashContext(db: Database, id: number): Promise<CashContext> {
  const [request] = await db
    .select({ memberId: cashRequests.memberId })
    .from(cashRequests)
    .where(eq(cashRequests.id, id));
  if (!request) throw new AppError(404, cashierErrors.requestNotFound);
  const settings = await loadCashierSettings(db);
  const [[member], rolling, recent] = await Promise.all([
    db.select({ emoney: members.emoney, point: members.point }).from(members).where(eq(members.id, request.memberId)),
    rollingStatus(db, request.memberId, settings),
    adminRows(db)
      .where(eq(cashRequests.memberId, request.memberId))
      .orderBy(desc(cashRequests.id))
      .limit(RECENT_REQUESTS),
  ]);
  return {
    emoney: member?.emoney ?? 0,
    point: member?.point ?? 0,
    rolling,
    recent: recent.map(toAdminCashRequest),
  };
}
