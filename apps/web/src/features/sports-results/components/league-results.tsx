import Box from '@mui/material/Box';
import { useState } from 'react';

import type { FixtureResult } from '@site/contracts/api/sports';
import { sportNameKorean } from '@site/contracts/sports';
import { formatSeoul } from '@site/contracts/time';

import { ListCard } from '../../../components/ui/list-card';
import { koSportsResults } from '../../../i18n/ko-results';
import type { LeagueGroup } from '../rules/results';
import { FixtureProofPanel } from './fixture-proof';
import { MatchScore } from './match-score';

function ResultRow({ result }: { result: FixtureResult }) {
  const t = koSportsResults;
  const [open, setOpen] = useState(false);
  const checkable = result.commitment !== null && result.secret !== null;
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
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
        <Box component="time" dateTime={result.startAt} sx={{ fontSize: 12, color: 'text.secondary' }}>
          {formatSeoul(result.startAt, 'monthDayTime').slice(6)}
        </Box>
        {checkable && (
          <Box
            component="button"
            type="button"
            aria-expanded={open}
            aria-label={t.proofOf(result.home, result.away)}
            onClick={() => setOpen((value) => !value)}
            sx={{
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              color: 'primary.light',
              fontSize: 11,
              cursor: 'pointer',
              textDecoration: 'underline',
              textAlign: 'left',
            }}
          >
            {t.proof}
          </Box>
        )}
      </Box>
      <MatchScore match={result} labels={koSportsResults} />
      {open && <FixtureProofPanel result={result} />}
    </Box>
  );
}

/** One league's finished fixtures of the day, under the league's name (and sport, on the 전체 tab). */
export function LeagueResults({ group, showSport }: { group: LeagueGroup; showSport: boolean }) {
  return (
    <ListCard
      title={group.leagueNameKorean}
      heading={
        // The band is a plain block, as on the other lists; this row in it sets the sport beside the league.
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {showSport && (
            <Box component="span" sx={{ color: 'primary.main', fontSize: 12, flexShrink: 0 }}>
              {sportNameKorean(group.sportId)}
            </Box>
          )}
          {group.leagueNameKorean}
        </Box>
      }
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.results.map((result) => (
          <ResultRow key={result.id} result={result} />
        ))}
      </Box>
    </ListCard>
  );
}
