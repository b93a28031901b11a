import {
  statementCategories,
  statementCategoryOf,
  statementCurrencies,
  statementErrors,
  type Statement,
  type StatementTotal,
} from '@site/contracts/api/statement';
import { seoulMonthStartOf, seoulMonthText, shiftMonth } from '@site/contracts/clock';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import {
  balancesBefore,
  listWindowRows,
  sumsByReason,
  type LedgerWindow,
  type ReasonSums,
  type StatementLedgerRow,
} from './statement-repo';

/** The month asked for, checked: a Seoul calendar month from the one the member joined to this one. */
export interface StatementMonth extends LedgerWindow {
  month: string;
  firstMonth: string;
  lastMonth: string;
}

/**
 * `month` (YYYY-MM, its form checked by the contracts' schema) as the member's ledger window; a month
 * still to come, or one before the member joined, is refused in Korean.
 */
export function statementMonth(member: { id: number; createdAt: Date }, month: string, now: Date): StatementMonth {
  const firstMonth = seoulMonthText(member.createdAt);
  const lastMonth = seoulMonthText(now);
  if (month > lastMonth) throw new AppError(400, statementErrors.future);
  if (month < firstMonth) throw new AppError(400, statementErrors.beforeJoin(firstMonth));
  return {
    memberId: member.id,
    month,
    firstMonth,
    lastMonth,
    start: seoulMonthStartOf(month),
    end: seoulMonthStartOf(shiftMonth(month, 1)),
  };
}

/** The month's totals, its opening and closing balances and a page of its rows. */
export async function statement(db: Database, window: StatementMonth, page: PageQuery): Promise<Statement> {
  const [opening, sums, rows] = await Promise.all([
    balancesBefore(db, window.memberId, window.start),
    sumsByReason(db, window),
    listWindowRows(db, window, rowWindow(page)),
  ]);
  const totals = totalsOf(sums);
  const count = totals.reduce((all, total) => all + total.count, 0);
  return {
    month: window.month,
    firstMonth: window.firstMonth,
    lastMonth: window.lastMonth,
    opening,
    closing: closingOf(opening, totals),
    totals,
    rows: pageAnswer(rows.map(statementRow), page, count),
  };
}

export const statementRow = (row: StatementLedgerRow) => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  currency: row.currency,
  category: statementCategoryOf[row.reason],
  reason: row.reason,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
});

/** Sums per currency and reason gathered into the categories: money first, each in statementCategories' order. */
export function totalsOf(sums: readonly ReasonSums[]): StatementTotal[] {
  const byKey = new Map<string, StatementTotal>();
  for (const sum of sums) {
    const category = statementCategoryOf[sum.reason];
    const key = `${sum.currency}:${category}`;
    const total = byKey.get(key) ?? { currency: sum.currency, category, credit: 0, debit: 0, net: 0, count: 0 };
    total.credit += sum.credit;
    total.debit += sum.debit;
    total.net = total.credit - total.debit;
    total.count += sum.count;
    byKey.set(key, total);
  }
  return statementCurrencies.flatMap((currency) =>
    statementCategories.flatMap((category) => byKey.get(`${currency}:${category}`) ?? []),
  );
}

export function closingOf(opening: Statement['opening'], totals: readonly StatementTotal[]): Statement['closing'] {
  const closing = { ...opening };
  for (const total of totals) closing[total.currency] += total.net;
  return closing;
}
