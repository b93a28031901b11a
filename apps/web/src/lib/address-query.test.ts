import { describe, expect, it } from 'vitest';

import { pageFromQuery, pageParam, withChanges } from './address-query';

describe('filters kept in the address', () => {
  it('reads a page number, falling back to the first page', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('2.5')).toBe(1);
    expect(pageFromQuery('abc')).toBe(1);
  });

  it('leaves the first page out of the address', () => {
    expect(pageParam(1)).toBeNull();
    expect(pageParam(3)).toBe('3');
  });

  it('sets and removes parameters, keeping the others', () => {
    const next = withChanges(new URLSearchParams('league=eurocups&page=3&date=2026-03-01'), {
      page: null,
      league: 'worldcups',
    });
    expect(next.toString()).toBe('league=worldcups&date=2026-03-01');
  });
});
