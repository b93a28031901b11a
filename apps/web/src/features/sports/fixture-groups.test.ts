import { describe, expect, it } from 'vitest';

import { firstRows, groupByLeague, groupBySportAndLeague, seoulMonthDayTime } from './fixture-groups';
import { fixture } from './test-fixtures';

describe('groupByLeague', () => {
  it('puts each league under one header, in the order its first fixture comes, fixtures in list order', () => {
    const a1 = fixture({ leagueId: 1, leagueNameKorean: 'K리그1' });
    const b1 = fixture({ leagueId: 2, leagueNameKorean: '프리미어리그' });
    const a2 = fixture({ leagueId: 1, leagueNameKorean: 'K리그1' });
    const groups = groupByLeague([a1, b1, a2]);
    expect(groups.map((group) => group.leagueNameKorean)).toEqual(['K리그1', '프리미어리그']);
    expect(groups[0]?.fixtures).toEqual([a1, a2]);
    expect(groups[1]?.fixtures).toEqual([b1]);
  });

  it('is empty for an empty page', () => {
    expect(groupByLeague([])).toEqual([]);
  });
});

describe('groupBySportAndLeague', () => {
  it('orders sports as the tabs do, whatever order the fixtures come in', () => {
    const hockey = fixture({ sportId: 35232, leagueId: 5 });
    const basketball = fixture({ sportId: 48242, leagueId: 6 });
    const soccer = fixture({ sportId: 6046, leagueId: 7 });
    const soccer2 = fixture({ sportId: 6046, leagueId: 8 });
    const sports = groupBySportAndLeague([hockey, basketball, soccer, soccer2]);
    expect(sports.map((sport) => sport.sportId)).toEqual([6046, 48242, 35232]);
    expect(sports[0]?.leagues.map((league) => league.leagueId)).toEqual([7, 8]);
    expect(sports[0]?.fixtureCount).toBe(2);
  });
});

describe('firstRows', () => {
  it('keeps the first fixtures in board order with their sports and leagues, and nothing after', () => {
    const board = groupBySportAndLeague([
      fixture({ sportId: 6046, leagueId: 1 }),
      fixture({ sportId: 6046, leagueId: 1 }),
      fixture({ sportId: 6046, leagueId: 2 }),
      fixture({ sportId: 48242, leagueId: 3 }),
    ]);
    const three = firstRows(board, 3);
    expect(three.map((sport) => sport.leagues.map((league) => league.fixtures.length))).toEqual([[2, 1]]);
    expect(three[0]?.fixtureCount).toBe(3);
    expect(firstRows(board, 2)[0]?.leagues.map((league) => league.fixtures.length)).toEqual([2]);
    expect(firstRows(board, 10)).toEqual(board);
  });
});

describe('seoulMonthDayTime', () => {
  it('shows the Seoul wall clock as MM-DD HH:mm, across midnight', () => {
    expect(seoulMonthDayTime('2026-11-21T12:30:00.000Z')).toBe('11-21 21:30');
    expect(seoulMonthDayTime('2026-12-31T15:05:00.000Z')).toBe('01-01 00:05');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(seoulMonthDayTime('soon')).toBe('');
  });
});
