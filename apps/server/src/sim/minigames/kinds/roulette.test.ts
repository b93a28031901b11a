import { describe, expect, it } from 'vitest';
import { ROULETTE_RED_NUMBERS as RED_NUMBERS } from '@site/contracts/minigame-wheels';
import { rouletteKind, type RouletteResult } from './roulette';
import { drawMany, expectShares, kindChecks, winners } from './test-odds';

const spin = (number: number): RouletteResult => ({ kind: 'roulette', number });

function* everyNumber() {
  for (let number = 0; number <= 36; number++) yield [spin(number), 1] as const;
}

describe('roulette', () => {
  kindChecks(rouletteKind, { exact: everyNumber });

  it('lands on every number of 0-36', () => {
    const seen = new Set(drawMany(rouletteKind, 3000, 'roulette-range').map(({ number }) => number));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, index) => index));
  });

  it('has eighteen red numbers, the wheel’s', () => {
    expect(RED_NUMBERS.size).toBe(18);
    expect([...RED_NUMBERS].filter((n) => n <= 10)).toEqual([1, 3, 5, 7, 9]);
    expect([...RED_NUMBERS].filter((n) => n > 10 && n <= 18)).toEqual([12, 14, 16, 18]);
  });

  it('settles the boundaries 18/19, 12/13, 24/25, 36, and 0 loses every even chance and dozen', () => {
    expect(winners(rouletteKind, spin(0))).toEqual({
      color: null,
      oddeven: null,
      highlow: null,
      dozen: null,
      zero: 'zero',
    });
    expect(winners(rouletteKind, spin(1))).toEqual({
      color: 'red',
      oddeven: 'odd',
      highlow: 'low',
      dozen: '1',
      zero: null,
    });
    expect(winners(rouletteKind, spin(12))).toMatchObject({ color: 'red', oddeven: 'even', dozen: '1' });
    expect(winners(rouletteKind, spin(13))).toMatchObject({ color: 'black', oddeven: 'odd', dozen: '2' });
    expect(winners(rouletteKind, spin(18))).toMatchObject({ color: 'red', highlow: 'low', dozen: '2' });
    expect(winners(rouletteKind, spin(19))).toMatchObject({ color: 'red', highlow: 'high', dozen: '2' });
    expect(winners(rouletteKind, spin(24))).toMatchObject({ color: 'black', dozen: '2' });
    expect(winners(rouletteKind, spin(25))).toMatchObject({ color: 'red', dozen: '3' });
    expect(winners(rouletteKind, spin(36))).toEqual({
      color: 'red',
      oddeven: 'even',
      highlow: 'high',
      dozen: '3',
      zero: null,
    });
  });

  it('wins each even chance a little under half the time (18 of 37)', () => {
    expectShares(
      rouletteKind,
      [
        ['color', 'red'],
        ['color', 'black'],
        ['oddeven', 'odd'],
        ['highlow', 'high'],
      ],
      [0.44, 0.53],
    );
  });

  it('describes the number in Korean', () => {
    expect(rouletteKind.describe(spin(17))).toBe('17 (검정·홀·로우)');
    expect(rouletteKind.describe(spin(0))).toBe('0 (제로)');
  });
});
