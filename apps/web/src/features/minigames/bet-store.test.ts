import { beforeEach, describe, expect, it } from 'vitest';

import type { MinigameMarket } from '@site/contracts/api/minigames';

import type { MinigamePick } from './bet-pick';
import {
  clearPick,
  currentSlip,
  openSlip,
  pressPick,
  repriceFromBoard,
  setStake,
  slipStorageKey,
  useMinigameSlips,
} from './bet-store';

const pickOf = (gameId: number, pickKey = 'odd', price = 1.95): MinigamePick => ({
  gameId,
  marketKey: 'power_oddeven',
  marketNameKorean: '파워볼 홀짝',
  pickKey,
  pickNameKorean: pickKey === 'odd' ? '홀' : '짝',
  price,
});

const boardOffering = (picks: { key: string; price: number }[]): MinigameMarket[] => [
  {
    key: 'power_oddeven',
    nameKorean: '파워볼 홀짝',
    group: '파워볼',
    picks: picks.map((pick) => ({ ...pick, nameKorean: pick.key === 'odd' ? '홀' : '짝' })),
  },
];

/** A new visit: what the tab kept in memory is gone, localStorage stays. */
const reload = () => useMinigameSlips.setState({ slips: {} });

beforeEach(() => {
  localStorage.clear();
  reload();
});

describe('a slip per minigame', () => {
  it('keeps each game’s pick and stake apart: a pick in one game leaves the other’s alone', () => {
    pressPick(pickOf(211));
    setStake(211, 5_000);
    pressPick(pickOf(217, 'even'));
    setStake(217, 12_000);
    expect(currentSlip(211)).toMatchObject({ pick: pickOf(211), stake: 5_000 });
    expect(currentSlip(217)).toMatchObject({ pick: pickOf(217, 'even'), stake: 12_000 });
    clearPick(217);
    expect(currentSlip(211).pick).toEqual(pickOf(211));
  });

  it('survives a reload from localStorage, one key per game', () => {
    pressPick(pickOf(211));
    setStake(211, 5_000);
    expect(localStorage.getItem(slipStorageKey(211))).toContain('"stake":5000');
    reload();
    openSlip(211);
    expect(useMinigameSlips.getState().slips[211]).toMatchObject({ pick: pickOf(211), stake: 5_000 });
    // An emptied slip leaves nothing behind.
    clearPick(211);
    setStake(211, 0);
    expect(localStorage.getItem(slipStorageKey(211))).toBeNull();
  });

  it('reprices a saved pick against the board, and drops it when the board no longer offers it', () => {
    pressPick(pickOf(211));
    reload();
    openSlip(211);
    repriceFromBoard(211, boardOffering([{ key: 'odd', price: 1.9 }]));
    expect(currentSlip(211).pick?.price).toBe(1.9);
    reload();
    openSlip(211);
    expect(currentSlip(211).pick?.price).toBe(1.9);
    repriceFromBoard(211, boardOffering([{ key: 'even', price: 1.95 }]));
    expect(currentSlip(211).pick).toBeNull();
    reload();
    expect(currentSlip(211).pick).toBeNull();
  });

  it('reads a damaged or foreign saved slip as empty', () => {
    localStorage.setItem(slipStorageKey(211), '{not json');
    localStorage.setItem(slipStorageKey(212), JSON.stringify({ pick: pickOf(999), stake: -4 }));
    openSlip(211);
    openSlip(212);
    expect(currentSlip(211)).toEqual({ pick: null, stake: 0, refusedPrice: null });
    expect(currentSlip(212)).toEqual({ pick: null, stake: 0, refusedPrice: null });
  });
});
