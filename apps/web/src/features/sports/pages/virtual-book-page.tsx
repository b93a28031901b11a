import Box from '@mui/material/Box';
import { useLocation } from 'react-router';

import { virtualSports, type VirtualSport } from '@site/contracts/virtual-leagues';

import { ChipTabs } from '../../../components/ui/chip-tabs';
import { GameKindArt } from '../../../components/ui/game-kind-art';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { koVirtuals } from '../../../i18n/ko-virtuals';
import { useAddressQuery } from '../../../lib/address-query';
import { useMaintenanceGate } from '../../minigames/api/maintenance-gate';
import { RecentVirtualResults, VirtualRankingPanel } from '../../sports-results/exports/virtual-panels';
import { BookLayout } from '../components/book-layout';
import { VirtualEvents } from '../components/virtual-events';
import own from '../components/virtual.module.css';
import { bookLeague, leaguesOf, sportOfBookPath } from '../virtual-book';

/** The book itself, once the sport's minigame setting let the member in. */
function VirtualBook({ sport }: { sport: VirtualSport }) {
  const [params, setQuery] = useAddressQuery();
  const league = bookLeague(sport.key, params.get('league'));
  const tabs = leaguesOf(sport.key).map((l) => ({ key: l.key, label: l.nameKorean }));
  if (!league) return null;
  return (
    <BookLayout book="virtual">
      <ChipTabs
        label={koVirtuals.leagueTabs}
        tabs={tabs}
        selected={league.key}
        onSelect={(key) => setQuery({ league: key })}
      />
      {/* Keyed by league: a league's countdowns and "which event ended" start afresh with it. */}
      <VirtualEvents key={league.key} sport={sport.key} league={league.key} />
      <Box className={own.below}>
        <RecentVirtualResults sport={sport.key} league={league.key} />
        <VirtualRankingPanel league={league.key} />
      </Box>
    </BookLayout>
  );
}

function MaintenanceGate({ sport }: { sport: VirtualSport }) {
  // SPEC.md §4: a virtual sport is a minigame of the table (801-804) and is closed with its setting.
  const setting = useMaintenanceGate(sport.gameId);
  if (!setting) return <Panel>{koVirtuals.loading}</Panel>;
  return <VirtualBook sport={sport} />;
}

/**
 * /minigame/bet365/{soccer|basketball|dog|horse}: a book of virtual events. A league's events start
 * every few minutes; each is bet through the sports cart (European rules) until it starts, then
 * runs, and its result settles the bets. Under them: the league's latest results and, for the four
 * ranked soccer leagues, today's table. The league is in the address (?league=).
 */
export default function VirtualBookPage() {
  const { pathname } = useLocation();
  const key = sportOfBookPath(pathname);
  if (!key) return null;
  const sport = virtualSports[key];
  return (
    <>
      <PageHeader title={sport.nameKorean}>
        <GameKindArt kind="virtual" size={40} />
      </PageHeader>
      <MaintenanceGate key={sport.key} sport={sport} />
    </>
  );
}
