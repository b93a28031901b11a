import { describe, expect, it } from 'vitest';

import { minigameGames, minigamePath, minigameProviders, sideMenuMinigameLinks } from './minigames';

/** SPEC.md §2's provider/game table, as written there. */
const specTable: Record<string, string[]> = {
  token: ['roulette', 'highrow', 'highrow5', 'baccarat'],
  lotus: ['baccarat', 'oddeven', 'sicbo', 'dragontiger'],
  skypark: [
    'oddeven',
    'baccarat1',
    'baccarat2',
    'speed_baccarat1',
    'speed_baccarat2',
    'blackjack',
    'dragontiger',
    'dice',
  ],
  mgm: ['baccarat1', 'baccarat2', 'baccarat3', 'oddeven', 'gostop'],
  eos: ['powerball1', 'powerball2', 'powerball3', 'powerball4', 'powerball5'],
  ntry: ['powerball', 'powerladder'],
  bet365: ['soccer', 'basketball', 'dog', 'horse'],
  named: ['powerball', 'powerball3', 'powerladder3', 'powerladder5'],
  next: ['powerball', 'ladder', 'baccarat', 'onering'],
  evolution: ['powerball'],
  bepick: ['nnpowerball'],
};

describe('the minigame table', () => {
  it('holds exactly the providers and games of the spec, in its order', () => {
    expect(minigameProviders.map((p) => p.key)).toEqual(Object.keys(specTable));
    for (const [provider, games] of Object.entries(specTable)) {
      expect(minigameGames.filter((g) => g.provider === provider).map((g) => g.game)).toEqual(games);
    }
  });

  it('gives every game a unique id, route and Korean name', () => {
    expect(new Set(minigameGames.map((g) => g.id)).size).toBe(minigameGames.length);
    expect(new Set(minigameGames.map(minigamePath)).size).toBe(minigameGames.length);
    for (const g of minigameGames) expect(g.nameKorean).toMatch(/[가-힣]|^NN|^MGM|^EOS/);
  });

  it('uses the spec’s id ranges where it gives them', () => {
    const ranges: Record<string, [number, number]> = {
      mgm: [101, 105],
      eos: [211, 217],
      ntry: [211, 217],
      named: [231, 235],
      next: [251, 254],
      lotus: [301, 308],
      skypark: [401, 410],
    };
    for (const g of minigameGames) {
      const range = ranges[g.provider];
      if (!range) continue;
      expect(g.id, `${g.provider}/${g.game}`).toBeGreaterThanOrEqual(range[0]);
      expect(g.id, `${g.provider}/${g.game}`).toBeLessThanOrEqual(range[1]);
    }
  });

  it('lists the side menu’s minigame links of the spec', () => {
    expect(sideMenuMinigameLinks.map((l) => l.slug)).toEqual([
      'donghang',
      'donghang-sadari',
      'kino-sadari',
      'speed-kino',
      'next',
      'next-sadari',
      'next-bakara',
      'next-onering',
    ]);
  });
});
