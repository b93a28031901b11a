/**
 * The minigame bet being made (SPEC.md §4: a single object, replaced or cleared) and its stake.
 * Kept for the visit only: a pick of a round long gone is no use after a reload.
 */
import { create } from 'zustand';

import type { MinigameMarket } from '@site/contracts/api/minigames';

import { choosePick, repricePick, type MinigamePick } from './bet-pick';

interface BetState {
  pick: MinigamePick | null;
  stake: number;
  /** the price the pick had before the server refused it as changed (409), to show both */
  refusedPrice: number | null;
}

export const useMinigameBet = create<BetState>(() => ({ pick: null, stake: 0, refusedPrice: null }));

export const pressPick = (pick: MinigamePick): void =>
  useMinigameBet.setState((state) => ({ pick: choosePick(state.pick, pick), refusedPrice: null }));

export const clearPick = (): void => useMinigameBet.setState({ pick: null, refusedPrice: null });

/** Leaving a game for another: its pick means nothing there. The stake stays. */
export const forgetPickOfOtherGame = (gameId: number): void => {
  if (useMinigameBet.getState().pick?.gameId !== gameId) clearPick();
};

export const setStake = (stake: number): void => useMinigameBet.setState({ stake: Math.max(0, Math.floor(stake)) });

/** The board's prices for the chosen pick; a pick the board no longer offers is cleared. */
export function repriceFromBoard(markets: readonly MinigameMarket[], refused = false): void {
  const { pick } = useMinigameBet.getState();
  if (!pick) return;
  const repriced = repricePick(pick, markets);
  const moved = repriced !== null && repriced.price !== pick.price;
  useMinigameBet.setState((state) => ({
    pick: repriced,
    refusedPrice: refused && moved ? pick.price : repriced ? state.refusedPrice : null,
  }));
}
