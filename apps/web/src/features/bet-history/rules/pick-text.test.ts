import { describe, expect, it } from 'vitest';

import { isRacePick, pickLeague, pickScore } from './pick-text';

describe('a pick in Korean', () => {
  it('shows the score only once both sides are known', () => {
    expect(pickScore({ homeScore: 2, awayScore: 0 })).toBe('2 : 0');
    expect(pickScore({ homeScore: null, awayScore: null })).toBeNull();
  });

  it('names a virtual league with its sport, a real one as it is', () => {
    expect(pickLeague({ sportId: 9001, leagueNameKorean: '프리미어십' })).toBe('가상축구 프리미어십');
    expect(pickLeague({ sportId: 9003, leagueNameKorean: '골든힐 파크' })).toBe('개경주 골든힐 파크');
    expect(pickLeague({ sportId: 6046, leagueNameKorean: 'K리그1' })).toBe('K리그1');
  });

  it('knows a race by its missing away side', () => {
    expect(isRacePick({ away: '' })).toBe(true);
    expect(isRacePick({ away: '전북' })).toBe(false);
  });
});
