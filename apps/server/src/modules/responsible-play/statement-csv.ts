import {
  statementCategoryLabels,
  statementCategoryOf,
  statementCurrencyLabels,
  type Statement,
  type StatementTotal,
} from '@site/contracts/api/statement';
import { formatSeoulDateTime } from '@site/contracts/clock';
import { ledgerReasonLabels } from '@site/contracts/ledger-reason-labels';
import type { Database } from '../../db/client';
import { csvDisposition, csvLine, UTF8_BOM } from '../../lib/csv';
import { windowRowsAfter, type ReasonSums, type StatementLedgerRow } from './statement-repo';
import { closingOf, totalsOf, type StatementMonth } from './statement-service';

/** Rows read from the database at a time: the file streams, whatever the month's length. */
export const CSV_BATCH_ROWS = 500;

export const csvHeader = ['일시', '구분', '내용', '통화', '금액', '잔액 (거래 후)'] as const;
export const csvTotalsHeader = ['합계 구분', '통화', '증가', '감소', '순증감', '건수'] as const;

/** The statement's file name: ASCII, and the Korean one for the clients that read filename*. */
export const statementDisposition = (month: string): string =>
  csvDisposition(`statement-${month}.csv`, `이용내역서-${month}.csv`);

const rowLine = (row: StatementLedgerRow): string =>
  csvLine([
    formatSeoulDateTime(row.createdAt.getTime()),
    statementCategoryLabels[statementCategoryOf[row.reason]],
    ledgerReasonLabels[row.reason],
    statementCurrencyLabels[row.currency],
    row.amount,
    row.balanceAfter,
  ]);

/**
 * The statement as CSV text, chunk by chunk: the BOM and the header, every row of the month in batches
 * (a keyset, so memory stays bounded), then the totals section, summed from the very rows written so
 * the file agrees with itself even if a booking lands while it streams.
 */
export async function* statementCsv(
  db: Database,
  window: StatementMonth,
  opening: Statement['opening'],
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(csvHeader);
  const sums = new Map<string, ReasonSums>();
  let afterId: number | null = null;
  for (;;) {
    const batch: StatementLedgerRow[] = await windowRowsAfter(db, window, afterId, CSV_BATCH_ROWS);
    const last = batch.at(-1);
    if (!last) break;
    for (const row of batch) {
      const key = `${row.currency}:${row.reason}`;
      const sum = sums.get(key) ?? { currency: row.currency, reason: row.reason, credit: 0, debit: 0, count: 0 };
      if (row.amount > 0) sum.credit += row.amount;
      else sum.debit -= row.amount;
      sum.count += 1;
      sums.set(key, sum);
    }
    yield batch.map(rowLine).join('');
    if (batch.length < CSV_BATCH_ROWS) break;
    afterId = last.id;
  }
  const totals = totalsOf([...sums.values()]);
  yield totalsSection(totals, opening, closingOf(opening, totals));
}

function totalsSection(
  totals: readonly StatementTotal[],
  opening: Statement['opening'],
  closing: Statement['closing'],
): string {
  const lines = [
    '\r\n',
    csvLine(csvTotalsHeader),
    ...totals.map((total) =>
      csvLine([
        statementCategoryLabels[total.category],
        statementCurrencyLabels[total.currency],
        total.credit,
        total.debit,
        total.net,
        total.count,
      ]),
    ),
    ...(['money', 'point'] as const).flatMap((currency) => [
      csvLine(['기초 잔액', statementCurrencyLabels[currency], opening[currency]]),
      csvLine(['기말 잔액', statementCurrencyLabels[currency], closing[currency]]),
    ]),
  ];
  return lines.join('');
}
