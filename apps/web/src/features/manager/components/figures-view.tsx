import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { PartnerFigures } from '@site/contracts/api/manager';
import { formatWon } from '@site/contracts/rules/format';

import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koManager } from '../../../i18n/ko-manager';

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

const strong = (line: FigureLine, value: ReactNode, color?: string) => (
  <Box component="span" sx={{ fontWeight: line.total ? 700 : undefined, color }}>
    {value}
  </Box>
);

const dayColumn: ListColumn<FigureLine> = {
  key: 'day',
  header: text.day,
  cell: (line) => strong(line, line.label),
};

const figureColumns: ListColumn<FigureLine>[] = figureFields.map((field) => ({
  key: field,
  header: text[field],
  numeric: true,
  cell: (line) => strong(line, formatWon(line.figures[field]), signColor(line.figures[field])),
}));

/** Figures per line (a day, a total): a table on a PC, one card per line on a phone. */
export function FiguresView({ lines, title }: { lines: readonly FigureLine[]; title: string }) {
  return (
    <ResponsiveList
      label={title}
      rows={lines}
      rowKey={(line) => line.key}
      primary={dayColumn}
      columns={figureColumns}
      rowSx={(line) => (line.total ? { '& td': { borderTop: 2, borderTopColor: 'divider' } } : undefined)}
      card={(line) => <FigureCard line={line} />}
    />
  );
}

function FigureCard({ line }: { line: FigureLine }) {
  return (
    <Box
      component="li"
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
