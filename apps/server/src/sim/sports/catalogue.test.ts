import { describe, expect, it } from 'vitest';

import { catalogueLeagues, catalogueLocations } from './catalogue';

const locationOf = (leagueId: number) =>
  catalogueLocations.find(
    (location) => location.id === catalogueLeagues.find((league) => league.id === leagueId)?.locationId,
  );

describe('the simulated provider’s catalogue', () => {
  it('lists tennis by tour, not under 국제', () => {
    const tennis = catalogueLeagues.filter((league) => league.sportId === 54094);
    expect(tennis.map((league) => locationOf(league.id)?.nameKorean)).toEqual(['ATP', 'WTA']);
  });

  it('puts every league under a location it has', () => {
    for (const league of catalogueLeagues) expect(locationOf(league.id)).toBeDefined();
  });
});
