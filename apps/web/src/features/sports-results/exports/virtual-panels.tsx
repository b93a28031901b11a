/**
 * What the virtual book (features/sports) shows under a league's events: its latest results and,
 * for the four ranked soccer leagues, today's table. Exposed here so the book reuses the results
 * pages' own lists instead of drawing its own.
 */
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import type { VirtualSportKey } from '@site/contracts/virtual-leagues';

import { Panel } from '../../../components/ui/panel';
import { EmptyState } from '../../../components/ui/empty-state';
import { koVirtuals } from '../../../i18n/ko-virtuals';
import { RankingTable } from '../components/ranking-table';
import { VirtualResultList } from '../components/virtual-result-list';
import { isRankedLeague, type RankedLeagueKey } from '../rules/virtual-results';
import { virtualRankingQuery, virtualResultPageQuery } from '../api/virtual-results';

/** The book's recent results: the league's last ten, newest first. */
export const RECENT_RESULTS = 10;

export function RecentVirtualResults({ sport, league }: { sport: VirtualSportKey; league: string }) {
  const { data, isError } = useQuery(
    virtualResultPageQuery({ sport, league, page: 1, size: RECENT_RESULTS, today: true }),
  );
  const title = koVirtuals.recentResults;
  if (!data) return isError ? <Panel title={title}>{koVirtuals.resultsLoadFailed}</Panel> : null;
  const allResults = (
    <Box sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', textAlign: 'right', fontSize: 13 }}>
      <Box
        component={Link}
        to={`/game_result/virtuals/${sport}?league=${league}`}
        sx={{ color: 'primary.main', fontWeight: 700, textDecoration: 'none' }}
      >
        {koVirtuals.allResults} ›
      </Box>
    </Box>
  );
  if (data.items.length === 0)
    return (
      <Panel title={title}>
        <EmptyState text={koVirtuals.resultsEmpty} />
      </Panel>
    );
  return <VirtualResultList sport={sport} title={title} results={data.items} showLeague={false} footer={allResults} />;
}

/** A ranked soccer league's table of a Seoul day (today without one); nothing for other leagues. */
export function VirtualRankingPanel({ league, date }: { league: string; date?: string }) {
  return isRankedLeague(league) ? <RankingPanel league={league} date={date} /> : null;
}

function RankingPanel({ league, date }: { league: RankedLeagueKey; date?: string }) {
  const { data, isError } = useQuery(virtualRankingQuery(league, date));
  if (!data) return isError ? <Panel>{koVirtuals.rankingLoadFailed}</Panel> : null;
  const title = date
    ? koVirtuals.rankingOfDay(data.leagueNameKorean, data.date)
    : koVirtuals.ranking(data.leagueNameKorean);
  return <RankingTable ranking={data} title={title} />;
}
