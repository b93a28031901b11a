import { describe, expect, it } from 'vitest';

import type { MinigameRound } from '@site/contracts/api/minigames';

import { countdownOf, isNewerRound } from './round-clock';

const round = (over: Partial<MinigameRound> = {}): MinigameRound => ({
  id: 10,
  gameId: 211,
  roundNo: 1042,
  date: '2026-05-01',
  status: 'open',
  // The server's instants are deliberately far from this machine's clock: the countdown must not read them.
  opensAt: '1999-01-01T00:00:00.000Z',
  closesAt: '1999-01-01T00:00:55.000Z',
  drawsAt: '1999-01-01T00:01:00.000Z',
  secondsToClose: 42,
  secondsToDraw: 47,
  commitment: 'ab'.repeat(32),
  secret: null,
  result: null,
  resultText: null,
  ...over,
});

describe('the round countdown', () => {
  it('starts from the seconds the server sent, whatever its instants say', () => {
    expect(countdownOf({ round: round(), heardAt: 5_000 }, 5_000)).toEqual({
      secondsToClose: 42,
      secondsToDraw: 47,
      phase: 'open',
    });
  });

  it('ticks down by the whole seconds that passed on this page since the figure arrived', () => {
    const clock = { round: round(), heardAt: 1_000 };
    expect(countdownOf(clock, 1_999).secondsToClose).toBe(42);
    expect(countdownOf(clock, 2_000).secondsToClose).toBe(41);
    expect(countdownOf(clock, 31_500)).toMatchObject({ secondsToClose: 12, secondsToDraw: 17 });
  });

  it('is closed in the last seconds before the draw, then drawing until the result arrives', () => {
    const clock = { round: round(), heardAt: 0 };
    expect(countdownOf(clock, 41_999).phase).toBe('open');
    expect(countdownOf(clock, 42_000)).toEqual({ secondsToClose: 0, secondsToDraw: 5, phase: 'closed' });
    expect(countdownOf(clock, 47_000)).toEqual({ secondsToClose: 0, secondsToDraw: 0, phase: 'drawing' });
    expect(countdownOf(clock, 600_000).phase).toBe('drawing');
  });

  it('takes the server’s word that a round is closed, drawn or cancelled', () => {
    expect(countdownOf({ round: round({ status: 'closed', secondsToClose: 0 }), heardAt: 0 }, 0).phase).toBe('closed');
    expect(countdownOf({ round: round({ status: 'drawn' }), heardAt: 0 }, 0)).toEqual({
      secondsToClose: 0,
      secondsToDraw: 0,
      phase: 'drawn',
    });
    expect(countdownOf({ round: round({ status: 'cancelled' }), heardAt: 0 }, 0).phase).toBe('cancelled');
  });

  it('never counts below zero nor up when the page timer goes backwards', () => {
    expect(countdownOf({ round: round(), heardAt: 10_000 }, 9_000).secondsToClose).toBe(42);
    expect(countdownOf({ round: round({ secondsToClose: 0, secondsToDraw: 0 }), heardAt: 0 }, 0)).toMatchObject({
      secondsToClose: 0,
      secondsToDraw: 0,
    });
  });
});

describe('which news of a game’s rounds is kept', () => {
  it('prefers a later round, and for one round a status that moved on', () => {
    expect(isNewerRound(undefined, round())).toBe(true);
    expect(isNewerRound(round({ id: 10 }), round({ id: 11 }))).toBe(true);
    expect(isNewerRound(round({ id: 11 }), round({ id: 10, status: 'drawn' }))).toBe(false);
    expect(isNewerRound(round({ status: 'closed' }), round({ status: 'open' }))).toBe(false);
    expect(isNewerRound(round({ status: 'open' }), round({ status: 'drawn' }))).toBe(true);
    // The same round again re-syncs the seconds.
    expect(isNewerRound(round({ secondsToClose: 40 }), round({ secondsToClose: 30 }))).toBe(true);
  });
});
