import { describe, expect, it } from 'vitest';

import type { Card } from '../../minigame-results';

import { BEAD_ROWS, beadCounts, beadOf, beadRoad, beadsOf, type Bead } from './bead-road';

const card = (rank: number, suit: Card['suit'] = 'S'): Card => ({ suit, rank });

const bead = (roundId: number, outcome: Bead['outcome'] = 'P'): Bead => ({
  roundId,
  outcome,
  playerPair: false,
  bankerPair: false,
  points: 0,
});

describe('baccarat winners', () => {
  it('name the side with more points, a tie when equal, and the pairs of the first two cards', () => {
    const result = { kind: 'baccarat' as const, player: [card(4), card(4, 'H')], banker: [card(2), card(3)] };
    expect(beadOf(7, result)).toEqual({ roundId: 7, outcome: 'P', playerPair: true, bankerPair: false, points: 8 });
    expect(beadOf(8, { ...result, banker: [card(9), card(10)] }).outcome).toBe('B');
    expect(beadOf(9, { ...result, banker: [card(5), card(3)] })).toMatchObject({ outcome: 'T', points: 8 });
  });

  it('are read from rounds of any order, oldest first, leaving out rounds without a baccarat result', () => {
    const result = { kind: 'baccarat' as const, player: [card(1), card(2)], banker: [card(3), card(4)] };
    const beads = beadsOf([
      { id: 12, result },
      { id: 11, result: null },
      { id: 10, result },
      { id: 13, result: { kind: 'roulette', number: 3 } },
    ]);
    expect(beads.map((b) => b.roundId)).toEqual([10, 12]);
  });
});

describe('the bead road', () => {
  it('fills a column of six from the top, then the next column', () => {
    const road = beadRoad(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) => bead(id)),
      10,
    );
    expect(road.map((b) => [b.roundId, b.column, b.row])).toEqual([
      [1, 0, 0],
      [2, 0, 1],
      [3, 0, 2],
      [4, 0, 3],
      [5, 0, 4],
      [6, 0, 5],
      [7, 1, 0],
      [8, 1, 1],
    ]);
  });

  it('keeps the newest rounds that fit, dropping whole columns so every bead keeps its row', () => {
    const beads = Array.from({ length: 3 * BEAD_ROWS + 2 }, (_, i) => bead(i + 1));
    const road = beadRoad(beads, 3);
    // 20 beads, room for 18: the first column (six beads) goes, the last column holds two.
    expect(road).toHaveLength(14);
    expect(road[0]).toMatchObject({ roundId: 7, column: 0, row: 0 });
    expect(road.at(-1)).toMatchObject({ roundId: 20, column: 2, row: 1 });
    expect(beadRoad([], 3)).toEqual([]);
  });

  it('counts each outcome', () => {
    expect(beadCounts([bead(1, 'P'), bead(2, 'B'), bead(3, 'B'), bead(4, 'T')])).toEqual({ P: 1, B: 2, T: 1 });
  });
});
