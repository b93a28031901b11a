import { describe, expect, it } from 'vitest';

import { minigameGames, sideMenuMinigameLinks } from '@site/contracts/minigames';

import { dateFromQuery, gameFromQuery, gameGroups, groupOf } from './results-query';

// 2026-03-01 00:30 in Seoul is still 2026-02-28 in UTC: the day must be Seoul's.
const justAfterSeoulMidnight = Date.UTC(2026, 1, 28, 15, 30);

describe('the minigame results address', () => {
  it('offers every game with drawn rounds once, grouped by provider, and no virtual sport', () => {
    const offered = gameGroups.flatMap((group) => group.games.map((game) => game.id));
    const drawn = [...minigameGames.filter((game) => game.kind !== 'virtual'), ...sideMenuMinigameLinks].map(
      (game) => game.id,
    );
    expect([...offered].sort()).toEqual([...new Set(drawn)].sort());
    expect(gameGroups.map((group) => group.nameKorean)).not.toContain('벳365 가상게임');
    expect(gameGroups.find((group) => group.key === 'eos')?.games.map((game) => game.nameKorean)).toEqual([
      '파워볼 1분',
      '파워볼 2분',
      '파워볼 3분',
      '파워볼 4분',
      '파워볼 5분',
    ]);
  });

  it('reads the game by id and opens on eos 파워볼 1분 for anything else', () => {
    expect(gameFromQuery('302')).toEqual({ id: 302, nameKorean: '홀짝', title: '로투스 홀짝' });
    expect(gameFromQuery(null)).toEqual({ id: 211, nameKorean: '파워볼 1분', title: 'EOS 파워볼 1분' });
    expect(gameFromQuery('903').title).toBe('키노사다리');
    expect(gameFromQuery('801').id).toBe(211);
    expect(gameFromQuery('abc').id).toBe(211);
    expect(groupOf(gameFromQuery('302'))?.nameKorean).toBe('로투스');
  });

  it('lists the side menu’s own games under 동행복권, and its next-* links under 넥스트 only', () => {
    const lottery = gameGroups.at(-1);
    expect(lottery?.nameKorean).toBe('동행복권');
    expect(lottery?.games.map((game) => game.title)).toEqual([
      '동행 파워볼',
      '동행 파워사다리',
      '키노사다리',
      '스피드키노',
    ]);
    expect(groupOf(gameFromQuery('251'))?.nameKorean).toBe('넥스트');
  });

  it('reads the day, falling back to today in Seoul', () => {
    expect(dateFromQuery('2026-02-10', justAfterSeoulMidnight)).toBe('2026-02-10');
    expect(dateFromQuery(null, justAfterSeoulMidnight)).toBe('2026-03-01');
    expect(dateFromQuery('2026-02-31', justAfterSeoulMidnight)).toBe('2026-03-01');
    expect(dateFromQuery('2026-13-01', justAfterSeoulMidnight)).toBe('2026-03-01');
    expect(dateFromQuery('yesterday', justAfterSeoulMidnight)).toBe('2026-03-01');
  });
});
