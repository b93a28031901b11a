import Box from '@mui/material/Box';

import type { BetPick } from '@site/contracts/api/bets';
import { marketPeriodLabel, selectionLabel } from '@site/contracts/sports-markets';
import { formatSeoul } from '@site/contracts/time';

import { koBetBuilder } from '../../../i18n/ko-bet-builder';
import { shownPickResult } from '../rules/bet-status';
import { pickLeague, pickScore } from '../rules/pick-text';
import { MatchTeams } from './bet-pick-row';
import { PickResult, pickCell as cell, pickRowSx } from './pick-layout';

/**
 * A same-match bet's picks (같은 경기 조합): the fixture once (when, where, who against whom, the
 * final score), then each pick's market, choice and result. No pick shows a price of its own: the bet
 * was priced as one, at the joint price the card shows.
 */
export function SameGamePicks({ picks, betStatus }: { picks: readonly BetPick[]; betStatus: number }) {
  const [first] = picks;
  if (!first) return null;
  return (
    <Box data-testid="same-game-picks">
      <Box
        sx={{
          ...pickRowSx,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 1.5,
          bgcolor: 'rgba(184,144,103,0.08)',
        }}
      >
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, whiteSpace: 'nowrap' }}>
          {formatSeoul(first.startAt, 'monthDayTime')}
        </Box>
        <Box component="span" sx={{ ...cell, color: 'text.secondary', fontSize: 12 }}>
          {pickLeague(first)}
        </Box>
        <Box component="span" sx={{ ...cell, fontWeight: 700 }}>
          <MatchTeams pick={first} score={pickScore(first)} />
        </Box>
      </Box>
      <Box component="ul" aria-label={koBetBuilder.picksLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {picks.map((pick) => (
          <Box
            component="li"
            key={pick.id}
            data-testid="bet-pick"
            sx={{
              ...pickRowSx,
              pl: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(140px, 1fr) minmax(90px, 1fr) 72px' },
              gridTemplateAreas: { xs: '"market result" "pick result"', md: '"market pick result"' },
            }}
          >
            <Box sx={{ ...cell, gridArea: 'market', color: 'text.secondary' }}>{marketPeriodLabel(pick)}</Box>
            <Box sx={{ ...cell, gridArea: 'pick', color: 'primary.main', fontWeight: 700 }}>{selectionLabel(pick)}</Box>
            <PickResult code={shownPickResult(pick.result, betStatus)} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
