import { describe, expect, it } from 'vitest';

import type { Card, MinigameResult } from '../../minigame-results';
import { roadEntries, roadsOfKind, type MinigameRoadKey } from './minigame-roads';
import { patternRoad } from './pattern-road';

const powerball = (balls: number[], power: number): MinigameResult => ({ kind: 'powerball', balls, powerball: power });
const ladder = (start: 'left' | 'right', lines: 3 | 4): MinigameResult => ({ kind: 'ladder', start, lines });
const card = (rank: number, suit: Card['suit'] = 'H'): MinigameResult => ({ kind: 'oddeven', card: { suit, rank } });

/** What each of the kind's roads reads for one result. */
const readings = (result: MinigameResult) =>
  Object.fromEntries(roadsOfKind(result.kind).map((road) => [road.key, road.read(result)]));

const road = (kind: string, key: MinigameRoadKey) => {
  const found = roadsOfKind(kind).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no ${key} road for ${kind}`);
  return found;
};

describe('the powerball roads', () => {
  it('read the powerball and the normal balls’ sum, each as 홀/짝 and 언더/오버, on the lines the markets use', () => {
    // Sum 15 (홀, 언더), powerball 7 (홀, 오버).
    expect(readings(powerball([1, 2, 3, 4, 5], 7))).toEqual({
      power_oddeven: 'odd',
      power_underover: 'over',
      sum_oddeven: 'odd',
      sum_underover: 'under',
    });
    // Sum 72 is the last 언더, powerball 4 the last 언더; 0 is 짝.
    expect(readings(powerball([10, 11, 12, 13, 26], 4))).toMatchObject({ sum_underover: 'under', sum_oddeven: 'even' });
    expect(readings(powerball([10, 11, 12, 13, 27], 0))).toEqual({
      power_oddeven: 'even',
      power_underover: 'under',
      sum_oddeven: 'odd',
      sum_underover: 'over',
    });
    expect(readings(powerball([1, 2, 3, 4, 6], 5))).toMatchObject({ power_underover: 'over' });
  });

  it('draw a streak of eight 파워볼 홀 as six and two, from rounds of any order', () => {
    // Rounds 1-8: powerball odd; 9-10 even; 11 odd. Delivered newest first, as the rounds call answers.
    const powers = [1, 3, 5, 7, 9, 1, 3, 5, 0, 2, 9];
    const rounds = powers
      .map((power, index) => ({ id: index + 1, result: powerball([1, 2, 3, 4, 5], power) }))
      .reverse();
    const columns = patternRoad(roadEntries(road('powerball', 'power_oddeven'), rounds));
    expect(columns.map((column) => [column.outcome, column.entries.length, column.continued])).toEqual([
      ['odd', 6, false],
      ['odd', 2, true],
      ['even', 2, false],
      ['odd', 1, false],
    ]);
    expect(columns[1]?.entries.map((entry) => entry.roundId)).toEqual([7, 8]);
  });

  it('leave out rounds without a result (cancelled) and results of another kind', () => {
    const entries = roadEntries(road('powerball', 'sum_oddeven'), [
      { id: 3, result: null },
      { id: 2, result: powerball([1, 2, 3, 4, 6], 1) },
      { id: 1, result: ladder('left', 3) },
    ]);
    expect(entries).toEqual([{ roundId: 2, outcome: 'even' }]);
  });
});

describe('the ladder roads', () => {
  it('read 좌/우 출발, 3/4줄 and where the line ends: 좌3짝, 좌4홀, 우3홀, 우4짝', () => {
    expect(readings(ladder('left', 3))).toEqual({ ladder_start: 'left', ladder_lines: '3', ladder_oddeven: 'even' });
    expect(readings(ladder('left', 4))).toEqual({ ladder_start: 'left', ladder_lines: '4', ladder_oddeven: 'odd' });
    expect(readings(ladder('right', 3))).toEqual({ ladder_start: 'right', ladder_lines: '3', ladder_oddeven: 'odd' });
    expect(readings(ladder('right', 4))).toEqual({ ladder_start: 'right', ladder_lines: '4', ladder_oddeven: 'even' });
  });

  it('draw a ladder shoe on each of its three roads', () => {
    const shoe = [ladder('left', 3), ladder('left', 4), ladder('right', 4), ladder('right', 3), ladder('right', 3)];
    const rounds = shoe.map((result, index) => ({ id: 100 + index, result }));
    const columnsOf = (key: MinigameRoadKey) =>
      patternRoad(roadEntries(road('ladder', key), rounds)).map(
        (column) => `${column.outcome}×${column.entries.length}`,
      );
    expect(columnsOf('ladder_start')).toEqual(['left×2', 'right×3']);
    expect(columnsOf('ladder_lines')).toEqual(['3×1', '4×2', '3×2']);
    // 좌3짝 좌4홀 우4짝 우3홀 우3홀
    expect(columnsOf('ladder_oddeven')).toEqual(['even×1', 'odd×1', 'even×1', 'odd×2']);
  });

  it('are the keno ladder’s roads too', () => {
    const numbers = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(readings({ kind: 'kenoladder', numbers, start: 'right', lines: 4 })).toEqual({
      ladder_start: 'right',
      ladder_lines: '4',
      ladder_oddeven: 'even',
    });
  });
});

describe('the odd/even games’ road', () => {
  it('reads the card’s rank (A and K 홀, Q 짝) and the keno sum', () => {
    expect([1, 12, 13, 7].map((rank) => readings(card(rank)).oddeven)).toEqual(['odd', 'even', 'odd', 'odd']);
    // 1 + 2 + … + 20 = 210: 짝.
    expect(readings({ kind: 'keno', numbers: Array.from({ length: 20 }, (_, index) => index + 1) })).toEqual({
      oddeven: 'even',
    });
  });

  it('are none for games drawn without them', () => {
    expect(roadsOfKind('roulette')).toEqual([]);
    expect(roadsOfKind('baccarat')).toEqual([]);
  });
});
