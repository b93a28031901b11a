/**
 * The minigame slips: SPEC.md §4's single bet object (a pick replaced or cleared, and its stake), kept
 * per game as Korean sites keep a cart per book, so that moving between games never loses or mixes
 * them. Each game's slip is saved in localStorage under its own key: a reload keeps it, and two tabs
 * on two games never write over each other's. A pick read back is repriced against the board when the
 * board loads (repriceFromBoard) and dropped when the board no longer offers it.
 */
import { create } from 'zustand';

import type { MinigameMarket } from '@site/contracts/api/minigames';

import { choosePick, repricePick, type MinigamePick } from './bet-pick';

export interface GameSlip {
  pick: MinigamePick | null;
  stake: number;
  /** the price the pick had before the server refused it as changed (409), to show both; not saved */
  refusedPrice: number | null;
}

interface SlipsState {
  /** the slips of the games opened in this visit, by game id */
  slips: Partial<Record<number, GameSlip>>;
}

const EMPTY_SLIP: GameSlip = { pick: null, stake: 0, refusedPrice: null };

export const slipStorageKey = (gameId: number): string => `site.minigame-slip.${gameId}`;

export const useMinigameSlips = create<SlipsState>(() => ({ slips: {} }));

const isPick = (value: unknown, gameId: number): value is MinigamePick => {
  if (typeof value !== 'object' || value === null) return false;
  const pick = value as Record<string, unknown>;
  return (
    pick.gameId === gameId &&
    typeof pick.marketKey === 'string' &&
    typeof pick.marketNameKorean === 'string' &&
    typeof pick.pickKey === 'string' &&
    typeof pick.pickNameKorean === 'string' &&
    typeof pick.price === 'number'
  );
};

/** The game's saved slip; anything unreadable (an old shape, another game's pick) counts as none. */
function readSaved(gameId: number): GameSlip {
  try {
    const saved = JSON.parse(localStorage.getItem(slipStorageKey(gameId)) ?? 'null') as {
      pick?: unknown;
      stake?: unknown;
    } | null;
    if (!saved) return EMPTY_SLIP;
    const stake = typeof saved.stake === 'number' && Number.isInteger(saved.stake) && saved.stake > 0 ? saved.stake : 0;
    return { pick: isPick(saved.pick, gameId) ? saved.pick : null, stake, refusedPrice: null };
  } catch {
    return EMPTY_SLIP;
  }
}

function save(gameId: number, { pick, stake }: GameSlip): void {
  try {
    if (!pick && stake === 0) localStorage.removeItem(slipStorageKey(gameId));
    else localStorage.setItem(slipStorageKey(gameId), JSON.stringify({ pick, stake }));
  } catch {
    // Storage full or refused (private mode): the slip still lives for the visit.
  }
}

const slipOf = (gameId: number): GameSlip => useMinigameSlips.getState().slips[gameId] ?? readSaved(gameId);

function update(gameId: number, change: (slip: GameSlip) => Partial<GameSlip>): void {
  const current = slipOf(gameId);
  const next = { ...current, ...change(current) };
  useMinigameSlips.setState((state) => ({ slips: { ...state.slips, [gameId]: next } }));
  if (next.pick !== current.pick || next.stake !== current.stake) save(gameId, next);
}

/** The game page opens its game's slip: the one of this visit, else the saved one. */
export function openSlip(gameId: number): void {
  if (useMinigameSlips.getState().slips[gameId]) return;
  const saved = readSaved(gameId);
  useMinigameSlips.setState((state) => ({ slips: { ...state.slips, [gameId]: saved } }));
}

/** A part of one game's slip, re-rendering only when that part changes. */
export const useGameSlip = <T>(gameId: number, select: (slip: GameSlip) => T): T =>
  useMinigameSlips((state) => select(state.slips[gameId] ?? EMPTY_SLIP));

/** The game's slip as it is now, for handlers. */
export const currentSlip = (gameId: number): GameSlip => slipOf(gameId);

/** A pick button pressed: that pick becomes its game's bet, or clears it when it already was. */
export const pressPick = (pick: MinigamePick): void =>
  update(pick.gameId, (slip) => ({ pick: choosePick(slip.pick, pick), refusedPrice: null }));

export const clearPick = (gameId: number): void => update(gameId, () => ({ pick: null, refusedPrice: null }));

/** A placed bet clears the pick and its stake: the next bet's chips start from 0, not from the last stake. */
export const clearPlacedBet = (gameId: number): void => update(gameId, () => EMPTY_SLIP);

export const setStake = (gameId: number, stake: number): void =>
  update(gameId, () => ({ stake: Math.max(0, Math.floor(stake)) }));

/** The board's prices for the game's pick; a pick the board no longer offers is cleared. */
export function repriceFromBoard(gameId: number, markets: readonly MinigameMarket[], refused = false): void {
  const { pick } = slipOf(gameId);
  if (!pick) return;
  const repriced = repricePick(pick, markets);
  const moved = repriced !== null && repriced.price !== pick.price;
  update(gameId, (slip) => ({
    pick: repriced,
    refusedPrice: refused && moved ? pick.price : repriced ? slip.refusedPrice : null,
  }));
}
