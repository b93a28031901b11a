import { describe, expect, it } from 'vitest';
import { kenoladderKind, ladderOfKeno, type KenoLadderResult } from './kenoladder';
import { distinctWithSum, drawMany, expectShares, kindChecks, winners } from './test-odds';

/** A keno ladder result as the draw makes it: the ladder read from the numbers. */
const fromNumbers = (numbers: number[]): KenoLadderResult => ({
  kind: 'kenoladder',
  numbers,
  ...ladderOfKeno(numbers),
});

const binomial = (n: number, k: number) => {
  let value = 1;
  for (let i = 0; i < k; i++) value = (value * (n - i)) / (i + 1);
  return value;
};

/** P(the sum of the twenty is odd | the first number's parity): the other 19 are drawn from 69. */
function sumOddGiven(firstOdd: boolean) {
  const odd = firstOdd ? 34 : 35;
  let ways = 0;
  for (let k = 0; k <= 19; k++) {
    // first odd: the sum is odd when an even number of the rest are odd, and the other way round
    if ((k % 2 === 0) === firstOdd) ways += binomial(odd, k) * binomial(69 - odd, 19 - k);
  }
  return ways / binomial(69, 19);
}

function* everyLadder() {
  // The four ladders, each with a keno draw that gives it, weighted by their exact probabilities.
  for (const firstOdd of [true, false]) {
    const p = sumOddGiven(firstOdd);
    for (const sumOdd of [true, false]) {
      const numbers = distinctWithSum(20, 1, 70, sumOdd ? 211 : 210);
      const first = numbers.findIndex((number) => number % 2 === (firstOdd ? 1 : 0));
      [numbers[0], numbers[first]] = [numbers[first] as number, numbers[0] as number];
      yield [fromNumbers(numbers), 0.5 * (sumOdd ? p : 1 - p)] as const;
    }
  }
}

describe('keno ladder', () => {
  kindChecks(kenoladderKind, { exact: everyLadder });

  it('reads the ladder from the draw: first number odd → 좌, sum odd → 3줄', () => {
    for (const draw of drawMany(kenoladderKind, 2000, 'kenoladder-range')) {
      expect(new Set(draw.numbers).size).toBe(20);
      expect(draw.start).toBe((draw.numbers[0] as number) % 2 === 1 ? 'left' : 'right');
      const sum = draw.numbers.reduce((total, number) => total + number, 0);
      expect(draw.lines).toBe(sum % 2 === 1 ? 3 : 4);
    }
    // 21 first (odd) and the sum 1+2+…+20 = 210 with 21 for 20: 211, odd.
    const numbers = [21, ...Array.from({ length: 19 }, (_, index) => index + 1)];
    expect(ladderOfKeno(numbers)).toEqual({ start: 'left', lines: 3 });
    expect(winners(kenoladderKind, fromNumbers(numbers))).toEqual({
      oddeven: 'even',
      start: 'left',
      lines: '3',
      combo: 'left3_even',
    });
    expect(ladderOfKeno([20, ...Array.from({ length: 19 }, (_, index) => index + 1)])).toEqual({
      start: 'right',
      lines: 4,
    });
  });

  it('keeps the four ladders about equally likely: each start, line count and end about half', () => {
    expect(sumOddGiven(true)).toBeCloseTo(0.5, 8);
    expect(sumOddGiven(false)).toBeCloseTo(0.5, 8);
    expectShares(
      kenoladderKind,
      [
        ['oddeven', 'odd'],
        ['start', 'left'],
        ['lines', '4'],
      ],
      [0.46, 0.54],
    );
  });

  it('describes the ladder with the numbers it came from', () => {
    const numbers = [21, ...Array.from({ length: 19 }, (_, index) => index + 1)];
    expect(kenoladderKind.describe(fromNumbers(numbers))).toBe('좌출발 3줄 짝 (첫 공 21 · 숫자합 211)');
  });
});
