import { describe, expect, it } from 'vitest';

import { koreaDays, koreaGame, koreaLine, seoulClock, seoulDay } from './korea-table';
import { fixture, market } from './test-fixtures';

const result = (id: number) =>
  market({
    id,
    marketType: '1X2',
    selections: [
      { id: id * 10 + 2, name: '2', price: 3.1, status: 'open' },
      { id: id * 10 + 3, name: 'X', price: 3.4, status: 'open' },
      { id: id * 10 + 1, name: '1', price: 2.05, status: 'open' },
    ],
  });
const total = (id: number, line: string) =>
  market({
    id,
    marketType: 'Under/Over',
    line,
    selections: [
      { id: id * 10 + 1, name: 'Under', price: 1.9, status: 'open' },
      { id: id * 10 + 2, name: 'Over', price: 1.9, status: 'open' },
    ],
  });

describe('the 국내형 table’s days', () => {
  it('sorts games by start time and puts a separator on each Seoul day', () => {
    const late = fixture({ startAt: '2026-11-24T15:30:00.000Z' }); // 11-25 00:30 in Seoul
    const first = fixture({ startAt: '2026-11-24T05:00:00.000Z' });
    const second = fixture({ startAt: '2026-11-24T09:00:00.000Z' });
    const days = koreaDays([late, second, first]);
    expect(days.map((day) => day.label)).toEqual(['11월 24일 (화)', '11월 25일 (수)']);
    expect(days[0]?.fixtures.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(days[1]?.fixtures.map((item) => item.id)).toEqual([late.id]);
  });

  it('keeps the list’s order for games that start together', () => {
    const a = fixture({ startAt: '2026-11-24T05:00:00.000Z' });
    const b = fixture({ startAt: '2026-11-24T05:00:00.000Z' });
    const earlier = fixture({ startAt: '2026-11-24T04:00:00.000Z' });
    expect(koreaDays([b, a, earlier])[0]?.fixtures.map((item) => item.id)).toEqual([earlier.id, b.id, a.id]);
  });

  it('reads the day and the clock in Seoul time', () => {
    expect(seoulDay('2026-11-30T16:00:00.000Z')).toEqual({ day: '2026-12-01', label: '12월 1일 (화)' });
    expect(seoulClock('2026-11-24T10:40:00.000Z')).toBe('19:40');
  });
});

describe('the 국내형 table’s lines', () => {
  it('shows 승무패, then the main handicap, then the main total, one line each', () => {
    const game = koreaGame(
      'cross',
      fixture({
        markets: [
          total(1, '2.5'),
          total(2, '3.5'),
          market({ id: 3, marketType: 'Handicap', line: '-1.5' }),
          market({ id: 4, marketType: 'Handicap', line: '-0.5' }),
          result(5),
        ],
        marketCount: 5,
      }),
    );
    expect(game.lines.map((line) => [line.kind, line.market.id])).toEqual([
      ['result', 5],
      ['handicap', 3],
      ['total', 1],
    ]);
    expect(game.hidden).toBe(2);
  });

  it('puts home left, away right and the draw in the middle of a result', () => {
    const line = koreaLine(result(7));
    expect(line?.home.name).toBe('1');
    expect(line?.away.name).toBe('2');
    expect(line?.draw?.name).toBe('X');
    expect(line?.middle).toBeNull();
  });

  it('leaves the middle of a two-way result empty', () => {
    const line = koreaLine(market({ marketType: '12' }));
    expect(line?.draw).toBeNull();
    expect(line?.middle).toBeNull();
  });

  it('shows the home side’s signed line in the middle of a handicap', () => {
    expect(koreaLine(market({ marketType: 'Handicap', line: '1.5' }))?.middle).toBe('+1.5');
    expect(koreaLine(market({ marketType: 'Handicap', line: '-2.0' }))?.middle).toBe('-2.0');
  });

  it('puts over left and under right of a total, with the line in the middle', () => {
    const line = koreaLine(total(9, '8.5'));
    expect([line?.home.name, line?.middle, line?.away.name]).toEqual(['Over', '8.5', 'Under']);
  });

  it('leaves markets without two sides to "+N" (combined result and total)', () => {
    const combined = market({
      marketType: '1X2 And Under/Over',
      line: '2.5',
      selections: ['1 And Over', 'X And Over', '2 And Over', '1 And Under', 'X And Under', '2 And Under'].map(
        (name, index) => ({ id: 900 + index, name, price: 5, status: 'open' as const }),
      ),
    });
    expect(koreaLine(combined)).toBeNull();
    const game = koreaGame('special', fixture({ markets: [combined, result(11)], marketCount: 2 }));
    expect(game.lines.map((line) => line.market.id)).toEqual([11]);
    expect(game.hidden).toBe(1);
  });

  it('shows only the results in the 승무패 book’s list as the server sends it', () => {
    const game = koreaGame('wintielose', fixture({ markets: [result(12)], marketCount: 1 }));
    expect(game.lines).toHaveLength(1);
    expect(game.hidden).toBe(0);
  });
});
