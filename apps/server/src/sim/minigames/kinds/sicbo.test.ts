import { describe, expect, it } from 'vitest';
import { sicboKind, type SicboResult } from './sicbo';
import { drawMany, expectShares, kindChecks, winners } from './test-odds';

const roll = (a: number, b: number, c: number): SicboResult => ({ kind: 'sicbo', dice: [a, b, c] });

function* everyRoll() {
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) yield [roll(a, b, c), 1] as const;
}

describe('sic bo', () => {
  kindChecks(sicboKind, { exact: everyRoll });

  it('rolls all 216 combinations', () => {
    const draws = drawMany(sicboKind, 5000, 'sicbo-range');
    expect(new Set(draws.map(({ dice }) => dice.join(''))).size).toBe(216);
  });

  it('settles 10 as 소 and 11 as 대, and a triple loses 대소 and 홀짝', () => {
    expect(winners(sicboKind, roll(1, 4, 5))).toEqual({ size: 'small', oddeven: 'even', triple: null, total: '10' });
    expect(winners(sicboKind, roll(2, 4, 5))).toEqual({ size: 'big', oddeven: 'odd', triple: null, total: '11' });
    expect(winners(sicboKind, roll(1, 1, 2))).toEqual({ size: 'small', oddeven: 'even', triple: null, total: '4' });
    expect(winners(sicboKind, roll(6, 6, 5))).toEqual({ size: 'big', oddeven: 'odd', triple: null, total: '17' });
    expect(winners(sicboKind, roll(3, 3, 3))).toEqual({ size: null, oddeven: null, triple: 'any', total: '9' });
    expect(winners(sicboKind, roll(1, 1, 1))).toEqual({ size: null, oddeven: null, triple: 'any', total: null });
    expect(winners(sicboKind, roll(6, 6, 6))).toEqual({ size: null, oddeven: null, triple: 'any', total: null });
  });

  it('wins 대, 소, 홀 and 짝 a little under half the time (105 of 216)', () => {
    expectShares(
      sicboKind,
      [
        ['size', 'big'],
        ['size', 'small'],
        ['oddeven', 'odd'],
        ['oddeven', 'even'],
      ],
      [0.44, 0.53],
    );
  });

  it('describes the roll in Korean', () => {
    expect(sicboKind.describe(roll(2, 5, 6))).toBe('2·5·6 · 합 13 (대·홀)');
    expect(sicboKind.describe(roll(3, 3, 3))).toBe('3·3·3 · 합 9 (트리플)');
  });
});
