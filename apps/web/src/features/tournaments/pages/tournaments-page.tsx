import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';

import type { CasinoProduct } from '@site/contracts/casino';

import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { koTournaments } from '../../../i18n/ko-tournaments';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/session';
import { tournamentListQuery } from '../api/tournaments';
import { EventSlotGate } from '../components/event-slot-gate';
import { FinishedTournaments } from '../components/finished-tournaments';
import { TournamentCard } from '../components/tournament-card';
import { JackpotBanner } from '../exports/jackpot-banner';

/** /tournament (slot) and /tournament_casino (casino): behind the event slot switch. */
export function TournamentsPage({ product, title }: { product: CasinoProduct; title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EventSlotGate>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {product === 'slot' && <JackpotBanner />}
          <Tournaments product={product} />
        </Box>
      </EventSlotGate>
    </>
  );
}

function Tournaments({ product }: { product: CasinoProduct }) {
  const t = koTournaments;
  const user = useCurrentUser();
  const query = useQuery(tournamentListQuery(product, user?.id));
  if (query.isError && !query.data) return <EmptyState text={userFacingMessage(query.error)} />;
  if (!query.data) {
    return (
      <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  const { current, finished, heardAt } = query.data;
  return (
    <>
      {current.length === 0 ? (
        <Panel title={t.running}>
          <EmptyState text={t.noneRunning} />
        </Panel>
      ) : (
        current.map((tournament) => <TournamentCard key={tournament.id} tournament={tournament} heardAt={heardAt} />)
      )}
      <FinishedTournaments tournaments={finished} />
    </>
  );
}
