import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useLocation } from 'react-router';

import {
  findMinigame,
  findSideMenuMinigame,
  minigameProviders,
  virtualLeagues,
  type MinigameKind,
} from '@site/contracts/minigames';

import { EmptyState } from '../../../components/ui/empty-state';
import { GameKindArt } from '../../../components/ui/game-kind-art';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';

interface GameView {
  title: string;
  kind: MinigameKind;
  leagues: readonly { key: string; nameKorean: string }[];
}

/** Which game the URL names: /minigame/{provider}/{game} or a side-menu link /minigame/{slug}. */
const gameFromPath = (pathname: string): GameView | undefined => {
  const [, , first = '', second] = pathname.split('/');
  if (second === undefined) {
    const link = findSideMenuMinigame(first);
    return link && { title: link.nameKorean, kind: link.kind, leagues: [] };
  }
  const game = findMinigame(first, second);
  if (!game) return undefined;
  const provider = minigameProviders.find((p) => p.key === game.provider)?.nameKorean ?? game.provider;
  const leagues = game.kind === 'virtual' ? (virtualLeagues[game.game] ?? []) : [];
  return { title: `${provider} ${game.nameKorean}`, kind: game.kind, leagues };
};

/** One minigame's stage. Until rounds run, it says so rather than showing made-up rounds. */
export default function MinigameGamePage() {
  const { pathname } = useLocation();
  const view = gameFromPath(pathname);
  if (!view) return null;
  return (
    <>
      <PageHeader title={view.title}>
        <GameKindArt kind={view.kind} size={40} />
      </PageHeader>
      {view.leagues.length > 0 && (
        <Box aria-label={ko.minigame.leaguesTitle} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {view.leagues.map((league) => (
            <Chip key={league.key} label={league.nameKorean} variant="outlined" color="primary" />
          ))}
        </Box>
      )}
      <Panel>
        <EmptyState text={ko.minigame.roundsEmpty} />
      </Panel>
    </>
  );
}
