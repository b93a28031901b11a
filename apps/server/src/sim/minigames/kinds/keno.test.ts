import { describe, expect, it } from 'vitest';
import { KENO_SUM_LINE, kenoKind, kenoSum, type KenoResult } from './keno';
import { distinctWithSum, drawMany, expectShares, kindChecks, subsetSumCounts, winners } from './test-odds';

const keno = (numbers: number[]): KenoResult => ({ kind: 'keno', numbers });

function* everySum() {
  // Settlement reads only the sum, so one draw stands for every draw of its sum.
  for (const [sum, ways] of subsetSumCounts(20, 1, 70)) yield [keno(distinctWithSum(20, 1, 70, sum)), ways] as const;
}

describe('speed keno', () => {
  kindChecks(kenoKind, { exact: everySum });

  it('draws twenty distinct numbers of 1-70, every number coming up', () => {
    const seen = new Set<number>();
    for (const draw of drawMany(kenoKind, 2000, 'keno-range')) {
      expect(new Set(draw.numbers).size).toBe(20);
      draw.numbers.forEach((number) => seen.add(number));
    }
    expect(Math.min(...seen)).toBe(1);
    expect(Math.max(...seen)).toBe(70);
    expect(seen.size).toBe(70);
  });

  it('puts its line at the median of the sum: 710 is 언더, 711 오버', () => {
    const counts = subsetSumCounts(20, 1, 70);
    let total = 0;
    let below = 0;
    for (const [sum, ways] of counts) {
      total += ways;
      if (sum < KENO_SUM_LINE) below += ways;
    }
    expect(below / total).toBeGreaterThan(0.5);
    expect((below - (counts.get(710) ?? 0)) / total).toBeLessThan(0.5);

    const at710 = keno(distinctWithSum(20, 1, 70, 710));
    const at711 = keno(distinctWithSum(20, 1, 70, 711));
    expect(kenoSum(at710.numbers)).toBe(710);
    expect(winners(kenoKind, at710)).toEqual({ sum_oddeven: 'even', sum_underover: 'under', sum_combo: 'even_under' });
    expect(winners(kenoKind, at711)).toEqual({ sum_oddeven: 'odd', sum_underover: 'over', sum_combo: 'odd_over' });
    expect(winners(kenoKind, keno(distinctWithSum(20, 1, 70, 210)))).toMatchObject({ sum_combo: 'even_under' });
    expect(winners(kenoKind, keno(distinctWithSum(20, 1, 70, 1189)))).toMatchObject({ sum_combo: 'odd_over' });
  });

  it('wins 홀, 짝, 언더 and 오버 each about half the time', () => {
    expectShares(
      kenoKind,
      [
        ['sum_oddeven', 'odd'],
        ['sum_oddeven', 'even'],
        ['sum_underover', 'under'],
        ['sum_underover', 'over'],
      ],
      [0.46, 0.54],
    );
  });

  it('describes the sum in Korean', () => {
    expect(kenoKind.describe(keno(distinctWithSum(20, 1, 70, 725)))).toBe('숫자합 725 (홀·오버)');
  });
});
