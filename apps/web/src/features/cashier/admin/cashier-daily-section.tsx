import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { DailyTotal } from '@site/contracts/api/admin-cashier';
import { formatWon } from '@site/contracts/rules/format';

import { DateInput } from '../../../components/ui/date-input';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { useCashierDaily } from '../api/admin-cashier-daily';
import { dailySum, defaultDailyRange, isRangeValid, type DailySum } from '../rules/cashier-daily';
import { QueryState } from '../../../components/console/query-state';

const text = koAdminCashier.daily;

/** Approved deposits, bonuses and withdrawals per Seoul day, and what the site kept (red when it paid out more). */
export function CashierDailySection() {
  const [range, setRange] = useState(defaultDailyRange);
  const valid = isRangeValid(range.from, range.to);
  const query = useCashierDaily(range.from, range.to, valid);

  return (
    <Panel title={text.title}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <DateInput
          label={text.from}
          value={range.from}
          max={range.to}
          onChange={(from) => setRange({ ...range, from })}
        />
        <span aria-hidden>~</span>
        <DateInput label={text.to} value={range.to} min={range.from} onChange={(to) => setRange({ ...range, to })} />
      </Box>
      {valid ? (
        <QueryState query={query}>
          {(days) => (days.length === 0 ? <EmptyState text={text.empty} /> : <DailyList days={days} />)}
        </QueryState>
      ) : (
        <Typography role="alert" variant="body2" color="error">
          {text.rangeInvalid}
        </Typography>
      )}
    </Panel>
  );
}

const differenceColor = (difference: number) => (difference < 0 ? 'error.main' : undefined);

interface DailyLine {
  label: string;
  row: DailySum;
  total?: boolean;
}

/** The sum's line is bold. */
const weight = (line: DailyLine) => ({ fontWeight: line.total ? 700 : undefined });

const dayColumn: ListColumn<DailyLine> = { key: 'day', header: text.day, cellSxOf: weight, cell: (line) => line.label };

const columns: ListColumn<DailyLine>[] = [
  {
    key: 'deposits',
    header: text.deposits,
    numeric: true,
    cellSxOf: weight,
    cell: (line) => text.withCount(formatWon(line.row.deposits), line.row.depositCount),
  },
  {
    key: 'bonuses',
    header: text.bonuses,
    numeric: true,
    cellSxOf: weight,
    cell: (line) => formatWon(line.row.bonuses),
  },
  {
    key: 'withdrawals',
    header: text.withdrawals,
    numeric: true,
    cellSxOf: weight,
    cell: (line) => text.withCount(formatWon(line.row.withdrawals), line.row.withdrawalCount),
  },
  {
    key: 'difference',
    header: text.difference,
    numeric: true,
    cellSxOf: (line) => ({ fontWeight: 700, color: differenceColor(line.row.difference) }),
    cell: (line) => formatWon(line.row.difference),
  },
];

/** The days, then their sum: a table on a PC; on a phone each day is a two-line item, its difference in sight. */
function DailyList({ days }: { days: readonly DailyTotal[] }) {
  const lines: DailyLine[] = [
    ...days.map((day) => ({ label: day.day, row: day })),
    { label: text.total, row: dailySum(days), total: true },
  ];
  return (
    <ResponsiveList
      label={text.title}
      rows={lines}
      rowKey={(line) => line.label}
      primary={dayColumn}
      columns={columns}
      rowSx={(line) => (line.total ? { '& td': { borderTop: 2, borderTopColor: 'divider' } } : undefined)}
      card={(line) => <DailyItem line={line} />}
    />
  );
}

function DailyItem({ line: { label, row, total = false } }: { line: DailyLine }) {
  return (
    <Box
      component="li"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', ...(total && { borderTop: 2, borderTopColor: 'divider' }) }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
        <Typography sx={{ fontWeight: 700, color: differenceColor(row.difference), whiteSpace: 'nowrap' }}>
          {text.difference} {formatWon(row.difference)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {text.deposits} {text.withCount(formatWon(row.deposits), row.depositCount)} · {text.bonuses}{' '}
        {formatWon(row.bonuses)} · {text.withdrawals} {text.withCount(formatWon(row.withdrawals), row.withdrawalCount)}
      </Typography>
    </Box>
  );
}
