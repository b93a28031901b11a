import Box from '@mui/material/Box';

import type { VirtualRanking, VirtualRankingRow } from '@site/contracts/api/virtuals';

import { EmptyState } from '../../../components/ui/empty-state';
import { ListCard } from '../../../components/ui/list-card';
import { koVirtuals } from '../../../i18n/ko-virtuals';
import { formText } from '../rules/virtual-results';

const formColours: Record<VirtualRankingRow['form'][number], { bg: string; fg: string }> = {
  W: { bg: '#b89067', fg: '#16110c' },
  D: { bg: '#5c5c66', fg: '#fff' },
  L: { bg: '#a83a3d', fg: '#fff' },
};

/** The last five results as small squares, oldest first, with what they say for a screen reader. */
function Form({ form }: { form: VirtualRankingRow['form'] }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={formText(form)}
      sx={{ display: 'inline-flex', gap: 0.25, verticalAlign: 'middle' }}
    >
      {form.map((result, index) => (
        <Box
          component="span"
          key={index}
          aria-hidden
          sx={{
            width: 20,
            height: 20,
            lineHeight: '20px',
            borderRadius: 0.5,
            textAlign: 'center',
            fontSize: 11,
            fontWeight: 700,
            bgcolor: formColours[result].bg,
            color: formColours[result].fg,
          }}
        >
          {koVirtuals.form[result]}
        </Box>
      ))}
    </Box>
  );
}

const cellSx = {
  px: 0.75,
  py: 0.75,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  borderTop: 1,
  borderColor: 'divider',
} as const;

/** The plain figures of a team's row, between its name and its points. */
const countColumns = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst'] as const;

/**
 * A virtual league's table of one Seoul day (SPEC.md §3): 순위, 팀, 경기, 승, 무, 패, 득, 실, 승점 and
 * 최근 5경기. On a phone the table scrolls sideways inside its box, never the page.
 */
export function RankingTable({ ranking, title }: { ranking: VirtualRanking; title: string }) {
  const c = koVirtuals.rankingColumns;
  return (
    <ListCard title={title}>
      {ranking.rows.length === 0 ? (
        <EmptyState text={koVirtuals.rankingEmpty} />
      ) : (
        // Focusable, so that a keyboard can scroll the wide table too.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
          <Box
            component="table"
            aria-label={title}
            sx={{
              width: '100%',
              minWidth: 520,
              borderCollapse: 'collapse',
              fontSize: 13,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <Box component="thead" sx={{ color: 'text.secondary', fontSize: 12 }}>
              <tr>
                {[c.rank, c.team, ...countColumns.map((column) => c[column]), c.points, c.form].map((label) => (
                  <Box
                    component="th"
                    key={label}
                    scope="col"
                    sx={{ ...cellSx, borderTop: 0, fontWeight: 500, textAlign: label === c.team ? 'left' : 'center' }}
                  >
                    {label}
                  </Box>
                ))}
              </tr>
            </Box>
            <tbody>
              {ranking.rows.map((row) => (
                <tr key={row.team}>
                  <Box
                    component="td"
                    sx={{ ...cellSx, fontWeight: 700, color: row.rank <= 1 ? 'primary.main' : undefined }}
                  >
                    {row.rank}
                  </Box>
                  <Box component="th" scope="row" sx={{ ...cellSx, textAlign: 'left', fontWeight: 700 }}>
                    {row.team}
                  </Box>
                  {countColumns.map((column) => (
                    <Box component="td" key={column} sx={cellSx}>
                      {row[column]}
                    </Box>
                  ))}
                  <Box component="td" sx={{ ...cellSx, fontWeight: 700, color: 'primary.light' }}>
                    {row.points}
                  </Box>
                  <Box component="td" sx={cellSx}>
                    <Form form={row.form} />
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </ListCard>
  );
}
