import Box from '@mui/material/Box';

import type { FixtureResult } from '@site/contracts/api/sports';
import { sportNameKorean } from '@site/contracts/sports';
import { formatSeoul } from '@site/contracts/time';

import { koSportsResults } from '../../../i18n/ko-results';
import type { LeagueGroup } from '../rules/results';

function ResultRow({ result }: { result: FixtureResult }) {
  const t = koSportsResults;
  const cancelled = result.status === 'cancelled';
  const homeWon = !cancelled && (result.homeScore ?? 0) > (result.awayScore ?? 0);
  const awayWon = !cancelled && (result.awayScore ?? 0) > (result.homeScore ?? 0);
  return (
    <Box
      component="li"
      data-testid="fixture-result"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '44px minmax(0, 1fr) 76px minmax(0, 1fr)',
          md: '64px minmax(0, 1fr) 96px minmax(0, 1fr)',
        },
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        fontSize: 14,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="time" dateTime={result.startAt} sx={{ fontSize: 12, color: 'text.secondary' }}>
        {formatSeoul(result.startAt, 'monthDayTime').slice(6)}
      </Box>
      <Box sx={{ textAlign: 'right', overflowWrap: 'anywhere', fontWeight: homeWon ? 700 : 400 }}>{result.home}</Box>
      <Box
        aria-label={cancelled ? t.cancelled : `${t.score} ${result.homeScore}:${result.awayScore}`}
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
        {cancelled ? t.cancelled : `${result.homeScore ?? 0} : ${result.awayScore ?? 0}`}
      </Box>
      <Box sx={{ overflowWrap: 'anywhere', fontWeight: awayWon ? 700 : 400 }}>{result.away}</Box>
    </Box>
  );
}

/** One league's finished fixtures of the day, under the league's name (and sport, on the 전체 tab). */
export function LeagueResults({ group, showSport }: { group: LeagueGroup; showSport: boolean }) {
  return (
    <Box
      component="section"
      aria-label={group.leagueNameKorean}
      sx={{ borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      <Box
        component="h2"
        sx={{
          m: 0,
          px: 1.5,
          py: 1,
          fontSize: 14,
          fontWeight: 700,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          bgcolor: 'rgba(184,144,103,0.08)',
        }}
      >
        {showSport && (
          <Box component="span" sx={{ color: 'primary.main', fontSize: 12, flexShrink: 0 }}>
            {sportNameKorean(group.sportId)}
          </Box>
        )}
        {group.leagueNameKorean}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.results.map((result) => (
          <ResultRow key={result.id} result={result} />
        ))}
      </Box>
    </Box>
  );
}
