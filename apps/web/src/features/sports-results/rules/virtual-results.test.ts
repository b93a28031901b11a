import { describe, expect, it } from 'vitest';

import { trapColours } from '../../../components/ui/runner-badge';
import { formText, isRankedLeague, leagueFromQuery, paidItems, podium, sportOfResultsPath } from './virtual-results';

describe('the virtual results’ address', () => {
  it('opens on soccer at /game_result/virtuals and on the named sport below it', () => {
    expect(sportOfResultsPath('/game_result/virtuals')).toBe('soccer');
    expect(sportOfResultsPath('/game_result/virtuals/dog')).toBe('dog');
    expect(sportOfResultsPath('/game_result/virtuals/basketball')).toBe('basketball');
  });

  it('filters by a league of the sport only; anything else is every league', () => {
    expect(leagueFromQuery('horse', 'festivaldowns')?.nameKorean).toBe('페스티벌 다운스');
    expect(leagueFromQuery('horse', 'premierships')).toBeUndefined();
    expect(leagueFromQuery('soccer', null)).toBeUndefined();
  });

  it('knows the four ranked soccer leagues', () => {
    expect(['premierships', 'superleagues', 'eurocups', 'worldcups'].every(isRankedLeague)).toBe(true);
    expect(isRankedLeague('nbareplay')).toBe(false);
    expect(isRankedLeague(undefined)).toBe(false);
  });
});

describe('results and rankings in Korean', () => {
  it('says what a result paid, in Korean whatever the server named it', () => {
    expect(paidItems([{ label: '1', price: 2.1 }], 'decimal')).toEqual(['홈승 2.10']);
    const paid = [
      { label: 'Winner', price: 4.5 },
      { label: '연승 3 번개호', price: 1.8 },
    ];
    expect(paidItems(paid, 'decimal')).toEqual(['단승 4.50', '연승 3 번개호 1.80']);
    expect(paidItems(paid, 'american')).toEqual(['단승 +350', '연승 3 번개호 -125']);
  });

  it('takes a race’s first three with their place', () => {
    const runners = [5, 2, 7, 1].map((no) => ({ no, name: `말${no}` }));
    expect(podium(runners).map(({ place, runner }) => `${place}:${runner.no}`)).toEqual(['1:5', '2:2', '3:7']);
  });

  it('reads the last five results aloud', () => {
    expect(formText(['W', 'D', 'L', 'W', 'W'])).toBe('승 무 패 승 승');
  });

  it('colours each trap as the race kind does, and numbers past the table neutrally', () => {
    expect(trapColours('dog', 1).background).toBe('#d32f2f');
    expect(trapColours('horse', 4).background).toBe('#f9d71c');
    expect(trapColours('dog', 7)).toEqual(trapColours('horse', 9));
  });
});
