import { describe, expect, it } from 'vitest';

import type { FixtureResult } from '@site/contracts/api/sports';
import { shiftDay } from '@site/contracts/clock';

import { dayFromQuery, groupByLeague, tabFromQuery } from './results';

const result = (id: number, sportId: number, league: string): FixtureResult => ({
  id,
  sportId,
  leagueNameKorean: league,
  home: `홈${id}`,
  away: `원정${id}`,
  startAt: '2026-03-01T10:00:00.000Z',
  status: 'finished',
  homeScore: 1,
  awayScore: 0,
  commitment: null,
  secret: null,
});

describe('the results page', () => {
  it('groups by league in the order leagues first appear, gathering later fixtures', () => {
    const groups = groupByLeague([
      result(1, 6046, 'K리그1'),
      result(2, 48242, 'KBL'),
      result(3, 6046, 'K리그1'),
      result(4, 6046, '프리미어리그'),
    ]);
    expect(groups.map((g) => [g.leagueNameKorean, g.results.map((r) => r.id)])).toEqual([
      ['K리그1', [1, 3]],
      ['KBL', [2]],
      ['프리미어리그', [4]],
    ]);
  });

  it('keeps two sports’ leagues of one name apart', () => {
    const groups = groupByLeague([result(1, 6046, '국제 친선'), result(2, 48242, '국제 친선')]);
    expect(groups).toHaveLength(2);
  });

  it('steps a day back and forward across month ends', () => {
    // The day picker's ‹ 이전 날 and 다음 날 › put shiftDay's day in the address; the page must read
    // back that very day, not fall back to today (2026-06-01 here).
    const now = Date.UTC(2026, 5, 1, 3);
    const steps: [day: string, by: number, shown: string][] = [
      ['2026-03-01', -1, '2026-02-28'],
      ['2026-02-28', 1, '2026-03-01'],
      ['2024-03-01', -1, '2024-02-29'],
      ['2024-02-29', 1, '2024-03-01'],
      ['2026-05-01', -1, '2026-04-30'],
      ['2026-04-30', 1, '2026-05-01'],
      ['2026-01-01', -1, '2025-12-31'],
      ['2025-12-31', 1, '2026-01-01'],
    ];
    for (const [day, by, shown] of steps) expect(dayFromQuery(shiftDay(day, by), now)).toBe(shown);
  });

  it('reads the day and the tab from the address, falling back to Seoul today and 전체', () => {
    const justAfterSeoulMidnight = Date.UTC(2026, 1, 28, 15, 30);
    expect(dayFromQuery('2026-02-10', justAfterSeoulMidnight)).toBe('2026-02-10');
    expect(dayFromQuery('nope', justAfterSeoulMidnight)).toBe('2026-03-01');
    expect(dayFromQuery('2026-02-29', justAfterSeoulMidnight)).toBe('2026-03-01');
    expect(dayFromQuery(null, justAfterSeoulMidnight)).toBe('2026-03-01');
    expect(tabFromQuery('basketball')).toBe('basketball');
    expect(tabFromQuery('cricket')).toBe('all');
  });
});
