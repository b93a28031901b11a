import Box from '@mui/material/Box';

import type { BetPick } from '@site/contracts/api/bets';
import { marketPeriodLabel, selectionLabel } from '@site/contracts/sports-markets';
import { formatSeoul } from '@site/contracts/time';

import { koBetHistory } from '../../../i18n/ko-results';
import { shownPickResult } from '../rules/bet-status';
import { isRacePick, pickLeague, pickScore } from '../rules/pick-text';
import { PickChoice, PickHeader, PickResult, pickCell as cell, pickRowSx } from './pick-layout';

/** The picks' columns on a wide screen; on a phone each pick stacks into a small card instead. */
export const pickColumns =
  '92px minmax(120px, 1.2fr) minmax(200px, 2fr) minmax(140px, 1.3fr) minmax(90px, 1fr) 56px 72px';

export function BetPickHeader() {
  const t = koBetHistory;
  return (
    <PickHeader
      columns={pickColumns}
      names={[
        t.startAt,
        t.league,
        t.match,
        t.market,
        t.pick,
        { text: t.odds, align: 'center' },
        { text: t.result, align: 'center' },
      ]}
    />
  );
}

/** Home and away either side of the final score, or of "vs" until it is known. */
export function MatchTeams({ pick, score }: { pick: BetPick; score: string | null }) {
  return (
    <>
      {pick.home}{' '}
      {score ? (
        <Box component="span" sx={{ color: 'primary.light', mx: 0.5, whiteSpace: 'nowrap' }}>
          {score}
        </Box>
      ) : (
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mx: 0.5 }}>
          {koBetHistory.versus}
        </Box>
      )}{' '}
      {pick.away}
    </>
  );
}

/** One pick: when, where, who against whom (with the final score), what was chosen, at what odds, and how it ended. */
export function BetPickRow({ pick, betStatus }: { pick: BetPick; betStatus: number }) {
  const score = pickScore(pick);
  return (
    <Box
      data-testid="bet-pick"
      sx={{
        ...pickRowSx,
        gridTemplateColumns: { xs: '1fr auto', md: pickColumns },
        gridTemplateAreas: {
          xs: '"meta result" "match match" "market market" "pick pick"',
          md: '"time league match market pick odds result"',
        },
      }}
    >
      <Box
        sx={{
          gridArea: 'meta',
          display: { xs: 'flex', md: 'contents' },
          gap: 1,
          color: 'text.secondary',
          fontSize: 12,
          minWidth: 0,
        }}
      >
        <Box component="span" sx={{ gridArea: { md: 'time' }, whiteSpace: 'nowrap' }}>
          {formatSeoul(pick.startAt, 'monthDayTime')}
        </Box>
        <Box component="span" sx={{ ...cell, gridArea: { md: 'league' } }}>
          {pickLeague(pick)}
        </Box>
      </Box>
      <Box sx={{ ...cell, gridArea: 'match', fontWeight: 700 }}>
        {isRacePick(pick) ? pick.home : <MatchTeams pick={pick} score={score} />}
      </Box>
      <Box sx={{ ...cell, gridArea: 'market', color: 'text.secondary' }}>{marketPeriodLabel(pick)}</Box>
      <PickChoice label={selectionLabel(pick)} price={pick.price} />
      <PickResult code={shownPickResult(pick.result, betStatus)} />
    </Box>
  );
}
