import { describe, expect, it } from 'vitest';
import type { Card } from '@site/contracts/minigame-results';
import { cardDecks } from '../cards';
import { drawMany, itKeepsTheKindContract, shareOf } from '../test-random';
import { highLowBand, highlowKind, type HighLowResult } from './highlow';

const of = (card: Card): HighLowResult => ({ kind: 'highlow', card });
const settleAll = (card: Card) => [
  ...['high', 'low', 'seven'].map((pick) => highlowKind.settle(of(card), 'highlow', pick)),
  ...['red', 'black'].map((pick) => highlowKind.settle(of(card), 'color', pick)),
];

describe('high/low', () => {
  it('settles 8 to K high, A to 6 low and the seven on its own', () => {
    expect(settleAll({ suit: 'S', rank: 8 })).toEqual([2, 1, 1, 1, 2]);
    expect(settleAll({ suit: 'H', rank: 13 })).toEqual([2, 1, 1, 2, 1]);
    expect(settleAll({ suit: 'D', rank: 1 })).toEqual([1, 2, 1, 2, 1]);
    expect(settleAll({ suit: 'C', rank: 6 })).toEqual([1, 2, 1, 1, 2]);
    expect(settleAll({ suit: 'H', rank: 7 })).toEqual([1, 1, 2, 2, 1]);
  });

  it('describes the card, its band and colour', () => {
    expect(highlowKind.describe(of({ suit: 'S', rank: 8 }))).toBe('♠8 · 하이 · 블랙');
    expect(highlowKind.describe(of({ suit: 'D', rank: 7 }))).toBe('♦7 · 세븐 · 레드');
  });

  it('draws every card of the deck about equally often', () => {
    const results = drawMany(highlowKind, 52_000);
    expect(new Set(results.map((r) => `${r.card.suit}${r.card.rank}`)).size).toBe(52);
    expect(shareOf(results, (r) => highLowBand(r) === 'high')).toBeCloseTo(24 / 52, 2);
    expect(shareOf(results, (r) => highLowBand(r) === 'seven')).toBeCloseTo(4 / 52, 2);
  });

  itKeepsTheKindContract(highlowKind, () => cardDecks(1).map(of));
});
