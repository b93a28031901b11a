/** Which game a minigame address names: /minigame/{provider}/{game} or a side-menu link /minigame/{slug}. */
import { findMinigame, findSideMenuMinigame, minigameProviders, type MinigameKind } from '@site/contracts/minigames';
import { virtualLeagues, type VirtualLeague } from '@site/contracts/virtual-leagues';

export interface GameView {
  /** contracts minigames.ts id: the game whose setting, rounds and bets the page shows */
  gameId: number;
  title: string;
  kind: MinigameKind;
  /** seconds from one draw to the next */
  roundSeconds: number;
  /** bet365's virtual leagues (SPEC.md §2); empty for every other game */
  leagues: readonly VirtualLeague[];
}

export function gameOfPath(pathname: string): GameView | undefined {
  const [, , first = '', second] = pathname.split('/');
  if (second === undefined) {
    const link = findSideMenuMinigame(first);
    return (
      link && { gameId: link.id, title: link.nameKorean, kind: link.kind, roundSeconds: link.roundSeconds, leagues: [] }
    );
  }
  const game = findMinigame(first, second);
  if (!game) return undefined;
  const provider = minigameProviders.find((p) => p.key === game.provider)?.nameKorean ?? game.provider;
  const leagues = game.kind === 'virtual' ? (virtualLeagues[game.game] ?? []) : [];
  return {
    gameId: game.id,
    title: `${provider} ${game.nameKorean}`,
    kind: game.kind,
    roundSeconds: game.roundSeconds,
    leagues,
  };
}
