import type { HistoryEntry, HistoryPage } from '@site/contracts/api/cashier';
import { parseSeoulDateTime, shiftDay } from '@site/contracts/clock';
import type { Database } from '../../db/client';
import type { LedgerRow } from '../../db/schema/wallet';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { countHistory, listHistory } from './history-repo';

export interface HistoryQuery extends PageQuery {
  currency: LedgerRow['currency'];
  /** Seoul calendar days (YYYY-MM-DD), both included */
  from?: string | undefined;
  to?: string | undefined;
}

/** The member's own money (or points) movements, newest first, each with the balance it left. */
export async function historyPage(db: Database, memberId: number, query: HistoryQuery): Promise<HistoryPage> {
  const filter = {
    memberId,
    currency: query.currency,
    from: query.from === undefined ? undefined : seoulMidnight(query.from),
    // "to" includes its whole day: everything before the next day's midnight.
    until: query.to === undefined ? undefined : seoulMidnight(shiftDay(query.to, 1)),
  };
  const [rows, totalCount] = await Promise.all([listHistory(db, filter, rowWindow(query)), countHistory(db, filter)]);
  return pageAnswer(rows.map(toHistoryEntry), query, totalCount);
}

function toHistoryEntry(row: LedgerRow): HistoryEntry {
  return {
    id: row.id,
    currency: row.currency,
    // The code (contracts' ledgerReasons); the site names it in Korean.
    reason: row.reason,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    memo: row.memo,
    createdAt: row.createdAt.toISOString(),
  };
}

function seoulMidnight(day: string): Date {
  const ms = parseSeoulDateTime(`${day} 00:00:00`);
  if (ms === null) throw new AppError(400, '날짜 형식이 올바르지 않습니다.');
  return new Date(ms);
}
