import { describe, expect, it } from 'vitest';

import { minigameGames } from '@site/contracts/minigames';

import { menuHref } from './menu';
import { topBar } from './site-map';
import { sportButtons, sportHref } from './side-menu';
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

  it('opens bet365’s virtual sports in the virtual book and their results in the virtual results, by sport name', () => {
    const soccer = routes.find((r) => r.path === '/minigame/bet365/soccer');
    const horse = routes.find((r) => r.path === '/minigame/bet365/horse');
    expect([soccer?.title, horse?.title]).toEqual(['가상축구', '경마']);
    expect(soccer?.load).toBe(horse?.load);
    expect(soccer?.load).not.toBe(routes.find((r) => r.path === '/minigame/eos/powerball1')?.load);
    const results = ['', '/basketball', '/dog', '/horse', '/soccer'].map((sub) =>
      routes.find((r) => r.path === `/game_result/virtuals${sub}`),
    );
    expect(results.map((r) => r?.title)).toEqual([
      '가상게임 결과',
      '가상농구 결과',
      '개경주 결과',
      '경마 결과',
      '가상축구 결과',
    ]);
    expect(new Set(results.map((r) => r?.load)).size).toBe(1);
  });

  it('refuses a menu path that is not in the table', () => {
    expect(() => routePath('/no-such-page')).toThrow(/No route/);
    expect(topBar.length).toBeGreaterThan(0);
  });
});

describe('menu links', () => {
  it('add the unix time of the click to Korean-style links only', () => {
    const now = Date.UTC(2026, 10, 21, 0, 0, 0);
    expect(menuHref('/korea/cross', now)).toBe(`/korea/cross?time=${now / 1000}`);
    expect(menuHref('/europe', now)).toBe('/europe');
  });
});

describe('sport buttons', () => {
  it('carry the spec’s sport ids', () => {
    expect(sportButtons.map((b) => [b.label, b.sportId])).toEqual([
      ['축구', 6046],
      ['농구', 48242],
      ['야구', 154914],
      ['배구', 154830],
      ['하키', 35232],
    ]);
  });

  it('open the Korean-style book with sport_id, flag, location_id, league and time', () => {
    const now = Date.UTC(2026, 10, 21, 0, 0, 0);
    const hockey = sportButtons.find((b) => b.sportId === 35232);
    if (!hockey) throw new Error('no hockey button');
    expect(hockey.flag).toBe('IceHockey');
    expect(sportHref(hockey, { locationId: 12, league: 'KHL' }, now)).toBe(
      `/korea?sport_id=35232&flag=IceHockey&location_id=12&league=KHL&time=${now / 1000}`,
    );
  });
});
