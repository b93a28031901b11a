import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import type { Fixture, FixturePage } from '@site/contracts/api/sports';
import { mergeUpcomingGames } from '@site/contracts/rules/upcoming-games';
import { PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME, selectionNameKorean } from '@site/contracts/sports-markets';

import { EmptyState } from '../../../components/ui/empty-state';
import { rowLinkSx } from '../../../components/ui/row-link-sx';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koSearch, koUpcoming } from '../../../i18n/ko-search';
import { Odds } from '../../odds-format/exports/odds';
import { fixturePageQuery } from '../api/sports-queries';
import { fixtureInBookPath } from '../exports/fixture-links';
import { seoulMonthDayTime } from '../fixture-groups';

/** How many games the home page lists. */
export const UPCOMING_GAMES = 6;
/** The list asks the European book again this often, for new games and moved prices. */
const REFRESH_MS = 30_000;
/** Between answers, how often started games are dropped. */
const DROP_STARTED_MS = 15_000;

/** The game's main price line: the full-time result (승무패) or, for sports without a draw, the winner (승패). */
export function mainPrices(fixture: Fixture) {
  const market = fixture.markets.find(
    (m) =>
      (m.marketType === '1X2' || m.marketType === '12') &&
      (m.period === PERIOD_FULL_TIME || m.period === PERIOD_WITH_OVERTIME),
  );
  return market?.selections ?? [];
}

function UpcomingRow({ fixture }: { fixture: Fixture }) {
  return (
    <Box
      component={RouterLink}
      to={fixtureInBookPath('europe', fixture.id)}
      aria-label={koUpcoming.open(fixture.home, fixture.away)}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        gap: 1,
        alignItems: 'center',
        ...rowLinkSx,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Text variant="caption" sx={{ color: 'text.secondary' }}>
          <time dateTime={fixture.startAt}>{seoulMonthDayTime(fixture.startAt)}</time> · {fixture.leagueNameKorean}
        </Text>
        <Text variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {koSearch.versus(fixture.home, fixture.away)}
        </Text>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {mainPrices(fixture).map((selection) => (
          <Box
            key={selection.id}
            sx={{
              flex: { xs: 1, md: 'none' },
              minWidth: 72,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              fontSize: 13,
            }}
          >
            <span>{selectionNameKorean(selection.name)}</span>
            <Box component="span" sx={{ color: 'primary.main', fontWeight: 700 }}>
              <Odds value={selection.price} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The home page's 예정된 경기: the European book's next games with their main prices, refreshed
 * every 30 s and merged by SPEC.md §4's rule (started games leave, new ones join by id). A row opens
 * the game in the European book.
 */
export default function UpcomingGames() {
  const { data, isError } = useQuery({ ...fixturePageQuery('europe', { page: 1 }), refetchInterval: REFRESH_MS });
  // The games shown, and the answer last merged into them: a new answer is merged while rendering.
  const [shown, setShown] = useState<{ answer: FixturePage | undefined; games: Fixture[] }>({
    answer: undefined,
    games: [],
  });
  if (data && data !== shown.answer) {
    setShown((current) => ({
      answer: data,
      games: mergeUpcomingGames(current.games, data.items, Date.now(), UPCOMING_GAMES),
    }));
  }
  useEffect(() => {
    const timer = setInterval(
      () =>
        setShown((current) => ({
          ...current,
          games: mergeUpcomingGames(current.games, [], Date.now(), UPCOMING_GAMES),
        })),
      DROP_STARTED_MS,
    );
    return () => clearInterval(timer);
  }, []);
  const { games } = shown;

  if (!data && !isError) return <Box sx={{ py: 2, color: 'text.secondary', fontSize: 14 }}>{koUpcoming.loading}</Box>;
  if (games.length === 0) return <EmptyState text={isError ? koUpcoming.loadFailed : ko.home.upcomingEmpty} />;
  return (
    <Box component="ul" aria-label={ko.home.upcomingTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {games.map((fixture) => (
        <Box component="li" key={fixture.id}>
          <UpcomingRow fixture={fixture} />
        </Box>
      ))}
    </Box>
  );
}
