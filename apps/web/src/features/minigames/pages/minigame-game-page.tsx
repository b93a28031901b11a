import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { GameKindArt } from '../../../components/ui/game-kind-art';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';
import { koMinigames } from '../../../i18n/ko-minigames';
import { settingQuery } from '../api/minigame-calls';
import { MinigameGame, type PlayableGame } from '../components/minigame-game';
import { gameOfPath, type GameView } from '../game-of-path';
import { maintenanceMessage } from '../maintenance';

/**
 * SPEC.md §4 on entering a game: GET settingMinigame/{id}; maintenance on, an empty answer or a
 * failed lookup means the alert (the server's text, or the spec's) and back to /. Only then is the
 * game itself shown.
 */
function MaintenanceGate({ game }: { game: PlayableGame }) {
  const navigate = useNavigate();
  const setting = useQuery(settingQuery(game.gameId));
  const message = setting.isSuccess
    ? maintenanceMessage({ status: 'answered', answer: setting.data })
    : setting.isError
      ? maintenanceMessage({ status: 'failed', error: setting.error })
      : undefined;
  const sentAway = useRef(false);

  useEffect(() => {
    if (!message || sentAway.current) return;
    sentAway.current = true;
    void showAlert(message);
    navigate('/', { replace: true });
  }, [message, navigate]);

  if (!setting.isSuccess || message !== null || !setting.data) return <Panel>{koMinigames.loading}</Panel>;
  return <MinigameGame game={game} setting={setting.data} />;
}

/** bet365's virtual sports: their leagues; their events are bet through the sports books. */
function VirtualLeagues({ view }: { view: GameView }) {
  return (
    <>
      <Box aria-label={koMinigames.leaguesTitle} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {view.leagues.map((league) => (
          <Chip key={league.key} label={league.nameKorean} variant="outlined" color="primary" />
        ))}
      </Box>
      <Panel>
        <EmptyState text={ko.minigame.roundsEmpty} />
      </Panel>
    </>
  );
}

/** /minigame/{provider}/{game} and the side menu's /minigame/{slug}: one game's stage, markets and bets. */
export default function MinigameGamePage() {
  const { pathname } = useLocation();
  const view = gameOfPath(pathname);
  if (!view) return null;
  const { kind } = view;
  return (
    <>
      <PageHeader title={view.title}>
        <GameKindArt kind={kind} size={40} />
      </PageHeader>
      {kind === 'virtual' ? (
        <VirtualLeagues view={view} />
      ) : (
        <MaintenanceGate
          key={view.gameId}
          game={{ gameId: view.gameId, title: view.title, kind, roundSeconds: view.roundSeconds }}
        />
      )}
    </>
  );
}
