import { describe, expect, it } from 'vitest';
import { minigameGames, sideMenuMinigameLinks } from '@site/contracts/minigames';
import { knownGameIds } from '../../modules/minigames/game-ids';
import { closeSecondsFor, roundGames } from './registry';

describe('the round games', () => {
  it('runs every game of the table but the virtual sports, each with the module of its kind', () => {
    const run = new Map(roundGames.map((game) => [game.id, game]));
    for (const game of minigameGames) {
      const round = run.get(game.id);
      if (game.kind === 'virtual') {
        expect(round, `${game.provider}/${game.game}`).toBeUndefined();
        continue;
      }
      expect(round?.module.kind, `${game.provider}/${game.game}`).toBe(game.kind);
      expect(round?.roundSeconds).toBe(game.roundSeconds);
    }
  });

  it('runs the side menu’s own games under their own ids, and the next* links as the next games they show', () => {
    const tableIds = new Set(minigameGames.map((game) => game.id));
    for (const link of sideMenuMinigameLinks) {
      const round = roundGames.find((game) => game.id === link.id);
      expect(round?.kind, link.slug).toBe(link.kind);
      expect(round?.roundSeconds, link.slug).toBe(link.roundSeconds);
      if (link.slug.startsWith('next')) {
        expect(minigameGames.find((game) => game.id === link.id)?.provider, link.slug).toBe('next');
      } else {
        expect(tableIds.has(link.id), link.slug).toBe(false);
      }
    }
    expect(new Set(roundGames.map((game) => game.id)).size).toBe(roundGames.length);
    expect(knownGameIds).toEqual(expect.arrayContaining([...roundGames.map((game) => game.id), 801, 804]));
  });

  it('closes betting a few seconds before each draw: 5 s of 30 s rounds, 10 s of 1 minute, 30 s of 5 minutes', () => {
    expect([30, 60, 120, 180, 240, 300].map(closeSecondsFor)).toEqual([5, 10, 20, 20, 20, 30]);
    for (const game of roundGames) expect(game.closeSeconds).toBeLessThan(game.roundSeconds / 2);
  });
});
