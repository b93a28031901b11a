import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { tournamentMetricNames, tournamentStatusNames, type TournamentSummary } from '@site/contracts/api/tournaments';
import { pathKey } from '@site/contracts/endpoint';
import { tournamentEndpoints } from '@site/contracts/endpoints/tournaments';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koSession } from '../../../i18n/ko';
import { koTournaments } from '../../../i18n/ko-tournaments';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/session';
import { joinTournament, tournamentDetailQuery } from '../api/tournaments';
import { Leaderboard } from './leaderboard';
import { PeriodCountdown } from './period-countdown';
import { PrizeTable } from './prize-table';

/** A scheduled or running tournament: its period, rules, prize table, join button and live leaderboard. */
export function TournamentCard({ tournament, heardAt }: { tournament: TournamentSummary; heardAt: number }) {
  const t = koTournaments;
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const detail = useQuery(tournamentDetailQuery(tournament.id, user?.id));
  const entry = useMutation({
    mutationFn: () => joinTournament(tournament.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pathKey(tournamentEndpoints.list) });
      await showAlert(t.joinedNotice);
    },
    onError: (error) => showAlert(userFacingMessage(error)),
  });
  const joined = detail.data?.joined ?? tournament.joined;

  const join = async () => {
    if (!user) return showAlert(koSession.loginRequired);
    entry.mutate();
  };

  return (
    <Panel title={tournament.title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Chip size="small" color="primary" label={tournamentStatusNames[tournament.status]} />
        <PeriodCountdown tournament={tournament} heardAt={heardAt} />
        <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {`${t.metric}: ${tournamentMetricNames[tournament.metric]} · ${t.minStake(tournament.minStake)} · ${t.entrants(tournament.entrants)}`}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          disabled={joined || entry.isPending}
          onClick={() => void join()}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {joined ? t.joined : t.join}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Box component="h3" sx={{ fontSize: 15, m: 0, mb: 1 }}>
            {t.prizeTable}
          </Box>
          <PrizeTable prizes={tournament.prizes} />
        </Box>
        <Box>
          <Box component="h3" sx={{ fontSize: 15, m: 0, mb: 1, display: 'flex', justifyContent: 'space-between' }}>
            {t.leaderboard}
            <Box component="span" sx={{ fontSize: 13, color: 'primary.main' }}>
              {detail.data?.me ? t.myRank(detail.data.me.rank) : user ? t.notJoined : ''}
            </Box>
          </Box>
          {detail.data && (
            <Leaderboard
              title={t.leaderboard}
              metric={tournament.metric}
              leaders={detail.data.leaders}
              me={detail.data.me}
            />
          )}
        </Box>
      </Box>
    </Panel>
  );
}
