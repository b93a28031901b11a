import { minigameGames, sideMenuMinigameLinks, type MinigameGame } from '@site/contracts/minigames';
import type { RoundGame as GameOfRounds, RoundKind } from '../../modules/minigames/rounds-port';
import type { MinigameKindModule } from './kind';
import { baccaratKind } from './kinds/baccarat';
import { blackjackKind } from './kinds/blackjack';
import { diceKind } from './kinds/dice';
import { dragontigerKind } from './kinds/dragontiger';
import { gostopKind } from './kinds/gostop';
import { highlowKind } from './kinds/highlow';
import { kenoKind } from './kinds/keno';
import { kenoladderKind } from './kinds/kenoladder';
import { ladderKind } from './kinds/ladder';
import { oddevenKind } from './kinds/oddeven';
import { oneringKind } from './kinds/onering';
import { powerballKind } from './kinds/powerball';
import { rouletteKind } from './kinds/roulette';
import { sicboKind } from './kinds/sicbo';

/** The module that draws and settles each kind of round. */
const kindModules: Record<RoundKind, MinigameKindModule> = {
  baccarat: baccaratKind,
  blackjack: blackjackKind,
  dice: diceKind,
  dragontiger: dragontigerKind,
  gostop: gostopKind,
  highlow: highlowKind,
  keno: kenoKind,
  kenoladder: kenoladderKind,
  ladder: ladderKind,
  oddeven: oddevenKind,
  onering: oneringKind,
  powerball: powerballKind,
  roulette: rouletteKind,
  sicbo: sicboKind,
};

/** One game the round engine runs: a provider's game of the table or a side-menu game of its own. */
export interface RoundGame extends GameOfRounds {
  module: MinigameKindModule;
}

/**
 * Betting closes 5 s before the draw of a 30 s round, 10 s of a 1-minute one, 20 s of a 2-4 minute
 * one and 30 s of a 5-minute one: long enough for the stage to show "마감" and for a bet sent in
 * the last second to arrive, short enough that most of the round takes bets.
 */
export function closeSecondsFor(roundSeconds: number): number {
  if (roundSeconds <= 30) return 5;
  if (roundSeconds <= 60) return 10;
  if (roundSeconds < 300) return 20;
  return 30;
}

/** The games that the given kind modules can run (a kind without one is not run: its games answer 준비 중). */
export function roundGamesOf(modules: Partial<Record<RoundKind, MinigameKindModule>>): RoundGame[] {
  const table: Pick<MinigameGame, 'id' | 'nameKorean' | 'kind' | 'roundSeconds'>[] = [
    ...minigameGames,
    // The next* links are the next provider's games under a second address: only the others are new.
    ...sideMenuMinigameLinks.filter((link) => !minigameGames.some((game) => game.id === link.id)),
  ];
  return table.flatMap(({ id, nameKorean, kind, roundSeconds }) => {
    const module = kind === 'virtual' ? undefined : modules[kind];
    if (kind === 'virtual' || !module) return [];
    return [{ id, nameKorean, kind, roundSeconds, closeSeconds: closeSecondsFor(roundSeconds), module }];
  });
}

/** The games this server runs rounds for. */
export const roundGames: readonly RoundGame[] = roundGamesOf(kindModules);
