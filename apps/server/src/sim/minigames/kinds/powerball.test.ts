import { describe, expect, it } from 'vitest';
import { distinctWithSum, drawMany, expectShares, kindChecks, subsetSumCounts, winners } from './test-odds';
import { normalSum, powerballKind, type PowerballResult } from './powerball';

const result = (balls: number[], powerball: number): PowerballResult => ({ kind: 'powerball', balls, powerball });

function* everyPowerball() {
  // Settlement reads only the sum and the powerball, so one ball set stands for all of its sum.
  for (const [sum, ways] of subsetSumCounts(5, 1, 28)) {
    for (let powerball = 0; powerball <= 9; powerball++) {
      yield [result(distinctWithSum(5, 1, 28, sum), powerball), ways] as const;
    }
  }
}

describe('powerball', () => {
  kindChecks(powerballKind, { exact: everyPowerball });

  it('draws five distinct balls of 1-28 and a powerball of 0-9, every value coming up', () => {
    const draws = drawMany(powerballKind, 5000, 'powerball-range');
    const balls = new Set<number>();
    const powerballs = new Set<number>();
    const sums: number[] = [];
    for (const draw of draws) {
      expect(new Set(draw.balls).size).toBe(5);
      draw.balls.forEach((ball) => balls.add(ball));
      powerballs.add(draw.powerball);
      sums.push(normalSum(draw));
    }
    expect([...balls].sort((a, b) => a - b)).toEqual(Array.from({ length: 28 }, (_, index) => index + 1));
    expect([...powerballs].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Math.min(...sums)).toBeGreaterThanOrEqual(15);
    expect(Math.max(...sums)).toBeLessThanOrEqual(130);
  });

  it('settles the powerball on 4 as 언더 and on 5 as 오버', () => {
    expect(winners(powerballKind, result([1, 2, 3, 4, 5], 4))).toMatchObject({
      power_oddeven: 'even',
      power_underover: 'under',
      power_combo: 'even_under',
    });
    expect(winners(powerballKind, result([1, 2, 3, 4, 5], 5))).toMatchObject({
      power_oddeven: 'odd',
      power_underover: 'over',
      power_combo: 'odd_over',
    });
    expect(winners(powerballKind, result([1, 2, 3, 4, 5], 0))).toMatchObject({ power_combo: 'even_under' });
    expect(winners(powerballKind, result([1, 2, 3, 4, 5], 9))).toMatchObject({ power_combo: 'odd_over' });
    expect(winners(powerballKind, result([1, 2, 3, 4, 5], 3))).toMatchObject({ power_combo: 'odd_under' });
    expect(winners(powerballKind, result([1, 2, 3, 4, 5], 8))).toMatchObject({ power_combo: 'even_over' });
  });

  it('settles every market on the normal-ball sum boundaries 64/65, 72/73 and 80/81', () => {
    const cases = [
      // [balls, sum, odd?, under?, size]
      [[1, 2, 3, 4, 5], 15, 'odd', 'under', 'small'],
      [[10, 11, 12, 13, 18], 64, 'even', 'under', 'small'],
      [[10, 11, 12, 13, 19], 65, 'odd', 'under', 'medium'],
      [[10, 11, 12, 19, 20], 72, 'even', 'under', 'medium'],
      [[10, 11, 12, 19, 21], 73, 'odd', 'over', 'medium'],
      [[10, 11, 12, 20, 27], 80, 'even', 'over', 'medium'],
      [[10, 11, 12, 20, 28], 81, 'odd', 'over', 'large'],
      [[24, 25, 26, 27, 28], 130, 'even', 'over', 'large'],
    ] as const;
    for (const [balls, sum, parity, side, size] of cases) {
      const drawn = result([...balls], 7);
      expect(normalSum(drawn)).toBe(sum);
      expect(winners(powerballKind, drawn), `sum ${sum}`).toEqual({
        power_oddeven: 'odd',
        power_underover: 'over',
        normal_oddeven: parity,
        normal_underover: side,
        normal_size: size,
        power_combo: 'odd_over',
        normal_combo: `${parity}_${side}`,
        normal_oddeven_size: `${parity}_${size}`,
        power_normal_oddeven: `odd_${parity}`,
        power_normal_underover: `over_${side}`,
      });
    }
  });

  it('wins each even-money pick about half the time', () => {
    expectShares(
      powerballKind,
      [
        ['power_oddeven', 'odd'],
        ['power_underover', 'under'],
        ['normal_oddeven', 'even'],
        ['normal_underover', 'over'],
      ],
      [0.46, 0.54],
    );
  });

  it('names markets, picks and results in Korean', () => {
    expect(powerballKind.describe(result([20, 21, 22, 13, 9], 7))).toBe('파워볼 7 (홀·오버) · 합 85 (홀·오버·대)');
    expect(new Set(powerballKind.markets.map((market) => market.group))).toEqual(new Set(['파워볼', '일반볼', '조합']));
    const combo = powerballKind.markets.find((market) => market.key === 'power_normal_oddeven');
    expect(combo?.picks.map((pick) => pick.nameKorean)).toEqual([
      '파워볼 홀+일반볼 홀',
      '파워볼 홀+일반볼 짝',
      '파워볼 짝+일반볼 홀',
      '파워볼 짝+일반볼 짝',
    ]);
  });
});
