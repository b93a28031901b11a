import Box from '@mui/material/Box';

import { formatBp, rollingKindLabels, type RollingSummary } from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';

import { FigureRow } from '../../../components/ui/figure-row';
import { ListCard } from '../../../components/ui/list-card';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koRolling } from '../../../i18n/ko-rolling';

const t = koRolling.summary;

type KindRow = RollingSummary['kinds'][number];

const kindColumn: ListColumn<KindRow> = {
  key: 'kind',
  header: t.kind,
  cell: (row) => (
    <Box component="span" sx={{ fontWeight: 700 }}>
      {rollingKindLabels[row.kind]}
    </Box>
  ),
};

const columns: ListColumn<KindRow>[] = [
  { key: 'rate', header: t.rate, numeric: true, cell: (row) => formatBp(row.rateBp) },
  { key: 'before', header: t.before, numeric: true, cell: (row) => formatWon(row.before) },
  { key: 'after', header: t.after, numeric: true, cell: (row) => formatWon(row.after) },
  { key: 'total', header: t.total, numeric: true, cell: (row) => formatWon(row.total) },
];

/** SPEC.md §3's rolling summary per kind: my rate, before and after settlement and their sum, then the totals. */
export function RollingKindTable({ summary }: { summary: RollingSummary }) {
  return (
    <ListCard title={t.title}>
      <ResponsiveList
        label={t.title}
        rows={summary.kinds}
        rowKey={(row) => row.kind}
        primary={kindColumn}
        columns={columns}
        totals={{
          kind: t.totalsRow,
          before: formatWon(summary.beforeTotal),
          after: formatWon(summary.afterTotal),
          total: formatWon(summary.total),
        }}
        cardsSx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
        card={(row) => <KindCard row={row} />}
      />
    </ListCard>
  );
}

/** A kind on a phone: its name and rate, then its three figures; two cards a line. */
function KindCard({ row }: { row: KindRow }) {
  return (
    <Box
      component="li"
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
  );
}
