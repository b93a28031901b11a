import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  statementCategoryLabels,
  type StatementCurrency,
  type StatementRow,
  type StatementTotal,
} from '@site/contracts/api/statement';
import { seoulMonthText, shiftMonth } from '@site/contracts/clock';
import { ledgerReasonLabels } from '@site/contracts/ledger-reason-labels';
import { formatNumber, formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { ResponsiveList, useStackedList, type ListColumn } from '../../../components/ui/responsive-list';
import { Text } from '../../../components/ui/text';
import { koResponsiblePlay } from '../../../i18n/ko-responsible-play';
import { userFacingMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useCurrentUser } from '../../auth/api/session';
import { downloadStatement, statementQuery } from '../api/statement';

const t = koResponsiblePlay.statement;

const amountIn = (currency: StatementCurrency, amount: number): string =>
  currency === 'point' ? `${formatNumber(amount)}P` : formatWon(amount);
const signed = (currency: StatementCurrency, amount: number): string =>
  `${amount > 0 ? '+' : ''}${amountIn(currency, amount)}`;
const signColour = (amount: number) => (amount > 0 ? 'success.main' : amount < 0 ? 'error.main' : undefined);

/** The months a member can pick, newest first: this one back to the one they joined in. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = last; month >= first; month = shiftMonth(month, -1)) months.push(month);
  return months;
}

/**
 * The member's money statement by Seoul month (docs/decisions/065): the month's opening and closing
 * balances, its totals per category, its movements a page at a time, and the whole month as a CSV file
 * (fetched with the member's token, which a plain link cannot carry, then handed to the browser).
 */
export function StatementPanel() {
  const user = useCurrentUser();
  const [month, setMonth] = useState(() => seoulMonthText(new Date()));
  const [page, setPage] = useState(1);
  const stacked = useStackedList();
  // Asked once the member is known, and never after they leave (a break logs them out here, and the
  // key's scope changing to none must not send the call again without a token).
  const query = useQuery({ ...statementQuery(month, page, user?.id), enabled: user !== null });
  const data = query.data;
  const download = useMutation({
    mutationFn: () => downloadStatement(month),
    onSuccess: (file) => saveFile(file.blob, file.filename ?? `statement-${month}.csv`),
    onError: (error) => showAlert(userFacingMessage(error)),
  });
  const months = data ? monthsBetween(data.firstMonth, data.lastMonth) : [month];

  return (
    <Panel title={t.title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t.month}
          value={month}
          onChange={(event) => {
            setMonth(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          {months.map((option) => (
            <MenuItem key={option} value={option}>
              {t.monthLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={download.isPending}
          onClick={() => {
            if (!download.isPending) download.mutate();
          }}
        >
          {download.isPending ? t.downloading : t.download}
        </Button>
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {t.downloadNote}
        </Text>
      </Box>
      {query.isError && !data ? (
        <EmptyState text={userFacingMessage(query.error)} />
      ) : !data ? (
        <Box role="status" aria-label={t.loading} sx={{ py: 4 }} />
      ) : (
        <Box aria-busy={query.isFetching} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t.opening}
            </Box>
            <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {t.balances(formatWon(data.opening.money), amountIn('point', data.opening.point))}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t.closing}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {t.balances(formatWon(data.closing.money), amountIn('point', data.closing.point))}
            </Box>
          </Box>
          {data.totals.length === 0 ? (
            <EmptyState text={t.empty} />
          ) : (
            <>
              <Box>
                <Text component="h3" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
                  {t.totalsTitle}
                </Text>
                <ResponsiveList
                  label={t.totalsLabel}
                  rows={data.totals}
                  rowKey={(total) => `${total.currency}:${total.category}`}
                  columns={totalColumns}
                  card={(total) => <TotalCard total={total} />}
                />
              </Box>
              <Box>
                <Text component="h3" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
                  {t.rowsTitle(data.rows.totalCount)}
                </Text>
                <ResponsiveList
                  label={t.rowsLabel}
                  rows={data.rows.items}
                  rowKey={(row) => row.id}
                  columns={rowColumns}
                  card={(row) => <RowCard row={row} />}
                />
                <ListPager
                  page={page}
                  pageCount={data.rows.pageCount}
                  label={t.pages}
                  siblingCount={stacked ? 0 : 1}
                  onPage={setPage}
                />
              </Box>
            </>
          )}
        </Box>
      )}
    </Panel>
  );
}

const categoryName = (total: Pick<StatementTotal, 'category' | 'currency'>): string =>
  total.currency === 'point'
    ? t.pointCategory(statementCategoryLabels[total.category])
    : statementCategoryLabels[total.category];

const totalColumns: ListColumn<StatementTotal>[] = [
  { key: 'category', header: t.category, cell: categoryName },
  { key: 'credit', header: t.credit, numeric: true, cell: (total) => amountIn(total.currency, total.credit) },
  { key: 'debit', header: t.debit, numeric: true, cell: (total) => amountIn(total.currency, total.debit) },
  {
    key: 'net',
    header: t.net,
    numeric: true,
    cell: (total) => signed(total.currency, total.net),
    cellSxOf: (total) => ({ fontWeight: 700, color: signColour(total.net) }),
  },
  { key: 'count', header: t.count, numeric: true, cell: (total) => t.countOf(total.count) },
];

const rowColumns: ListColumn<StatementRow>[] = [
  { key: 'at', header: t.at, cell: (row) => formatSeoul(row.at, 'dateTimeFull') },
  { key: 'category', header: t.category, cell: categoryName },
  { key: 'reason', header: t.reason, cell: (row) => ledgerReasonLabels[row.reason] },
  {
    key: 'amount',
    header: t.amount,
    numeric: true,
    cell: (row) => signed(row.currency, row.amount),
    cellSxOf: (row) => ({ fontWeight: 700, color: signColour(row.amount) }),
  },
  {
    key: 'balanceAfter',
    header: t.balanceAfter,
    numeric: true,
    cell: (row) => amountIn(row.currency, row.balanceAfter),
  },
];

/** A phone's card of one category: its name and net on the first line, in, out and count under it. */
function TotalCard({ total }: { total: StatementTotal }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: 700 }}>
        <span>{categoryName(total)}</span>
        <Box component="span" sx={{ color: signColour(total.net), whiteSpace: 'nowrap' }}>
          {signed(total.currency, total.net)}
        </Box>
      </Box>
      <Text variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
        {t.cardTotals(amountIn(total.currency, total.credit), amountIn(total.currency, total.debit), total.count)}
      </Text>
    </Box>
  );
}

/** A phone's card of one movement: what and how much, then when and the balance it left. */
function RowCard({ row }: { row: StatementRow }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: 700 }}>
        <span>
          {ledgerReasonLabels[row.reason]}
          <Box component="span" sx={{ ml: 1, fontWeight: 400, color: 'text.secondary', fontSize: 13 }}>
            {categoryName(row)}
          </Box>
        </span>
        <Box component="span" sx={{ color: signColour(row.amount), whiteSpace: 'nowrap' }}>
          {signed(row.currency, row.amount)}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, color: 'text.secondary', fontSize: 13 }}>
        <span>{formatSeoul(row.at, 'dateTimeFull')}</span>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {t.cardBalance(amountIn(row.currency, row.balanceAfter))}
        </Box>
      </Box>
    </Box>
  );
}
