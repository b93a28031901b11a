import { describe, expect, it } from 'vitest';

import { minigameGames } from '@site/contracts/minigames';

import { menuHref, topMenu } from './menu';
import { routePath, routes } from './routes';

describe('the route table', () => {
  it('has one entry per path and a Korean title for each', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) expect(route.title, route.path).toMatch(/[가-힣]/);
  });

  it('holds a route for every game of the minigame table', () => {
    for (const game of minigameGames) {
      expect(routes.some((r) => r.path === `/minigame/${game.provider}/${game.game}`)).toBe(true);
    }
  });

  it('refuses a menu path that is not in the table', () => {
    expect(() => routePath('/no-such-page')).toThrow(/No route/);
    expect(topMenu.length).toBeGreaterThan(0);
  });
});

describe('menu links', () => {
  it('add the unix time of the click to Korean-style links only', () => {
    const now = Date.UTC(2026, 10, 21, 0, 0, 0);
    expect(menuHref('/korea/cross', now)).toBe(`/korea/cross?time=${now / 1000}`);
    expect(menuHref('/europe', now)).toBe('/europe');
  });
});
