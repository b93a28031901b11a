import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import { formatBp, rollingKindLabels, type RollingSummary } from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';

import { FigureRow } from '../../../components/ui/figure-row';
import { ListCard } from '../../../components/ui/list-card';
import { koRolling } from '../../../i18n/ko-rolling';
import { useWide } from './wide';

const t = koRolling.summary;

/** SPEC.md §3's rolling summary per kind: my rate, before and after settlement and their sum, then the totals. */
export function RollingKindTable({ summary }: { summary: RollingSummary }) {
  const wide = useWide();
  return (
    <ListCard title={t.title}>
      {wide ? (
        <Table size="small" aria-label={t.title}>
          <TableHead>
            <TableRow>
              <TableCell>{t.kind}</TableCell>
              <TableCell align="right">{t.rate}</TableCell>
              <TableCell align="right">{t.before}</TableCell>
              <TableCell align="right">{t.after}</TableCell>
              <TableCell align="right">{t.total}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.kinds.map((row) => (
              <TableRow key={row.kind}>
                <TableCell sx={{ fontWeight: 700 }}>{rollingKindLabels[row.kind]}</TableCell>
                <TableCell align="right">{formatBp(row.rateBp)}</TableCell>
                <TableCell align="right">{formatWon(row.before)}</TableCell>
                <TableCell align="right">{formatWon(row.after)}</TableCell>
                <TableCell align="right">{formatWon(row.total)}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'primary.main' } }}>
              <TableCell>{t.totalsRow}</TableCell>
              <TableCell />
              <TableCell align="right">{formatWon(summary.beforeTotal)}</TableCell>
              <TableCell align="right">{formatWon(summary.afterTotal)}</TableCell>
              <TableCell align="right">{formatWon(summary.total)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          {summary.kinds.map((row) => (
            <Box
              component="li"
              key={row.kind}
              aria-label={rollingKindLabels[row.kind]}
              sx={{ listStyle: 'none', px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                <Box component="strong" sx={{ fontSize: 14 }}>
                  {rollingKindLabels[row.kind]}
                </Box>
                <Box component="span" sx={{ fontSize: 12, color: 'primary.main' }}>
                  {formatBp(row.rateBp)}
                </Box>
              </Box>
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.25 }}>
                <FigureRow label={t.before}>{formatWon(row.before)}</FigureRow>
                <FigureRow label={t.after}>{formatWon(row.after)}</FigureRow>
                <FigureRow label={t.total} strong>
                  {formatWon(row.total)}
                </FigureRow>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </ListCard>
  );
}
