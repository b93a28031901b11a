import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';

import type { DailyTotal } from '@site/contracts/api/admin-cashier';
import { formatWon } from '@site/contracts/rules/format';

import { DateInput } from '../../../components/ui/date-input';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
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
  const theme = useTheme();
  // Five money columns do not fit a phone: there each day is a two-line item, its difference in sight.
  const stacked = useMediaQuery(theme.breakpoints.down('md'));

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
          {(days) =>
            days.length === 0 ? (
              <EmptyState text={text.empty} />
            ) : stacked ? (
              <DailyList days={days} />
            ) : (
              <DailyTable days={days} />
            )
          }
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

function DailyRow({ label, row, total = false }: { label: string; row: DailySum; total?: boolean }) {
  const cell = { whiteSpace: 'nowrap', ...(total && { fontWeight: 700 }) } as const;
  return (
    <TableRow sx={total ? { '& td': { borderTop: 2, borderTopColor: 'divider' } } : undefined}>
      <TableCell sx={cell}>{label}</TableCell>
      <TableCell align="right" sx={cell}>
        {text.withCount(formatWon(row.deposits), row.depositCount)}
      </TableCell>
      <TableCell align="right" sx={cell}>
        {formatWon(row.bonuses)}
      </TableCell>
      <TableCell align="right" sx={cell}>
        {text.withCount(formatWon(row.withdrawals), row.withdrawalCount)}
      </TableCell>
      <TableCell align="right" sx={{ ...cell, fontWeight: 700, color: differenceColor(row.difference) }}>
        {formatWon(row.difference)}
      </TableCell>
    </TableRow>
  );
}

function DailyTable({ days }: { days: readonly DailyTotal[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={text.title}>
        <TableHead>
          <TableRow>
            <TableCell>{text.day}</TableCell>
            <TableCell align="right">{text.deposits}</TableCell>
            <TableCell align="right">{text.bonuses}</TableCell>
            <TableCell align="right">{text.withdrawals}</TableCell>
            <TableCell align="right">{text.difference}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <DailyRow key={day.day} label={day.day} row={day} />
          ))}
          <DailyRow label={text.total} row={dailySum(days)} total />
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DailyItem({ label, row, total = false }: { label: string; row: DailySum; total?: boolean }) {
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

function DailyList({ days }: { days: readonly DailyTotal[] }) {
  return (
    <Box component="ul" aria-label={text.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {days.map((day) => (
        <DailyItem key={day.day} label={day.day} row={day} />
      ))}
      <DailyItem label={text.total} row={dailySum(days)} total />
    </Box>
  );
}
