import { describe, expect, it } from 'vitest';

import type { Card } from '../minigame-results';
import { baccaratPoint, baccaratPoints, blackjackTotal } from './card-points';

const hand = (...ranks: number[]): Card[] => ranks.map((rank, i) => ({ suit: 'SHDC'[i % 4] as Card['suit'], rank }));

/**
 * The other way to count a blackjack hand (the one the site's table used): every ace 11, then 10 off
 * per ace while the hand is bust. Kept here as an independent check of blackjackTotal.
 */
function countingDown(cards: readonly Card[]): number {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += card.rank === 1 ? 11 : Math.min(card.rank, 10);
    if (card.rank === 1) aces += 1;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces -= 1;
  }
  return total;
}

/** Every hand the round engine can deal a side: two cards, then a card more while the total is under 17. */
function* dealableHands(): Generator<Card[]> {
  const grow = function* (cards: Card[]): Generator<Card[]> {
    yield cards;
    if (blackjackTotal(cards) >= 17) return;
    for (let rank = 1; rank <= 13; rank++) yield* grow([...cards, ...hand(rank)]);
  };
  for (let first = 1; first <= 13; first++) {
    for (let second = 1; second <= 13; second++) yield* grow(hand(first, second));
  }
}

describe('blackjack totals', () => {
  it('counts an ace 11 while the hand stays at 21 or under, else 1', () => {
    expect(blackjackTotal(hand(1, 13))).toBe(21);
    expect(blackjackTotal(hand(1, 6))).toBe(17);
    expect(blackjackTotal(hand(1, 6, 10))).toBe(17);
    expect(blackjackTotal(hand(1, 1))).toBe(12);
    expect(blackjackTotal(hand(1, 1, 9))).toBe(21);
    expect(blackjackTotal(hand(1, 1, 1, 1, 7))).toBe(21);
    expect(blackjackTotal(hand(13, 12, 2))).toBe(22);
  });

  it('agrees with counting every ace 11 and taking 10 off while bust, for every hand the engine can deal', () => {
    let hands = 0;
    let soft = 0;
    for (const cards of dealableHands()) {
      hands++;
      if (cards.some((card) => card.rank === 1)) soft++;
      const total = blackjackTotal(cards);
      if (total !== countingDown(cards)) expect.fail(`${cards.map((c) => c.rank).join(',')}: ${total}`);
    }
    expect(hands).toBeGreaterThan(80_000);
    expect(soft).toBeGreaterThan(10_000);
  });
});

describe('baccarat points', () => {
  it('counts aces 1, two to nine at face value and tens and pictures 0', () => {
    expect([1, 2, 9, 10, 11, 12, 13].map((rank) => baccaratPoint(hand(rank)[0] as Card))).toEqual([
      1, 2, 9, 0, 0, 0, 0,
    ]);
  });

  it('keeps the last digit of the sum', () => {
    expect(baccaratPoints(hand(1, 13))).toBe(1);
    expect(baccaratPoints(hand(7, 8))).toBe(5);
    expect(baccaratPoints(hand(10, 11, 12))).toBe(0);
    expect(baccaratPoints(hand(9, 9, 9))).toBe(7);
    expect(baccaratPoints([])).toBe(0);
  });
});
