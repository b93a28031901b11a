import { describe, expect, it } from 'vitest';
import { diceKind, type DiceResult } from './dice';
import { drawMany, expectShares, kindChecks, winners } from './test-odds';

const dice = (a: number, b: number): DiceResult => ({ kind: 'dice', dice: [a, b] });

function* everyThrow() {
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) yield [dice(a, b), 1] as const;
}

describe('dice', () => {
  kindChecks(diceKind, { exact: everyThrow });

  it('throws every face of both dice', () => {
    const draws = drawMany(diceKind, 3000, 'dice-range');
    expect(new Set(draws.map(({ dice: [a, b] }) => `${a}${b}`)).size).toBe(36);
  });

  it('settles 6 as 언더, 7 as the 7 pick only, 8 as 오버, and doubles', () => {
    expect(winners(diceKind, dice(1, 1))).toEqual({ oddeven: 'even', underover: 'under', double: 'double' });
    expect(winners(diceKind, dice(2, 4))).toEqual({ oddeven: 'even', underover: 'under', double: null });
    expect(winners(diceKind, dice(3, 4))).toEqual({ oddeven: 'odd', underover: 'seven', double: null });
    expect(winners(diceKind, dice(4, 4))).toEqual({ oddeven: 'even', underover: 'over', double: 'double' });
    expect(winners(diceKind, dice(6, 5))).toEqual({ oddeven: 'odd', underover: 'over', double: null });
  });

  it('wins 홀 and 짝 about half the time', () => {
    expectShares(
      diceKind,
      [
        ['oddeven', 'odd'],
        ['oddeven', 'even'],
      ],
      [0.46, 0.54],
    );
  });

  it('describes the throw in Korean', () => {
    expect(diceKind.describe(dice(3, 4))).toBe('3·4 · 합 7 (홀·7)');
    expect(diceKind.describe(dice(5, 5))).toBe('5·5 · 합 10 (짝·오버·더블)');
  });
});
