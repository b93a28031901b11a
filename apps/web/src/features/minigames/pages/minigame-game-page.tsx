import { useLocation } from 'react-router';

import { GameKindArt } from '../../../components/ui/game-kind-art';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { koMinigames } from '../../../i18n/ko-minigames';
import { useMaintenanceGate } from '../api/maintenance-gate';
import { MinigameGame, type PlayableGame } from '../components/minigame-game';
import { gameOfPath } from '../game-of-path';

/** The game itself, once its setting let the member in (SPEC.md §4, api/maintenance-gate.ts). */
function MaintenanceGate({ game }: { game: PlayableGame }) {
  const setting = useMaintenanceGate(game.gameId);
  if (!setting) return <Panel>{koMinigames.loading}</Panel>;
  return <MinigameGame game={game} setting={setting} />;
}

/**
 * /minigame/{provider}/{game} and the side menu's /minigame/{slug}: one game's stage, markets and
 * bets. bet365's virtual sports have routes of their own (the virtual book of features/sports).
 */
export default function MinigameGamePage() {
  const { pathname } = useLocation();
  const view = gameOfPath(pathname);
  if (!view || view.kind === 'virtual') return null;
  const { kind } = view;
  return (
    <>
      <PageHeader title={view.title}>
        <GameKindArt kind={kind} size={40} />
      </PageHeader>
      <MaintenanceGate
        key={view.gameId}
        game={{ gameId: view.gameId, title: view.title, kind, roundSeconds: view.roundSeconds }}
      />
    </>
  );
}
