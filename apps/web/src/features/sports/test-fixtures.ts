import type { Fixture, Market } from '@site/contracts/api/sports';

/** Small fixtures and markets for the sports helpers' unit tests. */
let nextId = 1;

export function market(partial: Partial<Market> & Pick<Market, 'marketType'>): Market {
  const id = partial.id ?? nextId++;
  return {
    id,
    period: 100,
    line: null,
    status: 'open',
    selections: [
      { id: id * 10 + 1, name: '1', price: 1.85, status: 'open' },
      { id: id * 10 + 2, name: '2', price: 1.95, status: 'open' },
    ],
    ...partial,
  };
}

export function fixture(partial: Partial<Fixture> = {}): Fixture {
  return {
    id: nextId++,
    sportId: 6046,
    locationId: 1,
    locationNameKorean: '잉글랜드',
    leagueId: 10,
    leagueNameKorean: '프리미어리그',
    home: '홈팀',
    away: '원정팀',
    startAt: '2026-11-21T12:30:00.000Z',
    status: 'scheduled',
    live: null,
    markets: [],
    marketCount: 0,
    ...partial,
  };
}
