import Box from '@mui/material/Box';

import type { MinigameRound } from '@site/contracts/api/minigames';

import { koMinigameResults } from '../../../i18n/ko-results';
import { RoundRow, roundColumns } from './round-row';

/** The game's drawn rounds of the day under its name, with the columns named on a wide screen. */
export function RoundList({ title, rounds }: { title: string; rounds: readonly MinigameRound[] }) {
  const t = koMinigameResults;
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      <Box
        component="h2"
        sx={{ m: 0, px: 1.5, py: 1, fontSize: 14, fontWeight: 700, bgcolor: 'rgba(184,144,103,0.08)' }}
      >
        {title}
      </Box>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: roundColumns,
          columnGap: 1.5,
          px: 1.5,
          py: 0.75,
          fontSize: 12,
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
          '& > :last-of-type': { textAlign: 'right' },
        }}
      >
        <span>{t.round}</span>
        <span>{t.drawnAt}</span>
        <span>{t.result}</span>
        <span>{t.commitment}</span>
        <span>{t.proof}</span>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rounds.map((round) => (
          <RoundRow key={round.id} round={round} />
        ))}
      </Box>
    </Box>
  );
}
