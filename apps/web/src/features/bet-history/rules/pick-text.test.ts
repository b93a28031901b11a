import { describe, expect, it } from 'vitest';

import { pickScore } from './pick-text';

describe('a pick in Korean', () => {
  it('shows the score only once both sides are known', () => {
    expect(pickScore({ homeScore: 2, awayScore: 0 })).toBe('2 : 0');
    expect(pickScore({ homeScore: null, awayScore: null })).toBeNull();
  });
});
