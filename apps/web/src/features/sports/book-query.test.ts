import { describe, expect, it } from 'vitest';

import { fixtureListParams, parseBookQuery, searchForPage, searchForTab, tabOfSport } from './book-query';

const parse = (search: string) => parseBookQuery(new URLSearchParams(search));

describe('parseBookQuery', () => {
  it('lists every sport on page 1 when the address says nothing', () => {
    expect(parse('')).toEqual({ tab: 'all', page: 1 });
  });

  it("reads the side menu's sport, location and league, the sport choosing its tab", () => {
    expect(parse('sport_id=48242&flag=Basketball&location_id=7&league=31&time=1763700000')).toEqual({
      tab: 'basketball',
      sportId: 48242,
      locationId: 7,
      league: 31,
      page: 1,
    });
  });

  it('puts sports without a tab of their own under 기타 and e-sports under its tab', () => {
    expect(parse('sport_id=54094').tab).toBe('other');
    expect(tabOfSport(687890)).toBe('esports');
    expect(tabOfSport(999)).toBe('other');
  });

  it('ignores empty and malformed values, as the side menu sends empty location_id and league', () => {
    expect(parse('sport_id=6046&location_id=&league=&page=abc')).toEqual({ tab: 'soccer', sportId: 6046, page: 1 });
    expect(parse('tab=cricket&page=0&sport_id=-3')).toEqual({ tab: 'all', page: 1 });
  });

  it('keeps a tab and a page chosen on the page', () => {
    expect(parse('tab=hockey&page=3')).toEqual({ tab: 'hockey', page: 3 });
  });
});

describe('fixtureListParams', () => {
  it('sends the tab when no sport is chosen', () => {
    expect(fixtureListParams('cross', parse('tab=volleyball&page=2'), 15)).toEqual({
      book: 'cross',
      tab: 'volleyball',
      page: 2,
      size: 15,
      sport_id: undefined,
      location_id: undefined,
      league: undefined,
    });
  });

  it('sends the sport, location and league instead of the tab when the side menu chose them', () => {
    const params = fixtureListParams('europe', parse('sport_id=6046&location_id=4&league=9'));
    expect(params).toMatchObject({ book: 'europe', sport_id: 6046, location_id: 4, league: 9, page: 1 });
    expect(params.tab).toBeUndefined();
  });
});

describe('the addresses the page moves to', () => {
  it("choosing a tab drops the side menu's filters and the page, keeping the time", () => {
    const next = searchForTab(
      new URLSearchParams('sport_id=6046&flag=Football&location_id=4&time=77&page=3'),
      'baseball',
    );
    expect(next.toString()).toBe('time=77&tab=baseball');
    expect(searchForTab(new URLSearchParams('tab=baseball'), 'all').toString()).toBe('');
  });

  it('another page keeps the filters', () => {
    expect(searchForPage(new URLSearchParams('sport_id=6046&page=2'), 3).toString()).toBe('sport_id=6046&page=3');
    expect(searchForPage(new URLSearchParams('sport_id=6046&page=2'), 1).toString()).toBe('sport_id=6046');
  });
});
