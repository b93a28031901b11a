import { describe, expect, it } from 'vitest';
import { ROULETTE_CHICKEN, ROULETTE_MISS, ROULETTE_PIZZA } from '@site/contracts/api/roulette';
import { drawPrize, drawablePrizes } from './draw';

const values = { chickenValue: 20_000, pizzaValue: 25_000 };
const prizes = [
  { code: ROULETTE_CHICKEN, weight: 1 },
  { code: ROULETTE_PIZZA, weight: 1 },
  { code: ROULETTE_MISS, weight: 2 },
  { code: 10_000, weight: 4 },
  { code: 50_000, weight: 0 },
];

describe('the roulette draw', () => {
  it('lands on each prize for its share of tickets, in wheel order', () => {
    const landed = Array.from({ length: 8 }, (_, ticket) =>
      drawPrize({ prizes, remaining: null, values, pick: () => ticket }),
    );
    expect(landed).toEqual([1, 2, 3, 3, 10_000, 10_000, 10_000, 10_000]);
  });

  it('leaves out prizes the day’s budget cannot pay and those weighted 0', () => {
    expect(drawablePrizes({ prizes, remaining: 15_000, values }).map((prize) => prize.code)).toEqual([
      ROULETTE_MISS,
      10_000,
    ]);
    expect(drawablePrizes({ prizes, remaining: 0, values }).map((prize) => prize.code)).toEqual([ROULETTE_MISS]);
  });

  it('draws a miss when nothing drawable carries weight', () => {
    const onlyBig = [
      { code: ROULETTE_MISS, weight: 0 },
      { code: 50_000, weight: 5 },
    ];
    expect(drawPrize({ prizes: onlyBig, remaining: 10_000, values, pick: () => 0 })).toBe(ROULETTE_MISS);
  });
});
