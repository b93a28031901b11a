import Box from '@mui/material/Box';

import { tournamentMetricNames, type TournamentDetail } from '@site/contracts/api/tournaments';
import { formatSeoul } from '@site/contracts/time';

import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koTournaments } from '../../../i18n/ko-tournaments';
import { Leaderboard } from './leaderboard';

/** The latest finished tournaments with their winners: results stay browsable after the payout. */
export function FinishedTournaments({ tournaments }: { tournaments: TournamentDetail[] }) {
  const t = koTournaments;
  return (
    <Panel title={t.finished}>
      {tournaments.length === 0 && <EmptyState text={t.noneFinished} />}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {tournaments.map((tournament) => (
          <Box key={tournament.id} component="article" aria-label={tournament.title}>
            <Box component="h3" sx={{ fontSize: 15, m: 0 }}>
              {tournament.title}
            </Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary', mb: 1 }}>
              {`${formatSeoul(tournament.startsAt, 'monthDayTime')} ~ ${formatSeoul(tournament.endsAt, 'monthDayTime')} · ${tournamentMetricNames[tournament.metric]}`}
            </Box>
            <Leaderboard
              title={`${tournament.title} ${t.results}`}
              metric={tournament.metric}
              leaders={tournament.leaders.filter((row) => row.prize > 0 || row.mine)}
              me={tournament.me}
            />
          </Box>
        ))}
      </Box>
    </Panel>
  );
}
