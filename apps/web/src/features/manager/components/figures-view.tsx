import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { PartnerFigures } from '@site/contracts/api/manager';
import { formatWon } from '@site/contracts/rules/format';

import { koManager } from '../../../i18n/ko-manager';
import { useStacked } from './use-stacked';

const text = koManager.figures;

/** The figures in the order the daily settlement shows them. */
export const figureFields = [
  'deposits',
  'withdrawals',
  'cashNet',
  'stakes',
  'wins',
  'netLoss',
  'rolling',
  'losing',
] as const satisfies readonly (keyof PartnerFigures)[];

/** A loss for the partner (members won more than they staked, more went out than came in) reads red. */
export const signColor = (value: number): string | undefined => (value < 0 ? 'error.main' : undefined);

export interface FigureLine {
  key: string;
  label: string;
  figures: PartnerFigures;
  total?: boolean;
}

/** Figures per line (a day, a total): a table on a PC, one card per line on a phone. */
export function FiguresView({ lines, title }: { lines: readonly FigureLine[]; title: string }) {
  return useStacked() ? <FigureCards lines={lines} title={title} /> : <FigureTable lines={lines} title={title} />;
}

function FigureTable({ lines, title }: { lines: readonly FigureLine[]; title: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{text.day}</TableCell>
            {figureFields.map((field) => (
              <TableCell key={field} align="right">
                {text[field]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow
              key={line.key}
              sx={line.total ? { '& td': { borderTop: 2, borderTopColor: 'divider' } } : undefined}
            >
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: line.total ? 700 : undefined }}>
                {line.label}
              </TableCell>
              {figureFields.map((field) => (
                <TableCell
                  key={field}
                  align="right"
                  sx={{
                    whiteSpace: 'nowrap',
                    fontVariantNumeric: 'tabular-nums',
                    fontWeight: line.total ? 700 : undefined,
                    color: signColor(line.figures[field]),
                  }}
                >
                  {formatWon(line.figures[field])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function FigureCards({ lines, title }: { lines: readonly FigureLine[]; title: string }) {
  return (
    <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.key}
          sx={{
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            ...(line.total && { borderTop: 2, borderTopColor: 'divider' }),
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{line.label}</Typography>
            <Typography sx={{ fontWeight: 700, color: signColor(line.figures.netLoss), whiteSpace: 'nowrap' }}>
              {text.netLoss} {formatWon(line.figures.netLoss)}
            </Typography>
          </Box>
          <FigureGrid figures={line.figures} omit={['netLoss']} />
        </Box>
      ))}
    </Box>
  );
}

/** The figures as a compact two-column grid of name and amount (a card's body, today's panel). */
export function FigureGrid({
  figures,
  omit = [],
}: {
  figures: PartnerFigures;
  omit?: readonly (keyof PartnerFigures)[];
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 0.5,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        columnGap: 2,
        rowGap: 0.25,
      }}
    >
      {figureFields
        .filter((field) => !omit.includes(field))
        .map((field) => (
          <Box key={field} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: 13 }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {text[field]}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0, fontWeight: 500, fontVariantNumeric: 'tabular-nums', color: signColor(figures[field]) }}
            >
              {formatWon(figures[field])}
            </Box>
          </Box>
        ))}
    </Box>
  );
}
