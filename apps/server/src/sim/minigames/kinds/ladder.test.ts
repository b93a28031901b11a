import { describe, expect, it } from 'vitest';
import { ladderKind, type LadderResult } from './ladder';
import { drawMany, expectShares, kindChecks, winners } from './test-odds';

const ladder = (start: LadderResult['start'], lines: LadderResult['lines']): LadderResult => ({
  kind: 'ladder',
  start,
  lines,
});

function* everyLadder() {
  for (const start of ['left', 'right'] as const)
    for (const lines of [3, 4] as const) yield [ladder(start, lines), 1] as const;
}

describe('ladder', () => {
  kindChecks(ladderKind, { exact: everyLadder });

  it('ends 좌3짝, 좌4홀, 우3홀, 우4짝', () => {
    for (const [start, lines, end] of [
      ['left', 3, 'even'],
      ['left', 4, 'odd'],
      ['right', 3, 'odd'],
      ['right', 4, 'even'],
    ] as const) {
      expect(winners(ladderKind, ladder(start, lines))).toEqual({
        oddeven: end,
        start,
        lines: String(lines),
        combo: `${start}${lines}_${end}`,
      });
    }
  });

  it('draws all four ladders, each start, line count and end about half the time', () => {
    const draws = drawMany(ladderKind, 5000, 'ladder-range');
    expect(new Set(draws.map((draw) => `${draw.start}${draw.lines}`)).size).toBe(4);
    expectShares(
      ladderKind,
      [
        ['oddeven', 'odd'],
        ['start', 'left'],
        ['lines', '3'],
      ],
      [0.46, 0.54],
    );
  });

  it('names its picks the way Korean ladder sites do', () => {
    const combo = ladderKind.markets.find((market) => market.key === 'combo');
    expect(combo?.picks.map((pick) => pick.nameKorean)).toEqual(['좌3짝', '좌4홀', '우3홀', '우4짝']);
    expect(ladderKind.describe(ladder('right', 3))).toBe('우출발 3줄 홀');
  });
});
