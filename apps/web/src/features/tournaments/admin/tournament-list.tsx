import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';

import type { AdminTournament } from '@site/contracts/api/admin-tournaments';
import { formatTournamentScore, tournamentMetricNames, tournamentStatusNames } from '@site/contracts/api/tournaments';
import { casinoProductNames } from '@site/contracts/casino';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { alertActionError } from '../../../components/console/notify';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koTournaments, koTournamentsAdmin as t } from '../../../i18n/ko-tournaments';
import { useAdminStandings, useAdminTournaments, useCancelTournament } from '../api/admin-tournaments';
import { tableSx } from '../components/prize-table';

/** Every tournament, newest first, with its standings on demand and a cancel until it is paid. */
export function TournamentList() {
  const query = useAdminTournaments();
  return (
    <Panel title={t.listTitle}>
      <QueryState query={query}>
        {(tournaments) =>
          tournaments.length === 0 ? (
            <EmptyState text={t.noTournaments} />
          ) : (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {tournaments.map((tournament) => (
                <TournamentRow key={tournament.id} tournament={tournament} />
              ))}
            </Box>
          )
        }
      </QueryState>
    </Panel>
  );
}

function TournamentRow({ tournament }: { tournament: AdminTournament }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelTournament();
  const cancellable = tournament.status === 'scheduled' || tournament.status === 'running';
  const onCancel = async () => {
    if (!(await showConfirm(t.cancelConfirm))) return;
    try {
      await cancel.mutateAsync(tournament.id);
      await showAlert(t.cancelled);
    } catch (error) {
      await alertActionError(error);
    }
  };
  return (
    <Box
      component="article"
      aria-label={tournament.title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" label={tournamentStatusNames[tournament.status]} />
        <Box component="strong">{tournament.title}</Box>
        <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {[
            casinoProductNames[tournament.product],
            tournamentMetricNames[tournament.metric],
            `${formatSeoul(tournament.startsAt, 'monthDayTime')} ~ ${formatSeoul(tournament.endsAt, 'monthDayTime')}`,
            koTournaments.entrants(tournament.entrants),
            tournament.paid > 0 ? t.paid(tournament.paid) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" variant="outlined" onClick={() => setOpen(!open)}>
          {open ? t.hideStandings : t.standings}
        </Button>
        {cancellable && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => void onCancel()}
            disabled={cancel.isPending}
          >
            {t.cancel}
          </Button>
        )}
      </Box>
      {open && <Standings tournament={tournament} />}
    </Box>
  );
}

function Standings({ tournament }: { tournament: AdminTournament }) {
  const query = useAdminStandings(tournament.id);
  const k = koTournaments;
  return (
    <QueryState query={query}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState text={k.noEntrants} />
        ) : (
          <Box component="table" aria-label={`${tournament.title} ${t.standings}`} sx={{ ...tableSx, mt: 1.5 }}>
            <thead>
              <tr>
                <th>{k.rank}</th>
                <th>{t.userId}</th>
                <th>{k.nickName}</th>
                <th>{k.score}</th>
                <th>{k.prize}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.rank}>
                  <td>{k.rankOf(row.rank)}</td>
                  <td>{row.userId}</td>
                  <td>{row.nickName}</td>
                  <td>{formatTournamentScore(tournament.metric, row.score)}</td>
                  <td>{row.prize > 0 ? k.won(row.prize) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        )
      }
    </QueryState>
  );
}
