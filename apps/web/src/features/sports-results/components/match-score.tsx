import Box from '@mui/material/Box';

import type { FixtureResult } from '@site/contracts/api/sports';

/** What a finished match shows of itself: a sports fixture's or a virtual match's result. */
export type ScoredMatch = Pick<FixtureResult, 'home' | 'away' | 'homeScore' | 'awayScore' | 'status'>;

/**
 * The teams either side of the final score, the winner in bold; a cancelled match says so in the
 * score's place. Three cells of the row's grid.
 */
export function MatchScore({ match, labels }: { match: ScoredMatch; labels: { score: string; cancelled: string } }) {
  const cancelled = match.status === 'cancelled';
  const home = match.homeScore ?? 0;
  const away = match.awayScore ?? 0;
  return (
    <>
      <Box sx={{ textAlign: 'right', overflowWrap: 'anywhere', fontWeight: !cancelled && home > away ? 700 : 400 }}>
        {match.home}
      </Box>
      <Box
        aria-label={cancelled ? labels.cancelled : `${labels.score} ${home}:${away}`}
        sx={{
          textAlign: 'center',
          fontWeight: 700,
          borderRadius: 1,
          py: 0.25,
          bgcolor: cancelled ? 'rgba(141,141,141,0.15)' : 'rgba(184,144,103,0.12)',
          color: cancelled ? '#8d8d8d' : 'primary.light',
          whiteSpace: 'nowrap',
        }}
      >
        {cancelled ? labels.cancelled : `${home} : ${away}`}
      </Box>
      <Box sx={{ overflowWrap: 'anywhere', fontWeight: !cancelled && away > home ? 700 : 400 }}>{match.away}</Box>
    </>
  );
}
