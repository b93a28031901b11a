import { describe, expect, it } from 'vitest';

import { testLobby } from '../test-lobby';
import { filterGames, isUnderMaintenance } from './lobby-filter';
import { lobbyOfPath, lobbyPageKey } from './lobby-of-path';

const codes = (games: { code: string }[]) => games.map((game) => game.code);

describe('the lobby filter', () => {
  const { games, vendors } = testLobby();

  it('finds a game whatever its spacing and case', () => {
    expect(codes(filterGames(games, 'all', '스피드바카라'))).toEqual(['evo-speed-a']);
    expect(codes(filterGames(games, 'all', '  라이트닝  룰렛 '))).toEqual(['evo-roulette']);
    expect(codes(filterGames(games, 'all', 'PP-MEGA'))).toEqual(['pp-mega']);
  });

  it('keeps to a vendor, or to the favourites, before searching', () => {
    expect(codes(filterGames(games, 'pragmatic', ''))).toEqual(['pp-mega']);
    expect(codes(filterGames(games, 'favourites', ''))).toEqual(['evo-roulette']);
    expect(codes(filterGames(games, 'evolution', '메가'))).toEqual([]);
  });

  it('counts a game under maintenance when it or its vendor is switched off', () => {
    const byCode = (code: string) => {
      const found = games.find((game) => game.code === code);
      if (!found) throw new Error(`no game ${code} in the test lobby`);
      return found;
    };
    expect(isUnderMaintenance(byCode('evo-speed-a'), vendors)).toBe(false);
    expect(isUnderMaintenance(byCode('evo-squeeze'), vendors)).toBe(true);
    expect(isUnderMaintenance(byCode('pp-mega'), vendors)).toBe(true);
  });
});

describe('the lobby of an address', () => {
  it('names the aggregator and product of each of the six lobby pages', () => {
    expect(lobbyOfPath('/casino')).toEqual({ aggregator: 'playfun', product: 'casino' });
    expect(lobbyOfPath('/casino/index_cx')).toEqual({ aggregator: 'cx', product: 'casino' });
    expect(lobbyOfPath('/slot/index_vinus/')).toEqual({ aggregator: 'vinus', product: 'slot' });
    expect(lobbyOfPath('/tournament')).toBeNull();
    expect(lobbyPageKey({ aggregator: 'vinus', product: 'slot' })).toBe('slotVinus');
    expect(lobbyPageKey({ aggregator: 'playfun', product: 'casino' })).toBe('casino');
  });
});
