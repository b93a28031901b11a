/** Which game a minigame address names: /minigame/{provider}/{game} or a side-menu link /minigame/{slug}. */
import { findMinigame, findSideMenuMinigame, minigameProviders, type MinigameKind } from '@site/contracts/minigames';

export interface GameView {
  /** contracts minigames.ts id: the game whose setting, rounds and bets the page shows */
  gameId: number;
  title: string;
  kind: MinigameKind;
  /** seconds from one draw to the next */
  roundSeconds: number;
}

export function gameOfPath(pathname: string): GameView | undefined {
  const [, , first = '', second] = pathname.split('/');
  if (second === undefined) {
    const link = findSideMenuMinigame(first);
    return link && { gameId: link.id, title: link.nameKorean, kind: link.kind, roundSeconds: link.roundSeconds };
  }
  const game = findMinigame(first, second);
  if (!game) return undefined;
  const provider = minigameProviders.find((p) => p.key === game.provider)?.nameKorean ?? game.provider;
  return { gameId: game.id, title: `${provider} ${game.nameKorean}`, kind: game.kind, roundSeconds: game.roundSeconds };
}
