/**
 * What the page last heard of each game's rounds: the current round with the moment its seconds
 * arrived (the countdown's base), and the latest drawn round (the stage's result). Every source
 * (minigame/events, the board, the rounds list, the stream) reports here; isNewerRound decides.
 */
import { create } from 'zustand';

import type { MinigameRound } from '@site/contracts/api/minigames';

import { isNewerRound, type RoundClock } from './round-clock';

interface RoundState {
  clocks: Partial<Record<number, RoundClock>>;
  lastDrawn: Partial<Record<number, MinigameRound>>;
}

export const useRoundStore = create<RoundState>(() => ({ clocks: {}, lastDrawn: {} }));

const isFinished = (round: MinigameRound) => round.status === 'drawn' || round.status === 'cancelled';

/** A report of one round, heard now. */
export function hearRound(round: MinigameRound, heardAt: number = performance.now()): void {
  useRoundStore.setState((state) => {
    const next: Partial<RoundState> = {};
    const clock = state.clocks[round.gameId];
    // A finished round is the current one only while nothing later has been heard.
    if (isNewerRound(clock?.round, round) && (!isFinished(round) || !clock || clock.round.id === round.id)) {
      next.clocks = { ...state.clocks, [round.gameId]: { round, heardAt } };
    }
    if (round.status === 'drawn' && round.result && isNewerRound(state.lastDrawn[round.gameId], round)) {
      next.lastDrawn = { ...state.lastDrawn, [round.gameId]: round };
    }
    return next;
  });
}

export const useRoundClock = (gameId: number): RoundClock | undefined => useRoundStore((state) => state.clocks[gameId]);

export const useLastDrawn = (gameId: number): MinigameRound | undefined =>
  useRoundStore((state) => state.lastDrawn[gameId]);

/** The id of the round the page takes as current, outside React (the stream's handler). */
export const currentRoundId = (gameId: number): number | undefined => useRoundStore.getState().clocks[gameId]?.round.id;
