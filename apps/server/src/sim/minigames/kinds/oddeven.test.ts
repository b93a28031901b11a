import { describe, expect, it } from 'vitest';
import type { Card } from '@site/contracts/minigame-results';
import { oddevenKind, type OddEvenResult } from './oddeven';
import { drawMany, expectShares, kindChecks, winners } from './test-odds';

const SUITS = ['S', 'H', 'D', 'C'] as const;
const card = (rank: number, suit: Card['suit'] = 'S'): OddEvenResult => ({ kind: 'oddeven', card: { suit, rank } });

function* everyCard() {
  for (const suit of SUITS) for (let rank = 1; rank <= 13; rank++) yield [card(rank, suit), 1] as const;
}

describe('odd/even', () => {
  kindChecks(oddevenKind, { exact: everyCard });

  it('draws every one of the 52 cards', () => {
    const seen = new Set(drawMany(oddevenKind, 3000, 'oddeven-range').map(({ card }) => `${card.suit}${card.rank}`));
    expect(seen.size).toBe(52);
  });

  it('reads A as 1 and J Q K as 11 12 13, with the 7 odd but the house number for 언더/오버', () => {
    expect(winners(oddevenKind, card(1, 'H'))).toEqual({
      oddeven: 'odd',
      underover: 'under',
      color: 'red',
      combo: 'odd_under',
    });
    expect(winners(oddevenKind, card(6, 'C'))).toEqual({
      oddeven: 'even',
      underover: 'under',
      color: 'black',
      combo: 'even_under',
    });
    expect(winners(oddevenKind, card(7, 'D'))).toEqual({
      oddeven: 'odd',
      underover: 'seven',
      color: 'red',
      combo: null,
    });
    expect(winners(oddevenKind, card(8, 'S'))).toMatchObject({
      oddeven: 'even',
      underover: 'over',
      combo: 'even_over',
    });
    expect(winners(oddevenKind, card(11))).toMatchObject({ oddeven: 'odd', underover: 'over', combo: 'odd_over' });
    expect(winners(oddevenKind, card(12))).toMatchObject({ oddeven: 'even', combo: 'even_over' });
    expect(winners(oddevenKind, card(13))).toMatchObject({ oddeven: 'odd', combo: 'odd_over' });
  });

  it('prices 홀 (7 of 13 ranks) shorter than 짝 (6 of 13)', () => {
    const prices = oddevenKind.markets.find((market) => market.key === 'oddeven')?.picks.map((pick) => pick.priceX100);
    expect(prices).toEqual([180, 210]);
  });

  it('wins 레드 and 블랙 about half the time, 홀 about 7/13', () => {
    expectShares(
      oddevenKind,
      [
        ['color', 'red'],
        ['color', 'black'],
      ],
      [0.46, 0.54],
    );
    expectShares(oddevenKind, [['oddeven', 'odd']], [0.5, 0.58]);
  });

  it('describes the card in Korean', () => {
    expect(oddevenKind.describe(card(7, 'H'))).toBe('♥7 (홀·세븐·레드)');
    expect(oddevenKind.describe(card(12, 'S'))).toBe('♠Q (짝·오버·블랙)');
  });
});
