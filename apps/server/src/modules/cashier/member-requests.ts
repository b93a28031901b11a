import type { CashChannel, CashKind, CashRequestPage } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { toCashRequest } from './cash-view';
import { countMemberRequests, listMemberRequests } from './repo';

/** The member's own deposits and withdrawals, newest first. */
export async function memberRequestPage(
  db: Database,
  memberId: number,
  query: PageQuery & { kind?: CashKind | undefined; channel?: CashChannel | undefined },
): Promise<CashRequestPage> {
  const filter = { memberId, kind: query.kind, channel: query.channel };
  const [rows, totalCount] = await Promise.all([
    listMemberRequests(db, filter, rowWindow(query)),
    countMemberRequests(db, filter),
  ]);
  return pageAnswer(rows.map(toCashRequest), query, totalCount);
}
